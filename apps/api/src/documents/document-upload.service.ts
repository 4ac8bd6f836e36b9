import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import type { SessionUser } from '@chaussee/permissions';
import type { components } from '@chaussee/sdk';
import { createViolation, type MessageKey } from '@chaussee/validation';
import type { MembershipGuard } from '../access/membership-guard.js';
import type { Db } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import type { StreamedFile, StreamedFiles } from '../http/streamed-upload.js';
import { newCampaignDocumentKey } from '../storage/campaign-document-key.js';
import type { FileStorage } from '../storage/file-storage.js';
import { assertMayAdd } from './document-access.js';
import {
  CONTENT_HEAD_BYTES,
  cleanFileName,
  extensionOf,
  isAcceptedExtension,
  judgeContent,
} from './document-content.js';
import {
  createDocumentUploadRepository,
  type NewDocumentUploadRow,
} from './document-upload.repository.js';

type DocumentCategory = components['schemas']['DocumentCategory'];

function refused(propertyPath: string, key: MessageKey): AppError {
  return new AppError('validation_failed', { violations: [createViolation(propertyPath, key)] });
}

/** What the inspection measured of a file once it has passed through whole. */
interface Measured {
  size: number;
  contentHash: string;
  extension: string;
  mediaType: string;
}

/**
 * Passes a file through unchanged while it measures it (size, SHA-256) and judges its content: the
 * first CONTENT_HEAD_BYTES are held back until the allow-list has seen them, so that a refused
 * file fails before any of it reaches the store (the store then keeps nothing).
 */
class ContentInspector extends Transform {
  private readonly hash = createHash('sha256');
  private head: Buffer[] = [];
  private headLength = 0;
  private isJudged = false;
  private size = 0;
  private verdict: { extension: string; mediaType: string } | undefined;

  constructor(
    private readonly name: string,
    private readonly propertyPath: string,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.hash.update(chunk);
    this.size += chunk.length;
    if (this.isJudged) {
      callback(null, chunk);
      return;
    }
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength < CONTENT_HEAD_BYTES) {
      callback();
      return;
    }
    callback(this.judge());
  }

  override _flush(callback: TransformCallback): void {
    callback(this.isJudged ? null : this.judge());
  }

  /** Judges the held-back head and lets it through; the refusal otherwise. */
  private judge(): AppError | null {
    const head = Buffer.concat(this.head);
    this.head = [];
    this.isJudged = true;
    const verdict = judgeContent(this.name, head.subarray(0, CONTENT_HEAD_BYTES));
    if (!verdict.accepted) return refused(this.propertyPath, verdict.reason);
    this.verdict = { extension: verdict.extension, mediaType: verdict.mediaType };
    this.push(head);
    return null;
  }

  /** What was measured; only once the stream has ended without error. */
  measured(): Measured {
    if (this.verdict === undefined) throw new Error('The file was not inspected to its end.');
    return { size: this.size, contentHash: this.hash.digest('hex'), ...this.verdict };
  }
}

export interface DocumentUploadDeps {
  db: Db;
  storage: FileStorage;
  membership: MembershipGuard;
}

/**
 * The first step of adding files to a campaign's file manager (POST /documents/upload and
 * /documents/upload-multiples): each file streams to the store under a key the server makes, is
 * measured and judged on the way, and is remembered as an unrecorded upload of its uploader for
 * the second step (POST /documents). All or nothing: a refused, too large or cut file removes
 * every file this request stored, and no row is written.
 */
export function createDocumentUploadService({ db, storage, membership }: DocumentUploadDeps) {
  const uploads = createDocumentUploadRepository(db);

  async function storeOne(
    campaignId: string,
    file: StreamedFile,
  ): Promise<Omit<NewDocumentUploadRow, 'uploadedById' | 'category'>> {
    const name = cleanFileName(file.filename);
    if (name === '') throw refused(file.propertyPath, 'documentName');
    // Refused by its name alone before a byte is read: no inspection can make it acceptable.
    if (!isAcceptedExtension(extensionOf(name))) throw refused(file.propertyPath, 'documentType');
    const inspector = new ContentInspector(name, file.propertyPath);
    // A small file is judged (and maybe refused) before the store starts reading: the refusal
    // waits in the stream's errored state, where the store's pipeline finds it, instead of being
    // thrown as an unheard 'error' event.
    inspector.on('error', () => undefined);
    file.stream.once('error', (error) => inspector.destroy(error));
    file.stream.pipe(inspector);
    const key = newCampaignDocumentKey(
      campaignId,
      extensionOf(name) === 'jpeg' ? 'jpg' : extensionOf(name),
    );
    await storage.putStream(key, inspector);
    return { storageKey: key, campaignId, name, ...inspector.measured() };
  }

  return {
    /**
     * Stores the files of one request for `campaignId` (membership, then the right to add a
     * document of `category`, both before a byte is read) and answers their keys in order.
     */
    async upload(
      user: SessionUser,
      campaignId: string,
      category: DocumentCategory,
      files: StreamedFiles,
      fileField: string,
    ): Promise<string[]> {
      await membership.readableCampaign(user, campaignId);
      assertMayAdd(user, category);
      const stored: NewDocumentUploadRow[] = [];
      try {
        for await (const file of files) {
          const measured = await storeOne(campaignId, file);
          stored.push({ ...measured, uploadedById: user.id, category });
        }
        if (stored.length === 0) throw refused(fileField, 'required');
        await uploads.insertMany(stored);
      } catch (error) {
        await Promise.allSettled(stored.map((row) => storage.delete(row.storageKey)));
        throw error;
      }
      return stored.map((row) => row.storageKey);
    },
  };
}

export type DocumentUploadService = ReturnType<typeof createDocumentUploadService>;
