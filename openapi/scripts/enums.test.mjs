// @ts-check
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readEnums, registerEnums } from './enums.mjs';

const weather = { type: 'string', title: 'Weather', enum: ['sunny', 'rain'] };

describe('the catalogue enums', () => {
  it('are read from their folder by file name', () => {
    const folder = mkdtempSync(join(tmpdir(), 'enums-'));
    writeFileSync(
      join(folder, 'Weather.yaml'),
      "type: string\ntitle: Weather\nenum: [sunny, 'rain']\n",
    );
    writeFileSync(join(folder, 'notes.txt'), 'not an enum');
    expect(readEnums(folder)).toEqual([['Weather', weather]]);
  });

  it('are components even when no operation uses them yet, first and by name', () => {
    const status = { type: 'string', enum: ['empty'] };
    const result = registerEnums({ Core: { type: 'object' }, Status: status }, [
      ['Status', status],
      ['Weather', weather],
    ]);
    expect(Object.keys(result)).toEqual(['Status', 'Weather', 'Core']);
    expect(result.Weather).toEqual(weather);
  });

  it('refuse a component of the same name that is another schema', () => {
    expect(() => registerEnums({ Weather: { type: 'object' } }, [['Weather', weather]])).toThrow(
      'The component Weather is not src/schemas/enums/Weather.yaml.',
    );
  });
});
