import { describe, expect, it } from 'vitest';
import { defineAbilityFor, isGranted } from './ability.js';
import type { Right } from './rights-table.js';
import { RIGHTS } from './rights-table.js';

describe('the grant rule', () => {
  const right = (jobs: Right['jobs'], roles: Right['roles']): Right => ({
    action: 'act',
    subject: 'Thing',
    jobs,
    roles,
  });

  it('grants a right with both lists empty to every signed-in user', () => {
    expect(isGranted(right([], []), null, new Set())).toBe(true);
  });

  it("grants a right when the user's job is listed", () => {
    expect(isGranted(right(['engineer'], []), 'engineer', new Set())).toBe(true);
    expect(isGranted(right(['engineer'], []), 'technician', new Set())).toBe(false);
    expect(isGranted(right(['engineer'], []), null, new Set())).toBe(false);
  });

  it('grants a right when one of the expanded roles is listed', () => {
    const expanded = new Set(['ROLE_CUSTOMER_USER', 'ROLE_USER', 'ROLE_READ_ONLY'] as const);
    expect(isGranted(right([], ['ROLE_USER']), null, expanded)).toBe(true);
    expect(isGranted(right([], ['ROLE_CUSTOMER_MAIN']), null, expanded)).toBe(false);
  });

  it('grants a right listing both a job and roles when either matches', () => {
    const both = right(['commercial'], ['ROLE_ADMIN']);
    expect(isGranted(both, 'commercial', new Set())).toBe(true);
    expect(isGranted(both, null, new Set(['ROLE_ADMIN'] as const))).toBe(true);
    expect(isGranted(both, 'engineer', new Set(['ROLE_USER'] as const))).toBe(false);
  });
});

describe('the rights table', () => {
  it('holds the 59 rights of spec section 6, each once', () => {
    const pairs = RIGHTS.map((r) => `${r.action} ${r.subject}`);
    expect(pairs).toHaveLength(59);
    expect(new Set(pairs).size).toBe(59);
  });

  it('names exactly the subjects the rights test files check', () => {
    // A new subject needs its own matrix rows (rights-*.test.ts) before it joins this list.
    expect(new Set(RIGHTS.map((r) => r.subject))).toEqual(
      new Set([
        'UnfinishedDashboard',
        'SearchBox',
        'Pdf',
        'Statistics',
        'AccountSettings',
        'Campaign',
        'Dashboard',
        'Map',
        'Chart',
        'AuscultationPoint',
        'Member',
        'Engineer',
        'ShareLink',
        'File',
        'Core',
        'Workspace',
        'MainCustomer',
        'SupervisorCustomer',
        'SecondaryCustomer',
        'User',
        'InviteLink',
        'Deliverable',
        'CustomerFile',
        'AskedFile',
        'FileRequest',
        'Organization',
        'Site',
      ]),
    );
  });

  it('gives ROLE_READ_ONLY alone no right at all (it only reads what it is a member of)', () => {
    const readOnly = defineAbilityFor({ id: 'u', roles: ['ROLE_READ_ONLY'], job: null });
    expect(readOnly.rules.filter((rule) => rule.conditions === undefined)).toEqual([]);
  });

  it('gives a signed-in user with no role and no job no right at all', () => {
    const nobody = defineAbilityFor({ id: 'u', roles: [], job: null });
    expect(nobody.rules.filter((rule) => rule.conditions === undefined)).toEqual([]);
  });
});
