import { buffer } from 'node:stream/consumers';
import { crc32 } from 'node:zlib';
import { fromBufferPromise } from 'yauzl';

/** One entry of a zip read back: its name as stored, its content inflated, its date. */
export interface ZipEntryRead {
  name: string;
  content: Buffer;
  modifiedAt: Date;
  /** 0 stored, 8 deflated. */
  compressionMethod: number;
}

/**
 * Reads a whole zip with yauzl, another library than the writer's, which checks the central
 * directory, the sizes and the names (a name with `..` or a backslash is refused); the CRC-32 of
 * each entry is checked here, as unzip tools do. Tests only.
 */
export async function readZip(zip: Buffer): Promise<ZipEntryRead[]> {
  const file = await fromBufferPromise(zip, { lazyEntries: true, strictFileNames: true });
  const entries: ZipEntryRead[] = [];
  for await (const entry of file.eachEntry()) {
    const content = await buffer(await file.openReadStreamPromise(entry));
    if (crc32(content) !== entry.crc32) throw new Error(`Wrong CRC-32 for ${entry.fileName}`);
    entries.push({
      name: entry.fileName,
      content,
      modifiedAt: entry.getLastModDate(),
      compressionMethod: entry.compressionMethod,
    });
  }
  return entries;
}
