import type { components } from '@chaussee/sdk';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { binColumns, isBinned } from './bin-columns.js';
import { createdAt, updatedAt, version } from './columns.js';
import { users } from './identity.js';
import { campaigns } from './projects.js';

type Schemas = components['schemas'];

/*
 * The file manager of a campaign (spec sections 3 and 7, Documents): folders, documents, file
 * requests asked of the customer, and public download links. Every row hangs from its campaign, so
 * deleting a campaign takes its file manager with it (the stored files are the storage's business).
 */

/**
 * A folder of a campaign's file manager, nested through parentId. A name once among its siblings
 * whatever its case (the root counts as one parent). Deleting a folder deletes its subfolders; its
 * documents go back to the root (documents.folder_id is set null).
 */
export const folders = pgTable(
  'folders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => folders.id, {
      onDelete: 'cascade',
    }),
    name: varchar('name', { length: 254 }).notNull(),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('folders_sibling_name_unique').on(
      table.campaignId,
      sql`coalesce(${table.parentId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      sql`lower(${table.name})`,
    ),
    index('folders_parent_idx').on(table.parentId),
  ],
);

/**
 * A file the engineering office asks the customer for (file request). Its status goes awaiting →
 * awaiting_validation (a file was sent) → validated or refused (then a new file may be sent).
 */
export const requiredDocuments = pgTable(
  'required_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 254 }).notNull(),
    description: varchar('description', { length: 1000 }),
    status: text('status').notNull().$type<Schemas['RequiredDocumentStatus']>(),
    dueDate: date('due_date', { mode: 'string' }),
    requestedById: uuid('requested_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // The campaign's list, newest first, and the counts per status of the stats.
    index('required_documents_campaign_idx').on(
      table.campaignId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
  ],
);

/**
 * A stored file of a campaign. Name, size, hash and media type are what the server measured while
 * the upload streamed in (document_uploads), never what a client claims; s3Path is the storage key
 * the server made, one document per stored file.
 */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    folderId: uuid('folder_id').references(() => folders.id, { onDelete: 'set null' }),
    requiredDocumentId: uuid('required_document_id').references(() => requiredDocuments.id, {
      onDelete: 'set null',
    }),
    category: text('category').notNull().$type<Schemas['DocumentCategory']>(),
    /** The file name as uploaded, cleaned (no path, no control character). */
    name: varchar('name', { length: 254 }).notNull(),
    title: varchar('title', { length: 254 }),
    extension: varchar('extension', { length: 16 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** The media type recognised from the content at upload (application/pdf, image/png…). */
    mediaType: text('media_type').notNull(),
    /** SHA-256 of the content, hexadecimal, computed while it streamed to the storage. */
    contentHash: varchar('content_hash', { length: 64 }).notNull(),
    s3Path: text('s3_path').notNull().unique(),
    uploadedById: uuid('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ...binColumns(),
    /**
     * The status its file request had when the document went to the bin (null while it is live,
     * and for a document answering none): what the restore gives the request back when the
     * deletion left it awaiting (src/bin/README.md « Restore »).
     */
    requiredDocumentStatusWhenBinned: text('required_document_status_when_binned').$type<
      Schemas['RequiredDocumentStatus']
    >(),
    version: version(),
  },
  (table) => [
    index('documents_binned_idx').on(table.deletedAt).where(isBinned(table.deletedAt)),
    // The file manager's lists: a campaign's documents of one category (or all), newest first.
    index('documents_campaign_category_idx').on(
      table.campaignId,
      table.category,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index('documents_campaign_created_idx').on(
      table.campaignId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index('documents_folder_idx').on(table.folderId),
    index('documents_required_document_idx').on(table.requiredDocumentId, table.createdAt),
    check('documents_size_not_negative', sql`${table.size} >= 0`),
  ],
);

/**
 * A file stored by POST /documents/upload(-multiples) and not yet recorded by POST /documents: what
 * the server measured of it, so that recording trusts no size, hash or type sent by the client, and
 * only a file uploaded for that campaign by that user can be recorded. Recording deletes the row;
 * rows left over are uploads nobody recorded (their files can be purged by age).
 */
export const documentUploads = pgTable(
  'document_uploads',
  {
    storageKey: text('storage_key').primaryKey(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    uploadedById: uuid('uploaded_by_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').notNull().$type<Schemas['DocumentCategory']>(),
    name: varchar('name', { length: 254 }).notNull(),
    extension: varchar('extension', { length: 16 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    mediaType: text('media_type').notNull(),
    contentHash: varchar('content_hash', { length: 64 }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('document_uploads_campaign_idx').on(table.campaignId),
    index('document_uploads_created_idx').on(table.createdAt),
  ],
);

/**
 * A public link to some documents of a campaign (the /download page). The token is stored as its
 * SHA-256 only, the optional password as an argon2id hash; revokedAt ends it before expiresAt.
 */
export const downloadLinks = pgTable(
  'download_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    passwordHash: text('password_hash'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** How many times the link's files were handed out (each GET /download-links/{token}/files). */
    downloadCount: integer('download_count').notNull().default(0),
    lastDownloadedAt: timestamp('last_downloaded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('download_links_campaign_idx').on(table.campaignId)],
);

/** The documents a download link shares, in the order they were given. */
export const downloadLinkDocuments = pgTable(
  'download_link_documents',
  {
    linkId: uuid('link_id')
      .notNull()
      .references(() => downloadLinks.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.linkId, table.documentId] }),
    index('download_link_documents_document_idx').on(table.documentId),
  ],
);
