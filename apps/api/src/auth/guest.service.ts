import type { AuditRepository } from '../audit/audit.repository.js';
import type { components } from '@chaussee/sdk';
import type { Clock } from '../clock.js';
import { AppError } from '../errors/app-error.js';
import type { Principal } from '../http/principal.js';
import { toUserSummary } from '../users/user-presenter.js';
import type { SignInsRepository } from '../statistics/sign-ins.repository.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { AccessTokens } from './access-token.js';
import { createSecretToken, hashSecretToken } from './secret-token.js';
import { SERVER_MESSAGES } from './server-messages.js';
import type { ShareLinkRepository, ShareLinkRow } from './share-link.repository.js';

type CurrentUser = components['schemas']['CurrentUser'];

const DAY_MS = 24 * 60 * 60 * 1000;

/** A share link works 30 days unless its author chose another end. */
export const SHARE_LINK_DEFAULT_TTL_MS = 30 * DAY_MS;

/**
 * The furthest end an author may choose: a year. A guest link is a credential sent by e-mail; one
 * that never ends (the audit got one until 2999) outlives the reason it was given.
 */
export const SHARE_LINK_MAX_DAYS = 365;
export const SHARE_LINK_MAX_TTL_MS = SHARE_LINK_MAX_DAYS * DAY_MS;

export interface NewShareLink {
  campaignId: string;
  invitedById: string;
  email?: string | undefined;
  expiresAt?: Date | undefined;
}

export interface GuestServiceDeps {
  shareLinks: ShareLinkRepository;
  users: UsersRepository;
  accessTokens: AccessTokens;
  now: Clock;
  /** Where the guests' sign-ins are counted for the statistics (issue 25). */
  signIns: SignInsRepository;
  /** The audit trail, where each opening of a campaign through a link is kept (issue 27). */
  audit: Pick<AuditRepository, 'recordGuestAccess'>;
}

/**
 * Guests: a share link's token becomes a read-only session on one campaign. The guest is not a
 * user; its session user is the link itself (id of the link, `invitedBy` its author), which is what
 * packages/permissions recognises as a guest.
 */
export function createGuestService({
  shareLinks,
  users,
  accessTokens,
  now,
  signIns,
  audit,
}: GuestServiceDeps) {
  function isUsable(link: ShareLinkRow): boolean {
    return link.revokedAt === null && link.expiresAt.getTime() > now().getTime();
  }

  return {
    /** Makes a link; the token is answered once and only its hash is kept. */
    async createShareLink(
      link: NewShareLink,
    ): Promise<{ token: string; id: string; expiresAt: Date }> {
      const token = createSecretToken();
      const expiresAt = link.expiresAt ?? new Date(now().getTime() + SHARE_LINK_DEFAULT_TTL_MS);
      const row = await shareLinks.insert({
        tokenHash: hashSecretToken(token),
        campaignId: link.campaignId,
        invitedById: link.invitedById,
        email: link.email ?? null,
        expiresAt,
        createdAt: now(),
      });
      return { token, id: row.id, expiresAt };
    },

    /** Stops a link: its guests' sessions end at their next request. */
    async revokeShareLink(id: string): Promise<void> {
      await shareLinks.revoke(id, now());
    },

    /** POST /guest/login_check: an access token that never outlives the link. */
    async signInGuest(token: string): Promise<{ token: string }> {
      const link = await shareLinks.findByTokenHash(hashSecretToken(token));
      if (!link || !isUsable(link)) {
        throw new AppError('token_expired', { detail: SERVER_MESSAGES.tokenExpired });
      }
      await signIns.record({ kind: 'guest', shareLinkId: link.id }, now());
      await audit.recordGuestAccess({
        shareLinkId: link.id,
        campaignId: link.campaignId,
        operation: 'signInGuest',
      });
      return {
        token: await accessTokens.issue({ kind: 'guest', shareId: link.id }, link.expiresAt),
      };
    },

    /** The guest behind a token, while its link is still usable. */
    async principalOf(shareId: string): Promise<Principal | undefined> {
      const link = await shareLinks.findById(shareId);
      if (!link || !isUsable(link)) return undefined;
      return {
        user: {
          id: link.id,
          roles: [],
          job: null,
          invitedBy: link.invitedById,
          campaign: { id: link.campaignId, type: link.campaignType },
        },
        impersonatorId: null,
      };
    },

    /** GET /current_user of a guest: who invited it and the one campaign it may read. */
    async currentGuest(shareId: string): Promise<CurrentUser> {
      const link = await shareLinks.findById(shareId);
      if (!link || !isUsable(link)) throw new AppError('unauthenticated');
      const inviter = await users.findIncludingDeleted(link.invitedById);
      // The foreign key keeps the author's row; its absence would be a broken database.
      if (!inviter) throw new Error(`The author of share link ${link.id} is missing.`);
      return {
        id: link.id,
        // A guest has no account; the address the link was sent to, or one that reaches nobody.
        email: link.email ?? `guest+${link.id}@chaussee.invalid`,
        firstName: '',
        lastName: '',
        job: null,
        roles: [],
        profilePicturePath: null,
        organization: null,
        sites: [],
        invitedBy: toUserSummary(inviter),
        campaign: { id: link.campaignId, type: link.campaignType },
      };
    },
  };
}

export type GuestService = ReturnType<typeof createGuestService>;
