import { describe, expect, it } from 'vitest';
import { normalizePublicUrl, publicApiBaseUrl, publicPageUrl } from './public-url.js';

describe('public URLs', () => {
  it.each([
    ['https://chaussee.example.fr', 'https://chaussee.example.fr'],
    ['https://chaussee.example.fr/', 'https://chaussee.example.fr'],
    ['https://example.fr/chaussee/', 'https://example.fr/chaussee'],
    ['http://10.0.0.5:8080/apps/chaussee//', 'http://10.0.0.5:8080/apps/chaussee'],
  ])('keeps the origin and path of %s', (given, normalized) => {
    expect(normalizePublicUrl(given)).toBe(normalized);
  });

  it('builds pages and the API base under the configured path', () => {
    expect(publicPageUrl('https://example.fr/chaussee/', '/password-edit', { token: 'a b' })).toBe(
      'https://example.fr/chaussee/password-edit?token=a+b',
    );
    expect(publicPageUrl('https://example.fr', 'share-link', { token: 't' })).toBe(
      'https://example.fr/share-link?token=t',
    );
    expect(publicApiBaseUrl('https://example.fr/chaussee/')).toBe(
      'https://example.fr/chaussee/api',
    );
  });
});
