import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { LoginForm } from './login-form.js';
import { authMessages } from './messages.js';
import { RecoveryForm } from './recovery-form.js';

/** The login screen (headless layout), with account recovery one click away. */
export function LoginPage() {
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
    <>
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
