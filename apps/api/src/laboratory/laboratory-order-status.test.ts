import { describe, expect, it } from 'vitest';
import { canMoveOrder, nextOrderStatuses } from './laboratory-order-status.js';

describe('laboratory order lifecycle', () => {
  it('goes New, Validated, Sent, Finished, ResultsSent, one step at a time', () => {
    expect(canMoveOrder('New', 'Validated')).toBe(true);
    expect(canMoveOrder('Validated', 'Sent')).toBe(true);
    expect(canMoveOrder('Sent', 'Finished')).toBe(true);
    expect(canMoveOrder('Finished', 'ResultsSent')).toBe(true);
    expect(canMoveOrder('New', 'Sent')).toBe(false);
    expect(canMoveOrder('Validated', 'Finished')).toBe(false);
    expect(canMoveOrder('Sent', 'Validated')).toBe(false);
  });

  it('can be cancelled until it leaves for the laboratory, and not after', () => {
    expect(canMoveOrder('New', 'Cancel')).toBe(true);
    expect(canMoveOrder('Validated', 'Cancel')).toBe(true);
    expect(canMoveOrder('Sent', 'Cancel')).toBe(false);
    expect(canMoveOrder('Finished', 'Cancel')).toBe(false);
    expect(canMoveOrder('ResultsSent', 'Cancel')).toBe(false);
  });

  it('ends with ResultsSent or Cancel', () => {
    expect(nextOrderStatuses('ResultsSent')).toEqual([]);
    expect(nextOrderStatuses('Cancel')).toEqual([]);
  });
});
