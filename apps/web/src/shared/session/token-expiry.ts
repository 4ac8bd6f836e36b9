/** Spec section 9: an access token is valid only if it expires more than 10 minutes from now. */
const TOKEN_VALIDITY_MARGIN_MS = 10 * 60 * 1000;

/** The `exp` claim of a JWT, in milliseconds; null when the token cannot be read. */
export function tokenExpiryMs(token: string): number | null {
  const payload = token.split('.')[1];
  if (payload === undefined) return null;
  try {
    const base64 = payload.replace(/-/gu, '+').replace(/_/gu, '/');
    const claims: unknown = JSON.parse(atob(base64));
    if (typeof claims !== 'object' || claims === null || !('exp' in claims)) return null;
    return typeof claims.exp === 'number' ? claims.exp * 1000 : null;
  } catch {
    return null;
  }
}

export function isTokenValid(token: string | null, nowMs: number): boolean {
  if (token === null || token === '') return false;
  const expiry = tokenExpiryMs(token);
  return expiry !== null && expiry - nowMs > TOKEN_VALIDITY_MARGIN_MS;
}
