import type { components } from '@chaussee/sdk';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { rowsOf } from '../db/raw-rows.js';
import type { campaigns, cores, documents, workspaces } from '../db/schema.js';

type BinKind = components['schemas']['BinKind'];

/*
 * The SQL of the bin's list (a restore's is in bin-restore-rows.ts, the purge's in
 * bin-purge-rows.ts, both meant for a transaction of `withBaseTables`, src/db/live-views.ts).
 *
 * The list names the base tables by their schema (`public.cores`), where the binned rows are,
 * instead of reading them in a transaction that sets the search path: its statements are then
 * plain reads, so its answer is reused while nothing is written, and opening the bin no longer
 * counts as a write that drops every answer the server keeps (db/data-generation.ts: a PGlite
 * transaction, or a `set`, is a write to it).
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
 * One SELECT per kind: its name, its parent's and the binning facts, each naming its columns (a
 * kind may be listed alone, and its SELECT then names the union's columns).
 */
const ITEMS_OF: Readonly<Record<BinKind, SQL>> = {
  workspace: sql`select 'workspace' as kind, w.id, w.name, null::varchar as parent,
      w.deleted_at, w.deleted_by_id
    from public.workspaces w where w.deleted_at is not null`,
  campaign: sql`select 'campaign' as kind, c.id, c.name, w.name as parent, c.deleted_at,
      c.deleted_by_id
    from public.campaigns c join public.workspaces w on w.id = c.workspace_id
    where c.deleted_at is not null`,
  core: sql`select 'core' as kind, k.id, k.display_name as name, c.name as parent, k.deleted_at,
      k.deleted_by_id
    from public.cores k join public.campaigns c on c.id = k.campaign_id
    where k.deleted_at is not null`,
  document: sql`select 'document' as kind, d.id, coalesce(d.title, d.name) as name,
      c.name as parent, d.deleted_at, d.deleted_by_id
    from public.documents d join public.campaigns c on c.id = d.campaign_id
    where d.deleted_at is not null`,
};

const ALL_KINDS: readonly BinKind[] = ['workspace', 'campaign', 'core', 'document'];

const BIN_KINDS: ReadonlySet<string> = new Set(ALL_KINDS);

function isBinKind(value: unknown): value is BinKind {
  return typeof value === 'string' && BIN_KINDS.has(value);
}

function textOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** A timestamp as either driver answers it: a Date (node-postgres, PGlite) or its text. */
function dateOf(value: unknown): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'string') return new Date(value);
  throw new Error(`Not a timestamp: ${String(value)}`);
}

/** A row of the list's statement, by its columns (the parent and the deleter's names may be null). */
function toBinRow(row: Record<string, unknown>): BinRow {
  if (!isBinKind(row.kind)) throw new Error(`Unknown bin item kind: ${String(row.kind)}`);
  return {
    kind: row.kind,
    id: String(row.id),
    name: String(row.name),
    parent: textOrNull(row.parent),
    deletedAt: dateOf(row.deleted_at),
    deletedByFirstName: textOrNull(row.first_name),
    deletedByLastName: textOrNull(row.last_name),
  };
}

/** A page of the bin, the most recently deleted first, and how many items there are in all. */
export async function listBinned(
  db: Db,
  kind: BinKind | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: BinRow[]; total: number }> {
  const items = sql.join(
    (kind === undefined ? ALL_KINDS : [kind]).map((each) => ITEMS_OF[each]),
    sql` union all `,
  );
  const [listed, counted] = await Promise.all([
    db.execute(sql`select items.kind, items.id, items.name, items.parent, items.deleted_at,
        u.first_name, u.last_name
      from (${items}) items
      left join public.users u on u.id = items.deleted_by_id
      order by items.deleted_at desc, items.id
      limit ${page.limit} offset ${page.offset}`),
    db.execute(sql`select count(*)::int as total from (${items}) items`),
  ]);
  return { rows: rowsOf(listed).map(toBinRow), total: Number(rowsOf(counted)[0]?.total ?? 0) };
}

/** The tables whose rows go to the bin. */
export type BinnedTable = typeof workspaces | typeof campaigns | typeof cores | typeof documents;
