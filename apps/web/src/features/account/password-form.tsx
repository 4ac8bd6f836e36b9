import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useChangeUserPassword } from '@chaussee/sdk/react';
import { toast } from '@chaussee/ui';
import { useState, type SubmitEvent } from 'react';
import { NewPasswordFields, newPasswordProblem } from '../../shared/forms/new-password.js';
import { textOf } from '../../shared/forms/text-of.js';
import { accountMessages } from './messages.js';

/** PUT /users/{id}/password with the current password, the new one checked by the password rule. */
export function PasswordForm({ userId }: { userId: string }) {
  const change = useChangeUserPassword();
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const newPassword = textOf(form.get('newPassword'));
    const found = newPasswordProblem(newPassword, textOf(form.get('confirmation')));
    setProblem(found);
    if (found !== null) return;
    change.mutate(
      { id: userId, data: { currentPassword: textOf(form.get('currentPassword')), newPassword } },
      {
        onSuccess: () => {
          toast.success(accountMessages.passwordChanged);
          formElement.reset();
        },
      },
    );
  };
  return (
    <Stack component="form" spacing={2} onSubmit={submit}>
      <Typography variant="h6" component="h2">
        {accountMessages.passwordTitle}
      </Typography>
      <TextField
        name="currentPassword"
        type="password"
        label={accountMessages.currentPassword}
        autoComplete="current-password"
        required
      />
      <NewPasswordFields name="newPassword" problem={problem} />
      <div>
        <Button type="submit" variant="contained" disabled={change.isPending}>
          {accountMessages.changePassword}
        </Button>
      </div>
    </Stack>
  );
}
