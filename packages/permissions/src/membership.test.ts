import { describe, expect, it } from 'vitest';
import { defineAbilityFor } from './ability.js';
import type { CampaignSubject, WorkspaceSubject } from './membership.js';
import { campaignSubject, workspaceSubject } from './membership.js';
import { actualAnswers, expectedAnswers } from './testing/principals.js';

/*
 * Spec: only members assigned to a campaign or workspace may view it; a guest reads its one
 * campaign. Each row is one situation, built for the principal being asked (its id), and the
 * expected answers are written by hand: Y reads, . does not. Columns (testing/principals.ts): each
 * role alone, each job alone, the guest of campaign c-guest, then C1 = READ_ONLY + ACCESS_STATS,
 * C2 = CUSTOMER_MAIN + technician, C3 = NEXTROAD_USER + CUSTOMER_SUPERVISOR.
 */
// prettier-ignore
const CAMPAIGN_ROWS: readonly (readonly [string, (userId: string) => CampaignSubject, string])[] = [
  //                                                                                                                                                     RO U  CU CM CS NU NM NA A  SA AS | co en sm te | gu | C1 C2 C3
  ['nobody asked is a member',           () => campaignSubject({ id: 'c1', memberIds: ['x'], workspace: { id: 'w1', memberIds: ['y'] }, hasCustomerAccess: true }),               '.  .  .  .  .  .  .  .  Y  Y  .  | .  .  .  .  | .  | .  .  .'],
  ['the user is a member of it',         (id) => campaignSubject({ id: 'c1', memberIds: ['x', id], workspace: { id: 'w1', memberIds: ['y'] }, hasCustomerAccess: true }),         'Y  Y  Y  Y  Y  Y  Y  Y  Y  Y  Y  | Y  Y  Y  Y  | .  | Y  Y  Y'],
  ['the user is a member of its workspace', (id) => campaignSubject({ id: 'c1', memberIds: ['x'], workspace: { id: 'w1', memberIds: [id, 'y'] }, hasCustomerAccess: true }),      'Y  Y  Y  Y  Y  Y  Y  Y  Y  Y  Y  | Y  Y  Y  Y  | .  | Y  Y  Y'],
  ['it is the campaign of the guest',    () => campaignSubject({ id: 'c-guest', memberIds: [], workspace: { id: 'w1', memberIds: [] }, hasCustomerAccess: true }),               '.  .  .  .  .  .  .  .  Y  Y  .  | .  .  .  .  | Y  | .  .  .'],
  // Closed to its customers (hasCustomerAccess false): the office and the admins only.
  ['the user is a member of it, closed to customers', (id) => campaignSubject({ id: 'c1', memberIds: ['x', id], workspace: { id: 'w1', memberIds: ['y'] }, hasCustomerAccess: false }), '.  .  .  .  .  Y  Y  Y  Y  Y  .  | Y  Y  Y  Y  | .  | .  Y  Y'],
  ['the user is a member of its workspace, closed to customers', (id) => campaignSubject({ id: 'c1', memberIds: ['x'], workspace: { id: 'w1', memberIds: [id, 'y'] }, hasCustomerAccess: false }), '.  .  .  .  .  Y  Y  Y  Y  Y  .  | Y  Y  Y  Y  | .  | .  Y  Y'],
  ['nobody asked is a member, closed to customers', () => campaignSubject({ id: 'c1', memberIds: ['x'], workspace: { id: 'w1', memberIds: ['y'] }, hasCustomerAccess: false }), '.  .  .  .  .  .  .  .  Y  Y  .  | .  .  .  .  | .  | .  .  .'],
  ['it is the campaign of the guest, closed to customers', () => campaignSubject({ id: 'c-guest', memberIds: [], workspace: { id: 'w1', memberIds: [] }, hasCustomerAccess: false }), '.  .  .  .  .  .  .  .  Y  Y  .  | .  .  .  .  | Y  | .  .  .'],
];

