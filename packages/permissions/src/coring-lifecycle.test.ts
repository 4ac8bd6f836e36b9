import type { components } from '@chaussee/sdk';
import { describe, expect, it } from 'vitest';
import {
  CORING_TRANSITIONS,
  coresValidationStep,
  coringTransitionsFrom,
  decideCoringTransition,
  type LifecycleFacts,
} from './coring-lifecycle.js';

type CampaignStatus = components['schemas']['CampaignStatus'];

/** The statuses of the coring lifecycle, written out here rather than read from the module. */
const STATUSES: CampaignStatus[] = [
  'preparing',
  'awaiting_validation',
  'programing_validated',
  'taking_in_progress',
  'taken',
  'taking_validated',
  'sent_for_analysis',
  'results_obtained',
  'finished',
  'cancelled',
  'abandoned',
];

/** Every allowed transition with the right it needs, written out. */
// prettier-ignore
const ALLOWED: [CampaignStatus, CampaignStatus, string][] = [
  ['preparing',            'awaiting_validation',  'prepare'],
  ['awaiting_validation',  'preparing',            'prepare'],
  ['awaiting_validation',  'programing_validated', 'updateStatus'],
  ['programing_validated', 'taking_in_progress',   'startCoring'],
  ['taking_in_progress',   'taken',                'updateStatus'],
  ['taken',                'taking_in_progress',   'startCoring'],
  ['taken',                'taking_validated',     'updateStatus'],
  ['taking_validated',     'sent_for_analysis',    'sendToProvider'],
  ['taking_validated',     'finished',             'updateStatus'],
  ['sent_for_analysis',    'results_obtained',     'updateStatus'],
  ['results_obtained',     'finished',             'updateStatus'],
  ['preparing',            'cancelled',            'updateStatus'],
  ['preparing',            'abandoned',            'updateStatus'],
  ['awaiting_validation',  'cancelled',            'updateStatus'],
  ['awaiting_validation',  'abandoned',            'updateStatus'],
  ['programing_validated', 'cancelled',            'updateStatus'],
  ['programing_validated', 'abandoned',            'updateStatus'],
  ['taking_in_progress',   'cancelled',            'updateStatus'],
  ['taking_in_progress',   'abandoned',            'updateStatus'],
  ['taken',                'cancelled',            'updateStatus'],
  ['taken',                'abandoned',            'updateStatus'],
  ['taking_validated',     'cancelled',            'updateStatus'],
  ['taking_validated',     'abandoned',            'updateStatus'],
  ['sent_for_analysis',    'cancelled',            'updateStatus'],
  ['sent_for_analysis',    'abandoned',            'updateStatus'],
  ['results_obtained',     'cancelled',            'updateStatus'],
  ['results_obtained',     'abandoned',            'updateStatus'],
];

/** Facts under which every guard holds. */
const favourable = (status: CampaignStatus): LifecycleFacts => ({
  status,
  coresValid: true,
  shouldValidateCustomer: false,
  validateCustomer: false,
});

const isAllowed = (from: CampaignStatus, to: CampaignStatus) =>
  ALLOWED.some(([allowedFrom, allowedTo]) => allowedFrom === from && allowedTo === to);

const REFUSED: [CampaignStatus, CampaignStatus][] = STATUSES.flatMap((from) =>
  [...STATUSES, 'new' as const, 'archived' as const]
    .filter((to) => !isAllowed(from, to))
    .map((to): [CampaignStatus, CampaignStatus] => [from, to]),
);

