import type { SessionUser } from '@chaussee/permissions';
import type { components } from '@chaussee/sdk';
import { createViolation, type Violation } from '@chaussee/validation';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import { assertMayAdd, type DocumentAccess } from '../documents/document-access.js';
import { cleanFileName } from '../documents/document-content.js';
import { toDocument } from '../documents/document-presenter.js';
import { pdfDocumentRow } from '../documents/pdf-document-row.js';
import {
  createDocumentRepository,
  type DocumentRow,
  type NewDocumentRow,
} from '../documents/document.repository.js';
import { AppError } from '../errors/app-error.js';
import type { FileStorage } from '../storage/file-storage.js';
import { newCampaignDocumentKey } from '../storage/campaign-document-key.js';
import { pdfTexts } from './document-tools-messages.js';
import { extractPages, mergePdfs, type PageRange, readPdf } from './pdf-tools.js';

type Schemas = components['schemas'];

/**
 * The most PDF bytes one merge or split reads. pdf-lib parses a whole file in memory, on the one
 * thread that serves every request: the cap keeps one call from holding it (and the memory) for
 * long. Larger sets are merged in several steps.
 */
const PDF_TOOLS_MAX_MEGABYTES = 100;
const PDF_TOOLS_MAX_BYTES = PDF_TOOLS_MAX_MEGABYTES * 1024 * 1024;

/** The most documents a split without ranges makes (one per page); the contract's ranges cap too. */
const SPLIT_MAX_DOCUMENTS = 1000;

/** The detail of a document whose row exists but whose file the store no longer has. */
const FILE_MISSING = 'The file of this document is missing from the storage.';

export interface PdfDocumentsDeps {
  db: Db;
  storage: FileStorage;
  access: DocumentAccess;
  now: Clock;
}

/** What a new document made from a PDF takes from its origin. */
interface Origin {
  document: DocumentRow;
  title: string;
}

function isPdf(document: DocumentRow): boolean {
  return document.extension.toLowerCase() === 'pdf' || document.mediaType === 'application/pdf';
}

/** The document's title, or its name without its extension when it has none. */
function titleOf(document: DocumentRow): string {
  if (document.title !== null && document.title.trim() !== '') return document.title;
  const dot = document.name.lastIndexOf('.');
  return dot > 0 ? document.name.slice(0, dot) : document.name;
}

/** Titles and names hold at most 254 characters (the contract's and the columns' limit). */
function fit(text: string, room = 254): string {
  const characters = Array.from(text);
  return characters.length <= room ? text : characters.slice(0, room).join('');
}

/** A PDF's file name from a title: a slash in a title is no folder. */
function pdfNameOf(title: string): string {
  const name = cleanFileName(`${fit(title.replaceAll(/[/\\]/gu, '-'), 250)}.pdf`);
  return name === '.pdf' || name === '' ? pdfTexts.fallbackName : name;
}

function throwViolations(violations: readonly Violation[]): void {
  if (violations.length > 0) throw new AppError('validation_failed', { violations });
}

/**
 * POST /pdf/merge and POST /pdf/split: new PDF documents made from a campaign's PDF documents,
 * stored and recorded in that campaign, in the category and folder of the (first) original.
 *
 * Who: the caller must read every original (their campaign's membership, then the read right of
 * their category, 404/403 as GET /files/{path}), and may add a document of the category the new
 * ones get (the right of section 6 to upload it: deliverables for ADMIN, SUPER_ADMIN and
 * NEXTROAD_MAIN, customer files for ADMIN, SUPER_ADMIN and CUSTOMER_MAIN…). Then what is wrong with
 * the documents is answered at once, as 400 violations under their field: not a PDF, of another
 * campaign, encrypted, unreadable, too large together.
 *
 * The new files are stored first, then recorded in one transaction; a failed recording removes
 * the files it stored, so nothing is left behind.
 */
