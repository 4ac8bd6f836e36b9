import { relative } from 'node:path';
import { packageOfModule } from './route-chunks.js';

/** The part of a source map this module reads (version 3). */
export interface SourceMapLike {
  sources: readonly (string | null)[];
  mappings: string;
}

/** The name under which bytes that map to no source are counted. */
export const UNMAPPED = '(unmapped)';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64_VALUES = new Map(Array.from(BASE64, (character, index) => [character, index]));

/** The numbers of one mapping segment (base64 VLQ: 5 bits a digit, continuation bit 32, sign bit 1). */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const character of segment) {
    const digit = BASE64_VALUES.get(character);
    if (digit === undefined) throw new Error(`invalid base64 VLQ character « ${character} »`);
    value += (digit & 31) * 2 ** shift;
    if ((digit & 32) !== 0) {
      shift += 5;
      continue;
    }
    values.push(value % 2 === 1 ? -(value - 1) / 2 : value / 2);
    value = 0;
    shift = 0;
  }
  return values;
}

/**
 * How many bytes of a generated file each source accounts for, read from its source map: every
 * mapping segment runs until the next one on its line (or the end of the line), and counts for the
 * source it names. The generated text is minified JavaScript, where columns are bytes but for the
 * rare non-ASCII character: a close enough measure to rank what a file is made of.
 */
export function bytesBySource(code: string, map: SourceMapLike): Map<string, number> {
  const totals = new Map<string, number>();
  const add = (source: string, bytes: number) => {
    if (bytes > 0) totals.set(source, (totals.get(source) ?? 0) + bytes);
  };
  const lines = code.split('\n');
  let sourceIndex = 0;
  map.mappings.split(';').forEach((lineMappings, lineIndex) => {
    const lineLength = lines[lineIndex]?.length ?? 0;
    let column = 0;
    let segmentStart = 0;
    let segmentSource: string = UNMAPPED;
    for (const segment of lineMappings.split(',')) {
      if (segment === '') continue;
      const [columnDelta = 0, sourceDelta] = decodeSegment(segment);
      column += columnDelta;
      add(segmentSource, column - segmentStart);
      segmentStart = column;
      if (sourceDelta === undefined) {
        segmentSource = UNMAPPED;
      } else {
        sourceIndex += sourceDelta;
        segmentSource = map.sources[sourceIndex] ?? UNMAPPED;
      }
    }
    add(segmentSource, lineLength - segmentStart);
  });
  for (let index = map.mappings.split(';').length; index < lines.length; index += 1) {
    add(UNMAPPED, lines[index]?.length ?? 0);
  }
  return totals;
}

/**
 * What a module is called in a report: its npm package (`@scope/name` or `name`) when it comes from
 * node_modules, else its path from the repository's root (`apps/web/src/main.tsx`).
 */
export function reportNameOf(modulePath: string, repositoryRoot: string): string {
  return packageOfModule(modulePath) ?? relative(repositoryRoot, modulePath).replaceAll('\\', '/');
}
