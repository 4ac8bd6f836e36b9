import {
  PICTURE_SIGNATURE_LENGTH,
  pictureMediaTypeOf,
  validatePicture,
} from '@chaussee/validation';

/** What a browser `File` offers that the check reads. */
export interface PictureCandidate {
  size: number;
  slice: (start: number, end: number) => Blob;
}

/**
 * The French sentences of what is wrong with a picture before it is sent (spec section 5): JPG or
 * PNG judged by its content, so that a PDF renamed `.jpg` is refused too, and at most 1 Mo. The
 * rule and the sentences are packages/validation's, the server's own.
 */
export async function checkPictureContent(file: PictureCandidate): Promise<string[]> {
  const head = new Uint8Array(await file.slice(0, PICTURE_SIGNATURE_LENGTH).arrayBuffer());
  return validatePicture({ type: pictureMediaTypeOf(head) ?? '', size: file.size }).map(
    (violation) => violation.message,
  );
}
