import { defineAbilityFor } from '@chaussee/permissions';
import { describe, expect, it } from 'vitest';
import { canValidateCoresIn, statusMoves } from './campaign-lifecycle.js';

const facts = { coresValid: true, shouldValidateCustomer: false, validateCustomer: false };

/** A technician of the engineering office: every right of the lifecycle (staff job). */
const technician = defineAbilityFor({ id: 't', roles: ['ROLE_NEXTROAD_USER'], job: 'technician' });
/** A main customer: none of them. */
const customer = defineAbilityFor({ id: 'c', roles: ['ROLE_CUSTOMER_MAIN'], job: null });

describe('status moves of a coring campaign', () => {
  it('follow the lifecycle, with cancelled and abandoned from any open status', () => {
    expect(statusMoves({ ...facts, status: 'preparing' }, technician)).toEqual([
      { to: 'awaiting_validation', isEnding: false, blockedBy: null },
      { to: 'cancelled', isEnding: true, blockedBy: null },
      { to: 'abandoned', isEnding: true, blockedBy: null },
    ]);
    expect(statusMoves({ ...facts, status: 'taken' }, technician).map((move) => move.to)).toEqual([
      'taking_in_progress',
      'taking_validated',
      'cancelled',
      'abandoned',
    ]);
  });

  it('offer to finish a campaign once its taking is validated (no laboratory analysis)', () => {
    expect(
      statusMoves({ ...facts, status: 'taking_validated' }, technician).map((move) => move.to),
    ).toEqual(['sent_for_analysis', 'finished', 'cancelled', 'abandoned']);
  });

  it('offer nothing from a final status', () => {
    for (const status of ['finished', 'cancelled', 'abandoned'] as const) {
      expect(statusMoves({ ...facts, status }, technician)).toEqual([]);
    }
  });

  it('offer only the moves whose right the user has', () => {
    expect(statusMoves({ ...facts, status: 'preparing' }, customer)).toEqual([]);
    // « update status » alone: cancelling, not sending the programme for validation (« prepare »).
    const updateStatusOnly = defineAbilityFor({ id: 'u', roles: [], job: null });
    updateStatusOnly.update([{ action: 'updateStatus', subject: 'Campaign' }]);
    expect(
      statusMoves({ ...facts, status: 'preparing' }, updateStatusOnly).map((move) => move.to),
    ).toEqual(['cancelled', 'abandoned']);
    expect(
      statusMoves({ ...facts, status: 'taking_validated' }, updateStatusOnly).map(
        (move) => move.to,
      ),
    ).toEqual(['finished', 'cancelled', 'abandoned']);
  });

  it('block the validation steps while the cores are not valid', () => {
    const moves = statusMoves(
      { ...facts, status: 'awaiting_validation', coresValid: false },
      technician,
    );
    expect(moves).toEqual([
      { to: 'preparing', isEnding: false, blockedBy: null },
      { to: 'programing_validated', isEnding: false, blockedBy: 'coresNotValid' },
      { to: 'cancelled', isEnding: true, blockedBy: null },
      { to: 'abandoned', isEnding: true, blockedBy: null },
    ]);
    const taken = statusMoves({ ...facts, status: 'taken', coresValid: false }, technician);
    expect(taken.find((move) => move.to === 'taking_validated')?.blockedBy).toBe('coresNotValid');
    expect(taken.find((move) => move.to === 'taking_in_progress')?.blockedBy).toBeNull();
  });

  it('wait for the customer when the programme needs their validation', () => {
    const blockedBy = (validateCustomer: boolean) =>
      statusMoves(
        { ...facts, status: 'awaiting_validation', shouldValidateCustomer: true, validateCustomer },
        technician,
      ).find((move) => move.to === 'programing_validated')?.blockedBy;
    expect(blockedBy(false)).toBe('customerValidationMissing');
    expect(blockedBy(true)).toBeNull();
  });

  it('let cores be validated only while awaiting validation or taken', () => {
    expect(canValidateCoresIn('awaiting_validation')).toBe(true);
    expect(canValidateCoresIn('taken')).toBe(true);
    expect(canValidateCoresIn('preparing')).toBe(false);
    expect(canValidateCoresIn('taking_validated')).toBe(false);
  });
});
