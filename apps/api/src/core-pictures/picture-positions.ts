/**
 * Pictures of a core are numbered 1..n without gaps. A requested position outside that range is
 * brought back inside it (99 means "last") rather than refused: the order is all the client means.
 */

function clamp(value: number, lowest: number, highest: number): number {
  return Math.min(Math.max(value, lowest), highest);
}

/** Where a new picture goes among `count` others: last when no position is asked. */
export function insertionPosition(requested: number | undefined, count: number): number {
  return requested === undefined ? count + 1 : clamp(requested, 1, count + 1);
}

/** Where a picture moves to among the `count` pictures of its core (itself included). */
export function movedPosition(requested: number, count: number): number {
  return clamp(requested, 1, count);
}

/**
 * Which of the other pictures shift, and by how much, when one moves from `from` to `to`: those in
 * between close the gap it leaves and open the one it fills. Undefined when it stays in place.
 */
export function shiftForMove(
  from: number,
  to: number,
): { first: number; last: number; delta: 1 | -1 } | undefined {
  if (to < from) return { first: to, last: from - 1, delta: 1 };
  if (to > from) return { first: from + 1, last: to, delta: -1 };
  return undefined;
}
