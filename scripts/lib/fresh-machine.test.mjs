// @ts-check
import { describe, expect, it } from 'vitest';
import { firstErrorLine } from './fresh-machine.mjs';

describe('firstErrorLine', () => {
  it('finds nothing in a clean start', () => {
    const start = [
      'Chaussée — npm start: install → build → migrate → seed → listen',
      '  install  dependencies (pnpm install --frozen-lockfile) … done in 14.2 s',
      '{"level":30,"time":1,"msg":"Server listening at http://127.0.0.1:40123"}',
      '{"level":30,"reqId":"r1","res":{"statusCode":401},"msg":"request completed"}',
      'Chaussée is running at http://localhost:40123',
    ].join('\n');
    expect(firstErrorLine(start)).toBeUndefined();
  });

  it.each([
    ['sh: 1: pnpm: not found', 'sh: 1: pnpm: command not found'],
    ['an npm error', 'npm error code ELIFECYCLE'],
    ['a pino error', '{"level":50,"msg":"boom"}'],
    ['a thrown error', 'TypeError: cannot read properties of undefined'],
    ['a stack frame', '    at main (/tmp/chaussee/apps/api/dist/main.js:12:3)'],
    ['an unhandled rejection', 'Unhandled promise rejection'],
  ])('finds %s', (_name, line) => {
    expect(firstErrorLine(`  build    … done in 60.0 s\n${line}\n`)).toBe(line.trim());
  });
});
