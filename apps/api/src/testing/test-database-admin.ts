import pg from 'pg';

/** Runs one statement on the PostgreSQL server of `adminUrl` (create or drop a database). */
export async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the server of `adminUrl`. */
export function databaseUrlNamed(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
