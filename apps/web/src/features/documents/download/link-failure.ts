import { ApiError } from '@chaussee/sdk';
import { frenchErrorOf } from '../../../shared/api/french-error.js';
import { downloadMessages as text } from './messages.js';

/** The codes of a link whose files need its password (contract: GET /download-links/{token}/files). */
const PASSWORD_CODES: ReadonlySet<string> = new Set([
  'download_password_required',
  'download_password_invalid',
]);

/** Whether the link refused its files for want of the right password. */
export function isPasswordRefusal(error: unknown): boolean {
  return error instanceof ApiError && PASSWORD_CODES.has(error.code);
}

/**
 * Why a link cannot be opened, in French: an unknown token (404, or one the contract's pattern
 * refuses, 400) gets the page's own sentence; an expired or revoked link (410, « The token has
 * expired ») and the rest get the catalogue's sentence of the server's answer.
 */
export function linkFailureOf(error: unknown): string {
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
    return text.unknownLink;
  }
  return frenchErrorOf(error);
}
