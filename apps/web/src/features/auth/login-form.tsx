import { ApiError } from '@chaussee/sdk';
import { useState, type SubmitEvent } from 'react';
import { frenchErrorOf } from '../../shared/api/french-error.js';
import { textOf } from '../../shared/forms/text-of.js';
import {
  PlainAlert,
  PlainButton,
  PlainStack,
  PlainTextField,
} from '../../shared/plain-ui/plain-controls.js';
import { useSessionStore } from '../../shared/session/session-context.js';
import { authMessages } from './messages.js';

/**
 * Email and password; on success, back to where the visitor was going, or to the workspaces
 * (`onSignedIn` goes there: the router's navigate, or the app's start after a cold start).
 */
export function LoginForm({
  onForgotPassword,
  onSignedIn,
  onFirstInput,
}: {
  onForgotPassword: () => void;
  onSignedIn: (path: string) => void;
  /** The visitor starts typing: time to fetch what comes after sign-in. */
  onFirstInput?: () => void;
}) {
  const session = useSessionStore();
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
      onSignedIn(session.takeRedirect() ?? '/workspaces');
    } catch (failure) {
      const isRefused = failure instanceof ApiError && failure.status === 401;
      setError(isRefused ? authMessages.wrongCredentials : frenchErrorOf(failure));
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} onInput={onFirstInput}>
      <PlainStack>
        {error && <PlainAlert severity="error">{error}</PlainAlert>}
        <PlainTextField
          name="username"
          type="email"
          label={authMessages.email}
          autoComplete="username"
          isRequired
          hasAutoFocus
        />
        <PlainTextField
          name="password"
          type="password"
          label={authMessages.password}
          autoComplete="current-password"
          isRequired
        />
        <PlainButton type="submit" variant="contained" disabled={isSubmitting}>
          {isSubmitting ? authMessages.signingIn : authMessages.signIn}
        </PlainButton>
        <PlainButton onClick={onForgotPassword}>{authMessages.forgotPassword}</PlainButton>
      </PlainStack>
    </form>
  );
}
