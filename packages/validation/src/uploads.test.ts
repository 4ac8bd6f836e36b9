import { describe, expect, it } from 'vitest';
import { PICTURE_MAX_BYTES, validatePicture } from './uploads.js';

describe('validatePicture', () => {
  it('accepts a JPG or a PNG of at most 1 Mo', () => {
    expect(validatePicture({ type: 'image/jpeg', size: 200_000 })).toEqual([]);
    expect(validatePicture({ type: 'image/png', size: PICTURE_MAX_BYTES })).toEqual([]);
    expect(validatePicture({ type: 'IMAGE/PNG', size: 1 })).toEqual([]);
  });

  it('refuses another type of file', () => {
    expect(validatePicture({ type: 'image/gif', size: 1000 }, 'picture')).toEqual([
      {
        propertyPath: 'picture',
        code: 'pictureType',
        message: 'le fichier doit être un JPG ou un PNG',
      },
    ]);
  });

  it('refuses a picture over 1 Mo (1 048 576 bytes)', () => {
    expect(PICTURE_MAX_BYTES).toBe(1_048_576);
    expect(validatePicture({ type: 'image/png', size: 1_048_577 })).toEqual([
      { propertyPath: 'file', code: 'pictureSize', message: 'le fichier ne doit pas excéder 1Mo' },
    ]);
  });

  it('reports both failures at once', () => {
    expect(
      validatePicture({ type: 'application/pdf', size: 5_000_000 }).map((v) => v.code),
    ).toEqual(['pictureType', 'pictureSize']);
  });
});
