import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ApiError } from '@chaussee/sdk';
import { useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router';
import { useSessionStore } from '../../shared/session/session-context.js';
import { textOf } from '../../shared/forms/text-of.js';
import { authMessages } from './messages.js';
import { frenchErrorOf } from '../../shared/api/french-error.js';

/** Email and password; on success, back to where the visitor was going, or to the workspaces. */
export function LoginForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const session = useSessionStore();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSubmitting(true);
    setError(null);
    try {
      await session.signIn({
        username: textOf(form.get('username')),
        password: textOf(form.get('password')),
      });
      await navigate(session.takeRedirect() ?? '/workspaces', { replace: true });
    } catch (failure) {
      const isRefused = failure instanceof ApiError && failure.status === 401;
      setError(isRefused ? authMessages.wrongCredentials : frenchErrorOf(failure));
      setSubmitting(false);
    }
  };

  return (
    <Stack component="form" spacing={2} onSubmit={(event) => void submit(event)} noValidate={false}>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <TextField
        name="username"
        type="email"
        label={authMessages.email}
        autoComplete="username"
        required
        autoFocus
      />
      <TextField
        name="password"
        type="password"
        label={authMessages.password}
        autoComplete="current-password"
        required
      />
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
        {isSubmitting ? authMessages.signingIn : authMessages.signIn}
      </Button>
      <Button variant="text" onClick={onForgotPassword}>
        {authMessages.forgotPassword}
      </Button>
    </Stack>
  );
}
