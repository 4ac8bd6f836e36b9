import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// Resolved from this file, not from the working directory, so that `npm start` at the root and
// `pnpm --filter @chaussee/api start` find the same folders (src/ in dev, dist/ once built).
const packageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export const repositoryRoot = resolve(packageRoot, '../..');
export const apiPackageFile = resolve(packageRoot, 'package.json');
export const migrationsFolder = resolve(packageRoot, 'drizzle');
/** The fonts the PDF reports embed (committed: a clone has no system font to rely on). */
export const reportFontsFolder = resolve(packageRoot, 'assets/fonts');
export const defaultWebDistDir = resolve(repositoryRoot, 'apps/web/dist');
/** Written by `pnpm --filter @chaussee/openapi build-docs` (part of the API's build). */
export const defaultApiDocsFile = resolve(repositoryRoot, 'openapi/dist/docs.html');
/** Written by `pnpm --filter @chaussee/sdk build-reference` (TypeDoc, part of the API's build). */
export const defaultSdkDocsDir = resolve(repositoryRoot, 'packages/sdk/reference/dist');
