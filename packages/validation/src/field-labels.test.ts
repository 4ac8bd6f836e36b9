import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fieldLabelOf, fieldLabels, hasFieldLabels } from './field-labels.js';

type Schema = Record<string, unknown>;

const contract = JSON.parse(
  readFileSync(new URL('../../../openapi/openapi.json', import.meta.url), 'utf8'),
) as { components: { schemas: Record<string, Schema> } };
const schemas = contract.components.schemas;

function isRecord(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The property names of a contract schema, those of its `allOf` parts included. */
function propertiesOf(schema: Schema): string[] {
  const own = isRecord(schema.properties) ? Object.keys(schema.properties) : [];
  const parts = Array.isArray(schema.allOf) ? schema.allOf.filter(isRecord) : [];
  return [
    ...own,
    ...parts.flatMap((part) => {
      const target =
        typeof part.$ref === 'string' ? schemas[part.$ref.split('/').at(-1) ?? ''] : part;
      return target === undefined ? [] : propertiesOf(target);
    }),
  ];
}

describe('field labels', () => {
  it('label every field of every schema they cover, which the contract has', () => {
    for (const { schemas: names } of Object.values(fieldLabels)) {
      for (const name of names) {
        const schema = schemas[name];
        expect(schema, name).toBeDefined();
        for (const field of propertiesOf(schema ?? {})) {
          expect(fieldLabelOf(name, field), `${name}.${field}`).toMatch(/\S/u);
        }
      }
    }
  });

  it('give a reference the label of the object it refers to', () => {
    expect(fieldLabelOf('CoreCreate', 'cityId')).toBe('Ville');
    expect(fieldLabelOf('Core', 'city')).toBe('Ville');
    expect(fieldLabelOf('CoringCampaignCreate', 'technicianIds')).toBe('Techniciens');
    expect(fieldLabelOf('CoreUpdate', 'diameter')).toBe('Diamètre (mm)');
  });

  it('know the schemas they cover, and no other', () => {
    expect(hasFieldLabels('CoreLayerInput')).toBe(true);
    expect(hasFieldLabels('Problem')).toBe(false);
    expect(fieldLabelOf('Problem', 'detail')).toBeUndefined();
    expect(fieldLabelOf('Core', 'nothing')).toBeUndefined();
  });

  it('are French words, never a code', () => {
    for (const [entity, { labels }] of Object.entries(fieldLabels)) {
      for (const [field, label] of Object.entries(labels)) {
        expect(label, `${entity}.${field}`).not.toMatch(/_|^\s|\s$|'/u);
      }
    }
  });
});
