import { pictureMediaTypeOf, validatePicture, type PictureMediaType } from '@chaussee/validation';
import { AppError } from '../errors/app-error.js';
import { SERVER_MESSAGES } from '../auth/server-messages.js';

interface PictureKind {
  mediaType: PictureMediaType;
  extension: string;
}

const EXTENSION_OF: Record<PictureMediaType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png' };

/** The kind of picture by its first bytes; the name and declared type are the client's word only. */
function detectPicture(data: Buffer): PictureKind | undefined {
  const mediaType = pictureMediaTypeOf(data);
  return mediaType && { mediaType, extension: EXTENSION_OF[mediaType] };
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
