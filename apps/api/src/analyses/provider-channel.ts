import { createEmailProviderAdapter } from '../laboratory/email-provider-adapter.js';
import { createHttpProviderAdapter } from '../laboratory/http-provider-adapter.js';
import type { ProviderAdapter } from '../laboratory/provider-adapter.js';
import type { Mailer } from '../mail/mailer.js';
import type { ProviderRow } from './laboratory-orders.repository.js';

/** The adapter an order of this provider goes through. Tests and the demo seed give their own. */
export type ProviderAdapterFor = (
  provider: Pick<ProviderRow, 'apiUrl' | 'apiKey'>,
) => ProviderAdapter;

/**
 * The channel of spec issue 9: a provider with an API (providers.api_url, its key in
 * providers.api_key) gets its orders over HTTP (LABORATORY-API.md), the others by e-mail through
 * the mailer, their results coming back as a file staff import.
 */
export function createProviderAdapterFor({
  mailer,
  fetch,
}: {
  mailer: Mailer;
  fetch?: typeof globalThis.fetch;
}): ProviderAdapterFor {
  const byEmail = createEmailProviderAdapter({ mailer });
  return ({ apiUrl, apiKey }) =>
    apiUrl === null || apiUrl === ''
      ? byEmail
      : createHttpProviderAdapter({ apiKey: apiKey ?? '', ...(fetch && { fetch }) });
}
