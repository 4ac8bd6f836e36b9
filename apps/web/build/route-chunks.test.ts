import { describe, expect, it } from 'vitest';
import {
  chunkOfModule,
  packageOfModule,
  routeLoad,
  staticClosure,
  type ChunkGraph,
  type ChunkNode,
} from './route-chunks.js';

const pnpmModule = (name: string, file: string) =>
  `/repo/node_modules/.pnpm/${name.replace('/', '+')}@1.0.0/node_modules/${name}/${file}`;

function chunk(fileName: string, part: Partial<ChunkNode>): ChunkNode {
  return { fileName, imports: [], modules: {}, rawBytes: 0, gzipBytes: 0, gzipByName: {}, ...part };
}

/**
 * A small build: the entry imports react and a shared chunk (which imports react too); the login
 * screen imports the form library; the cores screen imports the grid, which imports the shared
 * chunk; the map screen is only imported dynamically by the cores screen.
 */
const graph: ChunkGraph = new Map(
  [
    chunk('app.js', {
      imports: ['react.js', 'shared.js'],
      modules: { '/repo/apps/web/src/main.tsx': 50 },
      rawBytes: 100,
      gzipBytes: 40,
    }),
    chunk('react.js', {
      modules: { [pnpmModule('react-dom', 'cjs/react-dom.js')]: 500 },
      rawBytes: 300,
      gzipBytes: 100,
      gzipByName: { 'react-dom': 90, scheduler: 10 },
    }),
    chunk('shared.js', { imports: ['react.js'], rawBytes: 50, gzipBytes: 20 }),
    chunk('login-page.js', {
      imports: ['form.js'],
      modules: { '/repo/apps/web/src/features/auth/login-page.tsx': 80 },
      rawBytes: 60,
      gzipBytes: 25,
    }),
    chunk('form.js', {
      modules: {
        [pnpmModule('@rjsf/core', 'lib/form.js')]: 700,
        [pnpmModule('@rjsf/utils', 'lib/index.js')]: 300,
      },
      rawBytes: 400,
      gzipBytes: 130,
    }),
    chunk('cores-page.js', {
      imports: ['grid.js', 'shared.js'],
      modules: { '/repo/apps/web/src/features/coring/cores/coring-campaign-page.tsx': 90 },
      rawBytes: 70,
      gzipBytes: 30,
    }),
    chunk('grid.js', {
      imports: ['shared.js'],
      modules: { [pnpmModule('ag-grid-community', 'dist/main.js')]: 2000 },
      rawBytes: 900,
      gzipBytes: 300,
      gzipByName: { 'ag-grid-community': 250, 'ag-grid-react': 40, scheduler: 10 },
    }),
    chunk('map.js', {
      modules: { [pnpmModule('maplibre-gl', 'dist/maplibre-gl.js')]: 1500 },
      rawBytes: 800,
      gzipBytes: 280,
    }),
  ].map((node) => [node.fileName, node]),
);

describe('staticClosure', () => {
  it('follows static imports transitively, each file once, in the order reached', () => {
    expect(staticClosure(graph, ['cores-page.js'])).toEqual([
      'cores-page.js',
      'grid.js',
      'shared.js',
      'react.js',
    ]);
  });

  it('does not follow a file that is only imported dynamically', () => {
    expect(staticClosure(graph, ['app.js'])).not.toContain('map.js');
  });

  it('refuses a file name that is not a chunk of the build', () => {
    expect(() => staticClosure(graph, ['missing.js'])).toThrow('missing.js');
  });
});

describe('routeLoad', () => {
  it('sums the entry, its imports and the screen with its imports, shared files counted once', () => {
    const load = routeLoad(graph, 'app.js', ['cores-page.js']);

    expect(load.files).toEqual(['app.js', 'react.js', 'shared.js', 'cores-page.js', 'grid.js']);
    expect(load.gzipBytes).toBe(40 + 100 + 20 + 30 + 300);
    expect(load.rawBytes).toBe(100 + 300 + 50 + 70 + 900);
  });

  it('names the heavy libraries a route pulls, with the rendered length of their modules', () => {
    expect(routeLoad(graph, 'app.js', ['login-page.js']).heavyLibraries).toEqual([
      { name: 'rjsf', renderedBytes: 1000 },
    ]);
    expect(routeLoad(graph, 'app.js', ['cores-page.js']).heavyLibraries).toEqual([
      { name: 'ag-grid', renderedBytes: 2000 },
    ]);
  });

  it('names the heaviest packages of the route, summed over its files, heaviest first', () => {
    expect(routeLoad(graph, 'app.js', ['cores-page.js']).biggest).toEqual([
      { name: 'ag-grid-community', gzipBytes: 250 },
      { name: 'react-dom', gzipBytes: 90 },
      { name: 'ag-grid-react', gzipBytes: 40 },
      { name: 'scheduler', gzipBytes: 20 },
    ]);
  });

  it("counts the npm packages' share of the route, not the repository's files nor unmapped bytes", () => {
    const withOwnCode: ChunkGraph = new Map([
      ...graph,
      [
        'app.js',
        chunk('app.js', {
          imports: ['react.js'],
          gzipBytes: 40,
          gzipByName: {
            'apps/web/src/main.tsx': 25,
            '@mui/material': 10,
            '(unmapped)': 3,
            'assets/app.js': 2,
          },
        }),
      ],
    ]);
    expect(routeLoad(withOwnCode, 'app.js', []).libraryGzipBytes).toBe(10 + 90 + 10);
  });

  it('reports no heavy library for the entry alone', () => {
    expect(routeLoad(graph, 'app.js', []).heavyLibraries).toEqual([]);
  });
});

describe('chunkOfModule', () => {
  it('finds the chunk that bundles a screen module', () => {
    expect(chunkOfModule(graph, '/repo/apps/web/src/features/auth/login-page.tsx')).toBe(
      'login-page.js',
    );
  });

  it('finds nothing for a module the build does not hold', () => {
    expect(chunkOfModule(graph, '/repo/apps/web/src/features/gone.tsx')).toBeUndefined();
  });
});

describe('packageOfModule', () => {
  it('reads the package of a module under pnpm’s store, scoped or not', () => {
    expect(packageOfModule(pnpmModule('@rjsf/core', 'lib/form.js'))).toBe('@rjsf/core');
    expect(packageOfModule(pnpmModule('echarts', 'lib/echarts.js'))).toBe('echarts');
  });

  it('finds no package for the app’s own sources', () => {
    expect(packageOfModule('/repo/apps/web/src/main.tsx')).toBeUndefined();
  });
});
