// `npm run backup [-- <folder of backups>]` and `npm run restore -- <backup folder>` (through
// scripts/data-copy.mjs): the embedded database and the data folder, see embedded-backup.ts.
import { resolve } from 'node:path';
import { loadConfig } from '../../config.js';
import { repositoryRoot } from '../../paths.js';
import { DataDirLockedError } from '../data-dir-lock.js';
import { createBackup, restoreBackup } from './embedded-backup.js';

const USAGE =
  'Usage: npm run backup [-- <folder of backups, default ./backups>]\n' +
  '       npm run restore -- <backup folder, e.g. backups/chaussee-20261126-083005>\n';

const SERVER_ROUTE =
  'DATABASE_URL names a PostgreSQL server: back it up with its own tools, e.g.\n' +
  '  pg_dump --format=custom --file=chaussee.dump "$DATABASE_URL"\n' +
  '  pg_restore --clean --if-exists --dbname="$DATABASE_URL" chaussee.dump\n' +
  'and the files with your S3 storage (bucket versioning, or a copy such as `aws s3 sync`).\n' +
  'See the README, « Backups ».\n';

async function main(argv: readonly string[]): Promise<number> {
  const [command, folder] = argv;
  const config = loadConfig();
  if (config.databaseUrl) {
    process.stderr.write(SERVER_ROUTE);
    return 2;
  }
  if (command === 'backup') {
    const summary = await createBackup({
      dataDir: config.dataDir,
      backupsDir: resolve(folder ?? resolve(repositoryRoot, 'backups')),
    });
    process.stdout.write(
      `Backup written to ${summary.directory}: ${String(summary.tables)} tables, ${String(summary.rows)} rows, ${String(summary.files)} files.\n`,
    );
    return 0;
  }
  if (command === 'restore' && folder) {
    const summary = await restoreBackup({ backupDir: resolve(folder), dataDir: config.dataDir });
    process.stdout.write(
      `Restored ${summary.directory} into ${config.dataDir}: ${String(summary.tables)} tables and ${String(summary.rows)} rows checked against its manifest, ${String(summary.files)} files.\n` +
        (summary.replacedDataDir
          ? `The data it replaced is kept in ${summary.replacedDataDir} (delete it once you no longer need it).\n`
          : ''),
    );
    return 0;
  }
  process.stderr.write(USAGE);
  return 2;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  // The errors these commands expect say what to do next; anything else keeps its stack.
  const expected = error instanceof DataDirLockedError || error instanceof Error;
  process.stderr.write(`${expected ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
