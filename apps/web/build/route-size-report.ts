import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Logger, Plugin, Rolldown } from 'vite';
import { bytesBySource, reportNameOf, UNMAPPED } from './module-bytes.js';
import {
  chunkOfModule,
  routeLoad,
  type ChunkGraph,
  type ChunkNode,
  type RouteLoad,
} from './route-chunks.js';
import {
  budgetFailures,
  describeBudget,
  kilobytes,
  parseBudgets,
  type RouteBudget,
} from './size-budgets.js';

/** A route to report and the source module(s) of its lazy screen, relative to apps/web. */
interface ReportedRoute {
  path: string;
  screens: readonly string[];
}

export interface RouteSizeReportOptions {
  routes: readonly ReportedRoute[];
  /** The JSON file of the routes' budgets (see size-budgets.ts), relative to the Vite root. */
  budgetFile: string;
  /** The repository's root, relative to the Vite root: files are named from there in the report. */
  repositoryRoot: string;
}

/**
 * zlib's default level (Node's gzip, what most servers' gzip gives). Vite's own table of files,
 * compressed by the bundler's Rust gzip, shows about 1 % more per file.
 */
const GZIP_LEVEL = 6;

const REPORT_FILE = 'size-report.json';

function chunksOf(bundle: Rolldown.OutputBundle): Rolldown.OutputChunk[] {
  return Object.values(bundle).filter((output) => output.type === 'chunk');
}

/**
 * A file's gzip bytes shared among the packages and files it is made of, in proportion to the
 * bytes of each in its source map (all of them under one name when the file has no map).
 */
function gzipByNameOf(
  chunk: Rolldown.OutputChunk,
  code: string,
  gzipBytes: number,
  outDir: string,
  repositoryRoot: string,
): Record<string, number> {
  if (chunk.map === null) return { [chunk.fileName]: gzipBytes };
  const chunkDir = dirname(join(outDir, chunk.fileName));
  const byName = new Map<string, number>();
  for (const [source, bytes] of bytesBySource(code, chunk.map)) {
    const name =
      source === UNMAPPED ? UNMAPPED : reportNameOf(resolve(chunkDir, source), repositoryRoot);
    byName.set(name, (byName.get(name) ?? 0) + bytes);
  }
  const total = [...byName.values()].reduce((sum, bytes) => sum + bytes, 0);
  return Object.fromEntries(
    [...byName].map(([name, bytes]) => [name, total === 0 ? 0 : (gzipBytes * bytes) / total]),
  );
}

/** The JavaScript chunks of the bundle, measured on the files as written (what a browser gets). */
function chunkGraphOf(
  outDir: string,
  chunks: readonly Rolldown.OutputChunk[],
  repositoryRoot: string,
): ChunkGraph {
  const graph = new Map<string, ChunkNode>();
  for (const chunk of chunks) {
    const bytes = readFileSync(join(outDir, chunk.fileName));
    const gzipBytes = gzipSync(bytes, { level: GZIP_LEVEL }).length;
    graph.set(chunk.fileName, {
      fileName: chunk.fileName,
      imports: chunk.imports,
      modules: Object.fromEntries(
        Object.entries(chunk.modules).map(([id, module]) => [id, module.renderedLength]),
      ),
      rawBytes: bytes.length,
      gzipBytes,
      gzipByName: gzipByNameOf(chunk, bytes.toString('utf8'), gzipBytes, outDir, repositoryRoot),
    });
  }
  return graph;
}

function describeLoad(load: RouteLoad): string {
  const libraries =
    load.heavyLibraries.length === 0
      ? 'none'
      : load.heavyLibraries.map((library) => library.name).join(', ');
  return `${kilobytes(load.gzipBytes).padStart(9)} gzip (libraries ${kilobytes(load.libraryGzipBytes).padStart(8)})  ${kilobytes(load.rawBytes).padStart(9)} raw  ${String(load.files.length).padStart(3)} files  heavy: ${libraries.padEnd(8)}`;
}

function readBudgets(budgetPath: string, budgetFile: string): RouteBudget[] {
  let text: string;
  try {
    text = readFileSync(budgetPath, 'utf8');
  } catch {
    throw new Error(`route size report: the budget file ${budgetFile} cannot be read`);
  }
  return parseBudgets(JSON.parse(text), budgetFile);
}

/**
 * Ends `vite build` with the gzip size of all the JavaScript a cold start loads on each route
 * listed (entry, its static imports, the route's lazy screen and its static imports), the heavy
 * libraries (AG Grid, MapLibre, ECharts, rjsf) among it, and its budget; writes the same figures,
 * with the heaviest packages and files of each route, to dist/size-report.json. The build fails
 * when a route is over its budget (the message names its size, its budget and what weighs most in
 * it), when a route has no budget, and when a listed screen is missing from the bundle, so that a
 * moved file cannot turn the report into a silent under-count.
 */
export function routeSizeReportPlugin({
  routes,
  budgetFile,
  repositoryRoot,
}: RouteSizeReportOptions): Plugin {
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
      const budgets = readBudgets(resolve(root, budgetFile), budgetFile);
      const chunks = chunksOf(bundle);
      const graph = chunkGraphOf(outDir, chunks, resolve(root, repositoryRoot));
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
        ...reported.map(
          (route) =>
            `  ${route.path.padEnd(width)} ${describeLoad(route)}  (${describeBudget(
              route.gzipBytes,
              budgets.find((budget) => budget.path === route.path),
              route.libraryGzipBytes,
            )})`,
        ),
        `  ${'entry only'.padEnd(width)} ${describeLoad(entryLoad)}`,
        `  (written to ${relative(root, join(outDir, REPORT_FILE))})`,
      ];
      const failures = budgetFailures(reported, budgets, budgetFile);
      if (failures.length > 0) {
        for (const line of lines) logger?.info(line);
        lines = [];
        this.error(
          `route size budgets exceeded:\n${failures.map((failure) => `  ${failure}`).join('\n')}`,
        );
      }
    },
    // After Vite's own table of files, so that the report is the last thing the build prints.
    closeBundle() {
      for (const line of lines) logger?.info(line);
    },
  };
}
