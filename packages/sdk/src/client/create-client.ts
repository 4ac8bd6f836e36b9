import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './generated/schema.js';

export interface ChausseeClientOptions {
  /** Where the API is served, `/api` on the web app's origin. */
  baseUrl: string;
  fetch?: typeof globalThis.fetch;
}

export type ChausseeClient = Client<paths>;

/** The one typed client of the Chaussée API; cross-cutting HTTP rules are added as middleware. */
export function createChausseeClient({ baseUrl, fetch }: ChausseeClientOptions): ChausseeClient {
  return createClient<paths>(fetch ? { baseUrl, fetch } : { baseUrl });
}