// prettier-ignore
const WORKSPACE_ROWS: readonly (readonly [string, (userId: string) => WorkspaceSubject, string])[] = [
  //                                                                                                              RO U  CU CM CS NU NM NA A  SA AS | co en sm te | gu | C1 C2 C3
  ['nobody asked is a member',           () => workspaceSubject({ id: 'w1', memberIds: ['x'] }),                 '.  .  .  .  .  .  .  .  Y  Y  .  | .  .  .  .  | .  | .  .  .'],
  ['the user is a member of it',         (id) => workspaceSubject({ id: 'w1', memberIds: ['x', id] }),           'Y  Y  Y  Y  Y  Y  Y  Y  Y  Y  Y  | Y  Y  Y  Y  | .  | Y  Y  Y'],
];

describe('reading a campaign', () => {
  it.each(CAMPAIGN_ROWS)('when %s', (_situation, campaignFor, line) => {
    const actual = actualAnswers((user) =>
      defineAbilityFor(user).can('read', campaignFor(user.id)),
    );
    expect(actual).toEqual(expectedAnswers(line));
  });
});

describe('reading a workspace', () => {
  it.each(WORKSPACE_ROWS)('when %s', (_situation, workspaceFor, line) => {
    const actual = actualAnswers((user) =>
      defineAbilityFor(user).can('read', workspaceFor(user.id)),
    );
    expect(actual).toEqual(expectedAnswers(line));
  });
});

describe('a guest', () => {
  const guest = defineAbilityFor({
    id: 'g1',
    roles: ['ROLE_ADMIN'],
    job: 'study_manager',
    invitedBy: 'u-cm',
    campaign: { id: 'c-guest', type: 'coring' },
  });
  const itsCampaign = campaignSubject({
    id: 'c-guest',
    memberIds: ['g1'],
    workspace: { id: 'w1', memberIds: ['g1'] },
    hasCustomerAccess: true,
  });

  it('does nothing to its own campaign but read it', () => {
    expect(guest.can('read', itsCampaign)).toBe(true);
    expect(guest.can('update', itsCampaign)).toBe(false);
    expect(guest.can('updateStatus', itsCampaign)).toBe(false);
    expect(guest.can('delete', itsCampaign)).toBe(false);
  });

  it("does not read its campaign's workspace, even listed as a member", () => {
    expect(guest.can('read', workspaceSubject({ id: 'w1', memberIds: ['g1'] }))).toBe(false);
  });

  it('holds no rule but the read of its campaign', () => {
    expect(guest.rules).toEqual([
      { action: 'read', subject: 'Campaign', conditions: { id: 'c-guest' } },
    ]);
  });

  it('reads nothing when the session names no campaign', () => {
    const lost = defineAbilityFor({ id: 'g2', roles: [], job: null, invitedBy: 'u-cm' });
    expect(lost.rules).toEqual([]);
    expect(lost.can('read', itsCampaign)).toBe(false);
  });
});

describe('a member', () => {
  it('reads its campaign but gets no write right from membership alone', () => {
    const ability = defineAbilityFor({ id: 'u-ro', roles: ['ROLE_READ_ONLY'], job: null });
    const campaign = campaignSubject({
      id: 'c1',
      memberIds: ['u-ro'],
      workspace: { id: 'w1', memberIds: [] },
      hasCustomerAccess: true,
    });
    expect(ability.can('read', campaign)).toBe(true);
    expect(ability.can('update', campaign)).toBe(false);
    expect(ability.can('delete', campaign)).toBe(false);
  });
});

describe('campaignSubject', () => {
  it('keeps only the facts the conditions read, and leaves the given object untouched', () => {
    const entity = {
      id: 'c1',
      name: 'RD 113',
      memberIds: ['u1'],
      workspace: { id: 'w1', name: 'Projet', memberIds: ['u2'] },
      hasCustomerAccess: false,
    };
    const made = campaignSubject(entity);
    expect({ ...made }).toEqual({
      id: 'c1',
      memberIds: ['u1'],
      workspace: { id: 'w1', memberIds: ['u2'] },
      hasCustomerAccess: false,
    });
    expect(Reflect.ownKeys(entity)).toEqual([
      'id',
      'name',
      'memberIds',
      'workspace',
      'hasCustomerAccess',
    ]);
    expect(made.memberIds).not.toBe(entity.memberIds);
  });
});
