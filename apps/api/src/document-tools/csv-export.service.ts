import { Readable } from 'node:stream';
import { type SessionUser } from '@chaussee/permissions';
import { assertNotGuest } from '../access/access-rules.js';
import type { MembershipGuard } from '../access/membership-guard.js';
import type { Db } from '../db/database.js';
import { groupBy } from '../db/group-by.js';
import { CSV_BOM } from '@chaussee/validation';
import { toCoreInterface, toLayerList } from '../cores/core-layer-presenter.js';
import {
  createCoreLayersRepository,
  type InterfaceRow,
  type LayerDetails,
} from '../cores/core-layers.repository.js';
import { toCore } from '../cores/core-presenter.js';
import { createCoresRepository } from '../cores/cores.repository.js';
import { AppError } from '../errors/app-error.js';
import {
  type CampaignCsvFile,
  campaignCsvFiles,
  type CoreWithLayers,
} from './campaign-csv-files.js';
import { csvExportTexts } from './document-tools-messages.js';
import type { ZipSource } from './zip-stream.js';

/**
 * Cores read at once: a page of the campaign's core order (an index range), with their layers,
 * samples, results and interfaces. It bounds what one file of the export holds in memory, whatever
 * the size of the campaign.
 */
const PAGE_SIZE = 500;

export interface CsvExportDeps {
  db: Db;
  membership: MembershipGuard;
  now: () => Date;
}

/** What GET /coring-campaigns/{id}/zip-all-csv-exports answers: the zip's name and its files. */
export interface CsvExport {
  zipName: string;
  files: ZipSource[];
}

const noLayers: readonly LayerDetails[] = [];
const noInterfaces: readonly InterfaceRow[] = [];

/**
 * The CSV exports of a coring campaign (its cores, layers, interfaces, samples, test results and
 * pollutant results), as the files of a zip written while it is downloaded (zip-stream.ts).
 *
 * Who: what the cores grid and the laboratory results show, exported: the campaign's members and
 * its workspace's, and the admins (404 unknown, 403 `not_member`, 403 `customer_access_closed` for
 * a customer before the campaign opens to its customers), but no guest (#10: a share link shows
 * the dashboard and the map, not the cores nor the results). Section 6 names no right for an
 * export of data (« export Pdf » is the PDF button's); refusing it to a READ_ONLY member would
 * protect nothing that GET /campaigns/{id}/cores does not already answer them.
 *
 * Each file reads the campaign page after page when its turn comes in the zip: a campaign changed
 * during the download may show a core in one file and not in the next, as two screens would.
 */
export function createCsvExportService({ db, membership, now }: CsvExportDeps) {
  const cores = createCoresRepository(db);
  const layers = createCoreLayersRepository(db);

  async function* corePages(campaignId: string, reads: CampaignCsvFile['reads']) {
    for (let offset = 0; ; offset += PAGE_SIZE) {
      const details = await cores.page(campaignId, { offset, limit: PAGE_SIZE });
      if (details.length === 0) return;
      const ids = details.map((detail) => detail.core.id);
      const [layerRows, interfaceRows] = await Promise.all([
        reads.includes('layers') ? layers.layersOf(ids) : noLayers,
        reads.includes('interfaces') ? layers.interfacesOf(ids) : noInterfaces,
      ]);
      const layersOf = groupBy(layerRows, (row) => row.layer.coreId);
      const interfacesOf = groupBy(interfaceRows, (row) => row.coreId);
      yield details.map((detail): CoreWithLayers => ({
        core: toCore(detail),
        layers: toLayerList(layersOf.get(detail.core.id) ?? []),
        interfaces: (interfacesOf.get(detail.core.id) ?? []).map(toCoreInterface),
      }));
      if (details.length < PAGE_SIZE) return;
    }
  }

  /** One file: its header, then its lines page after page, as UTF-8 bytes. */
  function csvContent(campaignId: string, csv: CampaignCsvFile): Readable {
    async function* bytes() {
      yield Buffer.from(`${CSV_BOM}${csv.headerLine}`, 'utf8');
      for await (const page of corePages(campaignId, csv.reads)) {
        yield Buffer.from(csv.linesOf(page), 'utf8');
      }
    }
    return Readable.from(bytes(), { objectMode: false });
  }

  /** The export of a coring campaign whose access was checked (now, or when a job was asked). */
  function exportOf(campaign: { id: string; name: string }): CsvExport {
    const modifiedAt = now();
    return {
      zipName: csvExportTexts.zipName(campaign.name),
      files: campaignCsvFiles.map((csv): ZipSource => ({
        name: csv.name,
        compress: true,
        modifiedAt,
        open: () => Promise.resolve(csvContent(campaign.id, csv)),
      })),
    };
  }

  return {
    /** GET /coring-campaigns/{id}/zip-all-csv-exports. */
    async exportCampaign(user: SessionUser, campaignId: string): Promise<CsvExport> {
      assertNotGuest(user);
      const { campaign } = await membership.readableCampaign(user, campaignId);
      if (campaign.type !== 'coring') throw new AppError('not_found');
      return exportOf(campaign);
    },

    /**
     * The same export for a background job (the raw data download of issue 22): the caller was
     * checked when the job was asked, as GET /coring-campaigns/{id}/zip-all-csv-exports checks it.
     */
    exportOf,
  };
}

export type CsvExportService = ReturnType<typeof createCsvExportService>;
