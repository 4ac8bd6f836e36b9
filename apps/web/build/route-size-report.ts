import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Logger, Plugin, Rolldown } from 'vite';
import {
  chunkOfModule,
  routeLoad,
  type ChunkGraph,
  type ChunkNode,
  type RouteLoad,
} from './route-chunks.js';

/** A route to report and the source module(s) of its lazy screen, relative to apps/web. */
export interface ReportedRoute {
  path: string;
  screens: readonly string[];
}

/**
 * zlib's default level (Node's gzip, what most servers' gzip gives). Vite's own table of files,
 * compressed by the bundler's Rust gzip, shows about 1 % more per file.
 */
const GZIP_LEVEL = 6;

const REPORT_FILE = 'size-report.json';

function kilobytes(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

function chunksOf(bundle: Rolldown.OutputBundle): Rolldown.OutputChunk[] {
  return Object.values(bundle).filter((output) => output.type === 'chunk');
}

/** The JavaScript chunks of the bundle, measured on the files as written (what a browser gets). */
function chunkGraphOf(outDir: string, chunks: readonly Rolldown.OutputChunk[]): ChunkGraph {
  const graph = new Map<string, ChunkNode>();
  for (const chunk of chunks) {
    const bytes = readFileSync(join(outDir, chunk.fileName));
    graph.set(chunk.fileName, {
      fileName: chunk.fileName,
      imports: chunk.imports,
      modules: Object.fromEntries(
        Object.entries(chunk.modules).map(([id, module]) => [id, module.renderedLength]),
      ),
      rawBytes: bytes.length,
      gzipBytes: gzipSync(bytes, { level: GZIP_LEVEL }).length,
    });
  }
  return graph;
}

function describeLoad(load: RouteLoad): string {
  const libraries =
    load.heavyLibraries.length === 0
      ? 'none'
      : load.heavyLibraries.map((library) => library.name).join(', ');
  return `${kilobytes(load.gzipBytes).padStart(9)} gzip  ${kilobytes(load.rawBytes).padStart(9)} raw  ${String(load.files.length).padStart(3)} files  heavy: ${libraries}`;
}

/**
 * Ends `vite build` with the gzip size of all the JavaScript a cold start loads on each route
 * listed (entry, its static imports, the route's lazy screen and its static imports), and the heavy
 * libraries (AG Grid, MapLibre, ECharts, rjsf) among it; writes the same figures to
 * dist/size-report.json. A listed screen missing from the bundle fails the build, so that a moved
 * file cannot turn the report into a silent under-count.
 */
export function routeSizeReportPlugin(routes: readonly ReportedRoute[]): Plugin {
  let root = process.cwd();
  let logger: Logger | undefined;
  let lines: string[] = [];
  return {
    name: 'chaussee-route-size-report',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      logger = config.logger;
    },
    writeBundle(options, bundle) {
      const outDir = options.dir ?? resolve(root, 'dist');
      const chunks = chunksOf(bundle);
      const graph = chunkGraphOf(outDir, chunks);
      const entry = chunks.find((chunk) => chunk.isEntry)?.fileName;
      if (entry === undefined) this.error('route size report: the build has no entry chunk');
      const entryLoad = routeLoad(graph, entry, []);
      const reported = routes.map((route) => {
        const screenChunks = route.screens.map((screen) => {
          const chunk = chunkOfModule(graph, resolve(root, screen));
          if (chunk === undefined) {
            this.error(
              `route size report: ${screen} (screen of ${route.path}) is not in the bundle; update the routes given to routeSizeReportPlugin in vite.config.ts`,
            );
          }
          return chunk;
        });
        return { ...route, ...routeLoad(graph, entry, screenChunks) };
      });
      const report = {
        gzipLevel: GZIP_LEVEL,
        entry: { file: entry, ...entryLoad },
        routes: reported,
      };
      writeFileSync(join(outDir, REPORT_FILE), `${JSON.stringify(report, null, 2)}\n`);
      const width = Math.max(...reported.map((route) => route.path.length), 'entry only'.length);
      lines = [
        '',
        `JavaScript loaded by a cold start, per route (gzip level ${String(GZIP_LEVEL)}):`,
        ...reported.map((route) => `  ${route.path.padEnd(width)} ${describeLoad(route)}`),
        `  ${'entry only'.padEnd(width)} ${describeLoad(entryLoad)}`,
        `  (written to ${relative(root, join(outDir, REPORT_FILE))})`,
      ];
    },
    // After Vite's own table of files, so that the report is the last thing the build prints.
    closeBundle() {
      for (const line of lines) logger?.info(line);
    },
  };
}
