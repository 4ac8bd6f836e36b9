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
