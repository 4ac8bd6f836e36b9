// @ts-check
import { describe, expect, it } from 'vitest';
import { pathWithFirst, pathWithoutPnpm } from './pnpm.mjs';

describe('pathWithFirst', () => {
  it('puts the folder first once, wherever it was', () => {
    expect(
      pathWithFirst(
        '/repo/.tools/node_modules/.bin',
        '/usr/bin:/repo/.tools/node_modules/.bin:/bin',
      ),
    ).toBe('/repo/.tools/node_modules/.bin:/usr/bin:/bin');
  });

  it('works on an empty PATH', () => {
    expect(pathWithFirst('/tools', undefined)).toBe('/tools');
  });
});

describe('pathWithoutPnpm', () => {
  const hasPnpm = new Set([
    '/home/me/.local/share/pnpm/pnpm',
    '/usr/local/lib/pnpm-global/pnpm.cmd',
  ]);
  const exists = (/** @type {string} */ file) => hasPnpm.has(file);

  it('drops every folder holding a pnpm and the node_modules/.bin folders npm adds', () => {
    const path = [
      '/repo/node_modules/.bin',
      '/home/me/.local/share/pnpm',
      '/usr/bin',
      '/usr/local/lib/pnpm-global',
      '/bin',
    ].join(':');
    expect(pathWithoutPnpm(path, exists)).toBe('/usr/bin:/bin');
  });

  it('keeps a PATH that has no pnpm as it is', () => {
    expect(pathWithoutPnpm('/usr/local/bin:/usr/bin', exists)).toBe('/usr/local/bin:/usr/bin');
  });
});
