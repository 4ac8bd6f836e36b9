import { createViolation } from '@chaussee/validation';
import { SERVER_MESSAGES } from '../auth/server-messages.js';
import { AppError } from '../errors/app-error.js';
import { NAME_MAX_LENGTH } from '../errors/database-limits.js';

/**
 * 400 « value too long for type character varying(255) » for a name over 254 characters, for the
 * inputs the contract does not validate (the seed's agencies, providers, laboratories, prestations).
 * PostgreSQL counts code points, hence `Array.from`.
 */
export function assertNameLength(field: string, value: string): void {
  if (Array.from(value).length <= NAME_MAX_LENGTH) return;
  throw new AppError('validation_failed', {
    detail: SERVER_MESSAGES.nameTooLong,
    violations: [createViolation(field, 'maxLength', NAME_MAX_LENGTH)],
  });
}
