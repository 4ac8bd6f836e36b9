import type { HttpMethod, RequiredKeysOf } from 'openapi-typescript-helpers';
import type { successOnly } from './success-only.js';

/**
 * openapi-fetch types a call as `{ data } | { error }`, for clients that resolve on failures. This
 * one rejects every failure with an ApiError (http-rules.ts), so a resolved call can only be the
 * success branch: these types keep that branch alone.
 */

/** openapi-fetch's rule for the second argument: required when the operation needs parameters. */
// Written as openapi-fetch writes it, so that TypeScript sees the two as the same type.
/* eslint-disable @typescript-eslint/consistent-indexed-object-style */
export type InitParam<Init> =
  RequiredKeysOf<Init> extends never
    ? [(Init & { [key: string]: unknown })?]
    : [Init & { [key: string]: unknown }];
/* eslint-enable @typescript-eslint/consistent-indexed-object-style */

/**
 * One HTTP method of the client, for every path of the contract that has it. A resolved call is
 * `{ data, response }`: `data` is the success body (following `parseAs`; `undefined` for an answer
 * without a body, such as 204), never optional; the response is there for its status and headers.
 */
export type ChausseeMethod<Method extends HttpMethod> = ReturnType<typeof successOnly<Method>>;

/**
 * The typed client of the Chaussée API. Errors do not come back as a value: every failure rejects
 * with an `ApiError`, so a resolved call always has its `data`.
 */
export interface ChausseeClient {
  GET: ChausseeMethod<'get'>;
  PUT: ChausseeMethod<'put'>;
  POST: ChausseeMethod<'post'>;
  DELETE: ChausseeMethod<'delete'>;
  OPTIONS: ChausseeMethod<'options'>;
  HEAD: ChausseeMethod<'head'>;
  PATCH: ChausseeMethod<'patch'>;
}
