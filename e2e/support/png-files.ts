import { deflateSync } from 'node:zlib';

// PNG files built in the tests, so that the browser tests need no fixture file.

/** A CRC-32 of the PNG chunks (the browser checks the file's content, not only its name). */
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A valid 8 × 8 grey PNG, built here so the test needs no fixture file. */
export function smallPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(8, 0);
  header.writeUInt32BE(8, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  const rows = Buffer.alloc(8 * 9, 0x80);
  for (let row = 0; row < 8; row += 1) rows[row * 9] = 0; // filter byte of each row
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A real PNG of 2 MB: the small one with a private ancillary chunk (`fiLl`, which readers skip)
 * before its end, so that only its size is refused, not its content.
 */
export function twoMegabytePng(): Buffer {
  const small = smallPng();
  const end = pngChunk('IEND', Buffer.alloc(0));
  const body = small.subarray(0, small.length - end.length);
  const chunkOverhead = 12; // length, type and CRC
  const padding = Buffer.alloc(2 * 1024 * 1024 - body.length - end.length - chunkOverhead, 0x20);
  return Buffer.concat([body, pngChunk('fiLl', padding), end]);
}
