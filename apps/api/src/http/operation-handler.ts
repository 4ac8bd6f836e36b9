/**
 * The contract between the HTTP layer and the route modules: one handler per operation of the
 * contract, typed from the SDK's generated `operations`.
 *
 * Writing a route module (one per contract tag, e.g. `src/users/users.routes.ts`):
 *
 * ```ts
 * export function userRoutes(users: UserService): RouteModule {
 *   return {
 *     getUser: async (input) => {
 *       const user = await users.getUser(requirePrincipal(input), input.params.id);
 *       return { status: 200, body: user };
 *     },
 *   };
 * }
 * ```
 *
 * - Thin: the HTTP layer has already validated path, query and body against the contract (400
 *   `validation_failed` with French violations otherwise) and coerced query values to their types, so
 *   a handler parses nothing by hand. It calls one service function and maps the result.
 * - Refusals are thrown as `AppError` (`throw new AppError('forbidden')`); the HTTP layer answers the
 *   contract's problem body. Any other error becomes a 500 `internal_error`, logged with the request id.
 * - The answer is serialised through the contract's response schema of its status and media type:
 *   properties the contract does not declare (password hashes, internal columns) are dropped, so a
 *   handler may return a database row as long as its declared fields are right.
 * - Operations whose contract security is not `[]` are reached only with a valid bearer token; use
 *   `requirePrincipal(input)` to get the caller typed as defined. Public operations may still see a
 *   principal when a valid token was sent.
 * - Multipart uploads: the files are in `input.files`; in `input.body` a file field holds the uploaded
 *   file's name (that is what the contract's schema validated), the other fields their values.
 *
 * Testing a route module over HTTP (through the generated SDK, against a listening server):
 *
 * ```ts
 * const server = await startTestServer({ routeModules: [userRoutes(users)], authenticate });
 * const client = server.clientAs('a-token'); // or server.client, without token
 * const { data, response } = await client.GET('/users/{id}', { params: { path: { id } } });
 * await server.expectContractResponse(response, 'getUser'); // status documented, body valid
 * await server.close();
 * ```
 *
 * See `src/testing/test-server.ts` for the options (database, clock, authenticate, audit).
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import type { operations } from '@chaussee/sdk';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../errors/app-error.js';
import type { Principal } from './principal.js';
import type { SerializedJson } from './serialized-json.js';
import type { StreamedFiles } from './streamed-upload.js';

/** Every operation of the contract, by its operationId. */
export type OperationId = keyof operations;

type Operation<Id extends OperationId> = operations[Id];

declare const noParameters: unique symbol;

/**
 * What an operation without path (or query) parameters gets: an object with no key to read.
 * @public
 */
export interface NoParameters {
  readonly [noParameters]?: never;
}

type Present<T> = [NonNullable<T>] extends [never] ? NoParameters : NonNullable<T>;

/** The path parameters of an operation (`{ id: string }`), validated (uuid format included). */
export type PathParams<Id extends OperationId> = Present<Operation<Id>['parameters']['path']>;

/** The query parameters of an operation, validated and coerced to their schema types. */
export type QueryParams<Id extends OperationId> = Present<Operation<Id>['parameters']['query']>;

type BodyOfRequest<R> = R extends { content: infer C } ? C[keyof C] : undefined;

/** The request body of an operation (JSON, merge-patch or multipart fields); undefined if none. */
export type RequestBody<Id extends OperationId> = BodyOfRequest<Operation<Id>['requestBody']>;

/** One file of a multipart upload, held in memory (uploads are bounded, see the server's limits). */
export interface UploadedFile {
  /** The form field it came in (`file`, `files`, `coverImage`…). */
  fieldName: string;
  /** The name the client gave; never trust it for storage (generate the stored name). */
  filename: string;
  /** The type the client declared; check the content (magic bytes) instead. */
  mimetype: string;
  data: Buffer;
}

export interface OperationInput<Id extends OperationId> {
  operationId: Id;
  params: PathParams<Id>;
  query: QueryParams<Id>;
  body: RequestBody<Id>;
  /** The uploaded files of a multipart request, in the order received; empty otherwise. */
  files: readonly UploadedFile[];
  /**
   * The files of a streamed upload (STREAMED_UPLOAD_OPERATIONS, in streamed-upload.ts) as they
   * arrive, after the fields; none for any other operation.
   */
  streamedFiles: StreamedFiles;
  /** The caller established from the bearer token, if any (see `requirePrincipal`). */
  principal: Principal | undefined;
  /** The request id (the incoming `x-request-id` when sent), also in every log line. */
  requestId: string;
  ip: string;
  headers: IncomingHttpHeaders;
  /** The request's logger (pino), already carrying the request id. */
  log: FastifyBaseLogger;
}

type Responses<Id extends OperationId> = Operation<Id>['responses'];

/**
 * The statuses a handler answers itself: every documented status with a body other than a problem
 * (or without body), i.e. the successes, plus the few non-problem answers such as the health
 * check's 503. Refusals are thrown as `AppError`s instead.
 * @public
 */
export type ResultStatus<Id extends OperationId> = {
  [S in keyof Responses<Id>]: Responses<Id>[S] extends { content: infer C }
    ? [Exclude<keyof C, 'application/problem+json'>] extends [never]
      ? never
      : S
    : S;
}[keyof Responses<Id>];

type JsonMediaType =
  | 'application/json'
  | 'application/ld+json'
  | 'application/merge-patch+json'
  | 'application/problem+json';

/**
 * A binary answer (PDF, ZIP, picture, CSV, XLSX) passes through as it is.
 * @public
 */
export type BinaryBody = Buffer | Readable | string;

type ResponseHeaders = Readonly<Record<string, string>>;

type ResultOfStatus<S, R> = R extends { content: infer C }
  ? {
      [M in keyof C]: {
        status: S;
        body: M extends JsonMediaType ? C[M] | SerializedJson<C[M]> : BinaryBody;
        /** Needed only when the contract offers several media types for this status. */
        contentType?: M;
        headers?: ResponseHeaders;
        /** The edit version of the resource answered: its `ETag` (http/entity-version.ts). */
        version?: number;
      };
    }[keyof C]
  : { status: S; headers?: ResponseHeaders };

/** A handler's result as the HTTP layer reads it, whatever the operation. */
export interface HandlerResult {
  status: number;
  body?: unknown;
  contentType?: string;
  headers?: ResponseHeaders;
  version?: number;
}

/**
 * What a handler returns: a documented status with its body (none for 204).
 * @public
 */
export type OperationResult<Id extends OperationId> = {
  [S in ResultStatus<Id>]: ResultOfStatus<S, Responses<Id>[S]>;
}[ResultStatus<Id>] &
  HandlerResult;

/**
 * The handler of one operation, typed from the contract (see the top of this file).
 * @public
 */
export type OperationHandler<Id extends OperationId> = (
  input: OperationInput<Id>,
) => Promise<OperationResult<Id>>;

/** The handlers of one contract tag; the server merges every module (an operation once only). */
export type RouteModule = { [Id in OperationId]?: OperationHandler<Id> };

/**
 * The signed-in caller, or a 401 `unauthenticated`. Secured operations always have one (the HTTP
 * layer refuses them without a valid token); this gives handlers a defined type.
 */
export function requirePrincipal(input: { principal: Principal | undefined }): Principal {
  if (input.principal === undefined) throw new AppError('unauthenticated');
  return input.principal;
}
