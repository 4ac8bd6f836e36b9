import createClient, { type Client } from 'openapi-fetch';
import type { paths } from '../generated/openapi-typescript/schema.js';
import type { ChausseeClient } from './client-types.js';
import {
  bearerToken,
  contentNegotiation,
  emptyPostBody,
  failuresAsApiErrors,
  type TokenGetter,
  type UnauthorizedHandler,
} from './http-rules.js';
import { entityVersionsFor } from './entity-versions.js';
import { withRetryOnce } from './retry-fetch.js';
import { successOnly } from './success-only.js';

export interface ChausseeClientOptions {
  /** Where the API is served: `/api` on the web app's origin, an absolute URL in Node. */
  baseUrl: string;
  /** The current access token; calls carry no Authorization header while it returns nothing. */
  getToken?: TokenGetter;
  /**
   * Called when an authenticated call is answered 401 (spec section 8): the web app saves the
   * current path as the redirect target, signs out and goes to the login page.
   */
  onUnauthorized?: UnauthorizedHandler;
  /** The fetch to use, `globalThis.fetch` by default (tests pass a recording one). */
  fetch?: (request: Request) => Promise<Response>;
}

type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';

/** What the generated hooks need: any concrete URL, any body, the raw answer. */
interface UntypedOperation {
  parameters: { query?: never; header?: never; path?: never; cookie?: never };
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, unknown>;
}
type UntypedPaths = Record<string, Record<HttpMethod, UntypedOperation>>;
type UntypedClient = Client<UntypedPaths>;

/**
 * Each typed client has an untyped twin with the same options and middleware. The generated hooks
 * (orval-mutator.ts) call concrete URLs such as `/cores/12`, which the typed client's path
 * templates cannot name; the twin lets them through the same rules without a cast.
 */
const untypedTwins = new WeakMap<ChausseeClient, UntypedClient>();

function buildClient<Paths extends object>(options: ChausseeClientOptions): Client<Paths> {
  const fetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const client = createClient<Paths>({ baseUrl: options.baseUrl, fetch: withRetryOnce(fetch) });
  client.use(
    bearerToken(options.getToken),
    contentNegotiation,
    emptyPostBody,
    entityVersionsFor(options),
    failuresAsApiErrors(options.onUnauthorized),
  );
  return client;
}

/** The one client of the Chaussée API, carrying the HTTP rules of spec section 7. */
export function createChausseeClient(options: ChausseeClientOptions): ChausseeClient {
  const typed = buildClient<paths>(options);
  const client: ChausseeClient = {
    GET: successOnly(typed, 'get'),
    PUT: successOnly(typed, 'put'),
    POST: successOnly(typed, 'post'),
    DELETE: successOnly(typed, 'delete'),
    OPTIONS: successOnly(typed, 'options'),
    HEAD: successOnly(typed, 'head'),
    PATCH: successOnly(typed, 'patch'),
  };
  untypedTwins.set(client, buildClient<UntypedPaths>(options));
  return client;
}

const METHODS: readonly HttpMethod[] = [
  'get',
  'put',
  'post',
  'delete',
  'options',
  'head',
  'patch',
  'trace',
];

function toHttpMethod(method: string | undefined): HttpMethod {
  const lower = (method ?? 'GET').toLowerCase();
  const found = METHODS.find((candidate) => candidate === lower);
  if (!found) throw new TypeError(`Unsupported HTTP method: ${lower}`);
  return found;
}

/**
 * Sends an already built request (a URL under the base URL and a serialised body) through the
 * client's rules and returns the answer unread. Used by the generated hooks.
 */
export async function sendThroughClient(
  client: ChausseeClient,
  url: string,
  init: RequestInit,
): Promise<Response> {
  const twin = untypedTwins.get(client);
  if (!twin) throw new TypeError('This client was not made by createChausseeClient().');
  const { response } = await twin.request(toHttpMethod(init.method), url, {
    ...(init.body === undefined || init.body === null ? {} : { body: init.body }),
    ...(init.headers === undefined ? {} : { headers: init.headers }),
    ...(init.signal ? { signal: init.signal } : {}),
    // orval has already serialised the body (JSON text or FormData): send it as it is.
    bodySerializer: (body: unknown) => body,
    // Leave the body unread: the caller decodes it by content type (JSON, text or file).
    parseAs: 'stream',
  });
  return response;
}
