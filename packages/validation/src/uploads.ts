import { createViolation, type Violation } from './violations.js';

/** Largest profile or core picture the server accepts: 1 Mo. */
export const PICTURE_MAX_BYTES = 1024 * 1024;

export const PICTURE_MEDIA_TYPES: readonly string[] = ['image/jpeg', 'image/png'];

/** What both a browser `File` and the API's multipart file expose. */
export interface PictureFile {
  /** Media type, e.g. `image/png`. */
  type: string;
  /** Size in bytes. */
  size: number;
}

/** The violations of an uploaded picture (JPG or PNG, at most 1 Mo), both at once. */
export function validatePicture(file: PictureFile, propertyPath = 'file'): Violation[] {
  const violations: Violation[] = [];
  if (!PICTURE_MEDIA_TYPES.includes(file.type.toLowerCase())) {
    violations.push(createViolation(propertyPath, 'pictureType'));
  }
  if (file.size > PICTURE_MAX_BYTES) {
    violations.push(createViolation(propertyPath, 'pictureSize'));
  }
  return violations;
}

/**
 * The first bytes of each accepted picture format (its "magic number"). A picture is judged by its
 * content, never by its name or declared type: a PDF renamed `.jpg` is refused, a PNG renamed `.jpg`
 * is a PNG.
 */
const PICTURE_SIGNATURES = [
  { mediaType: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { mediaType: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
] as const;

export type PictureMediaType = (typeof PICTURE_SIGNATURES)[number]['mediaType'];

/** How many first bytes `pictureMediaTypeOf` needs. */
export const PICTURE_SIGNATURE_LENGTH = Math.max(
  ...PICTURE_SIGNATURES.map(({ bytes }) => bytes.length),
);

/** The picture format the first bytes of a file show; undefined for anything else. */
export function pictureMediaTypeOf(head: Uint8Array): PictureMediaType | undefined {
  return PICTURE_SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => head[index] === byte))
    ?.mediaType;
}
