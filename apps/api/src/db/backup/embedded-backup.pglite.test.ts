import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockFileOf } from '../data-dir-lock.js';
import { openDatabase, pgliteDirIn } from '../database.js';
import { organizations } from '../schema.js';
import { seedDemoDataOnce } from '../seed.js';
import { createBackup, restoreBackup } from './embedded-backup.js';
import { tableNames } from './table-digests.js';

/** Every row of every table, as JSON in a stable order: what a round trip must keep. */
async function everyRow(pgliteDir: string): Promise<Record<string, unknown>> {
  const client = new PGlite(pgliteDir);
  try {
    const rows: Record<string, unknown> = {};
    for (const name of await tableNames(client)) {
      const {
        rows: [row],
      } = await client.query<{ rows: unknown }>(
        `select coalesce(jsonb_agg(to_jsonb(t) order by t::text), '[]') as rows from ${name} t`,
      );
      rows[name] = row?.rows;
    }
    return rows;
  } finally {
    await client.close();
  }
}

/** Every file under a folder but the database and its lock, by relative path, with its bytes. */
function everyFile(dataDir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dataDir, { recursive: true, withFileTypes: true })) {
    const path = relative(dataDir, join(entry.parentPath, entry.name));
    if (entry.isFile() && !path.startsWith('pglite')) {
      files[path] = readFileSync(join(dataDir, path)).toString('base64');
    }
  }
  return files;
}

/** A process that lives until killed: the holder of a lock in another process. */
function otherProcess(): ChildProcess {
  return spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
}

describe('backup and restore of the embedded database and data folder', () => {
  const root = mkdtempSync(join(tmpdir(), 'chaussee-backup-'));
  const dataDir = join(root, 'data');
  const backupsDir = join(root, 'backups');
  const holders: ChildProcess[] = [];

  beforeAll(async () => {
    const database = openDatabase({ pgliteDir: pgliteDirIn(dataDir), purpose: 'the test' });
    await database.migrate();
    await seedDemoDataOnce(database.db, () => new Date('2026-11-26T08:00:00Z'), {
      NODE_ENV: 'development',
    });
    // Text that a naive copy would mangle: quotes, a line break, accents, a NUL-free emoji.
    await database.db.insert(organizations).values({
      name: 'Département de l’Isère « routes »\n"n°38" 🚧',
      isInternal: false,
    });
    await database.close();
    mkdirSync(join(dataDir, 'files', 'campaigns', 'c1'), { recursive: true });
    writeFileSync(
      join(dataDir, 'files', 'campaigns', 'c1', 'rapport.pdf'),
      Buffer.from([37, 80, 68, 70, 0, 255]),
    );
    writeFileSync(join(dataDir, 'jwt-signing-key'), 'secret-key-bytes');
  }, 120_000);

  afterAll(() => {
    for (const holder of holders) holder.kill();
    rmSync(root, { recursive: true, force: true });
  });

  it('restores every row of every table and every file, checked against the manifest', async () => {
    const backup = await createBackup({
      dataDir,
      backupsDir,
      now: new Date('2026-11-26T08:30:05Z'),
    });
    expect(backup.directory).toBe(join(backupsDir, 'chaussee-20261126-083005'));
    expect(backup.tables).toBeGreaterThan(30);
    expect(backup.files).toBe(2);

    const restoredDir = join(root, 'restored');
    const restored = await restoreBackup({ backupDir: backup.directory, dataDir: restoredDir });
    expect(restored).toMatchObject({
      tables: backup.tables,
      rows: backup.rows,
      replacedDataDir: undefined,
    });

    const [before, after] = [
      await everyRow(pgliteDirIn(dataDir)),
      await everyRow(pgliteDirIn(restoredDir)),
    ];
    expect(Object.keys(after)).toEqual(Object.keys(before));
    expect(after).toEqual(before);
    expect(JSON.stringify(after)).toContain('n°38');
    expect(everyFile(restoredDir)).toEqual(everyFile(dataDir));
  }, 120_000);

  it('moves the data it replaces aside, and puts it back when the backup does not check out', async () => {
    const backup = await createBackup({
      dataDir,
      backupsDir,
      now: new Date('2026-11-26T09:00:00Z'),
    });
    const target = join(root, 'target');
    mkdirSync(target, { recursive: true });
    writeFileSync(join(target, 'jwt-signing-key'), 'the key in use');

    // A manifest that does not match its database (a truncated or edited backup) restores nothing.
    const manifestFile = join(backup.directory, 'manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
      tables: Record<string, { rows: number; digest: string }>;
    };
    const good = JSON.stringify(manifest);
    const users = manifest.tables['public.users'];
    if (!users) throw new Error('No users table in the manifest');
    users.digest = 'edited';
    writeFileSync(manifestFile, JSON.stringify(manifest));
    await expect(restoreBackup({ backupDir: backup.directory, dataDir: target })).rejects.toThrow(
      /public\.users: \d+ rows expected/u,
    );
    expect(readdirSync(target).filter((name) => !name.endsWith('.lock'))).toEqual([
      'jwt-signing-key',
    ]);
    expect(readFileSync(join(target, 'jwt-signing-key'), 'utf8')).toBe('the key in use');

    writeFileSync(manifestFile, good);
    const now = new Date('2026-11-26T09:10:00Z');
    const restored = await restoreBackup({ backupDir: backup.directory, dataDir: target, now });
    expect(restored.replacedDataDir).toBe(join(root, 'target.replaced-20261126-091000'));
    expect(
      readFileSync(join(root, 'target.replaced-20261126-091000', 'jwt-signing-key'), 'utf8'),
    ).toBe('the key in use');
    expect(readFileSync(join(target, 'jwt-signing-key'), 'utf8')).toBe('secret-key-bytes');
  }, 120_000);

  it('refuses to run while another process has the database open, and takes a dead one’s lock', async () => {
    const holder = otherProcess();
    holders.push(holder);
    const lockFile = lockFileOf(pgliteDirIn(dataDir));
    writeFileSync(
      lockFile,
      JSON.stringify({
        pid: holder.pid,
        host: (await import('node:os')).hostname(),
        purpose: 'the Chaussée server',
        since: 'x',
      }),
    );
    // A second server, a backup, a restore: all refused, naming the holder.
    expect(() => openDatabase({ pgliteDir: pgliteDirIn(dataDir) })).toThrow(DataDirLockedError);
    await expect(createBackup({ dataDir, backupsDir })).rejects.toThrow(
      `the Chaussée server, pid ${String(holder.pid)}`,
    );
    await expect(
      restoreBackup({ backupDir: join(backupsDir, 'chaussee-20261126-083005'), dataDir }),
    ).rejects.toThrow(DataDirLockedError);

    holder.kill();
    await new Promise((done) => holder.once('exit', done));
    // Its process is gone (a killed server): the next one takes the lock, and leaves none behind.
    const backup = await createBackup({
      dataDir,
      backupsDir,
      now: new Date('2026-11-26T10:00:00Z'),
    });
    expect(backup.tables).toBeGreaterThan(30);
    expect(readdirSync(join(root, 'data'))).not.toContain('pglite.lock');
  }, 120_000);
});
