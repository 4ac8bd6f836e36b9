/**
 * The answers being computed, by answer key (answer-cache.ts): a read that finds no kept answer
 * but the same answer under way, from the same data, does not compute it again (a single flight,
 * as a caching proxy collapses identical requests). It takes the answer that computation replaces
 * if there is one (kept until its reuse time ended a moment ago), else it waits for that
 * computation's end.
 *
 * Why: a kept answer lives 2 seconds. When it ended under load, every caller of that moment missed
 * it at once and computed it again, each with its queries and its JSON: at 50 connections on the
 * 200-core page, fifty computations queued behind one another, and the last callers waited 450 to
 * 700 ms where the others took 30 (`pnpm bench:api`, PostgreSQL, README). Waiting for the one
 * computation still made them wait for it (120 to 190 ms at the 99th percentile on the macro
 * views' cores); the answer it replaces costs them nothing.
 *
 * Why this is safe: the key holds everything an answer depends on besides the data (the token,
 * the URL, the host), and a caller joins only a computation that began from the data generation
 * it saw itself. The answer being replaced was computed from that same data (a write empties the
 * kept answers); it is at most one more reuse time old, so a text read from the clock (« il y a
 * 2 min ») may be that much behind, as within the reuse time. A waiter takes the new answer from
 * the kept answers, where it is only if nothing was written between its first query and its
 * keeping; otherwise (a write meanwhile, an error, an answer not to keep) it computes its own.
 */
export interface AnswerFlights<A> {
  /** The computation of `key` under way from the data of `snapshot`, if there is one. */
  underWay(key: string, snapshot: number): Flight<A> | undefined;
  /**
   * Records a computation of `key` from the data of `snapshot`, in place of one from older data,
   * with the answer it replaces if any; answers the function that ends it (safe to call more
   * than once). A computation of the same key and data already under way stays the one others
   * join.
   */
  depart(key: string, snapshot: number, replaced: A | undefined): () => void;
}

export interface Flight<A> {
  readonly snapshot: number;
  /** The answer it replaces, from the same data, if one was kept until a moment ago. */
  readonly replaced: A | undefined;
  /** Settles when it ends, whatever its outcome (it never rejects). */
  readonly landed: Promise<void>;
}

const NOTHING_TO_END = (): void => undefined;

export function createAnswerFlights<A>(): AnswerFlights<A> {
  const flights = new Map<string, Flight<A>>();
  return {
    underWay(key, snapshot) {
      const flight = flights.get(key);
      return flight?.snapshot === snapshot ? flight : undefined;
    },
    depart(key, snapshot, replaced) {
      if (flights.get(key)?.snapshot === snapshot) return NOTHING_TO_END;
      let land = NOTHING_TO_END;
      const flight: Flight<A> = {
        snapshot,
        replaced,
        landed: new Promise<void>((resolve) => {
          land = resolve;
        }),
      };
      flights.set(key, flight);
      return () => {
        // A newer computation may have taken the key meanwhile: it is not this one's to end.
        if (flights.get(key) === flight) flights.delete(key);
        land();
      };
    },
  };
}
