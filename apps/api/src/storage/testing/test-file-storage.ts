import { randomBytes } from 'node:crypto';
import { systemClock, type Clock } from '../../clock.js';
import type { FileStorage } from '../file-storage.js';
import { createLocalFileStorage } from '../local-file-storage.js';
import { createStorageUrlSigner, type StorageUrlSigner } from '../url-signer.js';

/** The API's address in the signed URLs of test stores; tests fetch their path on a test server. */
const TEST_API_BASE_URL = 'http://localhost:3000/api';

/** A URL signer with a random key, for tests that sign and check URLs in one process. */
export function createTestUrlSigner(now: Clock = systemClock): StorageUrlSigner {
  return createStorageUrlSigner({ key: randomBytes(32), apiBaseUrl: TEST_API_BASE_URL, now });
}

/** Local disk storage in `rootDir` with a random URL key: the store of the domain's testbeds. */
export function createTestFileStorage(rootDir: string, now: Clock = systemClock): FileStorage {
  return createLocalFileStorage(rootDir, createTestUrlSigner(now));
}
