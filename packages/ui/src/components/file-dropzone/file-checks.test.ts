import { describe, expect, it } from 'vitest';
import { checkPicture, pictureAccept, sortFiles } from './file-checks.js';

const MEGABYTE = 1024 * 1024;

describe('checkPicture', () => {
  it('accepts a JPG or a PNG of at most 1 Mo', () => {
    expect(checkPicture({ name: 'carotte.jpg', type: 'image/jpeg', size: MEGABYTE })).toEqual([]);
    expect(checkPicture({ name: 'carotte.png', type: 'image/png', size: 10 })).toEqual([]);
  });

  it('refuses another type with the French message of the catalogue', () => {
    expect(checkPicture({ name: 'plan.pdf', type: 'application/pdf', size: 10 })).toEqual([
      'le fichier doit être un JPG ou un PNG',
    ]);
  });

  it('refuses a picture over 1 Mo', () => {
    expect(checkPicture({ name: 'carotte.jpg', type: 'image/jpeg', size: MEGABYTE + 1 })).toEqual([
      'le fichier ne doit pas excéder 1Mo',
    ]);
  });

  it('gives both reasons at once', () => {
    expect(checkPicture({ name: 'film.gif', type: 'image/gif', size: 5 * MEGABYTE })).toHaveLength(
      2,
    );
  });

  it('offers the accepted types to the file picker', () => {
    expect(pictureAccept).toBe('image/jpeg,image/png');
  });
});

describe('sortFiles', () => {
  it('keeps the files that pass and tells why the others do not', () => {
    const good = { name: 'a.png', type: 'image/png', size: 100 };
    const tooBig = { name: 'b.png', type: 'image/png', size: 2 * MEGABYTE };
    expect(sortFiles([good, tooBig], checkPicture)).toEqual({
      accepted: [good],
      rejected: [{ file: tooBig, messages: ['le fichier ne doit pas excéder 1Mo'] }],
    });
  });
});
