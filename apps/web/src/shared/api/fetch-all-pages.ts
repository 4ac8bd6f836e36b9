/** The largest page the API serves (the `limit` parameter's maximum in the contract). */
const MAX_PAGE_SIZE = 200;

/**
 * Every item of a limit/offset collection, page after page, for the screens that show a whole list
 * at once (a campaign's cores in a grid). Stops at `total` or at the first empty page.
 */
export async function fetchAllPages<T>(
  fetchPage: (page: { limit: number; offset: number }) => Promise<{ items: T[]; total: number }>,
  limit = MAX_PAGE_SIZE,
): Promise<T[]> {
  const items: T[] = [];
  for (;;) {
    const page = await fetchPage({ limit, offset: items.length });
    items.push(...page.items);
    if (page.items.length === 0 || items.length >= page.total) return items;
  }
}
