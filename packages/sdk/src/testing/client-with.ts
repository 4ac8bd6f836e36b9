import { expect } from 'vitest';
import { createChausseeClient, type ChausseeClientOptions } from '../client/create-client.js';
import { recordingFetch } from './recording-fetch.js';

const baseUrl = 'http://localhost/api';
export const health = { status: 'ok', database: 'pglite' } as const;
export const ok = () => Response.json(health);
export const noContent = () => new Response(null, { status: 204 });

/** A client whose fetch records the requests and answers with `answers` in turn. */
export function clientWith(
  answers: (() => Response)[],
  options: Partial<ChausseeClientOptions> = {},
) {
  const { fetch, requests } = recordingFetch(...answers);
  return { client: createChausseeClient({ baseUrl, fetch, ...options }), requests };
}

/** The one request a call sent (and a failed expectation when it sent another number). */
export function onlyRequest(requests: Request[]): Request {
  expect(requests).toHaveLength(1);
  const [request] = requests;
  if (!request) throw new Error('no request was sent');
  return request;
}
