import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { usePatchUser } from '@chaussee/sdk/react';
import { toast } from '@chaussee/ui';
import type { SubmitEvent } from 'react';
import { textOf } from '../../shared/forms/text-of.js';
import type { CurrentUser } from '../../shared/session/session-api.js';
import { accountMessages } from './messages.js';

/**
 * First and last name (PATCH /users/{id}); the e-mail, the sign-in name, is shown read-only. A
 * failure is a French toast from the app's query cache.
 */
export function IdentityForm({ user, onSaved }: { user: CurrentUser; onSaved: () => void }) {
  const patch = usePatchUser({
    mutation: {
      onSuccess: () => {
        toast.success(accountMessages.saved);
        onSaved();
      },
    },
  });
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    patch.mutate({
      id: user.id,
      data: {
        firstName: textOf(form.get('firstName')).trim(),
        lastName: textOf(form.get('lastName')).trim(),
      },
    });
  };
  const limits = { htmlInput: { maxLength: 254 } };
  return (
    <Stack component="form" spacing={2} onSubmit={submit}>
      <Typography variant="h6" component="h2">
        {accountMessages.identityTitle}
      </Typography>
      <TextField
        name="firstName"
        label={accountMessages.firstName}
        defaultValue={user.firstName}
        required
        slotProps={limits}
      />
      <TextField
        name="lastName"
        label={accountMessages.lastName}
        defaultValue={user.lastName}
        required
        slotProps={limits}
      />
      <TextField
        label={accountMessages.email}
        value={user.email}
        helperText={accountMessages.emailHelp}
        disabled
      />
      <div>
        <Button type="submit" variant="contained" disabled={patch.isPending}>
          {accountMessages.save}
        </Button>
      </div>
    </Stack>
  );
}
