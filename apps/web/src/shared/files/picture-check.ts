import { validatePicture } from '@chaussee/validation';

/** The first bytes of each accepted picture format (its "magic number"). */
const SIGNATURES: readonly { mediaType: string; bytes: readonly number[] }[] = [
  { mediaType: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { mediaType: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

const LONGEST_SIGNATURE = Math.max(...SIGNATURES.map(({ bytes }) => bytes.length));

/** The media type the content of a file shows, whatever its name says; `''` for any other. */
export function sniffPictureType(head: Uint8Array): string {
  const match = SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => head[index] === byte));
  return match?.mediaType ?? '';
}

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
  const head = new Uint8Array(await file.slice(0, LONGEST_SIGNATURE).arrayBuffer());
  return validatePicture({ type: sniffPictureType(head), size: file.size }).map(
    (violation) => violation.message,
  );
}
