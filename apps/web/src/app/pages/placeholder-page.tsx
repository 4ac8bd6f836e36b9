import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useSession } from '../../shared/session/session-context.js';
import { routeMessages } from '../routes/messages.js';

/**
 * Stands for a screen of the route table that is not built yet, naming it. A guest has no
 * projects to go back to (its app bar offers to leave the guest access instead).
 */
export function PlaceholderPage({ title }: { title: string }) {
  const { isGuest } = useSession();
  return (
    <Stack spacing={3} data-testid="placeholder-page">
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Alert severity="info">
        <AlertTitle>{routeMessages.underConstructionTitle}</AlertTitle>
        {routeMessages.underConstruction(title)}
      </Alert>
      {!isGuest && (
        <div>
          <Button component={Link} to="/workspaces" variant="outlined">
            {routeMessages.backToProjects}
          </Button>
        </div>
      )}
    </Stack>
  );
}
