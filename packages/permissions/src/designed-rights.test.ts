import { describe, expect, it } from 'vitest';
import { defineAbilityFor } from './ability.js';
import { DESIGNED_RIGHTS } from './designed-rights.js';
import { RIGHTS } from './rights-table.js';
import type { Job, Role } from './roles.js';
import type { MatrixRow } from './testing/rights-matrix.js';
import { checkRightsMatrix } from './testing/rights-matrix.js';

/*
 * The rights of our design, written by hand from their documented rule: Y granted, . refused.
 * « edit Core » is what the API let edit cores before it became a right (a user who may write,
 * i.e. reaches ROLE_USER and is no guest, and is internal: a staff job or a role reaching
 * NEXTROAD_USER). So a job without ROLE_USER (co, en, sm, te alone) does not edit, a customer
 * with a job (C2) does. « read History » has the same columns (the office's staff, a role reaching
 * READ_ONLY besides a job); « search AuditTrail » is SUPER_ADMIN's alone. Columns (testing/principals.ts): each role alone, each job alone, a guest,
 * then C1 = READ_ONLY + ACCESS_STATS, C2 = CUSTOMER_MAIN + technician,
 * C3 = NEXTROAD_USER + CUSTOMER_SUPERVISOR.
 */
// prettier-ignore
const ROWS: MatrixRow[] = [
  //                       RO U  CU CM CS NU NM NA A  SA AS | co en sm te | gu | C1 C2 C3
  ['edit', 'Core',        '.  .  .  .  .  Y  Y  Y  Y  Y  .  | .  .  .  .  | .  | .  Y  Y'],
  ['read', 'History',     '.  .  .  .  .  Y  Y  Y  Y  Y  .  | .  .  .  .  | .  | .  Y  Y'],
  ['search', 'AuditTrail','.  .  .  .  .  .  .  .  .  Y  .  | .  .  .  .  | .  | .  .  .'],
  ['manage', 'Bin',       '.  .  .  .  .  .  .  .  .  Y  .  | .  .  .  .  | .  | .  .  .'],
];

checkRightsMatrix(['Core', 'History', 'AuditTrail', 'Bin'], ROWS, DESIGNED_RIGHTS);

/**
 * The 14 demo accounts of the API's seed (apps/api/src/db/seed.ts), their roles and job copied
 * here, and whether each edits cores: the engineering office does, customers, the reader and the
 * statistics account (ROLE_USER, no job, nothing internal) do not.
 */
// prettier-ignore
const DEMO_ACCOUNTS: readonly (readonly [account: string, roles: Role[], job: Job | null, editsCores: boolean])[] = [
  ['super-admin',        ['ROLE_SUPER_ADMIN'],               null,            true],
  ['admin',              ['ROLE_ADMIN'],                     null,            true],
  ['bureau-admin',       ['ROLE_NEXTROAD_ADMIN'],            'engineer',      true],
  ['chef-agence',        ['ROLE_NEXTROAD_MAIN'],             'study_manager', true],
  ['collaborateur',      ['ROLE_NEXTROAD_USER'],             'technician',    true],
  ['commercial',         ['ROLE_NEXTROAD_USER'],             'commercial',    true],
  ['ingenieur',          ['ROLE_NEXTROAD_USER'],             'engineer',      true],
  ['charge-affaires',    ['ROLE_NEXTROAD_USER'],             'study_manager', true],
  ['technicien',         ['ROLE_NEXTROAD_USER'],             'technician',    true],
  ['client-superviseur', ['ROLE_CUSTOMER_SUPERVISOR'],       null,            false],
  ['client-principal',   ['ROLE_CUSTOMER_MAIN'],             null,            false],
  ['client-utilisateur', ['ROLE_CUSTOMER_USER'],             null,            false],
  ['lecteur',            ['ROLE_READ_ONLY'],                 null,            false],
  ['statistiques',       ['ROLE_USER', 'ROLE_ACCESS_STATS'], null,            false],
];

describe('edit Core for the demo accounts', () => {
  it.each(DEMO_ACCOUNTS)('%s (%j, job %s) edits cores: %s', (account, roles, job, editsCores) => {
    expect(defineAbilityFor({ id: account, roles, job }).can('edit', 'Core')).toBe(editsCores);
  });

  it('refuses a guest, whatever roles and job its session carries', () => {
    const guest = {
      id: 'guest',
      roles: ['ROLE_NEXTROAD_USER'] as const,
      job: 'technician' as const,
      invitedBy: 'client-principal',
      campaign: { id: 'c1', type: 'coring' as const },
    };
    expect(defineAbilityFor(guest).can('edit', 'Core')).toBe(false);
  });
});

describe('the designed rights', () => {
  it('add only rights spec section 6 does not have, each once', () => {
    const inSpec = new Set(RIGHTS.map((right) => `${right.action} ${right.subject}`));
    const designed = DESIGNED_RIGHTS.map((right) => `${right.action} ${right.subject}`);
    expect(designed.filter((pair) => inSpec.has(pair))).toEqual([]);
    expect(new Set(designed).size).toBe(designed.length);
  });
});
