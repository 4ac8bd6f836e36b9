import type { components } from '@chaussee/sdk';
import { describe, expect, it } from 'vitest';
import { areCoresValid } from './cores-validity.js';

type CampaignStatus = components['schemas']['CampaignStatus'];
type CoreStatus = components['schemas']['CoreStatus'];

describe('areCoresValid (spec section 4)', () => {
  // prettier-ignore
  const cases: [string, CampaignStatus, CoreStatus[], boolean][] = [
    // awaiting_validation: no core is empty.
    ['awaiting_validation, every core filled in',                 'awaiting_validation', ['validated', 'validated'],             true],
    ['awaiting_validation, cancelled cores are not empty',        'awaiting_validation', ['validated', 'cancelled'],             true],
    ['awaiting_validation, only cancelled cores',                 'awaiting_validation', ['cancelled'],                          true],
    ['awaiting_validation, no core at all (letter of the rule)',  'awaiting_validation', [],                                     true],
    ['awaiting_validation, one empty core',                       'awaiting_validation', ['validated', 'empty'],                 false],
    ['awaiting_validation, every core empty',                     'awaiting_validation', ['empty', 'empty'],                     false],
    ['awaiting_validation, a core sent to the study manager',     'awaiting_validation', ['validated', 'sent_to_study_manager'], false],
    // taken: among non-cancelled cores, at least one validated.
    ['taken, one validated core',                                 'taken',               ['validated'],                          true],
    ['taken, one validated among empty and cancelled ones',       'taken',               ['empty', 'cancelled', 'validated'],    true],
    ['taken, no validated core (empty ones only)',                'taken',               ['empty', 'empty'],                     false],
    ['taken, every core cancelled',                               'taken',               ['cancelled', 'cancelled'],             false],
    ['taken, no core at all',                                     'taken',               [],                                     false],
    ['taken, a core sent to the study manager resets the flag',   'taken',               ['validated', 'sent_to_study_manager'], false],
    ['taken, only cores sent to the study manager',               'taken',               ['sent_to_study_manager'],              false],
    // Any other status: the rule does not apply.
    ['preparing, every core validated',                           'preparing',           ['validated'],                          false],
    ['programing_validated, every core validated',                'programing_validated',['validated'],                          false],
    ['taking_in_progress, every core validated',                  'taking_in_progress',  ['validated'],                          false],
    ['taking_validated, every core validated',                    'taking_validated',    ['validated'],                          false],
    ['finished, every core validated',                            'finished',            ['validated'],                          false],
  ];

  it.each(cases)('%s → %s with %j is %s', (_name, status, coreStatuses, expected) => {
    expect(areCoresValid(status, coreStatuses)).toBe(expected);
  });

  // The API reads each status once (coring-campaign.repository.ts): the rule must not count.
  it.each(cases)('%s: the same with each status once', (_name, status, coreStatuses, expected) => {
    expect(areCoresValid(status, [...new Set(coreStatuses)])).toBe(expected);
  });
});
