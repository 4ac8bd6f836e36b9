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
  field('name', 'Carotte'),
  field('status', 'Statut'),
  field('road', 'Route'),
  field('bituminousThickness', 'Épaisseur bitumineuse', { type: 'number', unit: 'mm' }),
  field('isPositionComputed', 'Placée par PR', { type: 'boolean' }),
  field('coredOn', 'Carottée le', { type: 'date' }),
  field('pahClass', 'Classe HAP'),
  field('number', 'Numéro', { isVisible: false }),
];

describe('popupContent', () => {
  it('shows a core’s name, its visible fields in French, its classes, photo and sheet', () => {
    const content = popupContent(
      coreFields,
      {
        name: 'C-042',
        status: 'validated',
        number: 42,
        road: 'D 307',
        bituminousThickness: 1250.5,
        isPositionComputed: false,
        coredOn: '2026-03-09',
        pahClass: 'PAH_1000',
        thClass: 'TH_0',
        asbestosClass: null,
        thumbnailUrl: '/api/storage/pictures/c-042.jpg?signature=x',
      },
      'Carottes',
    );
    expect(content).toEqual({
      title: 'C-042',
      rows: [
        { label: 'Statut', value: 'Validée' },
        { label: 'Route', value: 'D 307' },
        { label: 'Épaisseur bitumineuse', value: '1\u202f250,5 mm' },
        { label: 'Placée par PR', value: 'Non' },
        { label: 'Carottée le', value: '09/03/2026' },
      ],
      classes: ['HAP ≥ 1 000 mg/kg', 'HCT < 500 mg/kg'],
      thumbnailUrl: '/api/storage/pictures/c-042.jpg?signature=x',
    });
  });

  it('titles another feature by its first visible field and says « Non renseigné » for a gap', () => {
    const content = popupContent(
      [field('degradation', 'Dégradation'), field('severity', 'Gravité', { type: 'integer' })],
      // A property without value is left out of the feature.
      { degradation: 'Faïençage' },
      'Dégradations',
    );
    expect(content).toEqual({
      title: 'Faïençage',
      rows: [
        { label: 'Dégradation', value: 'Faïençage' },
        { label: 'Gravité', value: 'Non renseigné' },
      ],
      classes: [],
      thumbnailUrl: null,
    });
  });
});
