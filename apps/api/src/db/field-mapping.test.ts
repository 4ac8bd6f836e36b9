import type { components } from '@chaussee/sdk';
import { describe, expect, it } from 'vitest';
import { fieldMapping } from './field-mapping.js';
import { cores } from './schema.js';

type CoreUpdate = components['schemas']['CoreUpdate'];

// The cores' table against the contract's Core and CoreUpdate, NR_name renamed as in the domain.
const mapping = fieldMapping(cores, { NR_name: 'nrName' });

const createdAt = new Date('2026-03-02T08:00:00Z');
const row = {
  id: '00000000-0000-4000-8000-000000000001',
  campaignId: '00000000-0000-4000-8000-000000000002',
  number: 3,
  displayName: '3',
  displayNamePrefixId: null,
  nrName: 'NR-3',
  status: 'empty' as const,
  roadId: null,
  cityId: '00000000-0000-4000-8000-000000000003',
  landmark: null,
  abscissa: null,
  direction: 'Sens 1',
  lane: null,
  lateralPosition: null,
  structureType: null,
  isFullStructure: false,
  diameter: 100,
  lat: null,
  lng: null,
  note: null,
  createdAt,
  updatedAt: createdAt,
};

describe('fieldMapping', () => {
  it('copies the row fields the contract schema declares, by name or renamed, and no other', () => {
    const fields = mapping.fieldsOf('Core', row);
    expect(fields).toEqual({
      id: row.id,
      campaignId: row.campaignId,
      number: 3,
      displayName: '3',
      NR_name: 'NR-3',
      status: 'empty',
      roadId: null,
      landmark: null,
      abscissa: null,
      direction: 'Sens 1',
      lane: null,
      lateralPosition: null,
      structureType: null,
      isFullStructure: false,
      diameter: 100,
      lat: null,
      lng: null,
      note: null,
      createdAt,
      updatedAt: createdAt,
    });
    // Core does not answer the ids it shows as objects (city, prefix).
    expect(fields).not.toHaveProperty('cityId');
    expect(fields).not.toHaveProperty('nrName');
  });

  it('writes the fields a body holds to their columns, but those left to the caller', () => {
    expect(
      mapping.columnsOf({ NR_name: 'NR-9', lane: null, diameter: undefined, displayName: 'A' }, [
        'displayName',
      ]),
    ).toEqual({ nrName: 'NR-9', lane: null });
  });

  it('replaces every field of the body schema, a field left out null or its column default', () => {
    const body: CoreUpdate = { roadId: row.id, diameter: 150 };
    const columns = mapping.wholeColumnsOf('CoreUpdate', body, ['displayName']);
    expect(columns).toEqual({
      roadId: row.id,
      diameter: 150,
      displayNamePrefixId: null,
      nrName: null,
      cityId: null,
      landmark: null,
      abscissa: null,
      direction: null,
      lane: null,
      lateralPosition: null,
      structureType: null,
      isFullStructure: false,
      lat: null,
      lng: null,
      note: null,
    });
  });

  it('refuses, at typecheck, a field without a column of its name', () => {
    const fields: { lane: string | null; colour?: string } = { lane: null, colour: 'red' };
    // @ts-expect-error -- colour has no column in cores: typecheck names it (and so does the run).
    expect(() => mapping.columnsOf(fields)).toThrow('The field colour has no column colour.');
  });
});
