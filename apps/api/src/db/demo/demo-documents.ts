import { createHash } from 'node:crypto';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { components } from '@chaussee/sdk';
import type { DomainDeps } from '../../app/domain-deps.js';
import { createSecretToken, hashSecretToken } from '../../auth/secret-token.js';
import { createDocumentRepository } from '../../documents/document.repository.js';
import { createDownloadLinkRepository } from '../../documents/download-link.repository.js';
import { createFolderRepository } from '../../documents/folder.repository.js';
import { createRequiredDocumentRepository } from '../../documents/required-document.repository.js';
import { notifyRequiredDocumentRequested } from '../../notifications/document-events.js';
import { newCampaignDocumentKey } from '../../storage/campaign-document-key.js';
import type { DemoCalendar } from './demo-calendar.js';
import { demoId } from './demo-ids.js';
import { demoUserId } from './demo-organizations.js';

type Schemas = components['schemas'];

const CHEF_AGENCE = 'chef-agence@demo.chaussee.fr';
const ADMIN = 'admin@demo.chaussee.fr';
const CLIENT_PRINCIPAL = 'client-principal@demo.chaussee.fr';

/** A folder of the file manager, by key; `parent` is another folder's key. */
interface DemoFolder {
  key: string;
  name: string;
  parent?: string;
}

/** A file of the file manager: a small PDF the seed writes (or a CSV), by key. */
interface DemoFile {
  key: string;
  name: string;
  title: string;
  category: Schemas['DocumentCategory'];
  uploadedBy: string;
  at: string;
  folder?: string;
  /** The file request it answers. */
  request?: string;
  /** The lines of its one page (the CSV's rows for a CSV). */
  lines: readonly string[];
}

/** A file asked of the customer, in each status of the lifecycle. */
interface DemoRequest {
  key: string;
  title: string;
  description: string;
  status: Schemas['RequiredDocumentStatus'];
  at: string;
  dueDate: string;
}

const FOLDERS: readonly DemoFolder[] = [
  { key: 'rapports', name: 'Rapports' },
  { key: 'annexes', name: 'Annexes', parent: 'rapports' },
  { key: 'plans', name: 'Plans' },
];

const REQUESTS: readonly DemoRequest[] = [
  {
    key: 'historique',
    title: 'Historique des travaux de la RD 1075',
    description: 'Les dates et la nature des travaux de chaussée depuis 2000, si vous les avez.',
    status: 'awaiting',
    at: '2026-11-18T09:00:00.000Z',
    dueDate: '2026-12-11',
  },
  {
    key: 'reseaux',
    title: 'Relevé des réseaux enterrés',
    description: 'Les DT-DICT ou plans des concessionnaires entre le PR 8 et le PR 30.',
    status: 'awaiting_validation',
    at: '2026-10-05T09:00:00.000Z',
    dueDate: '2026-11-30',
  },
  {
    key: 'recolement',
    title: 'Plan de récolement du réseau d’assainissement',
    description: 'Pour placer les carottes hors des regards et des branchements.',
    status: 'validated',
    at: '2026-02-16T09:00:00.000Z',
    dueDate: '2026-02-27',
  },
  {
    key: 'assurance',
    title: 'Attestation d’assurance du chantier',
    description: 'L’attestation en cours de validité, au nom du maître d’ouvrage.',
    status: 'refused',
    at: '2026-02-16T09:30:00.000Z',
    dueDate: '2026-02-27',
  },
];

