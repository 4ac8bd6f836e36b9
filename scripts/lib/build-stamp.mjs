// @ts-check
// Whether `npm start` may skip the build: the checkout is a clean git work tree (no change, no
// untracked file) at the commit the last `npm start` built, and the built server and web app are
// there, untouched since (a `pnpm build` of other sources in between changes their dates). Anything
// else — a change, another commit, no git, a missing or rebuilt output — builds again.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { repoRoot } from './paths.mjs';

const stampFile = join(repoRoot, '.tools', 'built-commit');
const builtOutputs = ['apps/api/dist/main.js', 'apps/web/dist/index.html'];

/** @param {readonly string[]} args */
function git(args) {
  try {
    return execFileSync('git', args, {
      cwd: repoRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return undefined;
  }
}

/** The commit and the dates of the built outputs; undefined when an output is missing. @param {string} head */
function stampOf(head) {
  const paths = builtOutputs.map((output) => join(repoRoot, output));
  if (!paths.every((path) => existsSync(path))) return undefined;
  return [head, ...paths.map((path) => String(statSync(path).mtimeMs))].join(' ');
}

/**
 * @returns {{ isCurrent: true, reason: string } | { isCurrent: false, commit: string | undefined }}
 *   `commit`: the commit to record once built, undefined when the tree is not a clean checkout
 */
export function isBuildCurrent() {
  const head = git(['rev-parse', 'HEAD']);
  const isClean = head !== undefined && git(['status', '--porcelain']) === '';
  if (!isClean) return { isCurrent: false, commit: undefined };
  const recorded = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : undefined;
  return recorded !== undefined && recorded === stampOf(head)
    ? { isCurrent: true, reason: `already built at commit ${head.slice(0, 7)}` }
    : { isCurrent: false, commit: head };
}

/** @param {string | undefined} commit the commit just built, if the tree was clean */
export function recordBuild(commit) {
  const stamp = commit === undefined ? undefined : stampOf(commit);
  if (stamp === undefined) return;
  mkdirSync(dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, `${stamp}\n`);
}
