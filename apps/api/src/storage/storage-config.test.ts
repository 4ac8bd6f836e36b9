import { describe, expect, it } from 'vitest';
import { loadStorageConfig } from './storage-config.js';

const SECRET = 'x'.repeat(32);

describe('loadStorageConfig', () => {
  it('keeps files on local disk without S3_BUCKET', () => {
    expect(loadStorageConfig({})).toEqual({ s3: undefined, signingSecret: undefined });
    expect(loadStorageConfig({ S3_BUCKET: ' ' }).s3).toBeUndefined();
  });

  it('reads a whole S3 configuration', () => {
    expect(
      loadStorageConfig({
        S3_BUCKET: 'chaussee-files',
        S3_REGION: 'fr-par',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'minio',
        S3_SECRET_ACCESS_KEY: 'minio-secret',
        S3_FORCE_PATH_STYLE: 'true',
        STORAGE_SIGNING_SECRET: SECRET,
      }),
    ).toEqual({
      s3: {
        bucket: 'chaussee-files',
        region: 'fr-par',
        endpoint: 'http://127.0.0.1:9000',
        forcePathStyle: true,
        credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
      },
      signingSecret: SECRET,
    });
  });

  it('defaults to us-east-1, virtual-host addressing and the SDK credential chain', () => {
    expect(loadStorageConfig({ S3_BUCKET: 'b' }).s3).toEqual({
      bucket: 'b',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it('refuses half a configuration rather than silently keeping files on disk', () => {
    expect(() => loadStorageConfig({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(
      'S3_ENDPOINT set without S3_BUCKET.',
    );
    expect(() => loadStorageConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(
      /go together/u,
    );
    for (const endpoint of ['minio:9000', 'pas une adresse']) {
      expect(() => loadStorageConfig({ S3_BUCKET: 'b', S3_ENDPOINT: endpoint })).toThrow(
        /S3_ENDPOINT is not an http\(s\) URL/u,
      );
    }
  });

  it('refuses a signing secret shorter than 32 bytes', () => {
    expect(() => loadStorageConfig({ STORAGE_SIGNING_SECRET: 'court' })).toThrow(/32 bytes/u);
  });
});
