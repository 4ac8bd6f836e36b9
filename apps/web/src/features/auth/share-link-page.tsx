import { ApiError } from '@chaussee/sdk';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { frenchErrorOf } from '../../shared/api/french-error.js';
import { guestDashboardPath } from '../../shared/routes/route-table.js';
import { SHARE_LINK_REFUSED_PATH } from '../../shared/routes/share-link-notice.js';
import { useSessionStore } from '../../shared/session/session-context.js';
import { authMessages } from './messages.js';

/** The server refused the token itself (unknown, revoked or expired): the link is dead. */
function isRefusedLink(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/**
 * Exchanges the share link's token for a guest session and opens that campaign's guest dashboard.
 * A refused token leads to login, which says that the link is no longer valid (spec sections 2
 * and 8); a failure of the network or the server stays here, with the reason and a retry. The
 * guard already sent signed-in visitors and token-less links elsewhere.
 */
export function ShareLinkPage() {
  const [searchParams] = useSearchParams();
  const session = useSessionStore();
  const navigate = useNavigate();
  const hasStarted = useRef(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (hasStarted.current) return; // React's strict mode runs effects twice; exchange once.
    hasStarted.current = true;
    const token = searchParams.get('token') ?? '';
    session
      .signInGuest(token)
      .then((user) =>
        navigate(user?.campaign ? guestDashboardPath(user.campaign) : SHARE_LINK_REFUSED_PATH, {
          replace: true,
        }),
      )
      .catch((error: unknown) => {
        if (isRefusedLink(error)) void navigate(SHARE_LINK_REFUSED_PATH, { replace: true });
        else setFailure(frenchErrorOf(error));
      });
  }, [navigate, searchParams, session]);

  if (failure !== null) {
    return (
      <Stack spacing={2}>
        <Alert severity="error">{failure}</Alert>
        <div>
          <Button
            variant="contained"
            onClick={() => {
              window.location.reload();
            }}
          >
            {authMessages.retry}
          </Button>
        </div>
      </Stack>
    );
  }
  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <CircularProgress />
      <Typography>{authMessages.shareLinkOpening}</Typography>
    </Stack>
  );
}
