// @ts-check
// A working copy of the repository in a temporary folder, for a test that edits sources the way
// a contributor would and runs the generators, the compiler and tests on the result, without
// touching the checkout. The files are copied (tracked ones and new ones not ignored, as they are
// in the working tree); the installed dependencies are not: each package's node_modules is
// rebuilt with the same relative links, so a workspace package (@chaussee/sdk) resolves to the
// copy's own sources and every other one to the checkout's pnpm store (node_modules/.pnpm).
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readlinkSync,
  symlinkSync,
} from 'node:fs';
import { dirname, join } from 'node:path';

/** Folders of node_modules that are caches of a tool run, not installed packages. */
const CACHES = new Set(['.cache', '.vite', '.vite-temp', '.pnpm-task-run-state-v1']);

/**
 * Copies the repository at `root` into `target` (an empty folder) and links its dependencies.
 * @param {string} root
 * @param {string} target
 */
export function copyRepository(root, target) {
  const files = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  )
    .split('\0')
    .filter((file) => file !== '');
  for (const file of files) {
    const from = join(root, file);
    // A file deleted in the working tree but still in the index.
    if (!existsSync(from)) continue;
    mkdirSync(dirname(join(target, file)), { recursive: true });
    copyFileSync(from, join(target, file));
  }
  const packageFolders = ['.', ...workspaceFolders(root)];
  for (const folder of packageFolders) {
    const modules = join(root, folder, 'node_modules');
    if (existsSync(modules))
      linkModules(modules, join(target, folder, 'node_modules'), folder === '.');
  }
}

/**
 * The package folders of the workspace (pnpm-workspace.yaml lists them as `dir/*` or `dir`).
 * @param {string} root
 * @returns {string[]}
 */
export function workspaceFolders(root) {
  return ['apps', 'packages']
    .flatMap((parent) =>
      readdirSync(join(root, parent), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => `${parent}/${entry.name}`),
    )
    .concat(['e2e', 'openapi'])
    .filter((folder) => existsSync(join(root, folder, 'package.json')));
}

/**
 * Recreates a node_modules folder: its links with the same (relative) targets, its scope folders
 * and .bin shims as copies, the root's package store as one link to the checkout's.
 * @param {string} from
 * @param {string} to
 * @param {boolean} isRoot
 */
function linkModules(from, to, isRoot) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from)) {
    if (CACHES.has(entry)) continue;
    const source = join(from, entry);
    const destination = join(to, entry);
    const stat = lstatSync(source);
    if (stat.isSymbolicLink()) symlinkSync(readlinkSync(source), destination);
    else if (isRoot && entry === '.pnpm') symlinkSync(source, destination);
    else if (stat.isDirectory()) linkModules(source, destination, false);
    else copyFileSync(source, destination);
  }
}
