import type { Clock } from '../clock.js';

/** A clock that tests move by hand: expiry and time windows without sleeping. */
export interface TestClock {
  /** The clock to give to services. */
  readonly now: Clock;
  /** Moves time forward by `milliseconds`. */
  advance(milliseconds: number): void;
  set(date: Date | string): void;
}

export function createTestClock(start: Date | string = '2026-03-02T09:00:00.000Z'): TestClock {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    advance: (milliseconds) => {
      current += milliseconds;
    },
    set: (date) => {
      current = new Date(date).getTime();
    },
  };
}
