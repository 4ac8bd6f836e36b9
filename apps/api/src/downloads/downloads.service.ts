import type { SessionUser } from '@chaussee/permissions';
import type { components } from '@chaussee/sdk';
import { createViolation } from '@chaussee/validation';
import { assertNotGuest } from '../access/access-rules.js';
import type { MembershipGuard } from '../access/membership-guard.js';
import type { Clock } from '../clock.js';
import { assertMayReadCategory } from '../documents/document-access.js';
import { createDocumentRepository } from '../documents/document.repository.js';
import type { Db } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { jsonPage, pageRequest, type PageQuery } from '../http/paging.js';
import type { FileStorage } from '../storage/file-storage.js';
import { toCampaignDownload } from './download-presenter.js';
import { createDownloadRepository } from './download.repository.js';

type Schemas = components['schemas'];

/** How long the link of a finished export works: long enough to start a large download. */
const LINK_SECONDS = 15 * 60;

/** The category of the document an export ends as: the office's files, not a deliverable. */
const EXPORT_CATEGORY = 'other';

export interface DownloadsServiceDeps {
  db: Db;
  membership: MembershipGuard;
  storage: FileStorage;
  now: Clock;
  /** Tells this process's worker a job is waiting (a no-op where no worker runs). */
  wake: () => void;
}

/**
 * The background exports of a campaign (issue 22): GET /campaigns/{id}/downloads, POST
 * /campaigns/{id}/downloads/create, GET /downloads/{id}/presigned-link.
 *
 * Who: the campaign's membership first (404, 403 `not_member`, 403 `customer_access_closed`),
 * never a guest (a share link reads the dashboard and the map only). Asking an export and opening
 * it take the right to read the document it ends as (« other », the office's files: staff and
 * customers, not READ_ONLY), since the export is a document of the campaign; the list shows the
 * members what is under way. Only coring campaigns have raw data (the zip of the CSV exports).
 */
export function createDownloadsService({
  db,
  membership,
  storage,
  now,
  wake,
}: DownloadsServiceDeps) {
  const downloads = createDownloadRepository(db);
  const documents = createDocumentRepository(db);

  async function readable(user: SessionUser, campaignId: string) {
    assertNotGuest(user);
    return membership.readableCampaign(user, campaignId);
  }

  return {
    async list(
      user: SessionUser,
      campaignId: string,
      query: PageQuery & { type?: Schemas['CampaignDownload']['type'] },
    ): Promise<Schemas['CampaignDownloadPage']> {
      await readable(user, campaignId);
      const page = pageRequest(query);
      const found = await downloads.listByCampaign(campaignId, query.type, page);
      return jsonPage(page, found, toCampaignDownload);
    },

    async create(
      user: SessionUser,
      campaignId: string,
      body: Schemas['CampaignDownloadCreate'],
    ): Promise<Schemas['CampaignDownload']> {
      const { campaign } = await readable(user, campaignId);
      assertMayReadCategory(user, EXPORT_CATEGORY);
      const { format } = body;
      if (campaign.type !== 'coring') throw new AppError('not_found');
      if (format !== 'csv') {
        throw new AppError('validation_failed', {
          violations: [createViolation('format', 'exportFormatUnavailable')],
        });
      }
      if ((await downloads.findWaiting(campaignId, body.type, format)) !== undefined) {
        throw new AppError('download_in_progress');
      }
      const row = await downloads.insert({
        campaignId,
        type: body.type,
        format,
        status: 'pending',
        requestedById: user.id,
        createdAt: now(),
      });
      wake();
      const created = await downloads.findById(row.id);
      if (created === undefined) throw new Error('The download was not recorded');
      return toCampaignDownload(created);
    },

    async presignedLink(user: SessionUser, downloadId: string): Promise<Schemas['PresignedUrl']> {
      assertNotGuest(user);
      const found = await downloads.findById(downloadId);
      if (found === undefined) throw new AppError('not_found');
      const { download } = found;
      await membership.readableCampaign(user, download.campaignId);
      assertMayReadCategory(user, EXPORT_CATEGORY);
      if (download.status === 'failed') throw new AppError('download_failed');
      if (download.status !== 'finished') throw new AppError('download_not_ready');
      const document =
        download.documentId === null ? undefined : await documents.findById(download.documentId);
      // The document was deleted from the file manager since: the export is gone with it.
      if (document === undefined) throw new AppError('not_found');
      const { url, expiresAt } = await storage.presignedUrl(document.document.s3Path, {
        expiresInSeconds: LINK_SECONDS,
        downloadName: document.document.name,
      });
      return { url, expiresAt: expiresAt.toISOString() };
    },
  };
}

export type DownloadsService = ReturnType<typeof createDownloadsService>;
