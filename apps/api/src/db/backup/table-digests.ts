import type { PGlite } from '@electric-sql/pglite';

/** The rows of one table and a digest of their content, to prove a copy holds the same data. */
export interface TableDigest {
  rows: number;
  digest: string;
}

/** Every table of the application (`public`) and of the migrations' journal (`drizzle`). */
export async function tableNames(client: PGlite): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select format('%I.%I', table_schema, table_name) as name
       from information_schema.tables
      where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE'
      order by 1`,
  );
  return rows.map((row) => row.name);
}

/**
 * Per table, its row count and the md5 of its rows written as text in a stable order: equal
 * digests mean equal contents, whatever order the copy stored them in.
 */
export async function tableDigests(client: PGlite): Promise<Record<string, TableDigest>> {
  const digests: Record<string, TableDigest> = {};
  for (const name of await tableNames(client)) {
    // `name` comes from the catalogue, quoted by format('%I'): no text of a user reaches this SQL.
    const { rows } = await client.query<{ rows: number; digest: string | null }>(
      `select count(*)::int as rows, md5(string_agg(t::text, E'\\n' order by t::text)) as digest
         from ${name} t`,
    );
    const [row] = rows;
    digests[name] = { rows: row?.rows ?? 0, digest: row?.digest ?? '' };
  }
  return digests;
}
