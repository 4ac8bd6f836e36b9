import { pngOf } from '../../core-pictures/testing/picture-fixtures.js';
import { campaignDownloads, pdfParameters } from '../../db/schema.js';
import { storePdfDeliverables } from '../../document-tools/testing/contract-documents.js';
import type { OperationId } from '../../http/operation-handler.js';
import type { Scope } from './fixture-scope.js';
import type { FixtureWorld } from './fixture-world.js';
import type { RequestOverride, RequestParts } from './request-overrides.js';

/*
 * The overrides of the reports and background exports (issue 22): the jobs and formats a valid
 * request needs, made on the campaign of the call's scope.
 */

function json(parts: RequestParts, value: unknown): RequestParts {
  const mediaType = parts.body?.kind === 'json' ? parts.body.mediaType : 'application/json';
  return { ...parts, body: { kind: 'json', mediaType, value } };
}

/** Settings of the scope's campaign with a stored logo. */
async function campaignSettings(scope: Scope, world: FixtureWorld): Promise<string> {
  const campaignId = await scope.campaignId();
  const logoPath = `pdf-parameters/${campaignId}/logo-contract.png`;
  await world.deps.storage.put(logoPath, await pngOf(32, 24), 'image/png');
  const [row] = await world.deps.db
    .insert(pdfParameters)
    .values({ campaignId, name: 'Réglages de la campagne', logoPath })
    .returning();
  if (!row) throw new Error('No PDF parameters inserted.');
  return row.id;
}

export const REPORT_OVERRIDES: Partial<Record<OperationId, RequestOverride>> = {
  createCampaignDownload: {
    // The raw data of a coring campaign exists in CSV only (xlsx, the contract's default, is a 400).
    request: (parts) => Promise.resolve(json(parts, { type: 'raw_data', format: 'csv' })),
  },
  generateCoringCampaignPdf: {
    // One core of the campaign (a report of the whole demo campaign takes seconds per caller); the
    // PDF answered (stream), not saved; the organization's default settings (no id sampled).
    request: async (parts, { scope }) => ({
      ...json(parts, { cores: [await scope.coreId()] }),
      query: {},
    }),
  },
  generateCoringCampaignCoresPdf: {
    // One core of the campaign, the default settings.
    request: async (parts, { scope }) => json(parts, { cores: [await scope.coreId()] }),
  },
  generateCorePdf: {
    // A core of the campaign, the default settings (a sampled pdfParametersId exists nowhere).
    request: async (parts, { scope }) => ({
      ...json(parts, {}),
      path: { id: await scope.coreId() },
    }),
  },
  createPdfParameters: {
    // Settings of the scope's campaign (exactly one owner), without images.
    request: async (parts, { scope }) => ({
      ...parts,
      body: {
        kind: 'multipart',
        fields: { campaignId: await scope.campaignId(), name: 'Réglages' },
        files: [],
      },
    }),
  },
  updatePdfParameters: {
    // Settings of the scope's campaign, renamed; the stored logo kept.
    request: async (parts, { scope, world }) => ({
      ...parts,
      path: { id: await campaignSettings(scope, world) },
      body: { kind: 'multipart', fields: { name: 'Réglages renommés' }, files: [] },
    }),
  },
  getPdfParametersImageUrl: {
    // Settings of the scope's campaign that have a logo.
    request: async (parts, { scope, world }) => ({
      ...parts,
      path: { id: await campaignSettings(scope, world) },
      query: { category: 'logo' },
    }),
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
