import type { LaboratoryOrderStatus } from '../laboratory/laboratory-order.js';
import { canMoveOrder } from '../laboratory/laboratory-order-status.js';
import type {
  LaboratoryOrderRow,
  LaboratoryOrdersRepository,
} from './laboratory-orders.repository.js';

/** Statuses of an order that has not left for the laboratory: it may still change or be cancelled. */
export const UNSENT_ORDER_STATUSES = ['New', 'Validated'] as const;

/** Statuses of an order that left: its results may come (or be imported again to correct them). */
export const SENT_ORDER_STATUSES = ['Sent', 'Finished', 'ResultsSent'] as const;

/** Statuses of an order that still waits for something before its results are on the layers. */
export const OPEN_ORDER_STATUSES = ['New', 'Validated', 'Sent'] as const;

type OrderChanges = Partial<
  Pick<LaboratoryOrderRow, 'externalReference' | 'sentAt' | 'resultsReceivedAt'>
>;

/**
 * Moves an order through the one lifecycle table (laboratory/laboratory-order-status.ts): a move
 * the table does not have is a programming error; a move from a status the order left meanwhile
 * (another request was first) answers false and changes nothing. The order's layer prestations
 * follow its status.
 */
export async function moveOrder(
  orders: LaboratoryOrdersRepository,
  orderId: string,
  from: readonly LaboratoryOrderStatus[],
  to: LaboratoryOrderStatus,
  changes: OrderChanges = {},
): Promise<boolean> {
  const impossible = from.find((status) => !canMoveOrder(status, to));
  if (impossible !== undefined) {
    throw new Error(`A laboratory order cannot go from ${impossible} to ${to}.`);
  }
  const moved = await orders.moveOrder(orderId, from, to, changes);
  if (moved) await orders.setPrestationsStatus(orderId, to);
  return moved;
}
