/** The contract's Limit and Offset defaults (components/parameters): the HTTP layer leaves them unset. */
const DEFAULT_LIMIT = 20;

export interface PageRequest {
  limit: number;
  offset: number;
}

/** One page of rows and how many match over all pages. */
export interface PageOf<T> {
  rows: T[];
  total: number;
}

/** The page asked for, with the contract's defaults where the query left them out. */
export function pageRequest(query: { limit?: number | undefined; offset?: number | undefined }) {
  return { limit: query.limit ?? DEFAULT_LIMIT, offset: query.offset ?? 0 } satisfies PageRequest;
}

/** A JSON collection answer (PageMeta and items). */
export function jsonPage<R, T>(page: PageRequest, found: PageOf<R>, present: (row: R) => T) {
  return {
    total: found.total,
    limit: page.limit,
    offset: page.offset,
    items: found.rows.map(present),
  };
}

/** An ld+json collection answer of the `/v2/` operations (totalItems and member). */
export function hydraPage<R, T>(found: PageOf<R>, present: (row: R) => T) {
  return { totalItems: found.total, member: found.rows.map(present) };
}
