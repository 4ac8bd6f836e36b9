import { describe, expect, it } from 'vitest';
import type { JsonSchema } from './json-schema.js';
import { compareDateCell, formatCellValue, schemaToColumns } from './schema-columns.js';

interface CoreRow {
  displayName: string;
  status: string;
  abscissa: number | null;
  isFullStructure: boolean;
  takenOn: string | null;
  updatedAt: string;
  road: { name: string } | null;
  password: string;
}

const document = {
  components: {
    schemas: {
      CoreStatus: { type: 'string', title: 'Statut', enum: ['empty', 'validated'] },
      Road: { type: 'object', properties: { name: { type: 'string' } } },
    },
  },
};

const coreSchema: JsonSchema = {
  type: 'object',
  properties: {
    displayName: { type: 'string', title: 'Nom' },
    status: { $ref: '#/components/schemas/CoreStatus' },
    abscissa: { type: ['number', 'null'] },
    isFullStructure: { type: 'boolean' },
    takenOn: { anyOf: [{ type: 'string', format: 'date' }, { type: 'null' }] },
    updatedAt: { type: 'string', format: 'date-time' },
    road: { anyOf: [{ $ref: '#/components/schemas/Road' }, { type: 'null' }] },
    password: { type: 'string', writeOnly: true },
  },
};

const columnsOf = (options: Parameters<typeof schemaToColumns<CoreRow>>[1] = {}) =>
  schemaToColumns<CoreRow>(coreSchema, { document, ...options });

describe('schemaToColumns', () => {
  it('takes the French header from the headers map, else the schema title, else the name', () => {
    const columns = columnsOf({ headers: { abscissa: 'Abscisse (m)' } });
    expect(columns.map((column) => [column.colId, column.headerName])).toEqual([
      ['displayName', 'Nom'],
      ['status', 'Statut'],
      ['abscissa', 'Abscisse (m)'],
      ['isFullStructure', 'isFullStructure'],
      ['takenOn', 'takenOn'],
      ['updatedAt', 'updatedAt'],
    ]);
  });

  it('chooses the filter from the type, through $ref and nullable unions', () => {
    const filterOf = Object.fromEntries(
      columnsOf().map((column): [string, unknown] => [column.colId ?? '', column.filter]),
    );
    expect(filterOf).toEqual({
      displayName: 'agTextColumnFilter',
      status: 'agTextColumnFilter',
      abscissa: 'agNumberColumnFilter',
      isFullStructure: false,
      takenOn: 'agDateColumnFilter',
      updatedAt: 'agDateColumnFilter',
    });
  });

  it('leaves out objects without an override and write-only properties', () => {
    const ids = columnsOf().map((column) => column.colId);
    expect(ids).not.toContain('road');
    expect(ids).not.toContain('password');
  });

  it('shows an object when an override says how, the override winning over the schema', () => {
    const columns = columnsOf({
      fields: ['road', 'displayName'],
      overrides: { road: { headerName: 'Route', minWidth: 160 }, displayName: { filter: false } },
    });
    expect(columns).toMatchObject([
      { colId: 'road', headerName: 'Route', minWidth: 160 },
      { colId: 'displayName', headerName: 'Nom', filter: false },
    ]);
  });

  it('takes the columns of an entity written as allOf of its summary and its details', () => {
    const withSummary = {
      components: {
        schemas: {
          Summary: {
            type: 'object',
            properties: { id: { type: 'string', format: 'uuid' }, name: { type: 'string' } },
          },
        },
      },
    };
    const entity: JsonSchema = {
      allOf: [
        { $ref: '#/components/schemas/Summary' },
        { type: 'object', properties: { city: { type: ['string', 'null'] } } },
      ],
    };
    const columns = schemaToColumns(entity, { document: withSummary });
    expect(columns.map((column) => column.colId)).toEqual(['name', 'city']);
  });

  it('follows the order of the fields asked', () => {
    expect(columnsOf({ fields: ['updatedAt', 'displayName'] }).map((c) => c.colId)).toEqual([
      'updatedAt',
      'displayName',
    ]);
  });
});

describe('schemaToColumns with the catalogue', () => {
  interface LayerRow {
    id: string;
    type: string;
    condition: string | null;
    thickness: number;
  }
  const catalogueDocument = {
    components: {
      schemas: {
        LayerType: { type: 'string', title: 'LayerType', enum: ['EB', 'BETON'] },
        ConditionDescriptor: {
          type: 'string',
          title: 'ConditionDescriptor',
          enum: ['fragmented', 'crushed'],
        },
      },
    },
  };
  const layerSchema: JsonSchema = {
    type: 'object',
    properties: {
      id: { type: 'string', format: 'uuid' },
      type: { $ref: '#/components/schemas/LayerType' },
      condition: {
        anyOf: [{ $ref: '#/components/schemas/ConditionDescriptor' }, { type: 'null' }],
      },
      thickness: { type: 'number' },
    },
  };
  const columns = schemaToColumns<LayerRow>(layerSchema, {
    document: catalogueDocument,
    schemaName: 'CoreLayer',
    order: ['thickness'],
  });
  const formatted = (colId: string, value: unknown) => {
    const format = columns.find((column) => column.colId === colId)?.valueFormatter;
    return typeof format === 'function' ? format({ value } as never) : undefined;
  };

  it('heads each column with the field label of the catalogue, the forms’ titles', () => {
    expect(columns.map((column) => [column.colId, column.headerName])).toEqual([
      ['thickness', 'Épaisseur (mm)'],
      ['type', 'Type de couche'],
      ['condition', 'État de la couche'],
    ]);
  });

  it('shows an enum value, nullable or not, as its catalogue label', () => {
    expect(formatted('type', 'BETON')).toBe('Béton');
    expect(formatted('condition', 'fragmented')).toBe('Fragmentée');
    expect(formatted('condition', null)).toBe('');
  });

  it('filters an enum column on its labels', () => {
    const getter = columns.find((column) => column.colId === 'condition')?.filterValueGetter;
    const row: LayerRow = { id: 'l1', type: 'EB', condition: 'crushed', thickness: 4 };
    expect(typeof getter === 'function' ? getter({ data: row } as never) : undefined).toBe(
      'Broyée',
    );
  });
});

describe('formatCellValue', () => {
  it('writes values the French way', () => {
    expect(formatCellValue('number', 1234.5)).toBe('1\u202f234,5');
    expect(formatCellValue('boolean', true)).toBe('Oui');
    expect(formatCellValue('boolean', false)).toBe('Non');
    expect(formatCellValue('date', '2024-05-02')).toBe('02/05/2024');
    expect(formatCellValue('dateTime', '2024-01-15T13:30:00Z')).toBe('15/01/2024 14:30');
    expect(formatCellValue('text', null)).toBe('');
  });
});

describe('compareDateCell', () => {
  it('compares by calendar day with the date picked in the filter', () => {
    const picked = new Date(2024, 4, 2);
    expect(compareDateCell(picked, '2024-05-02')).toBe(0);
    expect(compareDateCell(picked, '2024-05-01')).toBe(-1);
    expect(compareDateCell(picked, '2024-05-03')).toBe(1);
    expect(compareDateCell(picked, null)).toBe(-1);
  });
});
