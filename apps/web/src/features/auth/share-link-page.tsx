import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { guestDashboardPath } from '../../shared/routes/route-table.js';
import { useSessionStore } from '../../shared/session/session-context.js';
import { authMessages } from './messages.js';

/**
 * Exchanges the share link's token for a guest session and opens that campaign's guest dashboard;
 * on failure, login (spec section 2). The guard already sent signed-in visitors and token-less
 * links elsewhere.
 */
export function ShareLinkPage() {
  const [searchParams] = useSearchParams();
  const session = useSessionStore();
  const navigate = useNavigate();
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current) return; // React's strict mode runs effects twice; exchange once.
    hasStarted.current = true;
    const token = searchParams.get('token') ?? '';
    session
      .signInGuest(token)
      .then((user) =>
        navigate(user?.campaign ? guestDashboardPath(user.campaign) : '/login', { replace: true }),
      )
      .catch(() => navigate('/login', { replace: true }));
  }, [navigate, searchParams, session]);

  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <CircularProgress />
      <Typography>{authMessages.shareLinkOpening}</Typography>
    </Stack>
  );
}
