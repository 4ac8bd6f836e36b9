import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { routeMessages } from '../routes/messages.js';

/** Stands for a screen of the route table that is not built yet, naming it. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <Stack spacing={3} data-testid="placeholder-page">
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Alert severity="info">
        <AlertTitle>{routeMessages.underConstructionTitle}</AlertTitle>
        {routeMessages.underConstruction(title)}
      </Alert>
      <div>
        <Button component={Link} to="/workspaces" variant="outlined">
          {routeMessages.backToProjects}
        </Button>
      </div>
    </Stack>
  );
}
