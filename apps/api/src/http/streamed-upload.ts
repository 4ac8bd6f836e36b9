import { Transform, type Readable, type TransformCallback } from 'node:stream';
import type { MultipartFile, MultipartValue, Multipart } from '@fastify/multipart';
import { createViolation, requestMessages } from '@chaussee/validation';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.js';
import { whenBodyCutShort } from './multipart-end.js';
import type { OperationId } from './operation-handler.js';

/**
 * Multipart operations whose files are not read into memory but handed to the handler as streams,
 * in the order they arrive: the campaign documents, up to hundreds of megabytes each. Every other
 * multipart operation (avatars, pictures, logos: small files) gets its files in `input.files`.
 */
export const STREAMED_UPLOAD_OPERATIONS: ReadonlyMap<OperationId, StreamedUploadFields> = new Map<
  OperationId,
  StreamedUploadFields
>([
  ['uploadDocument', { fileField: 'file', isList: false }],
  ['uploadDocuments', { fileField: 'files', isList: true }],
]);

/** The form field of a streamed upload's files, and whether it holds several. */
export interface StreamedUploadFields {
  fileField: string;
  isList: boolean;
}

export interface StreamedUploadLimits {
  /** Largest file, in bytes. */
  fileBytes: number;
  /** Largest sum of the files of one request, in bytes. */
  requestBytes: number;
  /** Most files in one request. */
  files: number;
}

/**
 * One file of a streamed upload. Read `stream` to its end (or let it fail) before asking for the
 * next file: the parts of a multipart body arrive one after the other. The stream fails with a 413
 * `payload_too_large` AppError once the file or the request goes over its limit.
 */
export interface StreamedFile {
  /** The form field it came in (`file`, `files`). */
  fieldName: string;
  /** Where a refusal of this file is answered: `file`, or `files.2` for the third of a list. */
  propertyPath: string;
  /** The name the client gave; never trust it for storage (generate the stored name). */
  filename: string;
  /** The type the client declared; check the content instead. */
  mimetype: string;
  stream: Readable;
}

/** What a streamed upload's handler receives besides the validated fields. */
export type StreamedFiles = AsyncIterable<StreamedFile>;

/** What an operation that is not a streamed upload gets: no file. */
export const NO_STREAMED_FILES: StreamedFiles = {
  [Symbol.asyncIterator]: () => ({ next: () => Promise.resolve({ done: true, value: undefined }) }),
};

const MEBIBYTE = 1024 * 1024;

/** A limit in the unit people read it in (« 200 Mo »): whole mebibytes, rounded down, at least 1. */
function megabytesOf(bytes: number): number {
  return Math.max(1, Math.floor(bytes / MEBIBYTE));
}

/** 413 with the French rule under the file's field. */
function fileTooLarge(path: string, limits: StreamedUploadLimits): AppError {
  return new AppError('payload_too_large', {
    violations: [createViolation(path, 'documentTooLarge', megabytesOf(limits.fileBytes))],
  });
}

function requestTooLarge(path: string, limits: StreamedUploadLimits): AppError {
  return new AppError('payload_too_large', {
    violations: [createViolation(path, 'uploadTooLarge', megabytesOf(limits.requestBytes))],
  });
}

/** Counts the bytes of the request's files as they pass, and fails past the request's limit. */
function requestBudget(limits: StreamedUploadLimits) {
  let total = 0;
  return (path: string) =>
    new Transform({
      transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
        total += chunk.length;
        if (total > limits.requestBytes) callback(requestTooLarge(path, limits));
        else callback(null, chunk);
      },
    });
}

/** An error of the file's stream as the answer: ours as they are, the parser's as a refusal. */
function asRefusal(error: Error, parseError: (error: unknown) => unknown): Error {
  if (error instanceof AppError) return error;
  const refusal = parseError(error);
  return refusal instanceof Error ? refusal : error;
}

/**
 * A file part as soon as the parser hands it over, with what befell it before its reading: the
 * parser runs ahead of the reader (a small file is parsed whole, and the end of the body found,
 * while the file before it is still being stored), and it reports a part cut short, or over its
 * limit, by an event on the part's stream that nobody would hear otherwise.
 */
interface WatchedFile {
  part: MultipartFile;
  failure: Error | undefined;
  isOverLimit: boolean;
  hasEnded: boolean;
}

function watch(part: MultipartFile): WatchedFile {
  const watched: WatchedFile = { part, failure: undefined, isOverLimit: false, hasEnded: false };
  part.file.once('end', () => {
    watched.hasEnded = true;
  });
  part.file.on('error', (error) => {
    watched.failure ??= error;
  });
  part.file.once('limit', () => {
    watched.isOverLimit = true;
  });
  return watched;
}

/** A part read ahead: a file (watched), or a field (out of place after a file). */
type AheadPart = WatchedFile | { field: MultipartValue };

/**
 * Reads the parts ahead of their consumer, one request to the parser at a time, and watches each
 * file at once (see WatchedFile). The parser parses a file's part only once the file before it is
 * read, so reading ahead holds no more than a chunk per part in memory.
 */
