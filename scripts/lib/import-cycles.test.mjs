// @ts-check
import { describe, expect, it } from 'vitest';
import { createResolver, findCycles, importCycles, runtimeImports } from './import-cycles.mjs';

const ROOT = '/repo';

/**
 * The cycles among in-memory modules (path relative to ROOT → source), with two workspace packages.
 * @param {Record<string, string>} modules
 */
function cyclesOf(modules) {
  const sources = new Map(Object.entries(modules).map(([path, text]) => [`${ROOT}/${path}`, text]));
  const packages = new Map([
    [
      'packages/ui',
      { name: '@chaussee/ui', exports: { '.': { '@chaussee/source': './src/index.ts' } } },
    ],
    [
      'packages/sdk',
      {
        name: '@chaussee/sdk',
        exports: {
          './react': { '@chaussee/source': './src/react/index.ts', default: './dist/x.js' },
        },
      },
    ],
  ]);
  return importCycles({
    root: ROOT,
    files: [...sources.keys()],
    resolveImport: createResolver({ root: ROOT, packages, exists: (path) => sources.has(path) }),
    read: (path) => sources.get(path) ?? '',
  });
}

describe('runtimeImports', () => {
  it('keeps the static imports and re-exports that stay at run time', () => {
    const source = [
      "import a from './a.js';",
      "import { type B, c } from './c.js';",
      "import './side-effect.js';",
      "export { d } from './d.js';",
      "export * from './e.js';",
      "import type { F } from './f.js';",
      "export type { G } from './g.js';",
      "const lazy = () => import('./lazy.js');",
    ].join('\n');
    expect(runtimeImports('x.ts', source)).toEqual([
      './a.js',
      './c.js',
      './side-effect.js',
      './d.js',
      './e.js',
    ]);
  });

  it('reads TSX', () => {
    expect(runtimeImports('x.tsx', "import { A } from './a.js';\nexport const b = <A />;")).toEqual(
      ['./a.js'],
    );
  });
});

describe('findCycles', () => {
  it('finds each group of modules that import each other, and a module importing itself', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e']],
      ['f', ['d', 'missing']],
    ]);
    expect(findCycles(graph)).toEqual([['a', 'b', 'c'], ['e']]);
  });

  it('walks a long chain without overflowing the stack', () => {
    const size = 50_000;
    const graph = new Map(
      Array.from({ length: size }, (_, i) => [`m${String(i)}`, [`m${String((i + 1) % size)}`]]),
    );
    expect(findCycles(graph)[0]).toHaveLength(size);
  });
});

describe('importCycles', () => {
  it('finds a cycle between two modules of a feature, named relative to the root', () => {
    expect(
      cyclesOf({
        'apps/web/src/dialog.tsx': "import { place } from './section.js';",
        'apps/web/src/section.tsx':
          "import { Dialog } from './dialog.js';\nexport const place = 1;",
      }),
    ).toEqual([['apps/web/src/dialog.tsx', 'apps/web/src/section.tsx']]);
  });

  it('follows the workspace packages through their source export', () => {
    expect(
      cyclesOf({
        'packages/ui/src/index.ts': "export * from './badge.js';",
        'packages/ui/src/badge.tsx': "import { useThing } from '@chaussee/sdk/react';",
        'packages/sdk/src/react/index.ts': "import { Badge } from '@chaussee/ui';",
      }),
    ).toEqual([
      ['packages/sdk/src/react/index.ts', 'packages/ui/src/badge.tsx', 'packages/ui/src/index.ts'],
    ]);
  });

  it('counts no type-only import, no dynamic import and nothing from node_modules', () => {
    expect(
      cyclesOf({
        'a.ts': "import type { B } from './b.js';\nimport React from 'react';",
        'b.ts': "import { a } from './a.js';",
        'c.ts': "export const load = () => import('./d.js');",
        'd.ts': "import { load } from './c.js';",
      }),
    ).toEqual([]);
  });

  it('resolves a folder to its index and an extensionless specifier', () => {
    expect(
      cyclesOf({
        'src/a.ts': "import { b } from './b';",
        'src/b/index.ts': "import { a } from '../a.js';",
      }),
    ).toEqual([['src/a.ts', 'src/b/index.ts']]);
  });
});
