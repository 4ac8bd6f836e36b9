import { describe, expect, it } from 'vitest';
import { canValidateCoresIn, statusMoves } from './campaign-lifecycle.js';

const facts = { coresValid: true, shouldValidateCustomer: false, validateCustomer: false };

describe('status moves of a coring campaign', () => {
  it('follow the lifecycle, with cancelled and abandoned from any open status', () => {
    expect(statusMoves({ ...facts, status: 'preparing' })).toEqual([
      { to: 'awaiting_validation', isEnding: false, blockedBy: null },
      { to: 'cancelled', isEnding: true, blockedBy: null },
      { to: 'abandoned', isEnding: true, blockedBy: null },
    ]);
    expect(statusMoves({ ...facts, status: 'taken' }).map((move) => move.to)).toEqual([
      'taking_validated',
      'taking_in_progress',
      'cancelled',
      'abandoned',
    ]);
  });

  it('offer nothing from a final status', () => {
    for (const status of ['finished', 'cancelled', 'abandoned'] as const) {
      expect(statusMoves({ ...facts, status })).toEqual([]);
    }
  });

  it('block the validation steps while the cores are not valid', () => {
    const moves = statusMoves({ ...facts, status: 'awaiting_validation', coresValid: false });
    expect(moves[0]).toEqual({
      to: 'programing_validated',
      isEnding: false,
      blockedBy: 'coresNotValid',
    });
    expect(moves[1]).toEqual({ to: 'preparing', isEnding: false, blockedBy: null });
    expect(statusMoves({ ...facts, status: 'taken', coresValid: false })[0]?.blockedBy).toBe(
      'coresNotValid',
    );
  });

  it('wait for the customer when the programme needs their validation', () => {
    const waiting = {
      ...facts,
      status: 'awaiting_validation',
      shouldValidateCustomer: true,
    } as const;
    expect(statusMoves(waiting)[0]?.blockedBy).toBe('customerValidationMissing');
    expect(statusMoves({ ...waiting, validateCustomer: true })[0]?.blockedBy).toBeNull();
  });

  it('let cores be validated only while awaiting validation or taken', () => {
    expect(canValidateCoresIn('awaiting_validation')).toBe(true);
    expect(canValidateCoresIn('taken')).toBe(true);
    expect(canValidateCoresIn('preparing')).toBe(false);
    expect(canValidateCoresIn('taking_validated')).toBe(false);
  });
});
