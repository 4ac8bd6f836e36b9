import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { contract } from '../../stories/contract.js';
import { contractForm } from './contract-form.js';
import { SchemaForm } from './schema-form.js';

/**
 * The contract's UserCreate (POST /users) through the one adapter: titles and enum labels from
 * the catalogue, the form's own hints for the order and the help line.
 */
const userCreate = contractForm(contract, 'UserCreate');

const userCreateUiSchema = userCreate.uiSchema({
  order: ['userType', 'lastName', 'firstName', 'email', 'phone', 'job', 'roles', 'siteIds'],
  fields: {
    phone: { help: 'Un numéro français, par exemple 06 12 34 56 78' },
    agencyIds: { widget: 'hidden' },
  },
});

const meta = {
  title: 'Formulaires/SchemaForm',
  component: SchemaForm,
  args: {
    schema: userCreate.schema,
    uiSchema: userCreateUiSchema,
    onSubmit: fn(),
    submitLabel: 'Créer l’utilisateur',
  },
} satisfies Meta<typeof SchemaForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UserCreate: Story = {};

/** Submitted empty or badly filled: the French messages of @chaussee/validation, as the API's. */
export const ValidationErrors: Story = {
  args: {
    formData: {
      userType: 'customer_main',
      email: 'jeanne.dupont',
      firstName: '  ',
      phone: '06 12',
      roles: [],
    },
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Créer l’utilisateur' }));
    await expect((await canvas.findAllByText('Ce champ est requis')).length).toBeGreaterThan(0);
    await expect(
      canvas.getAllByText('Veuillez saisir une adresse mail valide').length,
    ).toBeGreaterThan(0);
    await expect(
      canvas.getAllByText('Le numéro de téléphone ne correspond pas').length,
    ).toBeGreaterThan(0);
    await expect(canvas.getAllByText('Veuillez attribuer au moins un rôle').length).toBeGreaterThan(
      0,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Filled: Story = {
  args: {
    formData: {
      userType: 'internal',
      lastName: 'Dupont',
      firstName: 'Jeanne',
      email: 'jeanne.dupont@example.fr',
      phone: '06 12 34 56 78',
      job: 'engineer',
      roles: ['ROLE_NEXTROAD_USER'],
      siteIds: ['7f3c2a10-5b4e-4d2a-9c1e-2a6b8d0f4e31'],
      sendInvitation: true,
    },
  },
};

export const Loading: Story = { args: { loading: true } };

export const Submitting: Story = { args: { ...Filled.args, submitting: true } };

export const ErrorState: Story = {
  args: { ...Filled.args, error: 'Cette adresse mail est déjà utilisée par un autre utilisateur.' },
};

/** A refusal the schema cannot foresee, under the field it concerns (`extraErrors`). */
export const FieldErrorFromServer: Story = {
  args: {
    ...Filled.args,
    extraErrors: { email: { __errors: ['Cette adresse mail est déjà utilisée'] } },
  },
};

/**
 * Lists inside lists (a core's layers and each layer's samples): each « add » button is named after
 * its own list, so that nobody adds a sample when they meant a layer.
 */
export const NestedLists: Story = {
  args: {
    schema: {
      type: 'object',
      properties: {
        layers: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              name: { type: 'string' },
              samples: { type: 'array', items: { type: 'string' } },
            },
          },
        },
      },
    },
    uiSchema: {
      layers: {
        'ui:title': 'Couches',
        items: {
          'ui:title': 'Couche',
          name: { 'ui:title': 'Nom' },
          samples: { 'ui:title': 'Échantillons', items: { 'ui:title': 'Échantillon' } },
        },
      },
    },
    formData: { layers: [{ name: 'Roulement', samples: [] }] },
    submitLabel: 'Enregistrer les couches',
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter : Couches' }));
    await expect(canvas.getAllByRole('button', { name: 'Ajouter : Échantillons' })).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: 'Ajouter un élément' })).toBeNull();
  },
};

export const Disabled: Story = { args: { ...Filled.args, disabled: true } };

export const Dark: Story = { ...ValidationErrors, globals: { theme: 'dark' } };