describe('coring lifecycle', () => {
  it('has exactly the transitions of the documented table', () => {
    expect(CORING_TRANSITIONS.map(({ from, to, right }) => [from, to, right]).sort()).toEqual(
      [...ALLOWED].sort(),
    );
  });

  it.each(ALLOWED)('allows %s → %s (right %s) when its guards hold', (from, to, right) => {
    const decision = decideCoringTransition(favourable(from), to);
    expect(decision).toMatchObject({ allowed: true, transition: { from, to, right } });
  });

  it.each(REFUSED)('refuses %s → %s, naming both statuses', (from, to) => {
    expect(decideCoringTransition(favourable(from), to)).toEqual({
      allowed: false,
      reason: 'not_allowed',
      detail: `A coring campaign cannot go from ${from} to ${to}.`,
    });
  });

  it('refuses to stay in the same status', () => {
    expect(decideCoringTransition(favourable('taken'), 'taken')).toMatchObject({
      allowed: false,
      reason: 'not_allowed',
    });
  });

  it('offers no way out of finished, cancelled and abandoned', () => {
    expect(coringTransitionsFrom('finished')).toEqual([]);
    expect(coringTransitionsFrom('cancelled')).toEqual([]);
    expect(coringTransitionsFrom('abandoned')).toEqual([]);
  });

  it('lists the ways out of a status for the web', () => {
    expect(coringTransitionsFrom('taken').map((transition) => transition.to)).toEqual([
      'taking_in_progress',
      'taking_validated',
      'cancelled',
      'abandoned',
    ]);
  });

  describe('guards', () => {
    // prettier-ignore
    const cases: [string, LifecycleFacts, CampaignStatus, string | null][] = [
      ['programme validated with valid cores',                    { status: 'awaiting_validation', coresValid: true,  shouldValidateCustomer: false, validateCustomer: false }, 'programing_validated', null],
      ['programme refused with invalid cores',                    { status: 'awaiting_validation', coresValid: false, shouldValidateCustomer: false, validateCustomer: false }, 'programing_validated', 'cores_not_valid'],
      ['programme refused until the customer validates',          { status: 'awaiting_validation', coresValid: true,  shouldValidateCustomer: true,  validateCustomer: false }, 'programing_validated', 'customer_not_validated'],
      ['programme validated once the customer validated',         { status: 'awaiting_validation', coresValid: true,  shouldValidateCustomer: true,  validateCustomer: true  }, 'programing_validated', null],
      ['customer validation not needed when not asked',           { status: 'awaiting_validation', coresValid: true,  shouldValidateCustomer: false, validateCustomer: true  }, 'programing_validated', null],
      ['invalid cores explained before the customer',             { status: 'awaiting_validation', coresValid: false, shouldValidateCustomer: true,  validateCustomer: false }, 'programing_validated', 'cores_not_valid'],
      ['taking validated with valid cores',                       { status: 'taken',               coresValid: true,  shouldValidateCustomer: true,  validateCustomer: false }, 'taking_validated',     null],
      ['taking refused with invalid cores',                       { status: 'taken',               coresValid: false, shouldValidateCustomer: false, validateCustomer: false }, 'taking_validated',     'cores_not_valid'],
      ['back to preparing whatever the cores',                    { status: 'awaiting_validation', coresValid: false, shouldValidateCustomer: true,  validateCustomer: false }, 'preparing',            null],
      ['more cores to take whatever the cores',                   { status: 'taken',               coresValid: false, shouldValidateCustomer: false, validateCustomer: false }, 'taking_in_progress',   null],
      ['cancelled whatever the cores',                            { status: 'awaiting_validation', coresValid: false, shouldValidateCustomer: true,  validateCustomer: false }, 'cancelled',            null],
    ];

    it.each(cases)('%s', (_name, facts, to, refusal) => {
      const decision = decideCoringTransition(facts, to);
      if (refusal === null) expect(decision.allowed).toBe(true);
      else expect(decision).toMatchObject({ allowed: false, reason: refusal });
    });

    it('explains each refusal in its detail', () => {
      const facts = favourable('awaiting_validation');
      const detailOf = (decision: ReturnType<typeof decideCoringTransition>) =>
        decision.allowed ? '' : decision.detail;
      expect(
        detailOf(decideCoringTransition({ ...facts, coresValid: false }, 'programing_validated')),
      ).toContain('every core must be filled in');
      expect(
        detailOf(
          decideCoringTransition({ ...favourable('taken'), coresValid: false }, 'taking_validated'),
        ),
      ).toContain('at least one core that is not cancelled must be validated');
      expect(
        detailOf(
          decideCoringTransition(
            { ...facts, shouldValidateCustomer: true, validateCustomer: false },
            'programing_validated',
          ),
        ),
      ).toContain('customer must validate the programme');
    });
  });
});

describe('coresValidationStep: where validating the cores leads', () => {
  it('validates the programme while awaiting validation and the taking once taken', () => {
    expect(coresValidationStep('awaiting_validation')).toBe('programing_validated');
    expect(coresValidationStep('taken')).toBe('taking_validated');
  });

  it('does not apply in any other status', () => {
    for (const status of [
      'preparing',
      'taking_in_progress',
      'taking_validated',
      'finished',
    ] as const) {
      expect(coresValidationStep(status)).toBeUndefined();
    }
  });

  it('leads only where the lifecycle has a transition guarded by the cores rule', () => {
    for (const from of ['awaiting_validation', 'taken'] as const) {
      const to = coresValidationStep(from);
      const transition = CORING_TRANSITIONS.find((t) => t.from === from && t.to === to);
      expect(transition?.guards).toContain('coresValid');
    }
  });
});
