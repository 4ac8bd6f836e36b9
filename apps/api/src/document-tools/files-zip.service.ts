import type { SessionUser } from '@chaussee/permissions';
import type { components } from '@chaussee/sdk';
import type { MembershipGuard } from '../access/membership-guard.js';
import type { DocumentAccess } from '../documents/document-access.js';
import type { DocumentRow } from '../documents/document.repository.js';
import type { FileStorage } from '../storage/file-storage.js';
import { zipTexts } from './document-tools-messages.js';
import type { ZipDownload } from './zip-answer.js';

type Schemas = components['schemas'];

/**
 * Formats that are compressed already (PDF, pictures, zip and the Office and OpenDocument files,
 * which are zips): stored as they are in the zip, deflating them again would cost CPU for nothing.
 */
const COMPRESSED_EXTENSIONS: ReadonlySet<string> = new Set([
  'pdf',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
  'zip',
  'docx',
  'xlsx',
  'pptx',
  'odt',
  'ods',
  'odp',
  'kmz',
]);

export interface FilesZipDeps {
  storage: FileStorage;
  membership: MembershipGuard;
  access: DocumentAccess;
}

/**
 * The name a document has in a zip: its title as the file manager shows it (a document renamed
 * there keeps its new name), with its extension; its file name when it has no title.
 */
function entryNameOf(document: DocumentRow): string {
  const title = document.title?.trim() ?? '';
  if (title === '') return document.name;
  const extension = `.${document.extension}`;
  return title.toLowerCase().endsWith(extension.toLowerCase()) ? title : `${title}${extension}`;
}

/**
 * POST /files/zip: documents picked in a campaign's file manager, as a zip written while it is
 * downloaded (zip-stream.ts: one file read at a time, never the set in memory). Who: the members
 * of the campaign who may read each document's category (documents/document-access.ts, as
 * GET /files/{path}); a path that is no document of this campaign is a 400 under its field
 * (`documentPaths.N`), whichever campaign it belongs to. A path sent twice is zipped once.
 */
export function createFilesZipService({ storage, membership, access }: FilesZipDeps) {
  return {
    async zip(user: SessionUser, body: Schemas['FilesZipRequest']): Promise<ZipDownload> {
      const { campaign } = await membership.readableCampaign(user, body.campaignId);
      // Checked as sent, so that a refusal names the index the client sent.
      const rows = await access.readableByPaths(user, body.campaignId, body.documentPaths);
      const once = [...new Map(rows.map(({ document }) => [document.id, document])).values()];
      return {
        zipName: zipTexts.zipName(campaign.name),
        files: once.map((document) => ({
          name: entryNameOf(document),
          compress: !COMPRESSED_EXTENSIONS.has(document.extension.toLowerCase()),
          modifiedAt: document.updatedAt,
          open: () => storage.getStream(document.s3Path),
        })),
      };
    },
  };
}

export type FilesZipService = ReturnType<typeof createFilesZipService>;
