import type { Readable } from 'node:stream';
import type { SessionUser } from '@chaussee/permissions';
import type { components } from '@chaussee/sdk';
import { createViolation, serverDetails, type Violation } from '@chaussee/validation';
import { assertRight } from '../access/access-rules.js';
import type { MembershipGuard } from '../access/membership-guard.js';
import { publicPageUrl } from '../app/public-url.js';
import { hashPassword, verifyPassword } from '../auth/password-hasher.js';
import { createSecretToken, hashSecretToken } from '../auth/secret-token.js';
import { liveUsersByIds } from '../campaigns/campaign-create.repository.js';
import { zipStream } from '../document-tools/zip-stream.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { type PageQuery, jsonPage, pageRequest } from '../http/paging.js';
import type { Mailer } from '../mail/mailer.js';
import type { FileStorage } from '../storage/file-storage.js';
import { toUserSummary } from '../users/user-presenter.js';
import { COMPRESSED_TYPES, missingFileNote } from './delivery.service.js';
import { createDocumentRepository } from './document.repository.js';
import { downloadLinkMail } from './document-mails.js';
import {
  createDownloadLinkRepository,
  type DownloadLinkAccess,
  type DownloadLinkRow,
  type DownloadLinkWithFacts,
} from './download-link.repository.js';

type Schemas = components['schemas'];

const DAY_MS = 24 * 60 * 60 * 1000;
/** A link without expiry works 30 days (DownloadLinkCreate.expiresAt). */
const DEFAULT_TTL_MS = 30 * DAY_MS;
/** At most a year, as the campaigns' guest links. */
const DOWNLOAD_LINK_MAX_DAYS = 365;
/** A link shares at most as many documents as DownloadLinkCreate.documentIds holds (IdList). */
const DOWNLOAD_LINK_MAX_DOCUMENTS = 1000;
/** The pre-signed URLs of the files last an hour at most (never beyond the link). */
const FILE_URL_SECONDS = 60 * 60;

/** The categories a link may share: the deliverables tab (« generate a deliverables share link »). */
const SHAREABLE: ReadonlySet<Schemas['DocumentCategory']> = new Set([
  'deliverable',
  'multiplePlanPDF',
  'other',
]);

export interface DownloadLinksDeps {
  db: Db;
  storage: FileStorage;
  membership: MembershipGuard;
  mailer: Mailer;
  publicUrl: string;
  now: Clock;
}

/**
 * Public links to deliverables of a campaign (the /download page): made by who may « generate a
 * deliverables share link » (customer main and supervisor, admin and NEXTROAD roles) among the
 * campaign's members, opened by anyone holding the token (and the password, when there is one),
 * counted at each visit, and revocable. The token is stored as its hash only.
 */
