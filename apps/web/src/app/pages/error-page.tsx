import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router';
import { describeRouteError, isBotUserAgent } from './describe-route-error.js';
import { errorMessages } from './messages.js';

/**
 * The error page of spec section 8: status code, status message and message. Bots (search engines,
 * link previews) get nothing: the error is only logged.
 */
export function ErrorPage() {
  const error = useRouteError();
  const { status, statusText, message } = describeRouteError(error);
  const isBot = isBotUserAgent(navigator.userAgent);
  useEffect(() => {
    console.error(error);
  }, [error]);
  if (isBot) return null;
  return (
    <Stack
      component="main"

      sx={{ alignItems: 'center', justifyContent: 'center', minHeight: '100vh', p: 2 }}
    >
      <Paper
        sx={{ p: 4, maxWidth: 560, width: '100%' }}
        data-testid="error-page"
        data-status={status}
      >
        <Stack spacing={2}>
          <Typography variant="h2" component="h1">
            {status}
          </Typography>
          <Typography variant="h6" component="p">
            {statusText}
          </Typography>
          <Typography data-testid="error-message">{message}</Typography>
          <div>
            <Button component={Link} to="/" variant="contained">
              {errorMessages.home}
            </Button>
          </div>
        </Stack>
      </Paper>
    </Stack>
  );
}
