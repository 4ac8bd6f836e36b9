import sharp from 'sharp';
import type { Db } from '../../db/database.js';
import { cores } from '../../db/schema.js';
import { rankCampaign } from '../../cores/core-order.js';

/**
 * A core written straight to the table (the cores domain numbers them for real); pictures only
 * need its id and campaign.
 */
export async function insertTestCore(db: Db, campaignId: string, number = 1): Promise<string> {
  const [core] = await db
    .insert(cores)
    .values({ campaignId, number, displayName: `C${String(number)}` })
    .returning({ id: cores.id });
  if (!core) throw new Error('The core was not inserted.');
  // As the cores domain does: a core without its rank is in no page of the cores list.
  await rankCampaign(db, campaignId);
  return core.id;
}

function blank(width: number, height: number) {
  return sharp({
    create: { width, height, channels: 3, background: { r: 120, g: 110, b: 90 } },
  });
}

/** A real PNG of this size (a plain colour: a few hundred bytes whatever the size). */
export function pngOf(width: number, height: number): Promise<Buffer> {
  return blank(width, height).png().toBuffer();
}

/** A real JPEG of this size. */
export function jpegOf(width: number, height: number): Promise<Buffer> {
  return blank(width, height).jpeg().toBuffer();
}

/** The size of a stored or downloaded picture, read from its content. */
export async function dimensionsOf(data: Buffer | ArrayBuffer): Promise<[number, number]> {
  const { width, height } = await sharp(
    Buffer.isBuffer(data) ? data : Buffer.from(data),
  ).metadata();
  return [width, height];
}

/** `data` padded with zero bytes to exactly `size` bytes (the type check reads the first bytes). */
export function paddedTo(data: Buffer, size: number): Buffer {
  if (data.length > size) throw new Error('The picture is already larger than asked.');
  return Buffer.concat([data, Buffer.alloc(size - data.length)]);
}

/** The first bytes of a PDF document. */
export const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n');

/** Spec section 9: at most 1 MB, i.e. 1 048 576 bytes. */
export const ONE_MB = 1024 * 1024;
