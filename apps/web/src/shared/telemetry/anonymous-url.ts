const UUID_IN_PATH = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/giu;

/**
 * A URL stripped of what could identify product data: no query (tokens, filters), no fragment,
 * identifiers replaced by `:id`. Third parties only ever see this.
 */
export function anonymousUrl(href: string): string {
  const url = new URL(href);
  const path = url.pathname.replace(UUID_IN_PATH, ':id').replace(/\/\d+(?=\/|$)/gu, '/:id');
  return `${url.origin}${path}`;
}
