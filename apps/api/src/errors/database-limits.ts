import { renderMessage, type Violation } from '@chaussee/validation';
import { SERVER_MESSAGES } from '../auth/server-messages.js';

/** Names are varchar(255) in the database, kept to 254 characters (spec sections 5 and 9). */
export const NAME_MAX_LENGTH = 254;

const nameTooLong = renderMessage('maxLength', NAME_MAX_LENGTH);

/**
 * The server message of spec section 8 that goes with these violations, if any: a name over the
 * database limit answers, as `detail`, the database's own words (« value too long for type
 * character varying(255) »), whether the contract's validation or a service caught it.
 */
export function serverDetailOf(violations: readonly Violation[]): string | undefined {
  const hasTooLongName = violations.some(
    (violation) => violation.code === 'maxLength' && violation.message === nameTooLong,
  );
  return hasTooLongName ? SERVER_MESSAGES.nameTooLong : undefined;
}
