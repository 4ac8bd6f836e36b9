/** Paging facts of the contract's collections (PageMeta), limit/offset as the query gave them. */
export interface Paging {
  limit: number;
  offset: number;
}

/** A page of the contract: the items with total, limit and offset. */
export interface Page<T> extends Paging {
  total: number;
  items: T[];
}

const DEFAULT_PAGING: Paging = { limit: 20, offset: 0 };

/** The contract's defaults applied to the query's paging parameters. */
export function pagingOf(query: {
  limit?: number | undefined;
  offset?: number | undefined;
}): Paging {
  return {
    limit: query.limit ?? DEFAULT_PAGING.limit,
    offset: query.offset ?? DEFAULT_PAGING.offset,
  };
}