const FILES: readonly DemoFile[] = [
  {
    key: 'rapport',
    name: 'rapport-diagnostic-rd1075.pdf',
    title: 'Rapport de diagnostic de chaussée – RD 1075',
    category: 'deliverable',
    uploadedBy: CHEF_AGENCE,
    at: '2026-05-04T10:00:00.000Z',
    folder: 'rapports',
    lines: [
      'Rapport de diagnostic de chaussée',
      'RD 1075 – PR 8 à PR 30',
      '120 carottes prélevées du 2 mars au 17 avril 2026.',
      'Structure : enrobés sur grave-bitume et grave non traitée.',
    ],
  },
  {
    key: 'synthese',
    name: 'synthese-amiante-hap.pdf',
    title: 'Synthèse amiante et HAP',
    category: 'deliverable',
    uploadedBy: CHEF_AGENCE,
    at: '2026-05-04T10:05:00.000Z',
    folder: 'rapports',
    lines: [
      'Synthèse des repérages amiante et HAP',
      'Aucune fibre d’amiante détectée.',
      'HAP supérieurs à 500 mg/kg sur 6 carottes : enrobés à traiter.',
    ],
  },
  {
    key: 'pv-laboratoire',
    name: 'pv-laboratoire.pdf',
    title: 'Procès-verbaux du laboratoire',
    category: 'deliverable',
    uploadedBy: CHEF_AGENCE,
    at: '2026-04-28T15:00:00.000Z',
    folder: 'annexes',
    lines: ['Procès-verbaux d’essais', 'Laboratoire Alpes Analyses – commande CE-2026-041'],
  },
  {
    key: 'plan',
    name: 'plan-localisation-carottes.pdf',
    title: 'Plan de localisation des carottes',
    category: 'deliverable',
    uploadedBy: CHEF_AGENCE,
    at: '2026-05-04T10:10:00.000Z',
    folder: 'plans',
    lines: ['Plan de localisation des carottes', 'Échelle 1/5000 – fond IGN'],
  },
  {
    key: 'arrete',
    name: 'arrete-circulation.pdf',
    title: 'Arrêté de circulation',
    category: 'customerFile',
    uploadedBy: CLIENT_PRINCIPAL,
    at: '2026-02-20T08:00:00.000Z',
    lines: ['Arrêté temporaire de circulation', 'Alternat par feux du 2 mars au 17 avril 2026.'],
  },
  {
    key: 'comptages',
    name: 'comptages-trafic-2025.csv',
    title: 'Comptages de trafic 2025',
    category: 'customerFile',
    uploadedBy: CLIENT_PRINCIPAL,
    at: '2026-02-20T08:05:00.000Z',
    lines: ['PR;Sens;TMJA;PL %', '8;1;8450;7,2', '8;2;8320;7,0', '30;1;5210;9,8'],
  },
  {
    key: 'recolement',
    name: 'plan-recolement-assainissement.pdf',
    title: 'Plan de récolement',
    category: 'requiredDocument',
    uploadedBy: CLIENT_PRINCIPAL,
    at: '2026-02-24T14:00:00.000Z',
    request: 'recolement',
    lines: ['Plan de récolement du réseau d’assainissement', 'Commune de Vif'],
  },
  {
    key: 'assurance',
    name: 'attestation-2025.pdf',
    title: 'Attestation d’assurance',
    category: 'requiredDocument',
    uploadedBy: CLIENT_PRINCIPAL,
    at: '2026-02-24T14:05:00.000Z',
    request: 'assurance',
    lines: ['Attestation d’assurance', 'Période de validité : 2025 (expirée)'],
  },
  {
    key: 'reseaux',
    name: 'dt-dict-rd1075.pdf',
    title: 'DT-DICT RD 1075',
    category: 'requiredDocument',
    uploadedBy: CLIENT_PRINCIPAL,
    at: '2026-10-09T11:00:00.000Z',
    request: 'reseaux',
    lines: ['Récépissés DT-DICT', 'RD 1075 entre le PR 8 et le PR 30'],
  },
];

/** A one-page PDF with these lines, made by pdf-lib (a few kilobytes). */
async function pdfOf(title: string, lines: readonly string[], at: Date): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setCreator('Chaussée (données de démonstration)');
  pdf.setCreationDate(at);
  pdf.setModificationDate(at);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  lines.forEach((line, index) => {
    page.drawText(line, {
      x: 56,
      y: 770 - index * 24,
      size: index === 0 ? 18 : 12,
      font,
      color: rgb(0.1, 0.1, 0.1),
    });
  });
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

