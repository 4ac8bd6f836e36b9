import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, it } from 'vitest';
import { loadContract } from '../../http/contract/contract.js';
import { callAsEveryCaller } from './call-as-callers.js';
import { CALLERS, startFixtureWorld, type FixtureWorld } from './fixture-world.js';
import { sharedScope } from './operation-requests.js';

let world: FixtureWorld;
beforeAll(async () => {
  const t = performance.now();
  const c = process.cpuUsage();
  world = await startFixtureWorld();
  console.log('world', performance.now() - t, process.cpuUsage(c));
}, 120_000);
afterAll(() => world.close());

it('drafts', async () => {
  const shared = sharedScope(world);
  const lines: string[] = [];
  const times: [string, number][] = [];
  const t = performance.now();
  const c = process.cpuUsage();
  for (const operation of loadContract().operations) {
    const started = performance.now();
    const statuses: string[] = [];
    const notes: string[] = [];
    try {
      const answers = await callAsEveryCaller(operation, world, shared);
      for (const caller of CALLERS) {
        const answer = answers[caller];
        statuses.push(String(answer.status));
        if (answer.status >= 400 && answer.status !== 401 && answer.status !== 501) notes.push(`${caller}:${answer.text.slice(0, 160)}`);
      }
    } catch (error) {
      statuses.push('ERR');
      notes.push(`${String(error).slice(0, 200)} ${JSON.stringify((error as {violations?: unknown}).violations ?? (error as {detail?: unknown}).detail ?? '').slice(0,300)} ${(error as Error).stack?.split('\n').slice(1,4).join(' ')}`);
    }
    times.push([operation.operationId, performance.now() - started]);
    lines.push(`${operation.operationId.padEnd(45)} ${statuses.join(' ')}  ${operation.method.toUpperCase()} ${operation.path}`);
    for (const note of [...new Set(notes)].slice(0, 4)) lines.push(`      ${note}`);
  }
  console.log('ops', performance.now() - t, process.cpuUsage(c));
  console.log(times.sort((a, b) => b[1] - a[1]).slice(0, 25).map(([o, t]) => `${o} ${t.toFixed(0)}`).join('\n'));
  writeFileSync('/tmp/draft.txt', lines.join('\n'));
}, 600_000);
