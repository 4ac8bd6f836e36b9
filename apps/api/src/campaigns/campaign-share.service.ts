import type { SessionUser } from '@chaussee/permissions';
import type { components } from '@chaussee/sdk';
import type { DomainDeps } from '../app/domain-deps.js';
import { createViolation } from '@chaussee/validation';
import { SHARE_LINK_MAX_DAYS, SHARE_LINK_MAX_TTL_MS } from '../auth/guest.service.js';
import { publicPageUrl } from '../app/public-url.js';
import { AppError } from '../errors/app-error.js';
import { toUserSummary } from '../users/user-presenter.js';
import { liveUsersByIds } from './campaign-create.repository.js';
import { isShareLinkOfCampaign, shareLinksOfCampaign } from './campaign-share-links.repository.js';
import { invalidField, noRecipient } from './campaign-errors.js';
import { contactMail, shareLinkMail } from './campaign-mails.js';

type Schemas = components['schemas'];

/** The web app's page that exchanges a share link's token for a guest session. */
function shareLinkUrl(publicUrl: string, token: string): string {
  return publicPageUrl(publicUrl, '/share-link', { token });
}

/** What leaves a campaign by email: guest links and messages to its engineer. */
export function createCampaignShareService(
  deps: Pick<DomainDeps, 'db' | 'membership' | 'identity' | 'mailer' | 'publicUrl' | 'now'>,
) {
  const { db, membership, identity, mailer, publicUrl, now } = deps;

  async function userRow(user: SessionUser) {
    const [row] = await liveUsersByIds(db, [user.id]);
    // The caller was authenticated a moment ago; a missing row means a deleted account.
    if (!row) throw new AppError('unauthenticated');
    return row;
  }

  return {
    /**
     * POST /campaigns/{id}/share: a guest link (30 days unless expiresAt says otherwise, which
     * must be in the future and within a year), emailed when an address is given. Right « generate link ». Also
     * what the demo seed calls.
     */
    async createCampaignShareLink(
      user: SessionUser,
      campaignId: string,
      input: Schemas['CampaignShareCreate'],
    ): Promise<Schemas['CampaignShareLink']> {
      const { campaign } = await membership.writableCampaign(
        user,
        campaignId,
        'generate',
        'ShareLink',
      );
      const expiresAt = input.expiresAt === undefined ? undefined : new Date(input.expiresAt);
      if (expiresAt !== undefined && expiresAt.getTime() <= now().getTime()) {
        throw invalidField('expiresAt');
      }
      if (
        expiresAt !== undefined &&
        expiresAt.getTime() > now().getTime() + SHARE_LINK_MAX_TTL_MS
      ) {
        throw new AppError('validation_failed', {
          violations: [createViolation('expiresAt', 'linkMaxDays', SHARE_LINK_MAX_DAYS)],
        });
      }
      const inviter = await userRow(user);
      const link = await identity.guests.createShareLink({
        campaignId,
        invitedById: user.id,
        email: input.email,
        expiresAt,
      });
      const url = shareLinkUrl(publicUrl, link.token);
      if (input.email !== undefined) {
        const mail = shareLinkMail(campaign.name, inviter, url, link.expiresAt, input.message);
        await mailer.send({ to: input.email, ...mail, link: url });
      }
      return {
        token: link.token,
        url,
        expiresAt: link.expiresAt.toISOString(),
        campaign: { id: campaign.id, name: campaign.name, type: campaign.type },
        invitedBy: toUserSummary(inviter),
      };
    },

    /**
     * GET /campaigns/{id}/share-links: the campaign's links without their tokens, newest first.
     * Same right as creating one.
     */
    async listCampaignShareLinks(
      user: SessionUser,
      campaignId: string,
    ): Promise<Schemas['CampaignShareLinkSummary'][]> {
      await membership.writableCampaign(user, campaignId, 'generate', 'ShareLink');
      const at = now().getTime();
      return (await shareLinksOfCampaign(db, campaignId)).map(({ link, inviter }) => ({
        id: link.id,
        campaignId: link.campaignId,
        email: link.email,
        invitedBy: inviter?.deletedAt === null ? toUserSummary(inviter) : null,
        expiresAt: link.expiresAt.toISOString(),
        revokedAt: link.revokedAt?.toISOString() ?? null,
        createdAt: link.createdAt.toISOString(),
        isActive: link.revokedAt === null && link.expiresAt.getTime() > at,
      }));
    },

    /**
     * DELETE /campaigns/{id}/share-links/{linkId}: the link and the guest sessions opened with it
     * stop working (guest tokens are checked against their link on every request).
     */
    async revokeCampaignShareLink(
      user: SessionUser,
      campaignId: string,
      linkId: string,
    ): Promise<void> {
      await membership.writableCampaign(user, campaignId, 'generate', 'ShareLink');
      if (!(await isShareLinkOfCampaign(db, campaignId, linkId))) {
        throw new AppError('not_found');
      }
      await identity.guests.revokeShareLink(linkId);
    },

    /**
     * POST /campaigns/{id}/contact: mails the engineer, or the study manager when there is no
     * engineer (409 with neither). Right « email the engineer ».
     */
    async contactCampaignEngineer(
      user: SessionUser,
      campaignId: string,
      input: Schemas['CampaignContactMessage'],
    ): Promise<void> {
      const { campaign } = await membership.writableCampaign(
        user,
        campaignId,
        'contact',
        'Engineer',
      );
      const recipientId = campaign.engineerId ?? campaign.studyManagerId;
      const [recipient] = recipientId === null ? [] : await liveUsersByIds(db, [recipientId]);
      if (!recipient) throw noRecipient();
      const sender = await userRow(user);
      await mailer.send({
        to: recipient.email,
        ...contactMail(campaign.name, sender, input.subject, input.message),
      });
    },
  };
}

export type CampaignShareService = ReturnType<typeof createCampaignShareService>;
