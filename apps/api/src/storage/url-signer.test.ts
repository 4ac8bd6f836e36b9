import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestClock } from '../testing/test-clock.js';
import {
  createStorageUrlSigner,
  storageSigningKey,
  type SignedRequest,
  type StorageUrlSigner,
} from './url-signer.js';

const KEY = 'organizations/3f1c2b7a-9d4e-4c1a-8b2f-6e5d4c3b2a19/logo-1.png';

/** What GET /storage/{key} would receive for a signed URL. */
function requestOf(url: string): SignedRequest {
  const parsed = new URL(url);
  const segment = parsed.pathname.split('/').at(-1) ?? '';
  return {
    key: decodeURIComponent(segment),
    expires: Number(parsed.searchParams.get('expires')),
    signature: parsed.searchParams.get('signature') ?? '',
    downloadName: parsed.searchParams.get('name') ?? undefined,
  };
}

function setup() {
  const clock = createTestClock('2026-03-02T09:00:00.000Z');
  const signer = createStorageUrlSigner({
    key: randomBytes(32),
    apiBaseUrl: 'https://chaussee.example/api/',
    now: clock.now,
  });
  return { clock, signer };
}

function sign(signer: StorageUrlSigner, downloadName?: string) {
  return signer.sign(KEY, {
    expiresInSeconds: 600,
    ...(downloadName !== undefined && { downloadName }),
  });
}

describe('storage URL signer', () => {
  it('signs a URL of GET /api/storage/{key}, the key as one encoded segment', () => {
    const { signer } = setup();
    const { url, expiresAt } = sign(signer);
    const parsed = new URL(url);
    expect(parsed.origin + parsed.pathname).toBe(
      `https://chaussee.example/api/storage/${KEY.replaceAll('/', '%2F')}`,
    );
    expect(parsed.searchParams.get('expires')).toBe(
      String(Date.parse('2026-03-02T09:10:00.000Z') / 1000),
    );
    expect(parsed.searchParams.get('signature')).toMatch(/^[\w-]{43}$/u);
    expect(parsed.searchParams.has('name')).toBe(false);
    expect(expiresAt).toEqual(new Date('2026-03-02T09:10:00.000Z'));
  });

  it('accepts its own URL until it expires, then answers expired', () => {
    const { clock, signer } = setup();
    const request = requestOf(sign(signer).url);
    expect(signer.verify(request)).toBe('valid');
    clock.advance(599_999);
    expect(signer.verify(request)).toBe('valid');
    clock.advance(1);
    expect(signer.verify(request)).toBe('expired');
  });

  it('carries the download name in the URL and the signature', () => {
    const { signer } = setup();
    const request = requestOf(sign(signer, 'Logo du département.png').url);
    expect(request.downloadName).toBe('Logo du département.png');
    expect(signer.verify(request)).toBe('valid');
  });

  it('refuses a URL whose key, expiry, name or signature was changed', () => {
    const { signer } = setup();
    const request = requestOf(sign(signer, 'logo.png').url);
    const lastCharacter = request.signature.at(-1) === 'A' ? 'B' : 'A';
    const tampered: SignedRequest[] = [
      { ...request, key: KEY.replace('logo-1', 'logo-2') },
      { ...request, expires: request.expires + 3600 },
      { ...request, downloadName: 'autre.png' },
      { ...request, downloadName: undefined },
      { ...request, signature: `${request.signature.slice(0, -1)}${lastCharacter}` },
      { ...request, signature: request.signature.slice(0, -1) },
      { ...request, signature: '' },
    ];
    for (const changed of tampered) expect(signer.verify(changed)).toBe('invalid');
  });

  it('refuses a URL signed with another key, even expired', () => {
    const { clock, signer } = setup();
    const other = setup().signer;
    const request = requestOf(sign(other).url);
    expect(signer.verify(request)).toBe('invalid');
    clock.advance(3_600_000);
    expect(signer.verify(request)).toBe('invalid');
  });

  it('signs only valid keys, for 1 second to 7 days', () => {
    const { signer } = setup();
    expect(() => signer.sign('../x', { expiresInSeconds: 60 })).toThrow(/Invalid storage key/u);
    for (const expiresInSeconds of [0, -1, 1.5, 7 * 24 * 3600 + 1]) {
      expect(() => signer.sign(KEY, { expiresInSeconds })).toThrow(/presigned URL lasts/u);
    }
    expect(() => signer.sign(KEY, { expiresInSeconds: 7 * 24 * 3600 })).not.toThrow();
  });

  it('refuses a key shorter than 32 bytes', () => {
    expect(() =>
      createStorageUrlSigner({
        key: randomBytes(16),
        apiBaseUrl: 'http://x/api',
        now: () => new Date(),
      }),
    ).toThrow(/32 bytes/u);
  });
});

describe('storageSigningKey', () => {
  const tokenKey = new Uint8Array(randomBytes(64));

  it('derives a key of its own from the access-token key, the same at every start', () => {
    const derived = storageSigningKey(undefined, tokenKey);
    expect(derived).toHaveLength(32);
    expect(Buffer.from(derived).equals(Buffer.from(tokenKey.subarray(0, 32)))).toBe(false);
    expect(storageSigningKey(undefined, tokenKey)).toEqual(derived);
    expect(storageSigningKey(undefined, new Uint8Array(randomBytes(64)))).not.toEqual(derived);
  });

  it('uses STORAGE_SIGNING_SECRET as it is when configured', () => {
    const secret = 'un secret partagé de plus de trente-deux octets';
    expect(storageSigningKey(secret, tokenKey)).toEqual(new TextEncoder().encode(secret));
  });
});
