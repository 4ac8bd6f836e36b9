import { validatePicture } from '@chaussee/validation';
import { AppError } from '../errors/app-error.js';
import { SERVER_MESSAGES } from '../auth/server-messages.js';

interface PictureKind {
  mediaType: string;
  extension: string;
}

const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The kind of picture by its first bytes; the name and declared type are the client's word only. */
function detectPicture(data: Buffer): PictureKind | undefined {
  if (data.subarray(0, JPEG_SIGNATURE.length).equals(JPEG_SIGNATURE)) {
    return { mediaType: 'image/jpeg', extension: 'jpg' };
  }
  if (data.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) {
    return { mediaType: 'image/png', extension: 'png' };
  }
  return undefined;
}

/**
 * A JPG or PNG of at most 1 MB, else 400 with the picture violations of packages/validation and
 * the server message of spec section 8 (the type first when both fail).
 */
export function assertPicture(data: Buffer, propertyPath = 'file'): PictureKind {
  const kind = detectPicture(data);
  const violations = validatePicture(
    { type: kind?.mediaType ?? 'application/octet-stream', size: data.byteLength },
    propertyPath,
  );
  if (kind && violations.length === 0) return kind;
  throw new AppError('validation_failed', {
    detail: kind ? SERVER_MESSAGES.pictureSize : SERVER_MESSAGES.pictureType,
    violations,
  });
}
