import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir, lockFileOf } from '../data-dir-lock.js';
import { pgliteDirIn } from '../database.js';
import { tableDigests, type TableDigest } from './table-digests.js';

/**
 * Backup and restore of the embedded setup: the PGlite database and everything else the data
 * folder holds (stored files, outbox, signing key). A backup is a folder:
 *
 * - `database.tar.gz`: PGlite's own dump of its data directory (`dumpDataDir`), a physical copy
 *   taken while no other process has the database open (the lock of data-dir-lock.ts);
 * - `data/`: the rest of the data folder, file for file;
 * - `manifest.json`: the format, the date, and per table its row count and a digest of its rows.
 *
 * A restore loads that copy into the configured data folder and checks every table against the
 * manifest before it keeps it; the data it replaces is moved aside (never deleted), and put back if
 * anything fails. A PostgreSQL server is backed up with its own tools (pg_dump, README).
 */
const FORMAT = 'chaussee-backup/1';
const DATABASE_FILE = 'database.tar.gz';
const MANIFEST_FILE = 'manifest.json';
const DATA_FOLDER = 'data';

interface BackupManifest {
  format: typeof FORMAT;
  createdAt: string;
  tables: Record<string, TableDigest>;
  files: number;
}

export interface BackupSummary {
  directory: string;
  tables: number;
  rows: number;
  files: number;
}

/** `2026-11-26T08:30:05.123Z` → `20261126-083005`: sortable, and a valid folder name everywhere. */
function stampOf(now: Date): string {
  return now
    .toISOString()
    .replace(/\.\d+Z$/u, '')
    .replaceAll('-', '')
    .replaceAll(':', '')
    .replace('T', '-');
}

function filesUnder(directory: string): number {
  if (!existsSync(directory)) return 0;
  return readdirSync(directory, { recursive: true, withFileTypes: true }).filter((entry) =>
    entry.isFile(),
  ).length;
}

function summaryOf(directory: string, manifest: BackupManifest): BackupSummary {
  const digests = Object.values(manifest.tables);
  return {
    directory,
    tables: digests.length,
    rows: digests.reduce((sum, table) => sum + table.rows, 0),
    files: manifest.files,
  };
}

/** The entries of the data folder that are not the database nor its lock. */
function otherEntriesOf(dataDir: string): string[] {
  const pgliteDir = pgliteDirIn(dataDir);
  const skipped = new Set([basename(pgliteDir), basename(lockFileOf(pgliteDir))]);
  return existsSync(dataDir) ? readdirSync(dataDir).filter((name) => !skipped.has(name)) : [];
}

