// @ts-check
/**
 * `pnpm bench:pdf` — the time to write the campaign report of 120 cores (issue 22: under 30 s),
 * photos included. Runs apps/api/src/reports/pdf/report-bench-cli.ts with tsx on the sources
 * (`pnpm --filter @chaussee/api bench:pdf`).
 * CORES=300 for another size; PDF_OUT=/tmp/report.pdf keeps the report. A benchmark, not a test:
 * it prints, it asserts nothing.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const result = spawnSync('pnpm', ['--filter', '@chaussee/api', 'bench:pdf'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
process.exit(result.status ?? 1);
