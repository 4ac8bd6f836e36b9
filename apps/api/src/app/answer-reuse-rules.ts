import type { OperationId } from '../http/operation-handler.js';
import { RATE_LIMIT_RULES } from '../rate-limits/rate-limit-rules.js';

/**
 * Reads whose answer depends on more than the database, so that a write cannot tell when it
 * changed: never reused (http/answer-cache.ts). Each with why.
 */
const ANSWERS_NOT_FROM_THE_DATABASE: ReadonlySet<string> = new Set([
  // Which picture files are missing from the store: the files go without a write (a disk, a
  // bucket's lifecycle), and saying so is the operation's point.
  'checkCorePictures',
] satisfies OperationId[]);

/**
 * Whether a read operation's answers may be reused while the data holds still: not one counted
 * by a rate limit (a reused answer would not be counted), not one of the reads above.
 */
export function isReusableAnswer(operationId: string): boolean {
  return !(operationId in RATE_LIMIT_RULES) && !ANSWERS_NOT_FROM_THE_DATABASE.has(operationId);
}
