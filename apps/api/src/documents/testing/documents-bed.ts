import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ChausseeClient, components } from '@chaussee/sdk';
import { DEMO_SITES } from '../../db/demo/demo-organizations.js';
import { documentUploads, documents } from '../../db/schema.js';
import { present } from '../../users/testing/http-identity.js';
import { DEMO_CALLERS } from '../../testing/authorization-table.js';
import {
  startProjectsTestbed,
  type ProjectsTestbed,
} from '../../workspaces/testing/projects-testbed.js';

type Schemas = components['schemas'];
type DocumentCategory = Schemas['DocumentCategory'];

/** The demo accounts (every role and job) by the local part of their e-mail. */
export const email = (caller: (typeof DEMO_CALLERS)[number]) => `${caller}@demo.chaussee.fr`;

/** A tiny file of each accepted kind, real enough for the content checks. */
export const SAMPLES = {
  pdf: Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  ),
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  csv: Buffer.from('Carotte;Épaisseur\nC1;12,5\n', 'utf8'),
} as const;

/** One file of an upload: its name and content. */
interface UploadPart {
  name: string;
  content: Buffer;
}

export interface DocumentsBed extends ProjectsTestbed {
  /** A workspace of the Isère whose members are every demo account but ADMIN and SUPER_ADMIN. */
  workspaceId: string;
  /** A fresh campaign of that workspace (open to its customers). */
  freshCampaign(name?: string): Promise<string>;
  /** POST /documents/upload-multiples, the fields first, as the SDK sends them. */
  upload(
    client: ChausseeClient,
    campaignId: string,
    category: DocumentCategory,
    files: readonly UploadPart[],
  ): Promise<{ data?: Schemas['UploadedFiles']; response: Response }>;
  /** Uploads then records one document, answered as the contract's Document. */
  addDocument(
    client: ChausseeClient,
    campaignId: string,
    category: DocumentCategory,
    file?: UploadPart,
    extra?: Partial<Schemas['DocumentCreate']>,
  ): Promise<Schemas['Document']>;
  /** The files under the store's campaign folder (what uploads left on disk). */
  storedFiles(campaignId: string): string[];
  /** How many document rows and unrecorded upload rows the database holds. */
  rowCounts(): Promise<{ documents: number; uploads: number }>;
}

/** One server with the demo accounts and a workspace whose members are the demo accounts. */
export async function startDocumentsBed(
  options: Parameters<typeof startProjectsTestbed>[0] = {},
): Promise<DocumentsBed> {
  const bed = await startProjectsTestbed(options);
  const workspaceId = await bed.insertWorkspace({
    siteId: DEMO_SITES.isereMobilites.id,
    name: 'Routes de l’Isère',
    memberIds: DEMO_CALLERS.filter((caller) => caller !== 'super-admin' && caller !== 'admin').map(
      (caller) => bed.userId(email(caller)),
    ),
  });
  let campaigns = 0;

  const documentsBed: DocumentsBed = {
    ...bed,
    workspaceId,
    freshCampaign(name) {
      campaigns += 1;
      return bed.insertCampaign({ workspaceId, name: name ?? `Campagne ${String(campaigns)}` });
    },
    upload(client, campaignId, category, files) {
      return client.POST('/documents/upload-multiples', {
        body: { campaignId, category, files: files.map((file) => file.name) },
        bodySerializer: () => {
          const form = new FormData();
          form.append('campaignId', campaignId);
          form.append('category', category);
          for (const file of files) form.append('files', new Blob([file.content]), file.name);
          return form;
        },
      });
    },
    async addDocument(
      client,
      campaignId,
      category,
      file = { name: 'rapport.pdf', content: SAMPLES.pdf },
      extra = {},
    ) {
      const { data } = await documentsBed.upload(client, campaignId, category, [file]);
      const path = present(data).files[0]?.path ?? '';
      const created = await client.POST('/documents', {
        body: {
          campaignId,
          name: file.name,
          extension: file.name.slice(file.name.lastIndexOf('.') + 1),
          size: file.content.length,
          category,
          s3Path: path,
          ...extra,
        },
      });
      return present(created.data);
    },
    storedFiles(campaignId) {
      const folder = join(bed.server.config.dataDir, 'files', 'campaigns', campaignId, 'documents');
      try {
        return readdirSync(folder);
      } catch {
        return [];
      }
    },
    async rowCounts() {
      const db = bed.server.database.db;
      return {
        documents: (await db.select().from(documents)).length,
        uploads: (await db.select().from(documentUploads)).length,
      };
    },
  };
  return documentsBed;
}
