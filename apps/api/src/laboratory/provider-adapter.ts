import type { OrderToLaboratory } from './laboratory-order.js';
import type { ClassifiedSampleResult } from './laboratory-results.js';

/** What the provider gave back for a sent order. */
interface SentOrder {
  /**
   * The provider's reference of the order, kept to ask for its results (the contract's
   * `LaboratoryOrder.reference`). By e-mail, our own order reference.
   */
  externalReference: string;
}

/** A result the provider sent for a sample that is not in the order, or with unusable values. */
export interface RefusedResult {
  sampleId: string | null;
  reason: string;
}

export type FetchedResults =
  | { state: 'pending' }
  | {
      state: 'ready';
      results: ClassifiedSampleResult[];
      /** Results dropped because they do not fit the order; the others are kept. */
      refused: RefusedResult[];
    };

/**
 * How an order reaches a laboratory and how its results come back. The coring domain picks the
 * adapter from the provider (`hasApi`: HTTP, otherwise e-mail) and drives the order's status.
 * Both methods throw a `ProviderError` when the exchange fails.
 */
export interface ProviderAdapter {
  readonly channel: 'email' | 'http';
  sendOrder(order: OrderToLaboratory): Promise<SentOrder>;
  fetchResults(order: OrderToLaboratory, externalReference: string): Promise<FetchedResults>;
}

export type ProviderErrorCode =
  /** The order cannot go through this channel (no e-mail address, no API URL). */
  | 'not_configured'
  | 'timeout'
  | 'unreachable'
  /** The laboratory refused our key (401, 403). */
  | 'unauthorized'
  /** The laboratory refused the order itself (400, 409, 422…). */
  | 'rejected'
  /** The laboratory does not know the order (404 on its results). */
  | 'unknown_order'
  /** The laboratory failed (5xx). */
  | 'provider_failure'
  /** An answer that does not follow LABORATORY-API.md. */
  | 'invalid_answer';

/**
 * A failed exchange with a provider. `message` is the French sentence shown to staff (the
 * contract's `provider_api_error` detail, or an entry of `LaboratoryOrderSyncResult.errors`).
 */
export class ProviderError extends Error {
  readonly code: ProviderErrorCode;
  /** HTTP status the laboratory answered, when it answered. */
  readonly status: number | undefined;

  constructor(
    code: ProviderErrorCode,
    message: string,
    options: { status?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'ProviderError';
    this.code = code;
    this.status = options.status;
  }
}
