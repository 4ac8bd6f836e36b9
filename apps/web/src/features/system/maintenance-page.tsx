import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetRuntimeConfig } from '@chaussee/sdk/react';
import { systemMessages } from './messages.js';

/** Shown on every route while the maintenance flag is on, with the server's message if any. */
export function MaintenancePage() {
  const { data } = useGetRuntimeConfig();
  const message = data?.data.maintenanceMessage;
  return (
    <Stack spacing={2} data-testid="maintenance-page">
      <Typography variant="h6" component="h1">
        {systemMessages.maintenanceTitle}
      </Typography>
      <Typography>{systemMessages.maintenanceText}</Typography>
      {message && <Typography sx={{ fontStyle: 'italic' }}>{message}</Typography>}
      <Button
        variant="contained"
        onClick={() => {
          window.location.assign('/');
        }}
      >
        {systemMessages.retry}
      </Button>
    </Stack>
  );
}
