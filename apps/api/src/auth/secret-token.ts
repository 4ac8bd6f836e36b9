import { createHash, randomBytes } from 'node:crypto';

/**
 * A secret handed to a client (refresh token, share link, password link): 256 random bits,
 * base64url so that it travels in URLs and JSON as it is.
 */
export function createSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What the database keeps of a secret token. A fast hash is enough: the token carries 256 random
 * bits, so there is nothing to guess, and the lookup stays one indexed equality.
 */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
