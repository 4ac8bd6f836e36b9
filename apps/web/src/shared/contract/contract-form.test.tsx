import {
  ChausseeThemeProvider,
  contractForm as contractFormOf,
  DataGrid,
  SchemaForm,
  type ContractForm,
  type FormHints,
} from '@chaussee/ui';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contractColumns, contractForm } from './contract-schemas.js';
import coreCreateContract from 'virtual:chaussee-contract-schemas/CoreCreate';
import coreLayerContract from 'virtual:chaussee-contract-schemas/CoreLayer';
import userUpdateContract from 'virtual:chaussee-contract-schemas/UserUpdate';

afterEach(cleanup);

/** Shapes the contract does not have yet, through the same adapter as the real contract. */
const shapes = {
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
        properties: {
          // An enum written inline, nullable by its type.
          bondState: {
            type: ['string', 'null'],
            enum: ['bonded', 'semi-bonded', 'unbonded', null],
          },
          // A nullable reference written as a union.
          coreId: { anyOf: [{ type: 'string', format: 'uuid' }, { type: 'null' }] },
        },
      },
    },
  },
};

function renderForm(form: ContractForm, hints: FormHints, formData: unknown = {}) {
  const onSubmit = vi.fn();
  render(
    <ChausseeThemeProvider>
      <SchemaForm
        schema={form.schema}
        uiSchema={form.uiSchema(hints)}
        formData={formData}
        onSubmit={onSubmit}
        submitLabel="Envoyer"
      />
    </ChausseeThemeProvider>,
  );
  return onSubmit;
}

/** The options a select offers once opened, as the user reads them. */
async function optionsOf(select: HTMLElement): Promise<string[]> {
  fireEvent.mouseDown(select);
  const list = await screen.findByRole('listbox');
  return within(list)
    .getAllByRole('option')
    .map((option) => option.textContent);
}

/** Nothing of the contract's English or of JSON shows in the form. */
function expectNoEnglish() {
  const text = document.body.textContent;
  for (const word of ['Job', 'InterfaceBondState', 'CoreInterfaceInput', 'null', 'anyOf']) {
    expect(text, word).not.toMatch(new RegExp(`\\b${word}\\b`, 'u'));
  }
}

describe('contract forms', () => {
  it('draw a nullable enum written as a union as one select of French labels, with an empty choice', async () => {
    // UserUpdate.job is `anyOf: [{ $ref: Job }, { type: 'null' }]`.
    renderForm(contractForm(userUpdateContract, { fields: ['job'] }), {});
    const selects = screen.getAllByRole('combobox');
    expect(selects).toHaveLength(1);
    expect(await optionsOf(screen.getByRole('combobox', { name: /Métier/u }))).toEqual([
      'Aucun',
      'Commercial',
      'Ingénieur',
      "Chargé d'affaires",
      'Technicien',
    ]);
    expectNoEnglish();
  });

  it('draw a nullable enum written inline (type with null) the same way', async () => {
    renderForm(contractFormOf(shapes, 'CoreInterfaceInput'), {
      fields: { coreId: { widget: 'hidden' } },
    });
    expect(screen.getAllByRole('combobox')).toHaveLength(1);
    expect(await optionsOf(screen.getByRole('combobox', { name: /État de l’interface/u }))).toEqual(
      ['Aucun', 'Collée', 'Semi-collée', 'Décollée'],
    );
    expectNoEnglish();
  });

  it('draw a nullable reference as one select of the given choices, emptied to null', async () => {
    const cores = [{ value: '7f3c2a10-5b4e-4d2a-9c1e-2a6b8d0f4e31', label: 'CA-12' }];
    const onSubmit = renderForm(
      contractFormOf(shapes, 'CoreInterfaceInput'),
      { fields: { coreId: { choices: cores } } },
      { coreId: cores[0]?.value },
    );
    const select = screen.getByRole('combobox', { name: /Carotte/u });
    expect(await optionsOf(select)).toEqual(['Aucun', 'CA-12']);
    fireEvent.click(screen.getByRole('option', { name: 'Aucun' }));
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(onSubmit).toHaveBeenCalledWith({ coreId: null });
    expectNoEnglish();
  });

  it('draw a nullable uuid reference of the contract (CoreCreate.cityId) the same way', async () => {
    const cities = [{ value: '7f3c2a10-5b4e-4d2a-9c1e-2a6b8d0f4e31', label: 'Grenoble' }];
    renderForm(contractForm(coreCreateContract, { fields: ['cityId'] }), {
      fields: { cityId: { choices: cities } },
    });
    expect(await optionsOf(screen.getByRole('combobox', { name: /Ville/u }))).toEqual([
      'Aucun',
      'Grenoble',
    ]);
  });

  it('say a bad value in one French message', async () => {
    const onSubmit = renderForm(
      contractForm(userUpdateContract, { fields: ['job'] }),
      {},
      {
        job: 'pilot',
      },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    // Under the field, once; the list above the form names the field: « Métier : … ».
    expect(await screen.findAllByText('Veuillez choisir une valeur de la liste')).toHaveLength(1);
    expect(screen.queryByText(/Valeur invalide/u)).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('contract grids', () => {
  it('show an enum value, nullable or not, as its catalogue label', async () => {
    interface LayerRow {
      id: string;
      type: string;
      condition: string | null;
      thickness: number;
    }
    const rows: LayerRow[] = [{ id: 'l1', type: 'BETON', condition: 'fragmented', thickness: 40 }];
    render(
      <ChausseeThemeProvider>
        <DataGrid<LayerRow>
          label="Couches"
          rows={rows}
          columns={contractColumns<LayerRow>(coreLayerContract, {
            fields: ['type', 'condition', 'thickness'],
          })}
          getRowId={(row) => row.id}
        />
      </ChausseeThemeProvider>,
    );
    expect(await screen.findByText('Béton')).toBeDefined();
    expect(screen.getByText('Fragmentée')).toBeDefined();
    expect(screen.queryByText('BETON')).toBeNull();
    expect(screen.queryByText('fragmented')).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Type de couche' })).toBeDefined();
  });
});