function readAhead(next: () => Promise<Multipart | undefined>, cutShort: Promise<Error>) {
  const ahead: Promise<AheadPart | undefined>[] = [];
  const pump = (): void => {
    const read = next().then((part) => {
      if (part === undefined) return undefined;
      pump();
      return isFilePart(part) ? watch(part) : { field: part };
    });
    // A failure is answered when its part's turn comes; unheard, it must not crash the process.
    read.catch(() => undefined);
    ahead.push(read);
  };
  pump();
  return {
    /** The next part, in order; rejects with the parser's refusal. */
    take: (): Promise<AheadPart | undefined> =>
      Promise.race([
        ahead.shift() ?? Promise.resolve(undefined),
        cutShort.then((error) => Promise.reject(error)),
      ]),
  };
}

function isFilePart(part: Multipart): part is MultipartFile {
  return part.type === 'file';
}

/** The values of the fields read so far, as `request-body.ts` gives them (a repeated field a list). */
function addField(body: Record<string, unknown>, part: MultipartValue): void {
  const current: unknown = body[part.fieldname];
  const value: unknown = part.value;
  if (current === undefined) body[part.fieldname] = value;
  else
    body[part.fieldname] = Array.isArray(current)
      ? [...(current as unknown[]), value]
      : [current, value];
}

export interface ReceivedStreamedUpload {
  /**
   * The fields sent before the first file, and that file's name under its field (a list when the
   * field is one, `files`), which is what the contract's schema validates.
   */
  body: Record<string, unknown>;
  files: StreamedFiles;
}

/**
 * Reads a multipart body up to its first file: the fields first, then the files as streams.
 * Fields must come before the files (as the SDK sends them, in the schema's order): the campaign
 * and the category decide who may send a file and where it goes, so they are known, and the
 * caller's rights checked, before the first byte of a file is read. A field after a file is a 400.
 *
 * `parseError` turns what the parser throws into the refusal (see request-body.ts).
 */
export async function receiveStreamedUpload(
  request: FastifyRequest,
  limits: StreamedUploadLimits,
  fields: StreamedUploadFields,
  parseError: (error: unknown) => unknown,
): Promise<ReceivedStreamedUpload> {
  // Listened to from the first byte (see whenBodyCutShort), answered as a malformed body.
  const watchedEnd = whenBodyCutShort(request.raw);
  const cutRefusal = () => asRefusal(new Error('Unexpected end of form'), parseError);
  const cutShort = watchedEnd.promise.then(cutRefusal);
  const multipart = request.parts({
    limits: {
      fileSize: limits.fileBytes,
      files: limits.files,
      fields: 100,
      parts: limits.files + 100,
    },
  });
  const parts = multipart[Symbol.asyncIterator]();
  const next = async (): Promise<Multipart | undefined> => {
    try {
      const result = await parts.next();
      return result.done === true ? undefined : result.value;
    } catch (error) {
      throw parseError(error);
    }
  };

  const body: Record<string, unknown> = {};
  let first: WatchedFile | undefined;
  for (let part = await next(); part !== undefined; part = await next()) {
    if (isFilePart(part)) {
      first = watch(part);
      break;
    }
    addField(body, part);
  }
  // A small body has arrived whole by now: one cut short is refused as such, rather than for
  // the fields it lacks.
  await new Promise((resolve) => setImmediate(resolve));
  if (watchedEnd.isCut()) throw cutRefusal();
  if (first !== undefined) {
    const { fieldname, filename } = first.part;
    body[fieldname] = fields.isList && fieldname === fields.fileField ? [filename] : filename;
  }
  const budget = requestBudget(limits);
  const following = first === undefined ? undefined : readAhead(next, cutShort);

  async function* files(): AsyncGenerator<StreamedFile> {
    let index = 0;
    for (let file = first; file !== undefined;) {
      const { part } = file;
      const path = fields.isList ? `${fields.fileField}.${String(index)}` : fields.fileField;
      if (part.fieldname !== fields.fileField || (!fields.isList && index > 0)) {
        // The first file's field was validated with the body; a later one is checked here.
        throw new AppError('validation_failed', {
          violations: [createViolation(part.fieldname, 'unexpectedField')],
        });
      }
      // What happened to the file before its turn (it was parsed ahead of its reading).
      if (file.isOverLimit) throw fileTooLarge(path, limits);
      if (file.failure !== undefined) throw asRefusal(file.failure, parseError);
      const source = part.file;
      source.once('limit', () => {
        source.destroy(fileTooLarge(path, limits));
      });
      const counted = budget(path);
      // Errors travel downstream: the consumer sees the source's (too large, cut short) or the
      // budget's, and either failure ends the request. A body cut short or malformed fails the
      // file's stream with the parser's own error: it is answered as the request's fault (400 in
      // French), like one found between the parts.
      source.on('error', (error) => counted.destroy(asRefusal(error, parseError)));
      counted.on('error', () => {
        if (!source.destroyed) source.destroy();
      });
      source.pipe(counted);
      const current = file;
      void cutShort.then((error) => {
        if (!current.hasEnded) counted.destroy(error);
      });
      yield {
        fieldName: part.fieldname,
        propertyPath: path,
        filename: part.filename,
        mimetype: part.mimetype,
        stream: counted,
      };
      index += 1;
      const after = await following?.take();
      if (after !== undefined && 'field' in after) {
        throw new AppError('bad_request', { detail: requestMessages.fieldAfterFile });
      }
      file = after;
    }
  }

  return { body, files: { [Symbol.asyncIterator]: files } };
}
