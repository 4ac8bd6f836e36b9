import type { SessionUser } from '@chaussee/permissions';
import type { components } from '@chaussee/sdk';
import { createViolation } from '@chaussee/validation';
import { assertNotGuest, assertRight } from '../access/access-rules.js';
import type { MembershipGuard } from '../access/membership-guard.js';
import type { Clock } from '../clock.js';
import { toCoreInterface, toLayerList } from '../cores/core-layer-presenter.js';
import { createCoreLayersRepository } from '../cores/core-layers.repository.js';
import { toCore } from '../cores/core-presenter.js';
import { readCampaignSynoptic } from '../dashboards/synoptic-repository.js';
import { createCoresRepository } from '../cores/cores.repository.js';
import type { Db } from '../db/database.js';
import { assertMayAdd } from '../documents/document-access.js';
import { cleanFileName } from '../documents/document-content.js';
import { pdfDocumentRow } from '../documents/pdf-document-row.js';
import { toDocument } from '../documents/document-presenter.js';
import { createDocumentRepository } from '../documents/document.repository.js';
import { AppError } from '../errors/app-error.js';
import { newCampaignDocumentKey } from '../storage/campaign-document-key.js';
import type { FileStorage } from '../storage/file-storage.js';
import {
  createPdfParametersRepository,
  type PdfParametersRow,
} from './pdf-parameters.repository.js';
import { writeCampaignReport, writeCoreSheets, type ReportInput } from './pdf/campaign-report.js';
import type { ReportCore } from './pdf/core-sheet.js';
import { printablePhoto } from './pdf/printable-photo.js';
import { reportTexts } from './pdf/report-texts.js';
import { createReportDataRepository, type ReportCampaign } from './report-data.repository.js';

type Schemas = components['schemas'];
type Core = Schemas['Core'];

/** Cores read at once with their layers: bounds the queries of a large campaign. */
const PAGE_SIZE = 500;

export interface ReportsDeps {
  db: Db;
  storage: FileStorage;
  membership: MembershipGuard;
  now: Clock;
}

/** A PDF to answer: its bytes and the name it is saved under. */
export interface GeneratedPdf {
  fileName: string;
  bytes: Uint8Array;
}

/**
 * The PDF reports of a coring campaign (issue 22): the campaign report, the core sheets of the
 * campaign, the sheet of one core.
 *
 * Who: the campaign's membership first (404, 403 `not_member`, 403 `customer_access_closed`),
 * then the right « export Pdf » of section 6 (staff jobs, internal, admin and customer roles:
 * « Customers get PDF »); never a guest nor a READ_ONLY account. Saving the report as a
 * deliverable also takes « upload deliverables » (ADMIN, SUPER_ADMIN, NEXTROAD_MAIN and above).
 */
