import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRequestAccountRecovery } from '@chaussee/sdk/react';
import type { SubmitEvent } from 'react';
import { textOf } from '../../shared/forms/text-of.js';
import { authMessages } from './messages.js';
import { frenchErrorOf } from '../../shared/api/french-error.js';

/** « Mot de passe oublié » : asks for the reset e-mail (POST /account-recoveries). */
export function RecoveryForm({ onBack }: { onBack: () => void }) {
  const recovery = useRequestAccountRecovery({ mutation: { meta: { isErrorShownInline: true } } });
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = textOf(new FormData(event.currentTarget).get('email'));
    recovery.mutate({ data: { email } });
  };
  return (
    <Stack component="form" spacing={2} onSubmit={submit}>
      <Typography variant="h6" component="h1">
        {authMessages.recoveryTitle}
      </Typography>
      {recovery.isSuccess ? (
        <Alert severity="success">{authMessages.recoverySent}</Alert>
      ) : (
        <>
          <Typography variant="body2">{authMessages.recoveryHelp}</Typography>
          {recovery.isError && <Alert severity="error">{frenchErrorOf(recovery.error)}</Alert>}
          <TextField
            name="email"
            type="email"
            label={authMessages.email}
            autoComplete="email"
            required
          />
          <Button type="submit" variant="contained" disabled={recovery.isPending}>
            {authMessages.recoverySend}
          </Button>
        </>
      )}
      <Button variant="text" onClick={onBack}>
        {authMessages.backToLogin}
      </Button>
    </Stack>
  );
}
