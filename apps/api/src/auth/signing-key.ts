import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** HS256 wants a key at least as long as its hash: 256 bits. */
const MIN_SECRET_BYTES = 32;

export const SIGNING_KEY_FILE = 'jwt-signing-key';

export interface SigningKeySource {
  /** `JWT_SECRET`: a configured secret wins, so several servers can share one key. */
  secret: string | undefined;
  /** Where the generated key is kept between starts. */
  dataDir: string;
}

function isAlreadyThere(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'EEXIST';
}

/**
 * The key access tokens are signed with. Without `JWT_SECRET`, a random key is generated into
 * `DATA_DIR` on the first start and read back afterwards, so tokens survive a restart. The file is
 * created exclusively: two servers starting together on one folder end up with the same key.
 */
export function loadSigningKey({ secret, dataDir }: SigningKeySource): Uint8Array {
  if (secret !== undefined && secret !== '') {
    const key = new TextEncoder().encode(secret);
    if (key.byteLength < MIN_SECRET_BYTES) {
      throw new Error(`JWT_SECRET must be at least ${MIN_SECRET_BYTES} bytes long.`);
    }
    return key;
  }
  const file = join(dataDir, SIGNING_KEY_FILE);
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(64).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if (!isAlreadyThere(error)) throw error;
  }
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url');
  if (key.byteLength < MIN_SECRET_BYTES) {
    throw new Error(`The signing key in ${file} is too short; delete it to generate a new one.`);
  }
  return new Uint8Array(key);
}
