import type { Clock } from '../clock.js';
import type { RouteModule } from '../http/operation-handler.js';
import { createFileStorage } from './create-file-storage.js';
import type { FileStorage } from './file-storage.js';
import { loadStorageConfig } from './storage-config.js';
import { storageRoutes } from './storage.routes.js';
import { createStorageUrlSigner, storageSigningKey } from './url-signer.js';

export interface StorageModuleOptions {
  env: Readonly<Record<string, string | undefined>>;
  dataDir: string;
  /** The access-token key, from which the URL key is derived without STORAGE_SIGNING_SECRET. */
  tokenSigningKey: Uint8Array;
  /** Where the API is reached from outside (`PUBLIC_URL/api`): the local store's URLs start there. */
  apiBaseUrl: string;
  now: Clock;
}

/** The file storage of the application and its download route, from the environment. */
export function createStorageModule({
  env,
  dataDir,
  tokenSigningKey,
  apiBaseUrl,
  now,
}: StorageModuleOptions): { files: FileStorage; routes: RouteModule } {
  const config = loadStorageConfig(env);
  const signer = createStorageUrlSigner({
    key: storageSigningKey(config.signingSecret, tokenSigningKey),
    apiBaseUrl,
    now,
  });
  const files = createFileStorage(config, dataDir, signer, now);
  return { files, routes: storageRoutes({ storage: files, signer }) };
}
