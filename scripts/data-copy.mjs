// @ts-check
// `npm run backup` and `npm run restore` (no pnpm needed): run the API's built command,
// apps/api/src/db/backup/data-copy-cli.ts, which `npm start` builds.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './lib/paths.mjs';

const cli = join(repoRoot, 'apps/api/dist/db/backup/data-copy-cli.js');
if (!existsSync(cli)) {
  process.stderr.write(
    'The API is not built yet: run `npm start` once (it builds everything), stop it, then run this again.\n',
  );
  process.exit(1);
}
const { status } = spawnSync(process.execPath, [cli, ...process.argv.slice(2)], {
  stdio: 'inherit',
  cwd: repoRoot,
});
process.exit(status ?? 1);