export function createReportsService({ db, storage, membership, now }: ReportsDeps) {
  const coresRepository = createCoresRepository(db);
  const layersRepository = createCoreLayersRepository(db);
  const data = createReportDataRepository(db);
  const parameters = createPdfParametersRepository(db);
  const documents = createDocumentRepository(db);

  async function readableCoringCampaign(
    user: SessionUser,
    campaignId: string,
  ): Promise<ReportCampaign> {
    assertNotGuest(user);
    await membership.readableCampaign(user, campaignId);
    assertRight(user, 'export', 'Pdf');
    const campaign = await data.campaign(campaignId);
    if (campaign?.type !== 'coring') throw new AppError('not_found');
    return campaign;
  }

  /** The settings asked for (of this campaign or its organization), else the default ones. */
  async function settingsFor(
    campaign: ReportCampaign,
    pdfParametersId: string | undefined,
  ): Promise<PdfParametersRow | undefined> {
    if (pdfParametersId === undefined)
      return parameters.defaultFor(campaign.id, campaign.organizationId);
    const found = await parameters.findById(pdfParametersId);
    const isOfCampaign =
      found !== undefined &&
      (found.campaignId === campaign.id || found.organizationId === campaign.organizationId);
    if (!isOfCampaign) throw new AppError('not_found');
    return found;
  }

  async function imageAt(path: string | null): Promise<Buffer | undefined> {
    return path === null ? undefined : storage.get(path);
  }

  /** Every core of the campaign in its order (without layers): a page of PAGE_SIZE at a time. */
  async function campaignCores(campaignId: string): Promise<Core[]> {
    const all: Core[] = [];
    for (let offset = 0; ; offset += PAGE_SIZE) {
      const page = await coresRepository.page(campaignId, { offset, limit: PAGE_SIZE });
      all.push(...page.map(toCore));
      if (page.length < PAGE_SIZE) return all;
    }
  }

  /**
   * The cores of the report in the campaign's order: those asked (a core of another campaign is a
   * 400 under its index), else every core but the cancelled ones; each with its layers.
   */
  async function reportCores(
    campaignId: string,
    asked: readonly string[] | undefined,
  ): Promise<ReportCore[]> {
    const all = await campaignCores(campaignId);
    let chosen: Core[];
    if (asked === undefined) {
      chosen = all.filter((core) => core.status !== 'cancelled');
    } else {
      const known = new Set(all.map((core) => core.id));
      const violations = asked.flatMap((id, index) =>
        known.has(id) ? [] : [createViolation(`cores.${String(index)}`, 'coreOfAnotherCampaign')],
      );
      if (violations.length > 0) throw new AppError('validation_failed', { violations });
      const wanted = new Set(asked);
      chosen = all.filter((core) => wanted.has(core.id));
    }
    const withLayers: ReportCore[] = [];
    for (let start = 0; start < chosen.length; start += PAGE_SIZE) {
      const slice = chosen.slice(start, start + PAGE_SIZE);
      const ids = slice.map((core) => core.id);
      const [layerRows, interfaceRows] = await Promise.all([
        layersRepository.layersOf(ids),
        layersRepository.interfacesOf(ids),
      ]);
      for (const core of slice) {
        withLayers.push({
          core,
          layers: toLayerList(layerRows.filter((row) => row.layer.coreId === core.id)),
          interfaces: interfaceRows.filter((row) => row.coreId === core.id).map(toCoreInterface),
        });
      }
    }
    return withLayers;
  }

  /**
   * The synoptic of the report's cores: the dashboards' synoptic query (road order, groups of
   * direction and lane, classes and waste routes), without filter, kept to the report's cores.
   */
  async function synopticOf(campaignId: string, cores: readonly ReportCore[]) {
    const included = new Set(cores.map(({ core }) => core.id));
    const { groups } = await readCampaignSynoptic(db, campaignId, {});
    return groups
      .map((group) => ({ ...group, cores: group.cores.filter((core) => included.has(core.id)) }))
      .filter((group) => group.cores.length > 0);
  }

  /** The first picture of a core, reduced for print: one original in memory at a time. */
  async function photoOf({ core }: ReportCore): Promise<Uint8Array | undefined> {
    const [picture] = core.corePictures;
    if (picture === undefined) return undefined;
    const original = await storage.get(picture.path);
    if (original === undefined) return undefined;
    return printablePhoto(original);
  }

  async function inputOf(
    campaign: ReportCampaign,
    cores: ReportCore[],
    settings: PdfParametersRow | undefined,
    title: string,
  ): Promise<ReportInput> {
    return {
      layout: {
        title,
        headerText: settings?.headerText ?? campaign.name,
        footerText: settings?.footerText ?? null,
        logo: await imageAt(settings?.logoPath ?? null),
      },
      campaign,
      projectName: campaign.projectName,
      generatedAt: now(),
      cores,
      photoOf,
      coverImage:
        settings?.withCoverImage === true ? await imageAt(settings.coverImagePath) : undefined,
    };
  }

  /** Stores a report as a deliverable of the campaign uploaded by the caller. */
  async function saveAsDeliverable(
    user: SessionUser,
    campaign: ReportCampaign,
    pdf: GeneratedPdf,
  ): Promise<Schemas['Document']> {
    const bytes = Buffer.from(pdf.bytes);
    const key = newCampaignDocumentKey(campaign.id, 'pdf');
    await storage.put(key, bytes, 'application/pdf');
    try {
      const at = now();
      const [row] = await documents.insertMany([
        pdfDocumentRow({
          campaignId: campaign.id,
          folderId: null,
          category: 'deliverable',
          name: pdf.fileName,
          title: pdf.fileName.replace(/\.pdf$/u, ''),
          bytes,
          key,
          uploadedById: user.id,
          at,
        }),
      ]);
      const found = row === undefined ? undefined : await documents.findById(row.id);
      if (found === undefined) throw new Error('The report was not recorded');
      return toDocument(found);
    } catch (error) {
      await storage.delete(key).catch(() => undefined);
      throw error;
    }
  }

  const fileNameOf = (title: string) => cleanFileName(`${title.slice(0, 240)}.pdf`);

  return {
    /** POST /v2/coring/campaigns/{id}/pdf: the PDF, and/or the deliverable it is saved as. */
    async campaignReport(
      user: SessionUser,
      campaignId: string,
      options: { save: boolean; stream: boolean },
      body: Schemas['CoringCampaignPdfRequest'] | undefined,
    ): Promise<{ pdf: GeneratedPdf; document: Schemas['Document'] | undefined }> {
      if (!options.save && !options.stream) {
        throw new AppError('validation_failed', {
          violations: [createViolation('stream', 'saveOrStream')],
        });
      }
      const campaign = await readableCoringCampaign(user, campaignId);
      if (options.save) assertMayAdd(user, 'deliverable');
      const settings = await settingsFor(campaign, body?.pdfParametersId);
      const cores = await reportCores(campaignId, body?.cores);
      const title = `${reportTexts.campaignReportTitle} - ${campaign.name}`;
      const bytes = await writeCampaignReport(
        await inputOf(campaign, cores, settings, title),
        await synopticOf(campaignId, cores),
      );
      const pdf = { fileName: fileNameOf(title), bytes };
      const document = options.save ? await saveAsDeliverable(user, campaign, pdf) : undefined;
      return { pdf, document };
    },

    /** POST /v2/coring/campaigns/{id}/cores/pdf: the sheets of the campaign's cores. */
    async coreSheets(
      user: SessionUser,
      campaignId: string,
      body: Schemas['CoringCampaignPdfRequest'] | undefined,
    ): Promise<GeneratedPdf> {
      const campaign = await readableCoringCampaign(user, campaignId);
      const settings = await settingsFor(campaign, body?.pdfParametersId);
      const cores = await reportCores(campaignId, body?.cores);
      const title = `${reportTexts.coresReportTitle} - ${campaign.name}`;
      const bytes = await writeCoreSheets(await inputOf(campaign, cores, settings, title));
      return { fileName: fileNameOf(title), bytes };
    },

    /** POST /v2/coring/cores/{id}/pdf: the sheet of one core. */
    async coreSheet(
      user: SessionUser,
      coreId: string,
      body: Schemas['CorePdfRequest'] | undefined,
    ): Promise<GeneratedPdf> {
      const campaignId = await data.campaignIdOfCore(coreId);
      if (campaignId === undefined) throw new AppError('not_found');
      const campaign = await readableCoringCampaign(user, campaignId);
      const settings = await settingsFor(campaign, body?.pdfParametersId);
      const cores = await reportCores(campaignId, [coreId]);
      const [core] = cores;
      if (core === undefined) throw new AppError('not_found');
      const title = reportTexts.coreReportTitle(core.core.displayName);
      const bytes = await writeCoreSheets(await inputOf(campaign, cores, settings, title));
      return { fileName: fileNameOf(title), bytes };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
