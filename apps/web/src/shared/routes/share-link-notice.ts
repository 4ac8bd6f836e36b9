/**
 * The login page a refused share link leads to (a missing, unknown, revoked or expired token):
 * the query tells it to say, in French, that the link is no longer valid (spec section 8).
 */
const NOTICE_PARAMETER = 'lien';
const REFUSED = 'invalide';

export const SHARE_LINK_REFUSED_PATH = `/login?${NOTICE_PARAMETER}=${REFUSED}`;

export function isShareLinkRefused(search: URLSearchParams): boolean {
  return search.get(NOTICE_PARAMETER) === REFUSED;
}
