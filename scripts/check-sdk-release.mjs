// @ts-check
// The SDK's release check (a stage of `npm test`): the contract (openapi/openapi.json) against the
// last released one (packages/sdk/released/openapi.json). A breaking change needs a new major
// version of the SDK, which is the contract's info.version, and a CHANGELOG.md entry.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { releaseProblems } from './lib/contract-diff.mjs';
import { repoRoot } from './lib/paths.mjs';

/** @param {string} path @returns {Record<string, unknown>} */
const readJson = (path) => JSON.parse(readFileSync(join(repoRoot, path), 'utf8'));

const sdk = readJson('packages/sdk/package.json');
const { breaking, problems } = releaseProblems({
  released: readJson('packages/sdk/released/openapi.json'),
  current: readJson('openapi/openapi.json'),
  sdkVersion: String(sdk.version),
  changelog: readFileSync(join(repoRoot, 'packages/sdk/CHANGELOG.md'), 'utf8'),
});

if (breaking.length > 0) {
  console.log(`Breaking changes since the released contract (${breaking.length}):`);
  for (const change of breaking) console.log(`  - ${change}`);
} else {
  console.log('No breaking change since the released contract.');
}
for (const problem of problems) console.error(`SDK release: ${problem}`);
if (problems.length === 0)
  console.log(`SDK ${String(sdk.version)}: the version follows the contract.`);
process.exit(problems.length > 0 ? 1 : 0);
