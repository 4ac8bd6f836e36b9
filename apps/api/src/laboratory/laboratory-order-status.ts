import type { LaboratoryOrderStatus } from './laboratory-order.js';

/**
 * Lifecycle of a laboratory order. Spec section 3 lists the statuses only; the order is ours:
 * - New: assembled from the campaign's pending prestations, still editable;
 * - Validated: staff checked it, ready to leave (send-to-provider sends only these);
 * - Sent: the provider adapter accepted it (e-mail written, or the laboratory's API answered 201);
 * - Finished: the laboratory gave every result (its API answered 200, or staff imported its file);
 * - ResultsSent: the results are stored on the campaign's layers, visible to its readers;
 * - Cancel: abandoned before it left (New or Validated); an order that left is cancelled at the
 *   laboratory, not by us (the contract's LaboratoryOrderStatus says the same).
 */
const transitions = {
  New: ['Validated', 'Cancel'],
  Validated: ['Sent', 'Cancel'],
  Sent: ['Finished'],
  Finished: ['ResultsSent'],
  ResultsSent: [],
  Cancel: [],
} as const satisfies Record<LaboratoryOrderStatus, readonly LaboratoryOrderStatus[]>;

export function nextOrderStatuses(from: LaboratoryOrderStatus): readonly LaboratoryOrderStatus[] {
  return transitions[from];
}

export function canMoveOrder(from: LaboratoryOrderStatus, to: LaboratoryOrderStatus): boolean {
  return nextOrderStatuses(from).includes(to);
}
