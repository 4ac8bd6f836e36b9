import type { MapLayerField } from '@chaussee/sdk/react';
import { describe, expect, it } from 'vitest';
import { popupContent } from './popup-content.js';

function field(key: string, label: string, overrides: Partial<MapLayerField> = {}): MapLayerField {
  return {
    key,
    label,
    type: 'string',
    unit: null,
    isStandard: false,
    isVisible: true,
    isEditable: false,
    isFilterable: false,
    ...overrides,
  };
}

const coreFields = [
  field('reference', 'Référence'),
  field('statusLabel', 'État'),
  field('bituminousThickness', 'Épaisseur bitumineuse', { type: 'number', unit: 'mm' }),
  field('hasAsbestos', 'Amiante', { type: 'boolean' }),
  field('coredOn', 'Carottée le', { type: 'date' }),
  field('internalCode', 'Code interne', { isVisible: false }),
];

describe('popupContent', () => {
  it('shows a core’s identity, visible fields in French, layers, photo and sheet', () => {
    const content = popupContent(
      coreFields,
      {
        coreId: 'core-42',
        reference: 'C-042',
        statusLabel: 'Validée',
        bituminousThickness: 1250.5,
        hasAsbestos: false,
        coredOn: '2026-03-09',
        internalCode: 'X9',
        pictureUrl: '/api/storage/pictures/c-042.jpg',
        layers: JSON.stringify([
          { label: 'BB', thickness: 60 },
          { label: 'GB', thickness: 120 },
          { label: 'broken' },
        ]),
      },
      'Carotte',
    );
    expect(content).toEqual({
      title: 'C-042',
      rows: [
        { label: 'État', value: 'Validée' },
        { label: 'Épaisseur bitumineuse', value: '1\u202f250,5 mm' },
        { label: 'Amiante', value: 'Non' },
        { label: 'Carottée le', value: '09/03/2026' },
      ],
      slices: [
        { label: 'BB', thickness: 60 },
        { label: 'GB', thickness: 120 },
      ],
      pictureUrl: '/api/storage/pictures/c-042.jpg',
      coreId: 'core-42',
    });
  });

  it('titles another feature by its first visible field and says « Non renseigné » for a gap', () => {
    const content = popupContent(
      [field('distressType', 'Dégradation'), field('severity', 'Gravité', { type: 'integer' })],
      { distressType: 'Faïençage', severity: null, layers: '{not json' },
      'Élément',
    );
    expect(content.title).toBe('Faïençage');
    expect(content.rows).toEqual([
      { label: 'Dégradation', value: 'Faïençage' },
      { label: 'Gravité', value: 'Non renseigné' },
    ]);
    expect(content.slices).toEqual([]);
    expect(content.coreId).toBeNull();
  });
});
