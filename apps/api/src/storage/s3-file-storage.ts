import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Clock } from '../clock.js';
import { assertPresignDuration, type FileStorage } from './file-storage.js';
import { contentDispositionOf } from './media-type.js';
import type { S3Settings } from './storage-config.js';
import { assertStorageKey } from './storage-key.js';

function isNoSuchKey(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404)
  );
}

/** The client of one bucket, from S3_* settings (see storage-config.ts). */
function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint !== undefined && { endpoint: settings.endpoint }),
    forcePathStyle: settings.forcePathStyle,
    // Static keys when configured, else the SDK's default chain (instance role, AWS_* variables…).
    ...(settings.credentials && { credentials: settings.credentials }),
    // The SDK's default (a CRC checksum on every upload and download) is refused or mishandled by
    // several S3-compatible servers: checksums only where the operation requires one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * Files in an S3-compatible bucket (AWS, MinIO, Scaleway, OVH…), by key; presigned URLs are real
 * S3 presigned GET URLs (SigV4, `X-Amz-Expires`), so downloads go straight to the bucket.
 */
export function createS3FileStorage(settings: S3Settings, now: Clock): FileStorage {
  const client = createS3Client(settings);
  const Bucket = settings.bucket;
  return {
    async put(key, data, contentType) {
      assertStorageKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: data,
          ...(contentType !== undefined && { ContentType: contentType }),
        }),
      );
    },
    async get(key) {
      assertStorageKey(key);
      try {
        const { Body } = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return Body === undefined
          ? Buffer.alloc(0)
          : Buffer.from(await Body.transformToByteArray());
      } catch (error) {
        if (isNoSuchKey(error)) return undefined;
        throw error;
      }
    },
    async getStream(key) {
      assertStorageKey(key);
      try {
        const { Body } = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (Body === undefined) return Readable.from([]);
        // On Node the SDK answers the HTTP response itself, read as it arrives.
        if (Body instanceof Readable) return Body;
        return Readable.from([Buffer.from(await Body.transformToByteArray())]);
      } catch (error) {
        if (isNoSuchKey(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async presignedUrl(key, { expiresInSeconds, downloadName }) {
      assertStorageKey(key);
      assertPresignDuration(expiresInSeconds);
      const signingDate = now();
      const command = new GetObjectCommand({
        Bucket,
        Key: key,
        ...(downloadName !== undefined && {
          ResponseContentDisposition: contentDispositionOf(key, downloadName),
        }),
      });
      const url = await getSignedUrl(client, command, {
        expiresIn: expiresInSeconds,
        signingDate,
      });
      return { url, expiresAt: new Date(signingDate.getTime() + expiresInSeconds * 1000) };
    },
  };
}
