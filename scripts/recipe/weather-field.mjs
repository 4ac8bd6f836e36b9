// @ts-check
// The three edits of ARCHITECTURE.md « Add a field », as a contributor makes them, for the
// field of issue 20: an optional `weather` on a core (« Météo »: sunny « Ensoleillé », cloudy
// « Nuageux », rain « Pluie »). Nothing else is edited by hand: generation, typecheck and the
// checks copied from checks/ must then pass.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * @typedef {{ file: string, after?: string, before?: string, text: string }} Insertion
 * One hand edit: `text` inserted after (or before) the one place of `file` that reads the anchor.
 */

/** @type {readonly Insertion[]} */
export const weatherEdits = [
  // 1. The contract: the field, written once, in the entity's schema; its bodies follow.
  { file: 'openapi/src/schemas/Core.yaml', after: '    note,\n', text: '    weather,\n' },
  {
    file: 'openapi/src/schemas/Core.yaml',
    after: '    description: Free note of the technician.\n',
    text: [
      '  weather:',
      '    description: Weather on the coring day; null when not noted.',
      '    anyOf:',
      '      - type: string',
      '        enum: [sunny, cloudy, rain]',
      '        x-enum-name: Weather',
      "      - type: 'null'",
      '',
    ].join('\n'),
  },
  // 2. The table: one column (the migration is generated).
  {
    file: 'apps/api/src/db/tables/coring.ts',
    after: "    note: varchar('note', { length: 1000 }),\n",
    text: "    weather: text('weather').$type<Schemas['Weather']>(),\n",
  },
  // 3. The French catalogue: the field's label, and one label per value of its enum.
  {
    file: 'packages/validation/src/field-labels.ts',
    after: "    note: 'Note du technicien',\n",
    text: "    weather: 'Météo',\n",
  },
  {
    file: 'packages/validation/src/labels.ts',
    before: '} as const satisfies Catalogue;',
    text: "  Weather: { sunny: 'Ensoleillé', cloudy: 'Nuageux', rain: 'Pluie' },\n",
  },
];

/**
 * Applies the edits to the repository at `root`. An anchor that is not exactly once in its file
 * means the file changed: the recipe (here and in ARCHITECTURE.md) must follow it.
 * @param {string} root
 * @param {readonly Insertion[]} edits
 */
export function applyEdits(root, edits) {
  for (const { file, after, before, text } of edits) {
    const path = join(root, file);
    const source = readFileSync(path, 'utf8');
    const anchor = after ?? before ?? '';
    const found = source.split(anchor).length - 1;
    if (anchor === '' || found !== 1) {
      throw new Error(
        `${file}: the recipe's anchor ${JSON.stringify(anchor)} is there ${found} times, not once; ` +
          'update scripts/recipe/weather-field.mjs and ARCHITECTURE.md « Add a field ».',
      );
    }
    writeFileSync(
      path,
      source.replace(anchor, after === undefined ? text + anchor : anchor + text),
    );
  }
}

/**
 * The files the edits touch, with the lines each adds.
 * @param {readonly Insertion[]} edits
 * @returns {Map<string, number>}
 */
export function editedFiles(edits) {
  /** @type {Map<string, number>} */
  const lines = new Map();
  for (const { file, text } of edits) {
    lines.set(file, (lines.get(file) ?? 0) + text.split('\n').filter((line) => line !== '').length);
  }
  return lines;
}
