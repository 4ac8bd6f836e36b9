// @ts-check
// Vitest global setup of the root configuration: the tests that run `pnpm` (the SDK pack test, the
// API reference test) find the pinned pnpm on the PATH however Vitest was started — by `npm test`,
// by a global pnpm or by `.tools/node_modules/.bin/pnpm exec vitest` — through the same
// `ensurePnpm()` as `npm start` and `npm test`. The test workers inherit the PATH set here.
import { ensurePnpm } from './pnpm.mjs';

export default function putPnpmOnPath() {
  ensurePnpm();
}
