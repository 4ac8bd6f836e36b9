import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useRouteError } from 'react-router';
import { describeRouteError, isBotUserAgent } from './describe-route-error.js';
import { errorMessages } from './messages.js';

/**
 * The error page of spec section 8: the status code, and in French what happened and the way
 * back. The error's own status message and message (« Page Not Found: /path ») stay on the page's
 * data attributes, for tests and support. An unexpected error is logged; a missing page is not
 * (it is an answer, not a failure). Bots (search engines, link previews) get nothing.
 */
export function ErrorPage() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { status, statusText, message, title, description, isExpected } = describeRouteError(
    error,
    pathname,
  );
  const isBot = isBotUserAgent(navigator.userAgent);
  useEffect(() => {
    if (!isExpected) console.error(error);
  }, [error, isExpected]);
  if (isBot) return null;
  // The history of this tab: a visitor who followed a link can go back to where they were.
  const hasPreviousPage = window.history.length > 1;
  return (
    <Stack
      component="main"
      sx={{ alignItems: 'center', justifyContent: 'center', minHeight: '100vh', p: 2 }}
    >
      <Paper
        sx={{ p: 4, maxWidth: 560, width: '100%' }}
        data-testid="error-page"
        data-status={status}
        data-status-text={statusText}
        data-message={message}
      >
        <Stack spacing={2}>
          <Typography variant="h2" component="p" color="text.secondary">
            {status}
          </Typography>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          <Typography data-testid="error-message">{description}</Typography>
          <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Button component={Link} to="/" variant="contained">
              {errorMessages.home}
            </Button>
            {hasPreviousPage && (
              <Button
                variant="outlined"
                onClick={() => {
                  void navigate(-1);
                }}
              >
                {errorMessages.back}
              </Button>
            )}
          </Stack>
        </Stack>
      </Paper>
    </Stack>
  );
}
