import { join } from 'node:path';
import { systemClock, type Clock } from '../clock.js';
import type { FileStorage } from './file-storage.js';
import { createLocalFileStorage } from './local-file-storage.js';
import { createS3FileStorage } from './s3-file-storage.js';
import type { StorageConfig } from './storage-config.js';
import type { StorageUrlSigner } from './url-signer.js';

/** The bucket when one is configured, else local disk under `DATA_DIR/files` with signed URLs. */
export function createFileStorage(
  config: StorageConfig,
  dataDir: string,
  signer: StorageUrlSigner,
  now: Clock = systemClock,
): FileStorage {
  return config.s3
    ? createS3FileStorage(config.s3, now)
    : createLocalFileStorage(join(dataDir, 'files'), signer);
}
