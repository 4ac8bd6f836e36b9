/**
 * Every link the server hands out (password and invitation links, share links, signed file URLs,
 * the demo share link printed at start) is built here from the one configured `PUBLIC_URL`, so
 * that none falls back to another address, and a PUBLIC_URL with a path (the app served under
 * `https://example.fr/chaussee/` by a proxy) keeps it: `new URL('/page', base)` would drop it.
 */

/** PUBLIC_URL without its trailing slashes, query or fragment: `https://example.fr/chaussee`. */
export function normalizePublicUrl(publicUrl: string): string {
  const url = new URL(publicUrl);
  return `${url.origin}${url.pathname.replace(/\/+$/u, '')}`;
}

/** A page of the web app at PUBLIC_URL, with its query: `…/password-edit?token=…`. */
export function publicPageUrl(
  publicUrl: string,
  page: string,
  query: Readonly<Record<string, string>> = {},
): string {
  const url = new URL(`${normalizePublicUrl(publicUrl)}/${page.replace(/^\/+/u, '')}`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}

/** The API's base address at PUBLIC_URL (`…/api`), for the signed URLs of the local store. */
export function publicApiBaseUrl(publicUrl: string): string {
  return `${normalizePublicUrl(publicUrl)}/api`;
}
