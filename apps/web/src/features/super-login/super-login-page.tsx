import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useListSuperLoginUsers } from '@chaussee/sdk/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession, useSessionStore } from '../../shared/session/session-context.js';
import { filterUsers } from './filter-users.js';
import { superLoginMessages } from './messages.js';

const PAGE_LIMIT = 200;

/**
 * A super administrator picks a user to act as (POST /users/{id}/super-login). The route needs
 * the same right (route table), and the list comes from GET /super-login/users, which answers
 * nobody else.
 */
export function SuperLoginPage() {
  const { user, isImpersonating } = useSession();
  const session = useSessionStore();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [hasFailed, setFailed] = useState(false);
  const users = useListSuperLoginUsers(
    { limit: PAGE_LIMIT },
    { query: { enabled: !isImpersonating } },
  );
  const shown = filterUsers(users.data?.data.items ?? [], search, user?.id ?? '');

  const actAs = (id: string) => {
    setFailed(false);
    session
      .impersonate(id)
      .then(() => navigate('/workspaces'))
      .catch(() => {
        setFailed(true);
      });
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Typography variant="h4" component="h1">
        {superLoginMessages.title}
      </Typography>
      <Typography>{superLoginMessages.help}</Typography>
      {isImpersonating ? (
        <Alert severity="info">{superLoginMessages.alreadyImpersonating}</Alert>
      ) : (
        <>
          {hasFailed && <Alert severity="error">{superLoginMessages.failed}</Alert>}
          <TextField
            label={superLoginMessages.search}
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
            }}
          />
          {users.isSuccess && shown.length === 0 && (
            <Typography>{superLoginMessages.noMatch}</Typography>
          )}
          <List>
            {shown.map((candidate) => (
              <ListItem
                key={candidate.id}
                divider
                secondaryAction={
                  <Button
                    size="small"
                    variant="outlined"
                    onClick={() => {
                      actAs(candidate.id);
                    }}
                  >
                    {superLoginMessages.actAs}
                  </Button>
                }
              >
                <ListItemText
                  primary={`${candidate.firstName} ${candidate.lastName}`}
                  secondary={candidate.email}
                />
              </ListItem>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}
