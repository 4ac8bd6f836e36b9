import { AppError } from '../errors/app-error.js';
import type { RouteModule } from '../http/operation-handler.js';
import type { FileStorage } from './file-storage.js';
import { contentDispositionOf, mediaTypeOfKey } from './media-type.js';
import type { StorageUrlSigner } from './url-signer.js';

export interface StorageRoutesOptions {
  storage: FileStorage;
  signer: StorageUrlSigner;
}

/**
 * `GET /storage/{key}` (System tag): the download behind the local store's presigned URLs. The
 * signature is the only credential, so it is checked before anything is read.
 */
export function storageRoutes({ storage, signer }: StorageRoutesOptions): RouteModule {
  return {
    getSignedFile: async ({ params: { key }, query }) => {
      const verdict = signer.verify({
        key,
        expires: query.expires,
        signature: query.signature,
        downloadName: query.name,
      });
      if (verdict === 'expired')
        throw new AppError('forbidden', { detail: 'This link has expired' });
      if (verdict === 'invalid') {
        throw new AppError('forbidden', { detail: 'Invalid signature for this link' });
      }
      // Streamed: a shared deliverable may weigh hundreds of megabytes.
      const data = await storage.getStream(key);
      if (data === undefined) throw new AppError('not_found', { detail: 'No file at this key' });
      return {
        status: 200,
        body: data,
        headers: {
          'content-type': mediaTypeOfKey(key),
          'content-disposition': contentDispositionOf(key, query.name),
          // The URL is a bearer credential: keep it and the file out of shared caches.
          'cache-control': 'private, no-store',
          'referrer-policy': 'no-referrer',
        },
      };
    },
  };
}
