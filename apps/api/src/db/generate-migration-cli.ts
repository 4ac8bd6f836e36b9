// `pnpm --filter @chaussee/api db:generate <name>`: writes the migration of a change of the tables
// (src/db/tables) as drizzle/NNNN_<name>.sql, refusing to run without a name.
import { spawnSync } from 'node:child_process';
import { migrationNameOf } from './migration-name.js';

let name: string;
try {
  name = migrationNameOf(process.argv.slice(2));
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
const run = spawnSync('drizzle-kit', ['generate', '--name', name], { stdio: 'inherit' });
process.exit(run.status ?? 1);
