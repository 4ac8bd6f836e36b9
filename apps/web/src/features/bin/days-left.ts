const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days left before `purgeAt` (rounded up: a day begun counts), 0 once it has passed. */
export function daysLeftBefore(purgeAt: string, now: Date): number {
  return Math.max(0, Math.ceil((new Date(purgeAt).getTime() - now.getTime()) / DAY_MS));
}
