/**
 * The answers being computed, by answer key (answer-cache.ts): a read that finds no kept answer
 * but the same answer under way, from the same data, waits for that one instead of computing it
 * again (a single flight, as a caching proxy collapses identical requests).
 *
 * Why: a kept answer lives 2 seconds. When it ends under load, every caller of that moment missed
 * it at once and computed it again, each with its queries and its JSON: at 50 connections on the
 * 200-core page, fifty computations queued behind one another, and the last callers waited 450 to
 * 700 ms where the others took 30 (`pnpm bench:api`, PostgreSQL, README).
 *
 * Why waiting is safe: the key holds everything an answer depends on besides the data (the token,
 * the URL, the host), and a waiter joins only a computation that began from the data generation
 * it saw itself. Once that computation ends, the waiter takes the answer from the kept answers,
 * where it is only if nothing was written between its first query and its keeping; otherwise
 * (a write meanwhile, an error, an answer not to keep) the waiter computes its own.
 */
export interface AnswerFlights {
  /**
   * The end of the computation of `key` under way from the data of `snapshot`, if there is one:
   * a promise that settles when it ends, whatever its outcome (it never rejects).
   */
  landingOf(key: string, snapshot: number): Promise<void> | undefined;
  /**
   * Records a computation of `key` from the data of `snapshot`, in place of one from older data;
   * answers the function that ends it (safe to call more than once). A computation of the same
   * key and data already under way stays the one others wait for.
   */
  depart(key: string, snapshot: number): () => void;
}

interface Flight {
  snapshot: number;
  landed: Promise<void>;
}

const NOTHING_TO_END = (): void => undefined;

export function createAnswerFlights(): AnswerFlights {
  const flights = new Map<string, Flight>();
  return {
    landingOf(key, snapshot) {
      const flight = flights.get(key);
      return flight?.snapshot === snapshot ? flight.landed : undefined;
    },
    depart(key, snapshot) {
      if (flights.get(key)?.snapshot === snapshot) return NOTHING_TO_END;
      let land = NOTHING_TO_END;
      const flight: Flight = {
        snapshot,
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
