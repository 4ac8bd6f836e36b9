import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Outlet } from 'react-router';
import { layoutMessages } from './messages.js';

/** A centered card, for sign-in and the pages around it. */
export function HeadlessLayout() {
  return (
    <Stack
      component="main"

      sx={{ alignItems: 'center', justifyContent: 'center', minHeight: '100vh', p: 2 }}
    >
      <Paper elevation={3} sx={{ p: { xs: 3, sm: 5 }, width: '100%', maxWidth: 480 }}>
        <Typography variant="h5" component="p" sx={{ mb: 3, fontWeight: 700 }}>
          {layoutMessages.productName}
        </Typography>
        <Outlet />
      </Paper>
    </Stack>
  );
}
