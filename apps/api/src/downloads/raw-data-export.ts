import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import { campaigns } from '../db/schema.js';
import type { CsvExportService } from '../document-tools/csv-export.service.js';
import { zipTexts } from '../document-tools/document-tools-messages.js';
import { zipStream, type ZipSource } from '../document-tools/zip-stream.js';
import { cleanFileName } from '../documents/document-content.js';
import { createDocumentRepository } from '../documents/document.repository.js';
import { newCampaignDocumentKey } from '../storage/campaign-document-key.js';
import type { FileStorage } from '../storage/file-storage.js';
import { downloadTexts } from './download-messages.js';
import type { DownloadRow, FinishedDownload } from './download.repository.js';

/** A refusal the user reads as the job's failureMessage (the others are the server's fault). */
export class ExportRefusal extends Error {}

/** How a running job tells its progress (0–100); false when the job is no longer this worker's. */
export type ReportProgress = (progress: number) => Promise<boolean>;

/** Thrown when the worker lost the job (its lease ran out and another worker took it). */
export class JobLost extends Error {}

export interface RawDataExportDeps {
  db: Db;
  storage: FileStorage;
  csvExport: CsvExportService;
  now: Clock;
}

/** Counts and hashes the bytes that flow through it (a Document has its size and hash). */
function measuring() {
  const hash = createHash('sha256');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      hash.update(chunk);
      done(null, chunk);
    },
  });
  return { stream, measured: () => ({ size, contentHash: hash.digest('hex') }) };
}

/**
 * The raw data of a coring campaign: the zip of its CSV exports (the document tools' export, the
 * same six files as GET /coring-campaigns/{id}/zip-all-csv-exports), written to the storage as it
 * is made, then recorded as a document « other » of the campaign uploaded by the requester. The
 * progress follows the files of the zip.
 */
export function createRawDataExport({ db, storage, csvExport, now }: RawDataExportDeps) {
  return async function run(job: DownloadRow, report: ReportProgress): Promise<FinishedDownload> {
    const [campaign] = await db
      .select({ id: campaigns.id, name: campaigns.name, type: campaigns.type })
      .from(campaigns)
      .where(eq(campaigns.id, job.campaignId));
    if (campaign === undefined) throw new JobLost('The campaign was deleted');
    if (campaign.type !== 'coring') throw new ExportRefusal(downloadTexts.noRawData);
    const { zipName, files } = csvExport.exportOf(campaign);
    const tracked = files.map((file, index): ZipSource => ({
      ...file,
      open: async () => {
        const isOwn = await report(Math.floor((index * 100) / (files.length + 1)));
        if (!isOwn) throw new JobLost('Another worker took the job');
        return file.open();
      },
    }));
    const key = newCampaignDocumentKey(campaign.id, 'zip');
    const counter = measuring();
    const zip = zipStream(tracked, {
      missingFileNote: (name) => ({
        name: zipTexts.missingFileName(name),
        content: Buffer.from(zipTexts.missingFileText(name), 'utf8'),
      }),
    });
    await storage.putStream(key, zip.pipe(counter.stream), 'application/zip');
    try {
      const { size, contentHash } = counter.measured();
      const at = now();
      const fileName = cleanFileName(zipName);
      const [document] = await createDocumentRepository(db).insertMany([
        {
          campaignId: campaign.id,
          folderId: null,
          category: 'other',
          requiredDocumentId: null,
          name: fileName,
          title: downloadTexts.rawDataTitle(campaign.name).slice(0, 254),
          extension: 'zip',
          size,
          mediaType: 'application/zip',
          contentHash,
          s3Path: key,
          uploadedById: job.requestedById,
          createdAt: at,
          updatedAt: at,
        },
      ]);
      if (document === undefined) throw new Error('The export document was not recorded');
      return { fileName, size, documentId: document.id };
    } catch (error) {
      await storage.delete(key).catch(() => undefined);
      throw error;
    }
  };
}