const key = (kind: string, name: string) => demoId(`${kind}:rd1075-diagnostic:${name}`);

/**
 * The file manager of the shared campaign (the RD 1075 diagnostic): three folders, deliverables
 * (small real PDFs), customer files, a file request in each status with the files sent in answer,
 * and a download link of two deliverables. Fixed ids, dates of the story moved by `calendar`.
 * Written with the documents domain's repositories, so that each file has its uploader; the
 * customers of the campaign hear of the file still asked (the others are the story's past).
 */
export async function seedDemoDocuments(
  deps: Pick<DomainDeps, 'db' | 'storage'>,
  campaignId: string,
  calendar: DemoCalendar,
): Promise<void> {
  const { db, storage } = deps;
  const folders = createFolderRepository(db);
  for (const folder of FOLDERS) {
    await folders.insert({
      id: key('folder', folder.key),
      campaignId,
      parentId: folder.parent === undefined ? null : key('folder', folder.parent),
      name: folder.name,
      createdById: demoUserId(CHEF_AGENCE),
      createdAt: calendar.at('2026-05-04T09:55:00.000Z'),
    });
  }
  const requests = createRequiredDocumentRepository(db);
  for (const request of REQUESTS) {
    const at = calendar.at(request.at);
    await requests.insert({
      id: key('request', request.key),
      campaignId,
      title: request.title,
      description: request.description,
      status: request.status,
      dueDate: calendar.day(request.dueDate),
      requestedById: demoUserId(ADMIN),
      createdAt: at,
      updatedAt: at,
    });
  }
  const rows = [];
  for (const file of FILES) {
    const at = calendar.at(file.at);
    const isCsv = file.name.endsWith('.csv');
    const content = isCsv
      ? Buffer.from(`\uFEFF${file.lines.join('\r\n')}\r\n`, 'utf8')
      : await pdfOf(file.title, file.lines, at);
    const extension = isCsv ? 'csv' : 'pdf';
    const mediaType = isCsv ? 'text/csv' : 'application/pdf';
    const s3Path = newCampaignDocumentKey(campaignId, extension);
    await storage.put(s3Path, content, mediaType);
    rows.push({
      id: key('document', file.key),
      campaignId,
      folderId: file.folder === undefined ? null : key('folder', file.folder),
      requiredDocumentId: file.request === undefined ? null : key('request', file.request),
      category: file.category,
      name: file.name,
      title: file.title,
      extension,
      size: content.length,
      mediaType,
      contentHash: createHash('sha256').update(content).digest('hex'),
      s3Path,
      uploadedById: demoUserId(file.uploadedBy),
      createdAt: at,
      updatedAt: at,
    });
  }
  await createDocumentRepository(db).insertMany(rows);

  const asked = REQUESTS.find((request) => request.status === 'awaiting');
  if (asked) {
    await notifyRequiredDocumentRequested(db, {
      actor: { id: demoUserId(ADMIN) },
      at: calendar.at(asked.at),
      campaignId,
      requiredDocumentId: key('request', asked.key),
      title: asked.title,
      idOf: (recipientId) => demoId(`notification:request:${asked.key}:${recipientId}`),
    });
  }

  const createdAt = calendar.at('2026-05-05T08:30:00.000Z');
  await createDownloadLinkRepository(db).insert(
    {
      id: key('download-link', 'livrables'),
      tokenHash: hashSecretToken(createSecretToken()),
      campaignId,
      createdById: demoUserId(CLIENT_PRINCIPAL),
      createdAt,
      // A year from the story's day: still open on the day of any install.
      expiresAt: calendar.at('2027-11-24T00:00:00.000Z'),
    },
    [key('document', 'rapport'), key('document', 'synthese')],
  );
}
