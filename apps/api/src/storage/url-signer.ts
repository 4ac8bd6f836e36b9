import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../clock.js';
import { assertPresignDuration, type PresignOptions, type PresignedUrl } from './file-storage.js';
import { assertStorageKey } from './storage-key.js';

/** What a signed URL says, as `GET /storage/{key}` receives it. */
export interface SignedRequest {
  key: string;
  /** Unix seconds. */
  expires: number;
  signature: string;
  downloadName: string | undefined;
}

type SignatureVerdict = 'valid' | 'expired' | 'invalid';

/** Signs and checks the download URLs of the local store (`GET /api/storage/{key}`). */
export interface StorageUrlSigner {
  sign(key: string, options: PresignOptions): PresignedUrl;
  verify(request: SignedRequest): SignatureVerdict;
}

export interface StorageUrlSignerOptions {
  /** The HMAC key (see `storageSigningKey`): 32 bytes or more. */
  key: Uint8Array;
  /** Where the API is reached from outside, without trailing slash (`https://host/api`). */
  apiBaseUrl: string;
  now: Clock;
}

/**
 * The message signed: the key, the expiry and the download name, newline-separated. A key and an
 * expiry never hold a newline, and the name comes last, so two different URLs never sign the same
 * text. A version prefix lets the format change without accepting old URLs by accident.
 */
function messageOf(key: string, expires: number, downloadName: string | undefined): string {
  return `v1\n${key}\n${String(expires)}\n${downloadName ?? ''}`;
}

/**
 * HMAC-SHA256 signed, expiring URLs, the local-disk counterpart of S3 presigned URLs: whoever holds
 * the URL may download that one file, under that name, until it expires; changing any part of it
 * breaks the signature.
 */
export function createStorageUrlSigner({
  key: secret,
  apiBaseUrl,
  now,
}: StorageUrlSignerOptions): StorageUrlSigner {
  if (secret.byteLength < 32) throw new Error('The storage signing key must be 32 bytes or more');
  const base = apiBaseUrl.replace(/\/+$/u, '');
  const signatureOf = (key: string, expires: number, downloadName: string | undefined): string =>
    createHmac('sha256', secret)
      .update(messageOf(key, expires, downloadName))
      .digest('base64url');

  return {
    sign(key, { expiresInSeconds, downloadName }) {
      assertStorageKey(key);
      assertPresignDuration(expiresInSeconds);
      const expires = Math.floor(now().getTime() / 1000) + expiresInSeconds;
      const query = new URLSearchParams({
        expires: String(expires),
        signature: signatureOf(key, expires, downloadName),
      });
      if (downloadName !== undefined) query.set('name', downloadName);
      return {
        // One path segment, slashes as %2F: the route is `/storage/:key` (see signed-file.yaml).
        url: `${base}/storage/${encodeURIComponent(key)}?${query.toString()}`,
        expiresAt: new Date(expires * 1000),
      };
    },

    verify({ key, expires, signature, downloadName }) {
      // Compared as text, not decoded: base64url decoding ignores some trailing bits, and a URL
      // should have exactly one valid signature.
      const expected = Buffer.from(signatureOf(key, expires, downloadName));
      const given = Buffer.from(signature);
      // Checked before the expiry, so that an expired answer only ever confirms a URL we made.
      if (given.byteLength !== expected.byteLength || !timingSafeEqual(given, expected)) {
        return 'invalid';
      }
      return now().getTime() >= expires * 1000 ? 'expired' : 'valid';
    },
  };
}

const DERIVATION_LABEL = 'chaussee storage url signing v1';

/**
 * The key of the local store's URLs: `STORAGE_SIGNING_SECRET` when set (several servers sharing
 * one disk share it), else derived from the access-token key (`JWT_SECRET` or DATA_DIR's generated
 * key) by HMAC with a fixed label, so the two uses never share a key yet need no new setting.
 */
export function storageSigningKey(
  configuredSecret: string | undefined,
  tokenSigningKey: Uint8Array,
): Uint8Array {
  if (configuredSecret !== undefined) return new TextEncoder().encode(configuredSecret);
  return new Uint8Array(createHmac('sha256', tokenSigningKey).update(DERIVATION_LABEL).digest());
}
