import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeScreenCopy } from './screen-copy.js';
import { dimensionsOf, jpegOf, pngOf } from './testing/picture-fixtures.js';

describe('makeScreenCopy', () => {
  it('narrows a wide PNG to 1600 px, keeping its proportions and format', async () => {
    const copy = await makeScreenCopy(await pngOf(3200, 1000), 'image/png');
    if (!copy) throw new Error('A copy was expected.');
    expect(await dimensionsOf(copy)).toEqual([1600, 500]);
    expect((await sharp(copy).metadata()).format).toBe('png');
  });

  it('narrows a wide JPEG into a JPEG', async () => {
    const copy = await makeScreenCopy(await jpegOf(2000, 2000), 'image/jpeg');
    if (!copy) throw new Error('A copy was expected.');
    expect(await dimensionsOf(copy)).toEqual([1600, 1600]);
    expect((await sharp(copy).metadata()).format).toBe('jpeg');
  });

  it('makes no copy of a picture already 1600 px wide or less', async () => {
    expect(await makeScreenCopy(await pngOf(1600, 3000), 'image/png')).toBeUndefined();
  });

  it('measures the width as displayed: a photo stored sideways is turned upright', async () => {
    // Stored 1000 x 2400 with EXIF orientation 6 (rotate 90°): displayed 2400 x 1000.
    const sideways = await sharp(await jpegOf(1000, 2400))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const copy = await makeScreenCopy(sideways, 'image/jpeg');
    if (!copy) throw new Error('A copy was expected.');
    expect(await dimensionsOf(copy)).toEqual([1600, 667]);
  });
});
