import type { Client, MaybeOptionalInit } from 'openapi-fetch';
import type { HttpMethod, PathsWithMethod } from 'openapi-typescript-helpers';
import type { paths } from '../generated/openapi-typescript/schema.js';
import type { InitParam } from './client-types.js';

interface SuccessAnswer<Data> {
  data: Data;
  error?: never;
  response: Response;
}

/** openapi-fetch fills `data` exactly when the response is ok, and `error` otherwise. */
function isSuccess<Data>(
  answer: SuccessAnswer<Data> | { data?: never; error: unknown; response: Response },
): answer is SuccessAnswer<Data> {
  return answer.response.ok;
}

/**
 * One method of the typed client: openapi-fetch's call, answered as `{ data, response }`. The
 * middleware of http-rules.ts rejects every failure with an ApiError, so openapi-fetch's `error`
 * branch never resolves; the type of the method (ChausseeMethod) is read from this function.
 */
export function successOnly<Method extends HttpMethod>(client: Client<paths>, method: Method) {
  return async <
    Path extends PathsWithMethod<paths, Method>,
    Init extends MaybeOptionalInit<paths[Path], Method>,
  >(
    url: Path,
    ...init: InitParam<Init>
  ) => {
    const answer = await client.request<Method, Path, Init>(method, url, ...init);
    if (!isSuccess(answer)) throw new TypeError('An error answer resolved past the HTTP rules.');
    return { data: answer.data, response: answer.response };
  };
}
