import { useAbility } from '@chaussee/permissions/react';
import { getGetUserQueryKey } from '@chaussee/sdk/react';
import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useSession, useSessionStore } from '../../shared/session/session-context.js';
import { AvatarForm } from './avatar-form.js';
import { EmailForm } from './email-form.js';
import { IdentityForm } from './identity-form.js';
import { accountMessages } from './messages.js';
import { PasswordForm } from './password-form.js';

/**
 * Account settings: names, e-mail, profile picture and password of the signed-in user. They are
 * ROLE_USER's (spec section 6): a READ_ONLY account reads why not, and how to change its password.
 */
export function ProfilePage() {
  const { user } = useSession();
  const session = useSessionStore();
  const queryClient = useQueryClient();
  const canOpenSettings = useAbility().can('open', 'AccountSettings');
  if (!user) return null;
  if (!canOpenSettings) {
    return (
      <Stack spacing={3} sx={{ maxWidth: 720 }}>
        <Typography variant="h4" component="h1">
          {accountMessages.title}
        </Typography>
        <Alert severity="info">{accountMessages.readOnlyAccount}</Alert>
      </Stack>
    );
  }
  // A saved change shows at once in the app bar and the account menu (the session's user), and in
  // the user the e-mail form sends back whole.
  const reload = () =>
    Promise.all([
      session.reloadUser(),
      queryClient.invalidateQueries({ queryKey: getGetUserQueryKey(user.id) }),
    ]);
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <Typography variant="h4" component="h1">
        {accountMessages.title}
      </Typography>
      <Paper sx={{ p: 3 }}>
        <Stack spacing={3} divider={<Divider flexItem />}>
          <IdentityForm user={user} onSaved={reload} />
          <EmailForm userId={user.id} onSaved={reload} />
          <AvatarForm userId={user.id} onSaved={() => void reload()} />
          <PasswordForm userId={user.id} onChanged={() => session.renew()} />
        </Stack>
      </Paper>
    </Stack>
  );
}
