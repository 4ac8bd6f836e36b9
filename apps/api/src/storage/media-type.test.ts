import { describe, expect, it } from 'vitest';
import { contentDispositionOf, mediaTypeOfKey } from './media-type.js';

describe('mediaTypeOfKey', () => {
  it.each([
    ['organizations/o/logo-1.png', 'image/png'],
    ['a/b.jpg', 'image/jpeg'],
    ['a/b.pdf', 'application/pdf'],
    ['a/b.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['a/b.csv', 'text/csv; charset=utf-8'],
    ['a/b.unknown', 'application/octet-stream'],
    ['a.b/no-extension', 'application/octet-stream'],
  ])('%s -> %s', (key, mediaType) => {
    expect(mediaTypeOfKey(key)).toBe(mediaType);
  });
});

describe('contentDispositionOf', () => {
  it('shows pictures and PDF inline under the key name', () => {
    expect(contentDispositionOf('o/logo-1.png')).toBe(
      `inline; filename="logo-1.png"; filename*=UTF-8''logo-1.png`,
    );
    expect(contentDispositionOf('o/rapport.pdf')).toMatch(/^inline;/u);
  });

  it('downloads other files, and any file given a download name', () => {
    expect(contentDispositionOf('o/drawing.svg')).toMatch(/^attachment; filename="drawing.svg"/u);
    expect(contentDispositionOf('o/data.csv')).toMatch(/^attachment;/u);
    expect(contentDispositionOf('o/logo-1.png', 'logo.png')).toMatch(
      /^attachment; filename="logo.png"/u,
    );
  });

  it('writes a non-ASCII or quoted name as an ASCII fallback and an RFC 8187 value', () => {
    expect(contentDispositionOf('o/x.pdf', 'Rapport "final" d’étude (1).pdf')).toBe(
      `attachment; filename="Rapport _final_ d_etude (1).pdf"; ` +
        `filename*=UTF-8''Rapport%20%22final%22%20d%E2%80%99%C3%A9tude%20%281%29.pdf`,
    );
    expect(contentDispositionOf('o/x.pdf', 'a\r\nb.pdf')).toMatch(/filename="a__b.pdf"/u);
  });
});
