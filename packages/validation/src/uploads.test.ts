import { describe, expect, it } from 'vitest';
import {
  PICTURE_MAX_BYTES,
  PICTURE_SIGNATURE_LENGTH,
  pictureMediaTypeOf,
  validatePicture,
} from './uploads.js';

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

describe('pictureMediaTypeOf: the format by the first bytes, whatever the name says', () => {
  const bytes = (...values: number[]) => Uint8Array.from(values);

  it('recognises a JPG and a PNG', () => {
    expect(pictureMediaTypeOf(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(pictureMediaTypeOf(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe(
      'image/png',
    );
  });

  it('refuses a PDF, a truncated signature and an empty file', () => {
    expect(pictureMediaTypeOf(new TextEncoder().encode('%PDF-1.7'))).toBeUndefined();
    expect(pictureMediaTypeOf(bytes(0x89, 0x50, 0x4e, 0x47))).toBeUndefined();
    expect(pictureMediaTypeOf(bytes())).toBeUndefined();
  });

  it('needs the first 8 bytes (the PNG signature)', () => {
    expect(PICTURE_SIGNATURE_LENGTH).toBe(8);
  });
});
