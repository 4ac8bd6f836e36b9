/** The contract's Limit and Offset defaults (components/parameters): the HTTP layer leaves them unset. */
const DEFAULT_LIMIT = 20;

/** The paging parameters of a collection's query, as the HTTP layer hands them (maybe unset). */
export interface PageQuery {
  limit?: number | undefined;
  offset?: number | undefined;
}

/** The page asked for, defaults applied. */
export interface PageRequest {
  limit: number;
  offset: number;
}

/** A page of the contract: the items with total, limit and offset. */
export interface Page<T> extends PageRequest {
  total: number;
  items: T[];
}

/** One page of rows and how many match over all pages. */
export interface PageOf<T> {
  rows: T[];
  total: number;
}

/** The page asked for, with the contract's defaults where the query left them out. */
export function pageRequest(query: PageQuery) {
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
