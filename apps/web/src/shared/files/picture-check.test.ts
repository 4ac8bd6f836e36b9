import { describe, expect, it } from 'vitest';
import { checkPictureContent } from './picture-check.js';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0];
const PDF_HEAD = Array.from(new TextEncoder().encode('%PDF-1.7'));

function fileOf(head: number[], size: number, name: string, type: string): File {
  const content = new Uint8Array(size);
  content.set(head.slice(0, size));
  return new File([content], name, { type });
}

describe('picture content check', () => {
  it('accepts a PNG renamed .jpg: the content decides, not the name', async () => {
    expect(await checkPictureContent(fileOf(PNG_HEAD, 5000, 'c.jpg', 'image/jpeg'))).toEqual([]);
  });

  it('accepts a JPG of 1 Mo exactly', async () => {
    expect(
      await checkPictureContent(fileOf(JPEG_HEAD, 1024 * 1024, 'c.jpg', 'image/jpeg')),
    ).toEqual([]);
  });

  it('refuses a PDF renamed .jpg with the French message', async () => {
    expect(await checkPictureContent(fileOf(PDF_HEAD, 2000, 'c.jpg', 'image/jpeg'))).toEqual([
      'le fichier doit être un JPG ou un PNG',
    ]);
  });

  it('refuses a picture over 1 Mo with the French message', async () => {
    expect(
      await checkPictureContent(fileOf(PNG_HEAD, 2 * 1024 * 1024, 'c.png', 'image/png')),
    ).toEqual(['le fichier ne doit pas excéder 1Mo']);
  });
});
