// Brings request.parts() and request.isMultipart() into the request type.
import type {} from '@fastify/multipart';
import { createViolation, requestMessages } from '@chaussee/validation';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.js';
import type { ContractOperation } from './contract/contract-operations.js';
import type { BodyKind } from './contract/request-validation.js';
import type { UploadedFile } from './operation-handler.js';
import {
  NO_STREAMED_FILES,
  receiveStreamedUpload,
  STREAMED_UPLOAD_OPERATIONS,
  type StreamedFiles,
  type StreamedUploadLimits,
} from './streamed-upload.js';

export interface UploadLimits {
  /** Largest accepted file of a multipart upload, in bytes. */
  fileBytes: number;
  /** Most files in one request. */
  files: number;
}

export interface ReceivedBody {
  kind: BodyKind;
  body: unknown;
  files: UploadedFile[];
  /** The files of a streamed upload, read by the handler; none otherwise. */
  streamedFiles: StreamedFiles;
}

const MULTIPART = 'multipart/form-data';

function mediaTypeOf(contentType: string | undefined): string {
  return (contentType?.split(';')[0] ?? '').trim().toLowerCase();
}

/** JSON and its structured suffixes: merge-patch (PATCH bodies), JSON-LD. */
function isJsonMediaType(mediaType: string): boolean {
  return mediaType === 'application/json' || mediaType.endsWith('+json');
}

/** What a text decoder writes for bytes that are not UTF-8. */
const REPLACEMENT_CHARACTER = '\uFFFD';

/** Fields by name: one value as it is, a repeated field as the list of its values. */
function fieldsOf(values: ReadonlyMap<string, readonly unknown[]>): Record<string, unknown> {
  return Object.fromEntries(
    [...values].map(([name, list]) => [name, list.length === 1 ? list[0] : list]),
  );
}

/**
 * Reads a multipart body: text fields by name (a repeated field becomes a list), files in memory up
 * to the limits (413 beyond). A file field holds the file's name, which the contract's schema checks
 * (`required`, `minItems`); a form's empty file input (no name, no bytes) counts as no file.
 */
async function readMultipart(request: FastifyRequest, limits: UploadLimits): Promise<ReceivedBody> {
  const values = new Map<string, unknown[]>();
  const addField = (name: string, value: unknown): void => {
    values.set(name, [...(values.get(name) ?? []), value]);
  };
  const files: UploadedFile[] = [];
  const undecodable: string[] = [];
  const parts = request.parts({
    limits: { fileSize: limits.fileBytes, files: limits.files, fields: 100, parts: 200 },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.filename === '' && data.length === 0) continue;
        files.push({
          fieldName: part.fieldname,
          filename: part.filename,
          mimetype: part.mimetype,
          data,
        });
        addField(part.fieldname, part.filename);
      } else {
        // The parser reads a field's bytes that are not UTF-8 (a lone surrogate sent as WTF-8 or
        // through an encoder that replaced it) as U+FFFD: the text the user typed is lost, so it is
        // refused rather than stored with a « � » in it, as a JSON body's lone surrogate is.
        if (typeof part.value === 'string' && part.value.includes(REPLACEMENT_CHARACTER)) {
          undecodable.push(part.fieldname);
        }
        addField(part.fieldname, part.value);
      }
    }
  } catch (error) {
    throw multipartRefusal(error);
  }
  if (undecodable.length > 0) {
    throw new AppError('validation_failed', {
      violations: undecodable.map((field) => createViolation(field, 'undecodableText')),
    });
  }
  return { kind: 'multipart', body: fieldsOf(values), files, streamedFiles: NO_STREAMED_FILES };
}

function codeOf(error: unknown): unknown {
  return error instanceof Error && 'code' in error ? error.code : undefined;
}

/**
 * Why a multipart body could not be read. The limits keep their own codes (413 by the error
 * handler); a field named after a property of every object (`__proto__`, `constructor`…) is
 * refused as a reserved key, as in JSON bodies (@fastify/multipart does not say which); anything
 * else the parser (busboy) throws, without a code, is a body that is not multipart as announced: no
 * boundary, another boundary than the header's, or cut before its end.
 */
function multipartRefusal(error: unknown): unknown {
  const code = codeOf(error);
  if (code === 'FST_PROTO_VIOLATION') {
    return new AppError('validation_failed', {
      violations: [createViolation('', 'reservedKey')],
    });
  }
  if (typeof code === 'string') return error;
  return new AppError('bad_request', { detail: requestMessages.malformedMultipart });
}

const NO_BODY: ReceivedBody = {
  kind: 'none',
  body: undefined,
  files: [],
  streamedFiles: NO_STREAMED_FILES,
};

/**
 * The request body as the operation declares it: JSON (or merge-patch), multipart, or none. A body
 * of the other kind than the operation takes is a 415.
 */
export async function receiveBody(
  request: FastifyRequest,
  operation: ContractOperation,
  limits: UploadLimits,
  streamedLimits: StreamedUploadLimits,
): Promise<ReceivedBody> {
  const declared = operation.requestBody?.contents.map(({ mediaType }) => mediaType) ?? [];
  if (declared.length === 0) return NO_BODY;
  const takesMultipart = declared.includes(MULTIPART);
  const takesJson = declared.some(isJsonMediaType);
  const isMultipart = request.isMultipart();
  const hasBody = !isMultipart && request.body !== undefined && request.body !== null;
  const sentJson = isJsonMediaType(mediaTypeOf(request.headers['content-type']));
  if ((isMultipart && !takesMultipart) || (hasBody && !(takesJson && sentJson))) {
    throw new AppError('unsupported_media_type', {
      detail: `This operation takes ${declared.join(' or ')}`,
    });
  }
  if (isMultipart) {
    const streamed = STREAMED_UPLOAD_OPERATIONS.get(operation.operationId);
    if (streamed === undefined) return readMultipart(request, limits);
    const received = await receiveStreamedUpload(
      request,
      streamedLimits,
      streamed,
      multipartRefusal,
    );
    return { kind: 'multipart', body: received.body, files: [], streamedFiles: received.files };
  }
  return hasBody
    ? { kind: 'json', body: request.body, files: [], streamedFiles: NO_STREAMED_FILES }
    : NO_BODY;
}
