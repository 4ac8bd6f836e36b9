import type { Readable } from 'node:stream';
import { defineAbilityFor, isGuest, type SessionUser } from '@chaussee/permissions';
import type { MembershipGuard } from '../access/membership-guard.js';
import type { Db } from '../db/database.js';
import { zipStream } from '../document-tools/zip-stream.js';
import { AppError } from '../errors/app-error.js';
import type { FileStorage } from '../storage/file-storage.js';
import { createDocumentRepository } from './document.repository.js';
import { createFolderRepository, type FolderRow } from './folder.repository.js';

/** Media types stored as they are in a zip: compressed already. */
export const COMPRESSED_TYPES =
  /^(?:application\/(?:pdf|zip|vnd\.openxmlformats|vnd\.oasis)|image\/(?:png|jpeg))/u;

/** The text put in the zip instead of a deliverable whose file the store no longer has. */
export function missingFileNote(name: string) {
  return {
    name: `${name} - fichier manquant.txt`,
    content: Buffer.from(
      `Le fichier « ${name} » est introuvable dans le stockage. Signalez-le au chargé d'affaires.\n`,
      'utf8',
    ),
  };
}

/** « Rapports - Phase 1 - »: a document's folders, as a prefix of its name in the flat zip. */
function folderPrefix(folderId: string | null, byId: ReadonlyMap<string, FolderRow>): string {
  const names: string[] = [];
  const seen = new Set<string>();
  for (let id = folderId; id !== null && !seen.has(id);) {
    seen.add(id);
    const folder = byId.get(id);
    if (!folder) break;
    names.unshift(folder.name);
    id = folder.parentId;
  }
  return names.map((name) => `${name} - `).join('');
}

export interface DeliveryDeps {
  db: Db;
  storage: FileStorage;
  membership: MembershipGuard;
}

/**
 * GET /campaigns/{id}/documents/delivery: every deliverable of the campaign in one zip, streamed
 * (« download deliverables »: SUPER_ADMIN and the NEXTROAD roles, members of the campaign). The zip
 * is flat (entry names never hold folders, see zip-entry-names.ts): a document's folders prefix its
 * name.
 */
export function createDeliveryService({ db, storage, membership }: DeliveryDeps) {
  return {
    async zip(user: SessionUser, campaignId: string): Promise<{ stream: Readable; name: string }> {
      const { campaign } = await membership.readableCampaign(user, campaignId);
      if (isGuest(user) || !defineAbilityFor(user).can('download', 'Deliverable')) {
        throw new AppError('forbidden');
      }
      const deliverables = await createDocumentRepository(db).allOfCampaign(campaignId, [
        'deliverable',
        'multiplePlanPDF',
      ]);
      if (deliverables.length === 0) {
        throw new AppError('not_found', { detail: 'The campaign has no deliverable' });
      }
      const folders = await createFolderRepository(db).listByCampaign(campaignId);
      const byId = new Map(folders.map(({ folder }) => [folder.id, folder]));
      const stream = zipStream(
        deliverables.map((document) => ({
          name: `${folderPrefix(document.folderId, byId)}${document.name}`,
          open: () => storage.getStream(document.s3Path),
          compress: !COMPRESSED_TYPES.test(document.mediaType),
          modifiedAt: document.createdAt,
        })),
        { missingFileNote },
      );
      return { stream, name: `Livrables - ${campaign.name}.zip` };
    },
  };
}

export type DeliveryService = ReturnType<typeof createDeliveryService>;