export function createPdfDocumentsService({ db, storage, access, now }: PdfDocumentsDeps) {
  const documents = createDocumentRepository(db);

  /** The bytes of the originals, once the set is known to fit, or 404 when a file is gone. */
  async function contentsOf(rows: readonly DocumentRow[], field: (index: number) => string) {
    const size = rows.reduce((total, row) => total + row.size, 0);
    if (size > PDF_TOOLS_MAX_BYTES) {
      throwViolations([createViolation(field(0), 'pdfTooLarge', PDF_TOOLS_MAX_MEGABYTES)]);
    }
    const contents = new Map<string, Buffer>();
    for (const row of rows) {
      if (contents.has(row.id)) continue;
      const content = await storage.get(row.s3Path);
      if (content === undefined) throw new AppError('not_found', { detail: FILE_MISSING });
      contents.set(row.id, content);
    }
    return contents;
  }

  /** Each original read by pdf-lib, or every refusal at once under its field. */
  async function readAll(rows: readonly DocumentRow[], field: (index: number) => string) {
    const contents = await contentsOf(rows, field);
    const readings = await Promise.all(
      rows.map((row) => readPdf(contents.get(row.id) ?? Buffer.alloc(0))),
    );
    throwViolations(
      readings.flatMap((reading, index) =>
        reading.refusal === undefined ? [] : [createViolation(field(index), reading.refusal)],
      ),
    );
    return readings.flatMap((reading) => (reading.refusal === undefined ? [reading.pdf] : []));
  }

  /** Stores the new PDFs, then records them in one transaction; answers them as Documents. */
  async function record(
    user: SessionUser,
    origin: Origin,
    made: readonly { title: string; make: () => Promise<Uint8Array> }[],
  ): Promise<Schemas['Document'][]> {
    const { campaignId, category, folderId } = origin.document;
    const stored: string[] = [];
    const rows: NewDocumentRow[] = [];
    try {
      // One new PDF in memory at a time: each is stored before the next is made.
      for (const { title, make } of made) {
        const bytes = Buffer.from(await make());
        const key = newCampaignDocumentKey(campaignId, 'pdf');
        await storage.put(key, bytes, 'application/pdf');
        stored.push(key);
        const at = now();
        rows.push(
          pdfDocumentRow({
            campaignId,
            folderId,
            category,
            name: pdfNameOf(title),
            title: fit(title),
            bytes,
            key,
            uploadedById: user.id,
            at,
          }),
        );
      }
      const inserted = await db.transaction((tx) => createDocumentRepository(tx).insertMany(rows));
      const presented = await documents.findByIds(inserted.map((row) => row.id));
      const byId = new Map(presented.map((row) => [row.document.id, row]));
      return inserted.flatMap((row) => {
        const found = byId.get(row.id);
        return found === undefined ? [] : [toDocument(found)];
      });
    } catch (error) {
      await Promise.all(stored.map((key) => storage.delete(key).catch(() => undefined)));
      throw error;
    }
  }

  return {
    /** POST /pdf/merge: the documents' pages in the order of `documentsIds`, as a new document. */
    async merge(user: SessionUser, body: Schemas['PdfMergeRequest']): Promise<Schemas['Document']> {
      const rows = (await access.readableByIds(user, body.documentsIds)).map((row) => row.document);
      const [first] = rows;
      if (first === undefined) throw new AppError('not_found');
      assertMayAdd(user, first.category);
      const field = (index: number) => `documentsIds.${String(index)}`;
      throwViolations(
        rows.flatMap((row, index) => [
          ...(isPdf(row) ? [] : [createViolation(field(index), 'notAPdf')]),
          ...(row.campaignId === first.campaignId
            ? []
            : [createViolation(field(index), 'documentsOfOneCampaign')]),
        ]),
      );
      const sources = await readAll(rows, field);
      const title = body.title ?? pdfTexts.mergedTitle(titleOf(first));
      const [merged] = await record(user, { document: first, title }, [
        { title, make: () => mergePdfs(sources) },
      ]);
      if (merged === undefined) throw new Error('The merged document was not recorded');
      return merged;
    },

    /** POST /pdf/split: one new document per page, or per range of pages, of the document. */
    async split(
      user: SessionUser,
      body: Schemas['PdfSplitRequest'],
    ): Promise<Schemas['DocumentList']> {
      const { document } = await access.readable(user, body.documentId);
      assertMayAdd(user, document.category);
      const field = () => 'documentId';
      if (!isPdf(document)) throwViolations([createViolation(field(), 'notAPdf')]);
      const [source] = await readAll([document], field);
      if (source === undefined) throw new Error('The PDF was read but not answered');
      const pages = source.getPageCount();
      const ranges = body.ranges ?? pageByPage(pages);
      throwViolations(rangeViolations(ranges, pages));
      const title = titleOf(document);
      const items = await record(
        user,
        { document, title },
        ranges.map((range) => ({
          title: pdfTexts.splitTitle(title, range),
          make: () => extractPages(source, range),
        })),
      );
      return { items };
    },
  };
}

/** One range per page, when no range was asked; a very long document needs ranges. */
function pageByPage(pages: number): PageRange[] {
  if (pages > SPLIT_MAX_DOCUMENTS) {
    throwViolations([createViolation('documentId', 'pdfTooManyPages', SPLIT_MAX_DOCUMENTS)]);
  }
  return Array.from({ length: pages }, (_, index) => ({ from: index + 1, to: index + 1 }));
}

/** The ranges that do not fit the document: reversed, or ending past its last page. */
function rangeViolations(ranges: readonly PageRange[], pages: number): Violation[] {
  return ranges.flatMap((range, index) => {
    const at = `ranges.${String(index)}`;
    if (range.from > range.to) return [createViolation(`${at}.to`, 'pageRangeOrder')];
    if (range.to > pages) return [createViolation(`${at}.to`, 'pageBeyondDocument', pages)];
    return [];
  });
}

export type PdfDocumentsService = ReturnType<typeof createPdfDocumentsService>;
