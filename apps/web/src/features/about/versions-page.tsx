import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ApiError } from '@chaussee/sdk';
import { useListProductVersions } from '@chaussee/sdk/react';
import { ERROR_SHOWN_INLINE } from '../../shared/api/query-error-state.js';
import { formatFrenchDate } from './format-date.js';
import { aboutMessages } from './messages.js';

/**
 * Whether the server does not offer the versions yet (501 `not_implemented`): that is no failure
 * for the person reading the page, which then shows the running build's version alone.
 */
function isNotOfferedYet(error: unknown): boolean {
  return error instanceof ApiError && error.status === 501;
}

/** The release notes of the web app, newest first, with the running build's version. */
export function VersionsPage() {
  const versions = useListProductVersions('web', undefined, { query: ERROR_SHOWN_INLINE });
  const items = versions.data?.data.items ?? [];
  const hasFailed = versions.isError && !isNotOfferedYet(versions.error);
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {aboutMessages.versionsTitle}
      </Typography>
      <Typography color="text.secondary">
        {aboutMessages.webVersion(import.meta.env.VITE_APP_VERSION)}
      </Typography>
      {hasFailed && <Alert severity="error">{aboutMessages.loadFailed}</Alert>}
      {versions.isSuccess && items.length === 0 && (
        <Typography>{aboutMessages.noVersions}</Typography>
      )}
      <List>
        {items.map((version) => (
          <ListItem key={version.id} divider>
            <ListItemText
              primary={`${version.version} — ${aboutMessages.releasedOn(formatFrenchDate(version.releasedAt))}`}
              secondary={version.notes}
            />
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
