// @ts-check
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../lib/paths.mjs';
import { applyEdits, editedFiles, weatherEdits } from './weather-field.mjs';

describe('the hand edits of the add-a-field recipe', () => {
  it('insert their text after or before their anchor', () => {
    const root = mkdtempSync(join(tmpdir(), 'recipe-edits-'));
    writeFileSync(join(root, 'a.ts'), 'one\ntwo\n');
    applyEdits(root, [
      { file: 'a.ts', after: 'one\n', text: 'after one\n' },
      { file: 'a.ts', before: 'two', text: 'before two\n' },
    ]);
    expect(readFileSync(join(root, 'a.ts'), 'utf8')).toBe('one\nafter one\nbefore two\ntwo\n');
  });

  it('say which file and anchor to update when the anchor is no longer there once', () => {
    const root = mkdtempSync(join(tmpdir(), 'recipe-edits-'));
    writeFileSync(join(root, 'a.ts'), 'x\nx\n');
    expect(() => applyEdits(root, [{ file: 'a.ts', after: 'x\n', text: 'y' }])).toThrow(
      'a.ts: the recipe\'s anchor "x\\n" is there 2 times, not once; update scripts/recipe/weather-field.mjs and ARCHITECTURE.md « Add a field ».',
    );
  });

  it('find each anchor of the weather field once in the repository, in four files', () => {
    for (const { file, after, before } of weatherEdits) {
      const source = readFileSync(join(repoRoot, file), 'utf8');
      expect(source.split(after ?? before ?? '').length - 1, `${file}`).toBe(1);
    }
    expect([...editedFiles(weatherEdits)]).toEqual([
      ['openapi/src/schemas/Core.yaml', 8],
      ['apps/api/src/db/tables/coring.ts', 1],
      ['packages/validation/src/field-labels.ts', 1],
      ['packages/validation/src/labels.ts', 1],
    ]);
  });
});
