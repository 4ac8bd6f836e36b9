import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useNavigate } from 'react-router';
import { useSession, useSessionStore } from '../../shared/session/session-context.js';
import { layoutMessages } from './messages.js';

/** Shown while a super administrator acts as another user, with the way back. */
export function ImpersonationBanner() {
  const { isImpersonating, user } = useSession();
  const session = useSessionStore();
  const navigate = useNavigate();
  if (!isImpersonating || !user) return null;
  return (
    <Alert
      severity="warning"
      square
      data-testid="impersonation-banner"
      action={
        <Button
          color="inherit"
          size="small"
          onClick={() => {
            void session.stopImpersonating().then(() => navigate('/super-login'));
          }}
        >
          {layoutMessages.backToMyAccount}
        </Button>
      }
    >
      {layoutMessages.impersonating(`${user.firstName} ${user.lastName}`)}
    </Alert>
  );
}
