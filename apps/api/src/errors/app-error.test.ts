import { problemMessages, problemToFrench, serverMessages } from '@chaussee/validation';
import { describe, expect, it } from 'vitest';
import { AppError, ERROR_CODES, type ErrorCode } from './app-error.js';

/**
 * Codes the web explains without a sentence per code: field violations, the session (sign-in
 * errors, expiry), a section 8 message always present in `detail`, or the generic fallback.
 */
const EXPLAINED_OTHERWISE: readonly ErrorCode[] = [
  'validation_failed',
  'bad_request',
  'unauthenticated',
  'invalid_credentials',
  'token_expired',
  'not_member',
  'internal_error',
  'order_not_valid',
  'provider_api_error',
];

describe('AppError codes and their French sentences', () => {
  it.each(ERROR_CODES.filter((code) => !EXPLAINED_OTHERWISE.includes(code)))(
    'the web has a French sentence for %s',
    (code) => {
      expect(Object.keys(problemMessages)).toContain(code);
      const error = new AppError(code, { detail: 'An English explanation' });
      expect(problemToFrench(error)).not.toBe(serverMessages.unexpected);
    },
  );

  it('answers the contract’s own 409 codes with status 409, and a laboratory failure with 502', () => {
    expect(new AppError('campaign_closed').status).toBe(409);
    expect(new AppError('core_has_data').status).toBe(409);
    expect(new AppError('provider_api_error').status).toBe(502);
  });
});
