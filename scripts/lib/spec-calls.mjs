// @ts-check
// The calls of the specification that the contract must cover: openapi/spec-calls.txt, a copy kept
// in the repository (its first lines say where it comes from), one `METHOD PATH` a line. Read by the
// contract-coverage and API-coverage scripts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './paths.mjs';

export const specCallsFile = join(repoRoot, 'openapi', 'spec-calls.txt');

/**
 * One call of the specification.
 * @typedef {{ lineNumber: number, text: string, methods: string[], shape: string }} SpecCall
 */

/**
 * The shape of a path key without parameter names: `/users/{id}/avatar` -> `/users/{}/avatar`.
 * A parameter may share a segment with text (`/{product}-versions`), so only the braces are replaced.
 * A trailing slash is not significant.
 * @param {string} path
 * @returns {string}
 */
export function pathShape(path) {
  const shaped = path.trim().replace(/\{[^}]*\}/g, '{}');
  return shaped.length > 1 ? shaped.replace(/\/+$/, '') : shaped;
}

/**
 * Parses the list: comment lines (#) and blank lines are skipped; `A|B PATH` leaves the method open.
 * @param {string} text
 * @returns {SpecCall[]}
 */
export function parseSpecCalls(text) {
  /** @type {SpecCall[]} */
  const calls = [];
  text.split('\n').forEach((rawLine, index) => {
    const line = rawLine.trim();
    if (line === '' || line.startsWith('#')) return;
    const [methodPart, path, ...rest] = line.split(/\s+/);
    if (methodPart === undefined || path === undefined || rest.length > 0) {
      throw new Error(`spec-calls.txt line ${index + 1} is not "METHOD PATH": ${line}`);
    }
    calls.push({
      lineNumber: index + 1,
      text: line,
      methods: methodPart.split('|').map((method) => method.toLowerCase()),
      shape: pathShape(path),
    });
  });
  return calls;
}

/** @returns {SpecCall[]} the calls of openapi/spec-calls.txt */
export function readSpecCalls() {
  return parseSpecCalls(readFileSync(specCallsFile, 'utf8'));
}
