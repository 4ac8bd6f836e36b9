import sharp from 'sharp';

/** The width a photo is printed from: about 200 dpi over the 200 pt it takes on a core sheet. */
const PHOTO_WIDTH = 600;

/**
 * A core's photo made fit for its sheet: turned upright, at most PHOTO_WIDTH pixels wide, as a
 * JPEG. A report embeds these (about 40 kB each), never the originals (megabytes each), so that a
 * report of 120 cores stays small and holds one original in memory at a time.
 */
export function printablePhoto(original: Buffer): Promise<Buffer> {
  return sharp(original)
    .autoOrient()
    .resize({ width: PHOTO_WIDTH, withoutEnlargement: true })
    .jpeg({ quality: 78 })
    .toBuffer();
}