export function createDownloadLinksService(deps: DownloadLinksDeps) {
  const { db, storage, membership, mailer, publicUrl, now } = deps;
  const links = createDownloadLinkRepository(db);

  const pageUrl = (token: string) => publicPageUrl(publicUrl, '/download', { token });

  function isActive(link: Pick<DownloadLinkRow, 'revokedAt' | 'expiresAt'>, at: Date): boolean {
    return link.revokedAt === null && link.expiresAt.getTime() > at.getTime();
  }

  /** The link behind a token: 404 unknown, 410 expired or revoked (section 8 « The token has expired »). */
  async function activeLink(token: string): Promise<DownloadLinkWithFacts> {
    const found = await links.findByTokenHash(hashSecretToken(token));
    if (!found) throw new AppError('not_found');
    if (!isActive(found.link, now())) {
      throw new AppError('gone', { detail: serverDetails.tokenExpired });
    }
    return found;
  }

  function present(found: DownloadLinkWithFacts, token: string): Schemas['DownloadLink'] {
    const { campaign } = found;
    return {
      id: found.link.id,
      token,
      url: pageUrl(token),
      campaign: { id: campaign.id, name: campaign.name, type: campaign.type },
      documentsCount: found.documentsCount,
      expiresAt: found.link.expiresAt.toISOString(),
      createdBy: found.creator && {
        id: found.creator.id,
        firstName: found.creator.firstName,
        lastName: found.creator.lastName,
      },
      createdAt: found.link.createdAt.toISOString(),
      isPasswordProtected: found.link.passwordHash !== null,
    };
  }

  /** The expiry asked, in the future and within DOWNLOAD_LINK_MAX_DAYS; 30 days when absent. */
  function expiryOf(asked: string | undefined): Date {
    const at = now().getTime();
    if (asked === undefined) return new Date(at + DEFAULT_TTL_MS);
    const expiresAt = new Date(asked);
    if (expiresAt.getTime() <= at) {
      throw new AppError('validation_failed', {
        violations: [createViolation('expiresAt', 'invalidValue')],
      });
    }
    if (expiresAt.getTime() > at + DOWNLOAD_LINK_MAX_DAYS * DAY_MS) {
      throw new AppError('validation_failed', {
        violations: [createViolation('expiresAt', 'linkMaxDays', DOWNLOAD_LINK_MAX_DAYS)],
      });
    }
    return expiresAt;
  }

  /**
   * The link behind a token, opened for its files: 404 unknown, 410 expired or revoked, and a
   * link with a password needs it (403 download_password_required / _invalid).
   */
  async function openedLink(
    token: string,
    password: string | undefined,
  ): Promise<DownloadLinkAccess> {
    const found = await links.findAccessByTokenHash(hashSecretToken(token));
    if (!found) throw new AppError('not_found');
    if (!isActive(found, now())) {
      throw new AppError('gone', { detail: serverDetails.tokenExpired });
    }
    const { passwordHash } = found;
    if (passwordHash === null) return found;
    if (password === undefined || password === '') {
      throw new AppError('download_password_required', { detail: 'This link has a password' });
    }
    if (!(await verifyPassword(passwordHash, password))) {
      throw new AppError('download_password_invalid', { detail: 'Wrong password' });
    }
    return found;
  }

  /** Every document must be a deliverable of the campaign: a 400 under each one that is not. */
  async function assertShareable(campaignId: string, documentIds: readonly string[]) {
    const found = await createDocumentRepository(db).findByIds(documentIds);
    const byId = new Map(found.map((row) => [row.document.id, row.document]));
    const violations: Violation[] = documentIds.flatMap((id, index) => {
      const document = byId.get(id);
      const isShareable = document?.campaignId === campaignId && SHAREABLE.has(document.category);
      const repeated = documentIds.indexOf(id) !== index;
      return isShareable && !repeated
        ? []
        : [createViolation(`documentIds.${String(index)}`, 'fileNotInCampaign')];
    });
    if (violations.length > 0) throw new AppError('validation_failed', { violations });
  }

  return {
    /** POST /download-links: the link, emailed to the recipients when there are some. */
    async create(
      user: SessionUser,
      body: Schemas['DownloadLinkCreate'],
    ): Promise<Schemas['DownloadLink']> {
      const { campaign } = await membership.readableCampaign(user, body.campaignId);
      assertRight(user, 'share', 'Deliverable');
      await assertShareable(campaign.id, body.documentIds);
      const expiresAt = expiryOf(body.expiresAt);
      const token = createSecretToken();
      const passwordHash = body.password === undefined ? null : await hashPassword(body.password);
      const link = await db.transaction((tx) =>
        createDownloadLinkRepository(tx).insert(
          {
            tokenHash: hashSecretToken(token),
            campaignId: campaign.id,
            createdById: user.id,
            expiresAt,
            passwordHash,
            createdAt: now(),
          },
          body.documentIds,
        ),
      );
      const found = await links.findById(link.id);
      if (!found) throw new Error('The download link vanished.');
      const recipients = body.recipients ?? [];
      if (recipients.length > 0) {
        const [sender] = await liveUsersByIds(db, [user.id]);
        if (!sender) throw new AppError('unauthenticated');
        const mail = downloadLinkMail(
          campaign.name,
          sender,
          pageUrl(token),
          found.documentsCount,
          expiresAt,
          { message: body.message, isPasswordProtected: passwordHash !== null },
        );
        for (const to of new Set(recipients))
          await mailer.send({ to, ...mail, link: pageUrl(token) });
      }
      return present(found, token);
    },

    /** GET /download-links/{token}: what the link shares and until when (public). */
    async get(token: string): Promise<Schemas['DownloadLink']> {
      return present(await activeLink(token), token);
    },

    /**
     * GET /download-links/{token}/files (public): a page of the shared files, each with a
     * pre-signed URL (an hour, never beyond the link). A link with a password needs it (403
     * download_password_required / download_password_invalid). The first page counts a visit.
     */
    async files(
      token: string,
      password: string | undefined,
      query: PageQuery,
    ): Promise<Schemas['SharedFilePage']> {
      const found = await openedLink(token, password);
      const page = pageRequest(query);
      const at = now();
      if (page.offset === 0) await links.recordVisit(found.id, at);
      const expiresInSeconds = Math.max(
        1,
        Math.min(FILE_URL_SECONDS, Math.floor((found.expiresAt.getTime() - at.getTime()) / 1000)),
      );
      const documents = await links.documentsOf(found.id, page);
      const items = await Promise.all(
        documents.rows.map(async (document) => {
          const { url, expiresAt } = await storage.presignedUrl(document.s3Path, {
            expiresInSeconds,
            downloadName: document.name,
          });
          return {
            id: document.id,
            name: document.name,
            title: document.title,
            extension: document.extension,
            size: document.size,
            url,
            expiresAt: expiresAt.toISOString(),
          };
        }),
      );
      return jsonPage(page, { rows: items, total: documents.total }, (item) => item);
    },

    /**
     * GET /download-links/{token}/zip (public): every file of the link in one zip, streamed in the
     * link's order, named after the campaign; the same password as the list, counted as a visit.
     */
    async zip(
      token: string,
      password: string | undefined,
    ): Promise<{ stream: Readable; name: string }> {
      const found = await openedLink(token, password);
      await links.recordVisit(found.id, now());
      const documents = await links.documentsOf(found.id, {
        limit: DOWNLOAD_LINK_MAX_DOCUMENTS,
        offset: 0,
      });
      const stream = zipStream(
        documents.rows.map((document) => ({
          name: document.name,
          open: () => storage.getStream(document.s3Path),
          compress: !COMPRESSED_TYPES.test(document.mediaType),
          modifiedAt: document.createdAt,
        })),
        { missingFileNote },
      );
      return { stream, name: `${found.campaignName}.zip` };
    },

    /** GET /campaigns/{id}/download-links: the campaign's links without their tokens. */
    async list(
      user: SessionUser,
      campaignId: string,
      query: PageQuery,
    ): Promise<Schemas['DownloadLinkSummaryPage']> {
      await membership.readableCampaign(user, campaignId);
      assertRight(user, 'share', 'Deliverable');
      const page = pageRequest(query);
      const at = now();
      return jsonPage(page, await links.listByCampaign(campaignId, page), (found) => ({
        id: found.link.id,
        campaignId: found.link.campaignId,
        documentsCount: found.documentsCount,
        expiresAt: found.link.expiresAt.toISOString(),
        revokedAt: found.link.revokedAt?.toISOString() ?? null,
        isPasswordProtected: found.link.passwordHash !== null,
        downloadCount: found.link.downloadCount,
        lastDownloadedAt: found.link.lastDownloadedAt?.toISOString() ?? null,
        createdBy: found.creator && toUserSummary(found.creator),
        createdAt: found.link.createdAt.toISOString(),
        isActive: isActive(found.link, at),
      }));
    },

    /** DELETE /campaigns/{id}/download-links/{linkId}: the link stops working at once. */
    async revoke(user: SessionUser, campaignId: string, linkId: string): Promise<void> {
      await membership.readableCampaign(user, campaignId);
      assertRight(user, 'share', 'Deliverable');
      const found = await links.findById(linkId);
      if (found?.link.campaignId !== campaignId) throw new AppError('not_found');
      await links.revoke(campaignId, linkId, now());
    },
  };
}

export type DownloadLinksService = ReturnType<typeof createDownloadLinksService>;
