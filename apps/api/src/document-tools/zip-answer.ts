import type { FastifyBaseLogger } from 'fastify';
import { contentDispositionOf } from '../storage/media-type.js';
import { zipTexts } from './document-tools-messages.js';
import { type ZipSource, zipStream } from './zip-stream.js';

/** A zip to hand out: the name it is saved under and its files, opened as it is read. */
export interface ZipDownload {
  zipName: string;
  files: AsyncIterable<ZipSource> | Iterable<ZipSource>;
}

/**
 * The 200 answer of a zip operation: the zip written while it is sent, saved under its name
 * (attachment), never kept by a cache. A file missing from the storage is logged and replaced by
 * a note in the zip (zip-stream.ts).
 */
export function zipAnswer({ zipName, files }: ZipDownload, log: FastifyBaseLogger) {
  return {
    status: 200 as const,
    body: zipStream(files, {
      missingFileNote: (name) => ({
        name: zipTexts.missingFileName(name),
        content: Buffer.from(zipTexts.missingFileText(name), 'utf8'),
      }),
      onMissing: (name) => {
        log.warn({ file: name }, 'A file of the zip is missing from the storage');
      },
    }),
    headers: {
      'content-disposition': contentDispositionOf(zipName, zipName),
      'cache-control': 'private, no-store',
    },
  };
}
