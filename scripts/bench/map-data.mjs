// @ts-check
/**
 * `pnpm bench:map-data` — a coring campaign's map layer of 100,000 cores served as GeoJSON, side
 * by side with a bare Fastify serving the same bytes (issue 24, Performance). A benchmark, not a
 * test: it prints figures and ratios, it asserts nothing. The work is
 * apps/api/src/map-layers/map-data-bench-cli.ts (run from the sources with tsx, no build needed);
 * environment: FEATURES (default 100000), RUNS (default 5), DATABASE_URL (a PostgreSQL server
 * instead of the embedded PGlite).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const result = spawnSync('pnpm', ['--filter', '@chaussee/api', 'bench:map-data'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
process.exit(result.status ?? 1);
