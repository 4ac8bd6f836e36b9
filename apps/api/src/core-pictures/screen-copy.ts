import sharp from 'sharp';
import { type PictureMediaType, SCREEN_WIDTH } from './picture-key.js';

/**
 * The copy of a picture shown on screens: at most SCREEN_WIDTH pixels wide as displayed, turned
 * upright from its EXIF orientation (the copy drops the EXIF data, so it carries the rotation
 * itself), in the picture's own format. Undefined when the picture is already narrow enough: the
 * original serves as it is.
 */
export async function makeScreenCopy(
  data: Buffer,
  mediaType: PictureMediaType,
): Promise<Buffer | undefined> {
  const image = sharp(data).autoOrient();
  const { autoOrient } = await image.metadata();
  if (autoOrient.width <= SCREEN_WIDTH) return undefined;
  const resized = image.resize({ width: SCREEN_WIDTH });
  return mediaType === 'image/png'
    ? resized.png({ compressionLevel: 9 }).toBuffer()
    : resized.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}
