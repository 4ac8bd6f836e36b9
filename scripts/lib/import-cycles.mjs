// @ts-check
// Import cycles between the repository's own modules (ARCHITECTURE.md: dependencies flow one way,
// no cycles). A cycle makes the evaluation order of its modules depend on which one is imported
// first: a value read while its module has not run yet is `undefined` or throws.
//
// Only the imports that exist at run time count: a static `import`/`export … from` whose
// declaration is not `type` only (TypeScript erases those); a dynamic `import()` runs after its
// importer has been evaluated, so it breaks no evaluation order. Relative specifiers and the
// workspace packages (`@chaussee/*`, through their `@chaussee/source` export) are followed;
// anything else is a dependency in node_modules, which never imports our files.
//
// This replaces import-x/no-cycle, which took 49 s of ESLint's run once made to read TypeScript
// files (it had been reading none, and so found none): parsing alone takes a few seconds here.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const WORKSPACE_SCOPE = '@chaussee/';

/**
 * The specifiers a module imports at run time (see the header).
 * @param {string} fileName
 * @param {string} source
 * @returns {string[]}
 */
export function runtimeImports(fileName, source) {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false);
  /** @type {string[]} */
  const specifiers = [];
  for (const statement of file.statements) {
    if (ts.isImportDeclaration(statement)) {
      // `import type { A }`; `import { type A }` stays at run time (verbatimModuleSyntax).
      if (statement.importClause?.isTypeOnly === true) continue;
      if (ts.isStringLiteral(statement.moduleSpecifier)) {
        specifiers.push(statement.moduleSpecifier.text);
      }
    } else if (ts.isExportDeclaration(statement)) {
      if (statement.isTypeOnly) continue;
      const specifier = statement.moduleSpecifier;
      if (specifier !== undefined && ts.isStringLiteral(specifier)) specifiers.push(specifier.text);
    }
  }
  return specifiers;
}

/** What a `.js` specifier of a TypeScript module may name on disk, in TypeScript's order. */
const CANDIDATE_SUFFIXES = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx'];

/**
 * The file a relative specifier names, or undefined when none exists (an asset, a missing file:
 * the typecheck and the build report those).
 * @param {string} importer
 * @param {string} specifier
 * @param {(path: string) => boolean} exists
 */
function resolveRelative(importer, specifier, exists) {
  const target = resolve(dirname(importer), specifier);
  const base = target.replace(/\.(m?js|jsx)$/u, '');
  const candidates = [
    ...(base === target ? [] : ['.ts', '.tsx', '.mts'].map((suffix) => `${base}${suffix}`)),
    ...CANDIDATE_SUFFIXES.map((suffix) => `${target}${suffix}`),
  ];
  return candidates.find((candidate) => exists(candidate));
}

/**
 * Resolves the specifiers of the repository's modules to its files.
 * @param {{ root: string, packages: Map<string, Record<string, unknown>>, exists?: (path: string) => boolean }} workspace
 *   `packages`: each workspace package's folder (relative to `root`) by name, with its `exports`
 */
export function createResolver({ root, packages, exists = existsSync }) {
  /**
   * @param {string} importer absolute path
   * @param {string} specifier
   * @returns {string | undefined}
   */
  return (importer, specifier) => {
    if (specifier.startsWith('.')) return resolveRelative(importer, specifier, exists);
    if (!specifier.startsWith(WORKSPACE_SCOPE)) return undefined;
    const [scope = '', name = '', ...rest] = specifier.split('/');
    const packageName = `${scope}/${name}`;
    const folder = [...packages.entries()].find(([, manifest]) => manifest.name === packageName);
    if (folder === undefined) return undefined;
    const [packageFolder, manifest] = folder;
    const subpath = rest.length === 0 ? '.' : `./${rest.join('/')}`;
    const exported = /** @type {Record<string, unknown> | undefined} */ (manifest.exports)?.[
      subpath
    ];
    const source =
      typeof exported === 'object' && exported !== null && '@chaussee/source' in exported
        ? exported['@chaussee/source']
        : undefined;
    return typeof source === 'string' ? join(root, packageFolder, source) : undefined;
  };
}

/**
 * The cycles of a module graph: each strongly connected group of more than one module, or a module
 * importing itself (Tarjan's algorithm, iterative: the graph has thousands of modules).
 * @param {Map<string, string[]>} graph every module and the modules it imports
 * @returns {string[][]} each cycle's modules, sorted; the cycles sorted by their first module
 */
export function findCycles(graph) {
  /** @type {Map<string, number>} */
  const index = new Map();
  /** @type {Map<string, number>} */
  const lowLink = new Map();
  /** @type {string[]} */
  const stack = [];
  const onStack = new Set();
  /** @type {string[][]} */
  const cycles = [];
  let counter = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    /** @type {{ node: string, next: number }[]} */
    const work = [{ node: start, next: 0 }];
    index.set(start, counter);
    lowLink.set(start, counter);
    counter += 1;
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = /** @type {{ node: string, next: number }} */ (work.at(-1));
      const edges = graph.get(frame.node) ?? [];
      if (frame.next < edges.length) {
        const target = /** @type {string} */ (edges[frame.next]);
        frame.next += 1;
        if (!graph.has(target)) continue;
        if (!index.has(target)) {
          index.set(target, counter);
          lowLink.set(target, counter);
          counter += 1;
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          lowLink.set(
            frame.node,
            Math.min(Number(lowLink.get(frame.node)), Number(index.get(target))),
          );
        }
        continue;
      }
      work.pop();
      const parent = work.at(-1);
      if (parent !== undefined) {
        lowLink.set(
          parent.node,
          Math.min(Number(lowLink.get(parent.node)), Number(lowLink.get(frame.node))),
        );
      }
      if (lowLink.get(frame.node) !== index.get(frame.node)) continue;
      /** @type {string[]} */
      const group = [];
      let member;
      do {
        member = /** @type {string} */ (stack.pop());
        onStack.delete(member);
        group.push(member);
      } while (member !== frame.node);
      if (group.length > 1 || edges.includes(frame.node)) cycles.push(group.sort());
    }
  }
  return cycles.sort((a, b) => String(a[0]).localeCompare(String(b[0])));
}

/**
 * The import cycles among `files` (absolute paths), with paths relative to `root`.
 * @param {{ root: string, files: string[], resolveImport: (importer: string, specifier: string) => string | undefined, read?: (path: string) => string }} options
 */
export function importCycles({
  root,
  files,
  resolveImport,
  read = (path) => readFileSync(path, 'utf8'),
}) {
  /** @type {Map<string, string[]>} */
  const graph = new Map();
  for (const file of files) {
    const targets = runtimeImports(file, read(file))
      .map((specifier) => resolveImport(file, specifier))
      .filter((target) => target !== undefined);
    graph.set(file, [...new Set(targets)]);
  }
  return findCycles(graph).map((cycle) => cycle.map((file) => relative(root, file)));
}
