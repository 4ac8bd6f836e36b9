import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id, the library's default algorithm (its `Algorithm` const enum cannot be read under
 * isolated modules; a test checks the `$argon2id$` prefix), with its default costs (19 MiB,
 * 2 passes): OWASP's recommended minimum.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** False for a wrong password and for a hash that is not an argon2 string, never a throw. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let decoyHash: Promise<string> | undefined;

/**
 * Spends the time of one verification against a hash that matches nothing, so that an unknown
 * address and a wrong password answer after the same delay (no account enumeration by timing).
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword('decoy password that no account uses');
  await verifyPassword(await decoyHash, password);
  return false;
}
