/** One JavaScript file of the build, as the route size report needs it. */
export interface ChunkNode {
  fileName: string;
  /** File names of the chunks this one imports statically (loaded with it, modulepreload). */
  imports: readonly string[];
  /** Absolute ids of the modules bundled into this chunk, with their rendered length (unminified). */
  modules: Readonly<Record<string, number>>;
  rawBytes: number;
  gzipBytes: number;
  /**
   * The file's gzip bytes shared among what it is made of (npm packages, the repository's files),
   * in proportion to the minified bytes each accounts for (read from the file's source map).
   */
  gzipByName: Readonly<Record<string, number>>;
}

/** The build's JavaScript chunks by file name. */
export type ChunkGraph = ReadonlyMap<string, ChunkNode>;

/**
 * The heavy libraries a screen may pull, by the npm packages that make them: a route that loads one
 * it does not need (AG Grid on /login) is a regression of the code splitting.
 */
const HEAVY_LIBRARIES: Readonly<Record<string, readonly string[]>> = {
  'ag-grid': ['ag-grid-community', 'ag-grid-react'],
  maplibre: ['maplibre-gl'],
  echarts: ['echarts', 'zrender'],
  rjsf: ['@rjsf/core', '@rjsf/mui', '@rjsf/utils', '@rjsf/validator-ajv8'],
};

/** A heavy library found in a route's files, with the length of its modules there. */
interface HeavyLibraryUse {
  name: string;
  /** The bundler's rendered length of the library's modules, before minification. */
  renderedBytes: number;
}

/** One of the packages or files that weigh most in a route's load. */
export interface BigModule {
  name: string;
  /** Its estimated share of the route's gzip bytes. */
  gzipBytes: number;
}

/** How many of the heaviest packages or files a route's load names. */
const BIGGEST_COUNT = 8;

/** What the browser loads for one route on a cold start. */
export interface RouteLoad {
  /** Every file, the entry first, each once. */
  files: string[];
  rawBytes: number;
  gzipBytes: number;
  heavyLibraries: HeavyLibraryUse[];
  /** The heaviest packages and files of the load, heaviest first. */
  biggest: BigModule[];
  /**
   * The share of `gzipBytes` made of npm packages (React, MUI, AG Grid…), the rest being the
   * repository's own code: what no change of ours but a change of library can take off.
   */
  libraryGzipBytes: number;
}

/**
 * An npm package's name (`react-dom`, `@mui/material`), as `reportNameOf` gives it, as opposed to
 * a repository path (`apps/web/src/main.tsx`), a chunk without a source map or the unmapped share.
 */
const PACKAGE_NAME = /^(@[a-z0-9~-][a-z0-9._~-]*\/)?[a-z0-9~-][a-z0-9._~-]*$/;

/**
 * The files `roots` load before they run: themselves and, transitively, their static imports, each
 * once, in the order they are reached. Dynamic imports are not followed: they load later, if ever.
 */
export function staticClosure(graph: ChunkGraph, roots: readonly string[]): string[] {
  const reached = new Set<string>();
  const visit = (fileName: string) => {
    if (reached.has(fileName)) return;
    const chunk = graph.get(fileName);
    if (chunk === undefined) throw new Error(`${fileName} is not a chunk of the build`);
    reached.add(fileName);
    chunk.imports.forEach(visit);
  };
  roots.forEach(visit);
  return [...reached];
}

/** The chunk that holds a module (a lazy route screen), if the build kept it. */
export function chunkOfModule(graph: ChunkGraph, moduleId: string): string | undefined {
  for (const chunk of graph.values()) {
    if (Object.hasOwn(chunk.modules, moduleId)) return chunk.fileName;
  }
  return undefined;
}

/** The npm package a bundled module comes from (`@scope/name` or `name`), from its path. */
export function packageOfModule(moduleId: string): string | undefined {
  const marker = '/node_modules/';
  const at = moduleId.replaceAll('\\', '/').lastIndexOf(marker);
  if (at === -1) return undefined;
  const [first, second] = moduleId
    .replaceAll('\\', '/')
    .slice(at + marker.length)
    .split('/');
  if (first === undefined || first === '') return undefined;
  return first.startsWith('@') && second !== undefined ? `${first}/${second}` : first;
}

function heavyLibrariesOf(graph: ChunkGraph, files: readonly string[]): HeavyLibraryUse[] {
  const bytesByLibrary = new Map<string, number>();
  for (const fileName of files) {
    for (const [moduleId, bytes] of Object.entries(graph.get(fileName)?.modules ?? {})) {
      const packageName = packageOfModule(moduleId);
      if (packageName === undefined) continue;
      const library = Object.entries(HEAVY_LIBRARIES).find(([, packages]) =>
        packages.includes(packageName),
      )?.[0];
      if (library !== undefined) {
        bytesByLibrary.set(library, (bytesByLibrary.get(library) ?? 0) + bytes);
      }
    }
  }
  return [...bytesByLibrary].map(([name, renderedBytes]) => ({ name, renderedBytes }));
}

/** The route's gzip bytes by package or file, summed over its files. */
function gzipByNameOf(graph: ChunkGraph, files: readonly string[]): Map<string, number> {
  const bytesByName = new Map<string, number>();
  for (const fileName of files) {
    for (const [name, bytes] of Object.entries(graph.get(fileName)?.gzipByName ?? {})) {
      bytesByName.set(name, (bytesByName.get(name) ?? 0) + bytes);
    }
  }
  return bytesByName;
}

function libraryBytesOf(bytesByName: ReadonlyMap<string, number>): number {
  let total = 0;
  for (const [name, bytes] of bytesByName) if (PACKAGE_NAME.test(name)) total += bytes;
  return Math.round(total);
}

function biggestOf(bytesByName: ReadonlyMap<string, number>): BigModule[] {
  return [...bytesByName]
    .map(([name, gzipBytes]) => ({ name, gzipBytes: Math.round(gzipBytes) }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes || a.name.localeCompare(b.name))
    .slice(0, BIGGEST_COUNT);
}

/**
 * What a cold start on a route downloads: the entry chunk and its static imports, then the lazy
 * screen chunk(s) of the route and their static imports (Vite preloads them with the screen).
 */
export function routeLoad(
  graph: ChunkGraph,
  entry: string,
  screenChunks: readonly string[],
): RouteLoad {
  const files = staticClosure(graph, [entry, ...screenChunks]);
  const sizes = files.map((fileName) => graph.get(fileName));
  const bytesByName = gzipByNameOf(graph, files);
  return {
    files,
    rawBytes: sizes.reduce((sum, chunk) => sum + (chunk?.rawBytes ?? 0), 0),
    gzipBytes: sizes.reduce((sum, chunk) => sum + (chunk?.gzipBytes ?? 0), 0),
    heavyLibraries: heavyLibrariesOf(graph, files),
    biggest: biggestOf(bytesByName),
    libraryGzipBytes: libraryBytesOf(bytesByName),
  };
}
