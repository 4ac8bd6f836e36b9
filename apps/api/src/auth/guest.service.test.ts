import { defineAbilityFor, campaignSubject } from '@chaussee/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shareTokens } from '../db/schema.js';
import { createIdentityTestbed, type IdentityTestbed } from '../users/testing/identity-testbed.js';
import { SHARE_LINK_DEFAULT_TTL_MS } from './guest.service.js';

describe('guest sessions', () => {
  let bed: IdentityTestbed;
  let inviterId: string;
  let campaignId: string;

  beforeAll(async () => {
    bed = await createIdentityTestbed();
    const inviter = await bed.createUser({
      email: 'client-principal@demo.chaussee.fr',
      roles: ['ROLE_CUSTOMER_MAIN'],
      siteIds: [bed.customerSiteId],
    });
    inviterId = inviter.id;
    campaignId = await bed.createCampaign('coring', inviterId);
  });
  afterAll(() => bed.dispose());

  const share = (expiresAt?: Date) =>
    bed.guests.createShareLink({ campaignId, invitedById: inviterId, expiresAt });

  it('signs a guest in on one campaign, read-only', async () => {
    const link = await share();
    const { token } = await bed.guests.signInGuest(link.token);
    const principal = await bed.session.authenticate(token);
    expect(principal).toEqual({
      user: {
        id: link.id,
        roles: [],
        job: null,
        invitedBy: inviterId,
        campaign: { id: campaignId, type: 'coring' },
      },
      impersonatorId: null,
    });
    if (!principal) throw new Error('no guest');
    const ability = defineAbilityFor(principal.user);
    const workspace = { id: 'w', memberIds: [] };
    const facts = { memberIds: [], workspace, hasCustomerAccess: true };
    expect(ability.can('read', campaignSubject({ id: campaignId, ...facts }))).toBe(true);
    expect(ability.can('read', campaignSubject({ id: 'other', ...facts }))).toBe(false);
    expect(ability.can('update', 'User')).toBe(false);
  });

  it('answers the guest as the current user, with its inviter and campaign', async () => {
    const link = await bed.guests.createShareLink({
      campaignId,
      invitedById: inviterId,
      email: 'invite@example.fr',
    });
    const principal = await bed.session.authenticate(
      (await bed.guests.signInGuest(link.token)).token,
    );
    if (!principal) throw new Error('no guest');
    await expect(bed.session.currentUser(principal)).resolves.toMatchObject({
      id: link.id,
      email: 'invite@example.fr',
      roles: [],
      organization: null,
      sites: [],
      invitedBy: { id: inviterId, email: 'client-principal@demo.chaussee.fr' },
      campaign: { id: campaignId, type: 'coring' },
    });
  });

  it('keeps only the hash of the share token', async () => {
    const link = await share();
    const rows = await bed.db.select().from(shareTokens);
    expect(rows.some((row) => row.tokenHash === link.token)).toBe(false);
    expect(link.token).toMatch(/^[\w-]{43}$/u);
  });

  it('refuses an expired link with « The token has expired »', async () => {
    const link = await share();
    expect(link.expiresAt.getTime() - bed.clock.now().getTime()).toBe(SHARE_LINK_DEFAULT_TTL_MS);
    bed.clock.advance(SHARE_LINK_DEFAULT_TTL_MS);
    await expect(bed.guests.signInGuest(link.token)).rejects.toMatchObject({
      code: 'token_expired',
      status: 401,
      detail: 'The token has expired',
    });
    await expect(bed.guests.signInGuest('unknown')).rejects.toMatchObject({ status: 401 });
  });

  it('ends the guest session when the link expires or is revoked', async () => {
    const link = await share(new Date(bed.clock.now().getTime() + 10 * 60 * 1000));
    const { token } = await bed.guests.signInGuest(link.token);
    bed.clock.advance(10 * 60 * 1000);
    await expect(bed.session.authenticate(token)).resolves.toBeUndefined();

    const revoked = await share();
    const revokedToken = (await bed.guests.signInGuest(revoked.token)).token;
    await expect(bed.session.authenticate(revokedToken)).resolves.toBeDefined();
    await bed.guests.revokeShareLink(revoked.id);
    await expect(bed.session.authenticate(revokedToken)).resolves.toBeUndefined();
    await expect(bed.guests.signInGuest(revoked.token)).rejects.toMatchObject({
      detail: 'The token has expired',
    });
  });
});