export async function createBackup(options: {
  dataDir: string;
  backupsDir: string;
  now?: Date;
}): Promise<BackupSummary> {
  const now = options.now ?? new Date();
  const pgliteDir = pgliteDirIn(options.dataDir);
  if (!existsSync(pgliteDir)) {
    throw new Error(
      `There is no embedded database in ${pgliteDir}: nothing to back up (is DATA_DIR the folder npm start uses?).`,
    );
  }
  const directory = join(options.backupsDir, `chaussee-${stampOf(now)}`);
  if (existsSync(directory))
    throw new Error(`${directory} exists already: wait a second and retry.`);
  const lock = lockDataDir(pgliteDir, 'npm run backup', now);
  try {
    const client = new PGlite(pgliteDir);
    let tables: Record<string, TableDigest>;
    let dump: Blob;
    try {
      tables = await tableDigests(client);
      dump = await client.dumpDataDir('gzip');
    } finally {
      await client.close();
    }
    mkdirSync(join(directory, DATA_FOLDER), { recursive: true });
    writeFileSync(join(directory, DATABASE_FILE), Buffer.from(await dump.arrayBuffer()));
    for (const name of otherEntriesOf(options.dataDir)) {
      cpSync(join(options.dataDir, name), join(directory, DATA_FOLDER, name), { recursive: true });
    }
    const manifest: BackupManifest = {
      format: FORMAT,
      createdAt: now.toISOString(),
      tables,
      files: filesUnder(join(directory, DATA_FOLDER)),
    };
    // Written last: a folder without its manifest is a backup that did not finish.
    writeFileSync(join(directory, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    return summaryOf(directory, manifest);
  } finally {
    lock.release();
  }
}

function readManifest(backupDir: string): BackupManifest {
  const file = join(backupDir, MANIFEST_FILE);
  if (!existsSync(file)) {
    throw new Error(
      `${backupDir} has no ${MANIFEST_FILE}: it is not a Chaussée backup, or its backup did not finish.`,
    );
  }
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Partial<BackupManifest>;
  if (manifest.format !== FORMAT || typeof manifest.tables !== 'object') {
    throw new Error(`${file} is not a manifest this version reads (expected format ${FORMAT}).`);
  }
  return manifest as BackupManifest;
}

/** The tables whose rows differ from the manifest's, described for the operator. */
function differences(
  expected: Record<string, TableDigest>,
  actual: Record<string, TableDigest>,
): string[] {
  const names = new Set([...Object.keys(expected), ...Object.keys(actual)]);
  return [...names]
    .filter((name) => expected[name]?.digest !== actual[name]?.digest)
    .map(
      (name) =>
        `${name}: ${String(expected[name]?.rows ?? 'no table')} rows expected, ${String(actual[name]?.rows ?? 'no table')} found`,
    );
}

export interface RestoreSummary extends BackupSummary {
  /** Where the data that was in the data folder before now is, if there was any. */
  replacedDataDir: string | undefined;
}

export async function restoreBackup(options: {
  backupDir: string;
  dataDir: string;
  now?: Date;
}): Promise<RestoreSummary> {
  const now = options.now ?? new Date();
  const manifest = readManifest(options.backupDir);
  const { dataDir } = options;
  const pgliteDir = pgliteDirIn(dataDir);
  mkdirSync(dataDir, { recursive: true });
  const lock = lockDataDir(pgliteDir, 'npm run restore', now);
  const previous = [
    ...otherEntriesOf(dataDir),
    ...(existsSync(pgliteDir) ? [basename(pgliteDir)] : []),
  ];
  const aside = join(dirname(dataDir), `${basename(dataDir)}.replaced-${stampOf(now)}`);
  try {
    if (previous.length > 0) {
      mkdirSync(aside, { recursive: true });
      for (const name of previous) renameSync(join(dataDir, name), join(aside, name));
    }
    try {
      const copied = join(options.backupDir, DATA_FOLDER);
      if (existsSync(copied) && statSync(copied).isDirectory()) {
        cpSync(copied, dataDir, { recursive: true });
      }
      const dump = new Blob([readFileSync(join(options.backupDir, DATABASE_FILE))]);
      const client = new PGlite(pgliteDir, { loadDataDir: dump });
      let restored: Record<string, TableDigest>;
      try {
        restored = await tableDigests(client);
      } finally {
        await client.close();
      }
      const wrong = differences(manifest.tables, restored);
      if (wrong.length > 0) {
        throw new Error(
          `The restored database does not match the backup's manifest (${wrong.slice(0, 5).join('; ')}): nothing was restored.`,
        );
      }
      return {
        ...summaryOf(options.backupDir, manifest),
        replacedDataDir: previous.length > 0 ? aside : undefined,
      };
    } catch (error) {
      // Put the data folder back as it was: the restored copy goes, the previous data returns.
      for (const name of readdirSync(dataDir)) {
        if (name !== basename(lockFileOf(pgliteDir)))
          rmSync(join(dataDir, name), { recursive: true, force: true });
      }
      for (const name of previous) renameSync(join(aside, name), join(dataDir, name));
      if (previous.length > 0) rmSync(aside, { recursive: true, force: true });
      throw error;
    }
  } finally {
    lock.release();
  }
}
