/**
 * The largest page most lists serve (the contract's `Limit`); the cores list serves more (its
 * `CoreLimit`, asked by use-campaign-cores.ts).
 */
const MAX_PAGE_SIZE = 200;

export interface Page<T> {
  items: T[];
  total: number;
}

export interface StreamPagesOptions {
  /** The first page's size: small, so that the first rows show as soon as possible. */
  firstLimit: number;
  /** The size of the next pages. */
  limit?: number;
  /**
   * The second page's size, when the next pages are large: asked with the first one, before the
   * total is known, so that the rows just below the first screen come with it, not in the queue
   * of the large pages (on the embedded database the requests asked together end together).
   */
  secondLimit?: number;
  /**
   * Pages in flight at once after the first (the second counts): the server's work overlaps the
   * network and parsing. `Infinity` asks them all at once: the browser sends them as its
   * connections free up, with no wait for the page's main thread.
   */
  concurrency?: number;
}

/**
 * The pages of a limit/offset collection, in order, for the screens that show a long list while
 * it loads (a campaign's 10,000 cores in a grid). The first page (`firstLimit` items, with the
 * `secondLimit` page when there is one) tells the total; the next pages (`limit` each) are then
 * asked up to `concurrency` in flight and yielded in offset order as soon as each one and those
 * before it have arrived. Stops after the total or at the first empty page.
 * A consumer that stops iterating (or a failed page) leaves the pages still in flight unread.
 */
export async function* streamPages<T>(
  fetchPage: (page: { limit: number; offset: number }) => Promise<Page<T>>,
  { firstLimit, limit = MAX_PAGE_SIZE, secondLimit, concurrency = 2 }: StreamPagesOptions,
): AsyncGenerator<Page<T>> {
  const askPage = (asked: { limit: number; offset: number }) => {
    const page = fetchPage(asked);
    // A page whose turn never comes (an earlier one failed) must not be reported unhandled.
    page.catch(() => undefined);
    return page;
  };
  const firstPage = fetchPage({ limit: firstLimit, offset: 0 });
  const secondPage =
    secondLimit === undefined ? undefined : askPage({ limit: secondLimit, offset: firstLimit });
  const first = await firstPage;
  yield first;
  if (first.items.length < firstLimit || first.total <= firstLimit) return;
  const inFlight: Promise<Page<T>>[] = secondPage === undefined ? [] : [secondPage];
  const left: { limit: number; offset: number }[] = [];
  for (let offset = firstLimit + (secondLimit ?? 0); offset < first.total; offset += limit) {
    left.push({ limit, offset });
  }
  let next = 0;
  const ask = () => {
    const asked = left[next];
    if (asked === undefined) return;
    next += 1;
    inFlight.push(askPage(asked));
  };
  while (inFlight.length < concurrency && next < left.length) ask();
  for (;;) {
    const pending = inFlight.shift();
    if (pending === undefined) return;
    const page = await pending;
    // The next page is asked before this one is handed over: `concurrency` stay in flight.
    ask();
    yield page;
    if (page.items.length === 0) return;
  }
}
