import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ChoiceWidget } from './choice-widget.js';
import { contractForm } from './contract-form.js';

const contract: unknown = JSON.parse(
  readFileSync(new URL('../../../../../openapi/openapi.json', import.meta.url), 'utf8'),
);

/** A small contract of our own, for the shapes the real one does not have (yet). */
const document = {
  components: {
    schemas: {
      InterfaceBondState: {
        type: 'string',
        title: 'InterfaceBondState',
        enum: ['bonded', 'semi-bonded', 'unbonded'],
      },
      CoreInterfaceInput: {
        type: 'object',
        title: 'CoreInterfaceInput',
        required: ['position'],
        properties: {
          position: { type: 'integer', minimum: 1 },
          bondState: {
            type: ['string', 'null'],
            enum: ['bonded', 'semi-bonded', 'unbonded', null],
          },
          comment: { anyOf: [{ type: 'string', maxLength: 10 }, { type: 'null' }] },
          id: { type: 'string', format: 'uuid', readOnly: true },
        },
      },
      CoreInterfacesUpdate: {
        type: 'object',
        title: 'CoreInterfacesUpdate',
        properties: {
          interfaces: { type: 'array', items: { $ref: '#/components/schemas/CoreInterfaceInput' } },
        },
      },
    },
  },
};

describe('contractForm', () => {
  it('draws a nullable enum of a $ref as one select of French labels, no English title', () => {
    const form = contractForm(contract, 'UserUpdate', { fields: ['job'] });
    expect(form.schema.properties?.job).toEqual({
      type: ['string', 'null'],
      enum: ['commercial', 'engineer', 'study_manager', 'technician', null],
      description: 'Job of a staff member; null for a customer.',
    });
    expect(form.uiSchema().job).toEqual({
      'ui:title': 'Métier',
      'ui:widget': ChoiceWidget,
      'ui:options': {
        choices: [
          { value: 'commercial', label: 'Commercial' },
          { value: 'engineer', label: 'Ingénieur' },
          { value: 'study_manager', label: "Chargé d'affaires" },
          { value: 'technician', label: 'Technicien' },
        ],
      },
    });
    const { properties, required } = form.schema;
    expect(JSON.stringify({ properties, required })).not.toContain('"title"');
  });

  it('labels an enum written inline by the catalogue enum of its codes', () => {
    const form = contractForm(document, 'CoreInterfaceInput');
    expect(form.uiSchema().bondState).toMatchObject({
      'ui:title': 'État de l’interface',
      'ui:options': {
        choices: [
          { value: 'bonded', label: 'Collée' },
          { value: 'semi-bonded', label: 'Semi-collée' },
          { value: 'unbonded', label: 'Décollée' },
        ],
      },
    });
  });

  it('makes a nullable union of a plain type one nullable field, and leaves out read-only ones', () => {
    const form = contractForm(document, 'CoreInterfaceInput');
    expect(form.schema.properties?.comment).toEqual({ type: ['string', 'null'], maxLength: 10 });
    expect(form.schema.properties).not.toHaveProperty('id');
  });

  it('reads the labels of a list of objects from their own schema, and the hints of the form', () => {
    const form = contractForm(document, 'CoreInterfacesUpdate');
    const ui = form.uiSchema({
      fields: {
        interfaces: {
          title: 'Interfaces, du haut vers le bas',
          options: { addable: false },
          items: {
            title: 'Interface',
            order: ['bondState'],
            fields: { position: { readonly: true } },
          },
        },
      },
    });
    expect(ui.interfaces).toEqual({
      'ui:title': 'Interfaces, du haut vers le bas',
      'ui:options': { addable: false },
      items: {
        'ui:title': 'Interface',
        'ui:order': ['bondState', '*'],
        position: { 'ui:title': 'Sous la couche n°', 'ui:readonly': true },
        bondState: expect.objectContaining({ 'ui:title': 'État de l’interface' }) as unknown,
        comment: { 'ui:title': 'Commentaire' },
      },
    });
  });

  it('makes a reference with choices a select, a list of them a multiple one', () => {
    const form = contractForm(contract, 'CoreCreate');
    const roads = [{ value: 'r1', label: 'RD 1075' }];
    const ui = form.uiSchema({
      fields: { roadId: { choices: roads }, campaignId: { widget: 'hidden' } },
    });
    expect(ui.roadId).toEqual({
      'ui:title': 'Route',
      'ui:widget': ChoiceWidget,
      'ui:options': { choices: roads },
    });
    expect(ui.campaignId).toEqual({ 'ui:title': 'Campagne', 'ui:widget': 'hidden' });
  });

  it('names a visible field the catalogue does not label', () => {
    const form = contractForm(contract, 'CampaignShareCreate');
    expect(() => form.uiSchema()).not.toThrow();
    const unknown = contractForm(contract, 'CoreLayersCopy');
    expect(() => unknown.uiSchema()).toThrow(/No French label for CoreLayersCopy\.coreToCopy/u);
  });

  it('keeps only the fields a form edits, required as the contract or the form says', () => {
    const form = contractForm(contract, 'UserPatch', {
      fields: ['firstName', 'lastName'],
      alsoRequired: ['lastName'],
    });
    expect(Object.keys(form.schema.properties ?? {})).toEqual(['firstName', 'lastName']);
    expect(form.schema.required).toEqual(['lastName']);
    expect(() => contractForm(contract, 'UserPatch', { fields: ['email'] })).toThrow(
      "No property email in the contract's UserPatch",
    );
  });
});
