import { PassThrough, type Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import { createZipEntryNamer } from './zip-entry-names.js';

/** One file to put in a zip, opened only when its turn comes. */
export interface ZipSource {
  /** The name wished in the zip; made safe and unique by the writer (`rapport (2).pdf`). */
  name: string;
  /** The content, opened when the entry before it is written; undefined when it is missing. */
  open: () => Promise<Readable | undefined>;
  /**
   * Whether to deflate it. PDF, pictures, zip and Office files are compressed already: storing
   * them as they are costs no size and spares the CPU of two cores shared by every request.
   */
  compress: boolean;
  /** The date the zip shows for the file. */
  modifiedAt: Date;
}

/** What the zip holds instead of a file that is missing from the storage. */
interface MissingFileNote {
  name: string;
  content: Buffer;
}

export interface ZipStreamOptions {
  /** The note written in place of a file whose content is gone (a text file that says so). */
  missingFileNote: (name: string) => MissingFileNote;
  /** Told of each missing file, for the logs. */
  onMissing?: (name: string) => void;
}

/**
 * A zip written as it is read (yazl): the sources are opened one after the other, each only once
 * the one before it went out, and their bytes flow through at the pace of the reader (pipes keep
 * the back-pressure), so neither the set nor a whole file is ever held in memory or on disk. The
 * sizes are not known beforehand (data descriptors; ZIP64 past 4 GiB), hence no Content-Length.
 *
 * A source that fails while the zip is read destroys the stream: the answer is already under way,
 * so the reader sees a cut download rather than a zip missing a file without a word. A source
 * missing before it starts is replaced by a note saying so. When the reader goes away, the source
 * being read is closed and no other is opened.
 */
export function zipStream(
  sources: AsyncIterable<ZipSource> | Iterable<ZipSource>,
  { missingFileNote, onMissing }: ZipStreamOptions,
): Readable {
  const zip = new ZipFile();
  const output = new PassThrough();
  const stop = new AbortController();
  zip.outputStream.pipe(output);
  zip.on('error', (error: unknown) => {
    output.destroy(toError(error));
  });
  output.on('close', () => {
    stop.abort();
  });
  // Read through a call: the reader may leave during any await of the loop below.
  const readerLeft = (): boolean => stop.signal.aborted;

  async function write(): Promise<void> {
    const names = createZipEntryNamer();
    for await (const source of sources) {
      if (readerLeft()) return;
      const content = await source.open();
      if (readerLeft()) {
        content?.destroy();
        return;
      }
      const options = { mtime: source.modifiedAt, compress: source.compress };
      if (content === undefined) {
        onMissing?.(source.name);
        const note = missingFileNote(source.name);
        zip.addBuffer(note.content, names.next(note.name), options);
        continue;
      }
      zip.addReadStream(content, names.next(source.name), options);
      try {
        // The next source opens once this one is read to its end (or the reader left).
        await finished(content, { signal: stop.signal });
      } catch (error) {
        content.destroy();
        if (readerLeft()) return;
        throw error;
      }
    }
    zip.end();
  }

  write().catch((error: unknown) => output.destroy(toError(error)));
  return output;
}

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
