import {
  readApiResult,
  readOrderReceived,
  readProblemDetail,
  readResultsAnswer,
  toApiOrder,
} from './laboratory-api.js';
import { providerMessages } from './laboratory-messages.js';
import { sampleIdsOf, type OrderToLaboratory } from './laboratory-order.js';
import { classifySampleResult, type ClassifiedSampleResult } from './laboratory-results.js';
import {
  ProviderError,
  type FetchedResults,
  type ProviderAdapter,
  type RefusedResult,
} from './provider-adapter.js';

export interface HttpProviderAdapterOptions {
  /** The provider's API key, sent as `Authorization: Bearer <key>`. */
  apiKey: string;
  /**
   * Base URL of the provider's API, for providers whose laboratories share one; when left out, each
   * order's `laboratory.apiUrl`.
   */
  apiUrl?: string | null;
  /** Longest wait for a whole answer (headers and body); 10 s by default. */
  timeoutMs?: number;
  /** `globalThis.fetch` unless a test passes its own. */
  fetch?: typeof fetch;
}

// AbortSignal.timeout rejects with a DOMException named TimeoutError (while connecting or reading).
function isTimeout(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'name' in error && error.name === 'TimeoutError'
  );
}

interface Answer {
  status: number;
  body: unknown;
}

/**
 * Orders through a laboratory's API, as LABORATORY-API.md describes it. Every failure becomes a
 * `ProviderError` whose French message names the laboratory and what went wrong, which the coring
 * domain shows as is (502 detail, or one of the `errors` of a get-from-provider answer).
 */
export function createHttpProviderAdapter({
  apiKey,
  apiUrl: providerApiUrl = null,
  timeoutMs = 10_000,
  fetch: fetchImpl = globalThis.fetch,
}: HttpProviderAdapterOptions): ProviderAdapter {
  async function call(
    order: OrderToLaboratory,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<Answer> {
    const { name } = order.laboratory;
    const apiUrl = providerApiUrl ?? order.laboratory.apiUrl;
    if (apiUrl === null || apiUrl === '') {
      throw new ProviderError('not_configured', providerMessages.noApiUrl(name));
    }
    const url = new URL(path, apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/`);
    const headers: Record<string, string> = {
      accept: 'application/json',
      authorization: `Bearer ${apiKey}`,
    };
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      // A retry after a lost answer must not make the laboratory analyse the samples twice.
      headers['idempotency-key'] = order.id;
    }
    try {
      const response = await fetchImpl(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
      const text = await response.text();
      let parsed: unknown = null;
      try {
        parsed = text === '' ? null : JSON.parse(text);
      } catch {
        // Not JSON: the status still tells what happened; a success without JSON is refused below.
      }
      return { status: response.status, body: parsed };
    } catch (error) {
      if (isTimeout(error)) {
        throw new ProviderError('timeout', providerMessages.timeout(name, timeoutMs), {
          cause: error,
        });
      }
      throw new ProviderError('unreachable', providerMessages.unreachable(name), { cause: error });
    }
  }

  /** The error of an answer that is not a success. */
  function failure(
    order: OrderToLaboratory,
    { status, body }: Answer,
    reference?: string,
  ): ProviderError {
    const { name } = order.laboratory;
    if (status === 401 || status === 403) {
      return new ProviderError('unauthorized', providerMessages.unauthorized(name), { status });
    }
    if (status === 404 && reference !== undefined) {
      return new ProviderError('unknown_order', providerMessages.unknownOrder(name, reference), {
        status,
      });
    }
    if (status >= 400 && status < 500) {
      return new ProviderError(
        'rejected',
        providerMessages.rejected(name, readProblemDetail(body)),
        {
          status,
        },
      );
    }
    if (status >= 500) {
      return new ProviderError('provider_failure', providerMessages.failure(name, status), {
        status,
      });
    }
    return invalidAnswer(order, status);
  }

  function invalidAnswer(order: OrderToLaboratory, status: number): ProviderError {
    return new ProviderError(
      'invalid_answer',
      providerMessages.invalidAnswer(order.laboratory.name),
      {
        status,
      },
    );
  }

  return {
    channel: 'http',

    async sendOrder(order) {
      const answer = await call(order, 'POST', 'orders', toApiOrder(order));
      if (answer.status !== 200 && answer.status !== 201) throw failure(order, answer);
      const received = readOrderReceived(answer.body);
      if (received === null) throw invalidAnswer(order, answer.status);
      return { externalReference: received.externalReference };
    },

    async fetchResults(order, externalReference): Promise<FetchedResults> {
      const path = `orders/${encodeURIComponent(externalReference)}/results`;
      const answer = await call(order, 'GET', path);
      if (answer.status === 202) return { state: 'pending' };
      if (answer.status !== 200) throw failure(order, answer, externalReference);
      const read = readResultsAnswer(answer.body);
      if (read === null) throw invalidAnswer(order, answer.status);
      if (read.status === 'pending') return { state: 'pending' };

      const sampleIds = sampleIdsOf(order);
      const results: ClassifiedSampleResult[] = [];
      const refused: RefusedResult[] = [];
      for (const item of read.results) {
        const checked = readApiResult(item);
        if (!('result' in checked)) refused.push(checked);
        else if (!sampleIds.has(checked.result.sampleId)) {
          const { sampleId } = checked.result;
          refused.push({ sampleId, reason: providerMessages.resultOutsideOrder(sampleId) });
        } else results.push(classifySampleResult(checked.result));
      }
      return { state: 'ready', results, refused };
    },
  };
}
