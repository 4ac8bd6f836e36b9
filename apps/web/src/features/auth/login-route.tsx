import { useNavigate, useSearchParams } from 'react-router';
import { isShareLinkRefused } from '../../shared/routes/share-link-notice.js';
import { LoginPage } from './login-page.js';

/** The login screen as the router shows it (after a sign-out, a 401, a link to /login). */
export function LoginRoute() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  return (
    <LoginPage
      isShareLinkRefused={isShareLinkRefused(searchParams)}
      onSignedIn={(path) => void navigate(path, { replace: true })}
    />
  );
}
