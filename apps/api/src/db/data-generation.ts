/**
 * The generation of the data: a number that changes whenever what the database holds may have
 * changed, so that answers computed from it can be reused while it holds still (http/answer-cache.ts,
 * the authentication of auth/cached-authenticate.ts).
 *
 * It is kept by watching every statement the server sends, at the driver (database.ts): a
 * statement that is not a plain read (but a throttling counter's, `THROTTLING_STATE_WRITE`), and
 * every PGlite transaction, moves the generation when it starts and again when it ends, and counts
 * as a write in flight meanwhile. Moving it at both ends is what makes reuse safe: a reader that
 * began before a write ended sees a different generation when it wants to keep its answer, and an
 * answer kept while a write is in flight is refused, so a kept answer always comes from data no
 * write touched between its first query and its storing.
 *
 * Only this process's statements are seen: with a PostgreSQL server that other processes write
 * to, the generation cannot know of their writes, and reuse is off unless the configuration says
 * this server is the only writer (config.ts, `ANSWER_CACHE`).
 */
export interface DataGeneration {
  /** The current generation. */
  current(): number;
  /** True when nothing was written since `generation` was read and nothing is being written. */
  isUnchangedSince(generation: number): boolean;
  /** Tells the generation a write starts; the function returned tells it the write ended. */
  beginWrite(): () => void;
}

export function createDataGeneration(): DataGeneration {
  let generation = 0;
  let writesInFlight = 0;
  return {
    current: () => generation,
    isUnchangedSince: (seen) => seen === generation && writesInFlight === 0,
    beginWrite: () => {
      generation += 1;
      writesInFlight += 1;
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        generation += 1;
        writesInFlight -= 1;
      };
    },
  };
}

/** A clause that locks rows for a write to come: not a plain read. */
const ROW_LOCK = /\bfor\s+(update|no\s+key\s+update|share|key\s+share)\b/;
/** The words without which a `with` statement cannot change data (a data-modifying part). */
const DATA_CHANGE = /\b(insert|update|delete|merge)\b/;

/**
 * A statement that only reads: `select`, `show`, `explain` without `analyze`, and `with` whose
 * parts and main statement are all reads (no `insert`, `update`, `delete` or `merge` word in it:
 * a column or a text holding one only costs a reuse). Anything else (a `select … for update` that
 * takes locks for a write to come, `begin`, `commit`, `set`…) is counted as a write: a false write
 * costs a reuse, a missed one would serve stale data. A `with` read counted as a write emptied
 * every kept answer of the server at each call (the macro views page with `with`).
 */
export function isPlainRead(statement: string): boolean {
  const text = statement.trimStart().toLowerCase();
  if (text.startsWith('select')) return !ROW_LOCK.test(text);
  if (text.startsWith('with')) return !DATA_CHANGE.test(text) && !ROW_LOCK.test(text);
  if (text.startsWith('show')) return true;
  if (text.startsWith('explain')) return !/^explain\s*(\(|analy[sz]e)/.test(text);
  return false;
}

/**
 * The comment that opens a statement writing throttling state only (rate-limits/): counters no
 * answer is computed from, so that their writes leave the generation still. Without it, every
 * counted request emptied every answer the server kept, for everyone: the web app's
 * `GET /runtime-config` at each tab's navigation (every 30 s at most), a public download page, a
 * sign-in; and anyone, without a session, could keep the kept answers empty. Only the
 * repository of those counters writes it, at the very start of its statement.
 */
export const THROTTLING_STATE_WRITE = '/* throttling state */';

/** A statement after which every answer computed before it still holds: a read, or a counter. */
export function leavesDataStill(statement: string): boolean {
  return isPlainRead(statement) || statement.startsWith(THROTTLING_STATE_WRITE);
}

/** The text of what a driver's `query` receives: a string, or a config object with `text`. */
export function statementTextOf(query: unknown): string {
  if (typeof query === 'string') return query;
  if (typeof query === 'object' && query !== null && 'text' in query) {
    const { text } = query;
    if (typeof text === 'string') return text;
  }
  // Unknown shape: counted as a write by the caller's isPlainRead('').
  return '';
}

/**
 * Runs `run`, telling `generation` of a write around it unless `statement` leaves the data still
 * (a read, a throttling counter). Failures end the write too (a statement that failed may still
 * have been part of a transaction).
 */
export async function watched<T>(
  generation: DataGeneration,
  statement: string,
  run: () => Promise<T>,
): Promise<T> {
  if (leavesDataStill(statement)) return run();
  const end = generation.beginWrite();
  try {
    return await run();
  } finally {
    end();
  }
}
