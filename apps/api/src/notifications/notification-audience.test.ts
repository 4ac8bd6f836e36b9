import type { Job, Role } from '@chaussee/permissions';
import { describe, expect, it } from 'vitest';
import { hearsOfCampaignProgress } from './notification-events.js';

/**
 * Who hears of a campaign's progress (status changes), written out: the engineering office
 * always; customers and other accounts outside it only on a campaign open to customers and when
 * on its diffusion list.
 */
// prettier-ignore
const TABLE: [string, Role[], Job | null, boolean, boolean, boolean][] = [
  // who                    roles                                     job              open   diffused  hears
  ['engineer',              ['ROLE_NEXTROAD_USER'],                   'engineer',      false, false,    true],
  ['technician',            ['ROLE_NEXTROAD_USER'],                   'technician',    false, false,    true],
  ['agency head',           ['ROLE_NEXTROAD_MAIN'],                   'study_manager', false, false,    true],
  ['admin without job',     ['ROLE_ADMIN'],                           null,            false, false,    true],
  ['main customer',         ['ROLE_CUSTOMER_MAIN'],                   null,            true,  true,     true],
  ['main customer',         ['ROLE_CUSTOMER_MAIN'],                   null,            true,  false,    false],
  ['main customer',         ['ROLE_CUSTOMER_MAIN'],                   null,            false, true,     false],
  ['customer supervisor',   ['ROLE_CUSTOMER_SUPERVISOR'],             null,            false, true,     false],
  ['customer user',         ['ROLE_CUSTOMER_USER'],                   null,            true,  true,     true],
  ['customer user',         ['ROLE_CUSTOMER_USER'],                   null,            true,  false,    false],
  ['read-only account',     ['ROLE_READ_ONLY'],                       null,            true,  false,    false],
  ['read-only account',     ['ROLE_READ_ONLY'],                       null,            true,  true,     true],
  ['statistics, no job',    ['ROLE_USER', 'ROLE_ACCESS_STATS'],       null,            false, true,     false],
];

describe('hearsOfCampaignProgress', () => {
  it.each(TABLE)(
    '%s %j (%s), campaign open %s, diffused %s: %s',
    (_who, roles, job, hasCustomerAccess, isDiffused, expected) => {
      const member = { userId: 'u', roles, job, isDiffused };
      const campaign = { id: 'c', name: 'Campagne', hasCustomerAccess };
      expect(hearsOfCampaignProgress(member, campaign)).toBe(expected);
    },
  );
});
