import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useResetPassword } from '@chaussee/sdk/react';
import { useState, type SubmitEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { NewPasswordFields, newPasswordProblem } from '../../shared/forms/new-password.js';
import { textOf } from '../../shared/forms/text-of.js';
import { authMessages } from './messages.js';
import { frenchErrorOf } from '../../shared/api/french-error.js';

/** Password-edit (headless): the token of the recovery e-mail is in the query (checked by the guard). */
export function PasswordEditPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const reset = useResetPassword({ mutation: { meta: { isErrorShownInline: true } } });
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = textOf(form.get('password'));
    const found = newPasswordProblem(password, textOf(form.get('confirmation')));
    setProblem(found);
    if (found === null) reset.mutate({ token, data: { password } });
  };

  if (reset.isSuccess) {
    return (
      <Stack spacing={2}>
        <Alert severity="success">{authMessages.passwordSaved}</Alert>
        <Button component={Link} to="/login" variant="contained">
          {authMessages.signIn}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack component="form" spacing={2} onSubmit={submit}>
      <Typography variant="h6" component="h1">
        {authMessages.newPasswordTitle}
      </Typography>
      {reset.isError && <Alert severity="error">{frenchErrorOf(reset.error)}</Alert>}
      <NewPasswordFields name="password" problem={problem} />
      <Button type="submit" variant="contained" disabled={reset.isPending}>
        {authMessages.savePassword}
      </Button>
      <Button component={Link} to="/login" variant="text">
        {authMessages.backToLogin}
      </Button>
    </Stack>
  );
}
