import type { ApiError } from './api-error.js';
import { getConfiguredClient } from './configured-client.js';
import { sendThroughClient } from './create-client.js';

/**
 * The error type of the generated hooks (orval reads this export by name): whatever the contract
 * says an error answer holds, the hooks reject with an ApiError carrying it as `problem`.
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- orval passes the contract's error body type; the problem is on ApiError
export type ErrorType<_Body> = ApiError;

function decodeBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205 || response.body === null) {
    return Promise.resolve(undefined);
  }
  const contentType = response.headers.get('Content-Type') ?? '';
  if (contentType === '' || contentType.includes('json')) return response.json();
  if (contentType.startsWith('text/')) return response.text();
  return response.blob();
}

/**
 * The mutator of the orval hooks (orval.config.ts): sends the request through the configured
 * client, hence through every HTTP rule, and returns the `{ data, status, headers }` shape of
 * orval's fetch client. Errors reject with an ApiError before reaching here.
 */
export async function chausseeFetch<T>(url: string, init: RequestInit): Promise<T> {
  const response = await sendThroughClient(getConfiguredClient(), url, init);
  const data = await decodeBody(response);
  // orval types each operation's answer; the contract, checked by the API's tests, backs this.
  return { data, status: response.status, headers: response.headers } as T;
}
