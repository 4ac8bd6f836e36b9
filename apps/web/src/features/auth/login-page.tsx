import { serverMessages } from '@chaussee/validation';
import { useState } from 'react';
import { PlainAlert, PlainHeading, PlainStack } from '../../shared/plain-ui/plain-controls.js';
import { LoginForm } from './login-form.js';
import { authMessages } from './messages.js';
import { RecoveryForm } from './recovery-form.js';

export interface LoginPageProps {
  /** Reached from a share link that was refused (`/login?lien=invalide`). */
  isShareLinkRefused: boolean;
  /** Where to go once signed in (the router's navigate, or the app's start after a cold start). */
  onSignedIn: (path: string) => void;
  /** The visitor starts typing: time to fetch what comes after sign-in. */
  onFirstInput?: () => void;
}

/**
 * The login screen (headless layout), with account recovery one click away. Reached from a share
 * link that was refused, it first says that the link is no longer valid (spec section 8). It knows
 * nothing of the router: a cold start on /login shows it before the router loads (issue 19).
 */
export function LoginPage({ isShareLinkRefused, onSignedIn, onFirstInput }: LoginPageProps) {
  const [isRecovering, setRecovering] = useState(false);
  if (isRecovering) {
    return (
      <RecoveryForm
        onBack={() => {
          setRecovering(false);
        }}
      />
    );
  }
  return (
    <PlainStack>
      {isShareLinkRefused && (
        <PlainAlert
          severity="warning"
          title={authMessages.shareLinkRefusedTitle}
          testId="share-link-refused"
        >
          {serverMessages.linkExpired}
        </PlainAlert>
      )}
      <PlainHeading>{authMessages.loginTitle}</PlainHeading>
      <LoginForm
        onForgotPassword={() => {
          setRecovering(true);
        }}
        onSignedIn={onSignedIn}
        onFirstInput={onFirstInput}
      />
    </PlainStack>
  );
}
