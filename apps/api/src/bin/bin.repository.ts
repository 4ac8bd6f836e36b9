import type { components } from '@chaussee/sdk';
import { desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.js';
import { campaigns, cores, documents, users, workspaces } from '../db/schema.js';

type BinKind = components['schemas']['BinKind'];

/*
 * The SQL of the bin's list (a restore's is in bin-restore-rows.ts, the purge's in
 * bin-purge-rows.ts). Every function of the three is meant for a transaction of `withBaseTables`
 * (src/db/live-views.ts), whose search path reaches the base tables, binned rows included: the
 * same table names then read what the rest of the application never sees.
 */

/** An item of the bin as the list reads it. */
export interface BinRow {
  kind: BinKind;
  id: string;
  name: string;
  parent: string | null;
  deletedAt: Date;
  deletedByFirstName: string | null;
  deletedByLastName: string | null;
}

/**
 * One SELECT of the list per kind: its name, its parent's and the binning facts. The aliases are
 * the bin's own, since drizzle names a subquery's columns unqualified (users has `id` too).
 */
function itemsOf(db: Db, kind: BinKind) {
  const common = (deletedAt: AnyPgColumn, deletedById: AnyPgColumn) => ({
    deletedAt: sql<Date>`${deletedAt}`.as('bin_deleted_at'),
    deletedById: sql<string | null>`${deletedById}`.as('bin_deleted_by_id'),
  });
  switch (kind) {
    case 'workspace':
      return db
        .select({
          kind: sql<BinKind>`'workspace'`.as('bin_kind'),
          id: sql<string>`${workspaces.id}`.as('bin_id'),
          name: sql<string>`${workspaces.name}`.as('bin_name'),
          parent: sql<string | null>`null::varchar`.as('bin_parent'),
          ...common(workspaces.deletedAt, workspaces.deletedById),
        })
        .from(workspaces)
        .where(isNotNull(workspaces.deletedAt));
    case 'campaign':
      return db
        .select({
          kind: sql<BinKind>`'campaign'`.as('bin_kind'),
          id: sql<string>`${campaigns.id}`.as('bin_id'),
          name: sql<string>`${campaigns.name}`.as('bin_name'),
          parent: sql<string | null>`${workspaces.name}`.as('bin_parent'),
          ...common(campaigns.deletedAt, campaigns.deletedById),
        })
        .from(campaigns)
        .innerJoin(workspaces, eq(workspaces.id, campaigns.workspaceId))
        .where(isNotNull(campaigns.deletedAt));
    case 'core':
      return db
        .select({
          kind: sql<BinKind>`'core'`.as('bin_kind'),
          id: sql<string>`${cores.id}`.as('bin_id'),
          name: sql<string>`${cores.displayName}`.as('bin_name'),
          parent: sql<string | null>`${campaigns.name}`.as('bin_parent'),
          ...common(cores.deletedAt, cores.deletedById),
        })
        .from(cores)
        .innerJoin(campaigns, eq(campaigns.id, cores.campaignId))
        .where(isNotNull(cores.deletedAt));
    case 'document':
      return db
        .select({
          kind: sql<BinKind>`'document'`.as('bin_kind'),
          id: sql<string>`${documents.id}`.as('bin_id'),
          name: sql<string>`coalesce(${documents.title}, ${documents.name})`.as('bin_name'),
          parent: sql<string | null>`${campaigns.name}`.as('bin_parent'),
          ...common(documents.deletedAt, documents.deletedById),
        })
        .from(documents)
        .innerJoin(campaigns, eq(campaigns.id, documents.campaignId))
        .where(isNotNull(documents.deletedAt));
  }
}

const ALL_KINDS: readonly BinKind[] = ['workspace', 'campaign', 'core', 'document'];

/** A page of the bin, the most recently deleted first, and how many items there are in all. */
export async function listBinned(
  db: Db,
  kind: BinKind | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: BinRow[]; total: number }> {
  const [first, ...others] = (kind === undefined ? ALL_KINDS : [kind]).map((each) =>
    itemsOf(db, each),
  );
  if (first === undefined) return { rows: [], total: 0 };
  const union = others.reduce<ReturnType<typeof itemsOf>>(
    (all, next) => all.unionAll(next) as unknown as ReturnType<typeof itemsOf>,
    first,
  );
  const items = union.as('items');
  const rows = await db
    .select({
      kind: items.kind,
      id: items.id,
      name: items.name,
      parent: items.parent,
      deletedAt: items.deletedAt,
      deletedByFirstName: users.firstName,
      deletedByLastName: users.lastName,
    })
    .from(items)
    .leftJoin(users, eq(users.id, items.deletedById))
    .orderBy(desc(items.deletedAt), items.id)
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(items);
  return {
    rows: rows.map((row) => ({ ...row, deletedAt: new Date(row.deletedAt) })),
    total: count?.total ?? 0,
  };
}

/** The tables whose rows go to the bin. */
export type BinnedTable = typeof workspaces | typeof campaigns | typeof cores | typeof documents;
