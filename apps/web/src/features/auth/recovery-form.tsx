import { useState, type SubmitEvent } from 'react';
import { useApiClient } from '../../shared/api/api-client-context.js';
import { frenchErrorOf } from '../../shared/api/french-error.js';
import { textOf } from '../../shared/forms/text-of.js';
import {
  PlainAlert,
  PlainButton,
  PlainHeading,
  PlainStack,
  PlainText,
  PlainTextField,
} from '../../shared/plain-ui/plain-controls.js';
import { authMessages } from './messages.js';

type RecoveryState =
  | { kind: 'editing' }
  | { kind: 'sending' }
  | { kind: 'sent' }
  | { kind: 'failed'; message: string };

/**
 * « Mot de passe oublié » : asks for the reset e-mail (POST /account-recoveries). Drawn without MUI
 * and called through the client, not a React Query hook: it opens from the sign-in screen, which
 * loads neither (issue 19).
 */
export function RecoveryForm({ onBack }: { onBack: () => void }) {
  const client = useApiClient();
  const [state, setState] = useState<RecoveryState>({ kind: 'editing' });
  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = textOf(new FormData(event.currentTarget).get('email'));
    setState({ kind: 'sending' });
    try {
      await client.POST('/account-recoveries', { body: { email } });
      setState({ kind: 'sent' });
    } catch (failure) {
      setState({ kind: 'failed', message: frenchErrorOf(failure) });
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)}>
      <PlainStack>
        <PlainHeading>{authMessages.recoveryTitle}</PlainHeading>
        {state.kind === 'sent' ? (
          <PlainAlert severity="success">{authMessages.recoverySent}</PlainAlert>
        ) : (
          <>
            <PlainText>{authMessages.recoveryHelp}</PlainText>
            {state.kind === 'failed' && <PlainAlert severity="error">{state.message}</PlainAlert>}
            <PlainTextField
              name="email"
              type="email"
              label={authMessages.email}
              autoComplete="email"
              isRequired
            />
            <PlainButton type="submit" variant="contained" disabled={state.kind === 'sending'}>
              {authMessages.recoverySend}
            </PlainButton>
          </>
        )}
        <PlainButton onClick={onBack}>{authMessages.backToLogin}</PlainButton>
      </PlainStack>
    </form>
  );
}
