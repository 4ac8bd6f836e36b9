import { hash, verify } from '@node-rs/argon2';
import { createViolation } from '@chaussee/validation';
import { AppError } from '../errors/app-error.js';

/**
 * The longest password the server hashes, in UTF-8 bytes. The contract allows 1024 characters
 * (at most 4096 bytes); this holds for every path that hashes (sign-in, a change, a reset, the
 * administrator of a production start), so that no request makes argon2 work on megabytes.
 */
export const PASSWORD_MAX_BYTES = 4096;

function isTooLong(password: string): boolean {
  return Buffer.byteLength(password, 'utf8') > PASSWORD_MAX_BYTES;
}

/**
 * argon2id, the library's default algorithm (its `Algorithm` const enum cannot be read under
 * isolated modules; a test checks the `$argon2id$` prefix), with its default costs (19 MiB,
 * 2 passes): OWASP's recommended minimum. A password over the limit is a 400 in French.
 */
export function hashPassword(password: string): Promise<string> {
  if (isTooLong(password)) {
    return Promise.reject(
      new AppError('validation_failed', {
        violations: [createViolation('', 'passwordMaxBytes', PASSWORD_MAX_BYTES)],
      }),
    );
  }
  return hash(password);
}

/**
 * False for a wrong password and for a hash that is not an argon2 string, never a throw. A password
 * over the limit is wrong without being hashed: no stored password is that long.
 */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  if (isTooLong(password)) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let decoyHash: Promise<string> | undefined;

/**
 * Spends the time of one verification against a hash that matches nothing, so that an unknown
 * address and a wrong password answer after the same delay (no account enumeration by timing). A
 * password over the limit answers at once on both paths, so it tells nothing either.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword('decoy password that no account uses');
  await verifyPassword(await decoyHash, password);
  return false;
}
