import { campaignDownloads } from '../../db/schema.js';
import { storePdfDeliverables } from '../../document-tools/testing/contract-documents.js';
import type { OperationId } from '../../http/operation-handler.js';
import type { RequestOverride, RequestParts } from './request-overrides.js';

/*
 * The overrides of the reports and background exports (issue 22): the jobs and formats a valid
 * request needs, made on the campaign of the call's scope.
 */

function json(parts: RequestParts, value: unknown): RequestParts {
  const mediaType = parts.body?.kind === 'json' ? parts.body.mediaType : 'application/json';
  return { ...parts, body: { kind: 'json', mediaType, value } };
}

export const REPORT_OVERRIDES: Partial<Record<OperationId, RequestOverride>> = {
  createCampaignDownload: {
    // The raw data of a coring campaign exists in CSV only (xlsx, the contract's default, is a 400).
    request: (parts) => Promise.resolve(json(parts, { type: 'raw_data', format: 'csv' })),
  },
  getDownloadPresignedLink: {
    // A finished export of the campaign, whose file is a document of it.
    request: async (parts, { scope, world }) => {
      const campaignId = await scope.campaignId();
      const [document] = await storePdfDeliverables(world.deps, campaignId, 1);
      if (!document) throw new Error('No document stored.');
      const [download] = await world.deps.db
        .insert(campaignDownloads)
        .values({
          campaignId,
          type: 'raw_data',
          format: 'csv',
          status: 'finished',
          progress: 100,
          fileName: document.name,
          size: document.size,
          documentId: document.id,
          finishedAt: world.deps.now(),
        })
        .returning();
      if (!download) throw new Error('No download inserted.');
      return { ...parts, path: { id: download.id } };
    },
  },
};
