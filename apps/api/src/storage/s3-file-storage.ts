import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  UploadPartCommand,
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

/**
 * The size of the parts of a streamed upload: S3 wants at least 5 MiB but for the last part, and
 * at most 10,000 parts (80 GB here, far beyond any upload limit). One part is held in memory at a
 * time.
 */
export const S3_PART_BYTES = 8 * 1024 * 1024;

/**
 * The stream cut in parts of `partBytes` (the last one shorter), each part one buffer: a part is
 * copied once, the chunks of the stream are not kept.
 */
async function* partsOf(data: Readable, partBytes: number): AsyncGenerator<Buffer> {
  let chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of data as AsyncIterable<Buffer | string>) {
    let rest = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    while (length + rest.length >= partBytes) {
      const taken = partBytes - length;
      chunks.push(rest.subarray(0, taken));
      yield Buffer.concat(chunks);
      chunks = [];
      length = 0;
      rest = rest.subarray(taken);
    }
    if (rest.length > 0) {
      chunks.push(rest);
      length += rest.length;
    }
  }
  if (length > 0 || chunks.length > 0) yield Buffer.concat(chunks);
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
  async function put(key: string, data: Buffer, contentType?: string): Promise<void> {
    assertStorageKey(key);
    await client.send(
      new PutObjectCommand({
        Bucket,
        Key: key,
        Body: data,
        ...(contentType !== undefined && { ContentType: contentType }),
      }),
    );
  }
  return {
    put,
    async putStream(key, data, contentType) {
      assertStorageKey(key);
      const parts = partsOf(data, S3_PART_BYTES);
      const first = await parts.next();
      const second = first.done === true ? first : await parts.next();
      // One part or none: a plain PUT, as `put` does.
      if (second.done === true) {
        await put(key, first.done === true ? Buffer.alloc(0) : first.value, contentType);
        return;
      }
      const { UploadId } = await client.send(
        new CreateMultipartUploadCommand({
          Bucket,
          Key: key,
          ...(contentType !== undefined && { ContentType: contentType }),
        }),
      );
      try {
        const uploaded: { ETag: string; PartNumber: number }[] = [];
        const send = async (body: Buffer) => {
          const PartNumber = uploaded.length + 1;
          const { ETag } = await client.send(
            new UploadPartCommand({ Bucket, Key: key, UploadId, PartNumber, Body: body }),
          );
          uploaded.push({ ETag: ETag ?? '', PartNumber });
        };
        if (first.done !== true) await send(first.value);
        await send(second.value);
        for await (const part of parts) await send(part);
        await client.send(
          new CompleteMultipartUploadCommand({
            Bucket,
            Key: key,
            UploadId,
            MultipartUpload: { Parts: uploaded },
          }),
        );
      } catch (error) {
        // The parts sent so far are dropped by the bucket: no object appears under the key.
        await client
          .send(new AbortMultipartUploadCommand({ Bucket, Key: key, UploadId }))
          .catch(() => undefined);
        data.destroy();
        throw error;
      }
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
