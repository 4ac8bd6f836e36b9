import { describe, expect, it } from 'vitest';
import { REDACTED, createSecretRedactor, redactSecretQueryParameters } from './secret-redaction.js';

const redact = createSecretRedactor(
  [
    { path: '/reset-password/{token}', parameter: 'token' },
    { path: '/download-links/{token}', parameter: 'token' },
    { path: '/download-links/{token}/files', parameter: 'token' },
    { path: '/campaigns/{id}/links/{token}', parameter: 'token' },
  ],
  '/api',
);

describe('secret redaction', () => {
  it.each([
    ['/api/reset-password/abc-DEF_123', `/api/reset-password/${REDACTED}`],
    ['/api/download-links/abc', `/api/download-links/${REDACTED}`],
    ['/api/download-links/abc/files?x=1', `/api/download-links/${REDACTED}/files?x=1`],
    ['/api/download-links/abc/unknown/extra', `/api/download-links/${REDACTED}/unknown/extra`],
    ['/api/campaigns/5b0c/links/abc', `/api/campaigns/5b0c/links/${REDACTED}`],
    ['/share-link?token=abc&x=1', `/share-link?token=${REDACTED}&x=1`],
    ['/password-edit?x=1&TOKEN=abc', `/password-edit?x=1&TOKEN=${REDACTED}`],
    ['/password-edit?tok%65n=abc', `/password-edit?tok%65n=${REDACTED}`],
    ['/x?SigNature=abc', `/x?SigNature=${REDACTED}`],
    // The Kelvin sign lowercases to « k »: the name reads `token` once lowercased.
    ['/x?to\u212Aen=abc', `/x?to\u212Aen=${REDACTED}`],
    [
      '/api/storage/a%2Fb.png?expires=1&signature=s1g',
      `/api/storage/a%2Fb.png?expires=1&signature=${REDACTED}`,
    ],
    [
      '{"msg":"Route GET:/api/reset-password/abc not found","url":"/x?token=abc"}',
      `{"msg":"Route GET:/api/reset-password/${REDACTED} not found","url":"/x?token=${REDACTED}"}`,
    ],
  ])('redacts %s', (text, redacted) => {
    expect(redact(text)).toBe(redacted);
  });

  it.each([
    '/api/download-links',
    '/api/reset-passwords/abc',
    '/api/users/abc?tokens=1&id=2',
    '/api/storage/a.png?expires=1',
  ])('leaves %s as it is', (text) => {
    expect(redact(text)).toBe(text);
  });

  it('redacts a secret that follows another parameter, with no fixed text before it', () => {
    const afterParameter = createSecretRedactor(
      [
        { path: '/reset-password/{token}', parameter: 'token' },
        { path: '/shares/{id}/{token}', parameter: 'token' },
      ],
      '/api',
    );
    expect(afterParameter('/api/shares/5b0c/abc')).toBe(`/api/shares/5b0c/${REDACTED}`);
  });

  it('redacts only the query parameters without secret paths (mail links)', () => {
    expect(redactSecretQueryParameters('https://x.fr/password-edit?token=abc')).toBe(
      `https://x.fr/password-edit?token=${REDACTED}`,
    );
  });
});
