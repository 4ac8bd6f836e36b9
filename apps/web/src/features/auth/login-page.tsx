import { serverMessages } from '@chaussee/validation';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { isShareLinkRefused } from '../../shared/routes/share-link-notice.js';
import { LoginForm } from './login-form.js';
import { authMessages } from './messages.js';
import { RecoveryForm } from './recovery-form.js';

/**
 * The login screen (headless layout), with account recovery one click away. Reached from a share
 * link that was refused, it first says that the link is no longer valid (spec section 8).
 */
export function LoginPage() {
  const [isRecovering, setRecovering] = useState(false);
  const [searchParams] = useSearchParams();
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
    <>
      {isShareLinkRefused(searchParams) && (
        <Alert severity="warning" sx={{ mb: 3 }} data-testid="share-link-refused">
          <AlertTitle>{authMessages.shareLinkRefusedTitle}</AlertTitle>
          {serverMessages.linkExpired}
        </Alert>
      )}
      <Typography variant="h6" component="h1" sx={{ mb: 2 }}>
        {authMessages.loginTitle}
      </Typography>
      <LoginForm
        onForgotPassword={() => {
          setRecovering(true);
        }}
      />
    </>
  );
}
