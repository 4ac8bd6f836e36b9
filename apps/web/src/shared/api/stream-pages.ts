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
   * The second page's size, when the next pages are large: the rows just below the first screen
   * come as soon as a small page takes, not after a large one (a scroll finds them sooner).
   */
  secondLimit?: number;
  /** Pages asked at once after the first: the server's work overlaps the network and parsing. */
  concurrency?: number;
}

/**
 * The pages of a limit/offset collection, in order, for the screens that show a long list while
 * it loads (a campaign's 10,000 cores in a grid). The first page (`firstLimit` items) tells the
 * total; the next pages (`secondLimit` items, then `limit` each) are then asked `concurrency` at a
 * time and yielded in offset order as soon as each one and those before it have arrived. Stops
 * after the total or at the first empty page.
 * A consumer that stops iterating (or a failed page) leaves the pages still in flight unread.
 */
export async function* streamPages<T>(
  fetchPage: (page: { limit: number; offset: number }) => Promise<Page<T>>,
  { firstLimit, limit = MAX_PAGE_SIZE, secondLimit = limit, concurrency = 2 }: StreamPagesOptions,
): AsyncGenerator<Page<T>> {
  const first = await fetchPage({ limit: firstLimit, offset: 0 });
  yield first;
  if (first.items.length < firstLimit) return;
  const left: { limit: number; offset: number }[] = [];
  for (let offset = first.items.length; offset < first.total;) {
    const size = left.length === 0 ? secondLimit : limit;
    left.push({ limit: size, offset });
    offset += size;
  }
  const inFlight: Promise<Page<T>>[] = [];
  let next = 0;
  const ask = () => {
    const asked = left[next];
    if (asked === undefined) return;
    next += 1;
    const page = fetchPage(asked);
    // A page whose turn never comes (an earlier one failed) must not be reported unhandled.
    page.catch(() => undefined);
    inFlight.push(page);
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
