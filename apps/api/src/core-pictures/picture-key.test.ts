import { describe, expect, it } from 'vitest';
import {
  isPictureKeyOf,
  mediaTypeOfKey,
  newPictureKey,
  screenCopyKey,
  storedKeysOfPicture,
} from './picture-key.js';

const CORE = '2f1c6c52-8a46-4c1e-9d55-4f5d3b1f6a10';
const OTHER_CORE = '7a0f0e55-3b1d-4c2a-8e0f-1d2c3b4a5f60';

describe('core picture keys', () => {
  it('makes a random key in the core folder, with the extension of the content', () => {
    const key = newPictureKey(CORE, 'png');
    expect(key).toMatch(new RegExp(`^cores/${CORE}/pictures/[0-9a-f-]{36}\\.png$`, 'u'));
    expect(newPictureKey(CORE, 'png')).not.toBe(key);
  });

  it('recognises the keys the upload makes for this core only', () => {
    expect(isPictureKeyOf(CORE, newPictureKey(CORE, 'jpg'))).toBe(true);
    expect(isPictureKeyOf(CORE, newPictureKey(OTHER_CORE, 'jpg'))).toBe(false);
  });

  it('refuses made-up paths, other folders, screen copies and traversal', () => {
    const key = newPictureKey(CORE, 'jpg');
    for (const path of [
      `avatars/${CORE}/0e1f2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b.png`,
      screenCopyKey(key),
      `${key}.png`,
      `cores/${CORE}/pictures/../../../etc/passwd`,
      `cores/${CORE}/pictures/photo.jpg`,
      `/${key}`,
      key.toUpperCase(),
      `cores/${CORE}/pictures/0e1f2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b.gif`,
    ]) {
      expect(isPictureKeyOf(CORE, path), path).toBe(false);
    }
  });

  it('gives the media type of a key and names its screen copy beside it', () => {
    expect(mediaTypeOfKey('cores/x/pictures/a.png')).toBe('image/png');
    expect(mediaTypeOfKey('cores/x/pictures/a.jpg')).toBe('image/jpeg');
    expect(screenCopyKey('cores/x/pictures/a.png')).toBe('cores/x/pictures/a.w1600.png');
    expect(storedKeysOfPicture('cores/x/pictures/a.jpg')).toEqual([
      'cores/x/pictures/a.jpg',
      'cores/x/pictures/a.w1600.jpg',
    ]);
  });
});
