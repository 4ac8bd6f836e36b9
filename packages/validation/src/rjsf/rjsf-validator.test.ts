import type { RJSFSchema } from '@rjsf/utils';
import validatorWithEnglishMessages from '@rjsf/validator-ajv8';
import { describe, expect, it } from 'vitest';
import { createRjsfValidator, rjsfValidator, transformErrors } from './index.js';

// rjsf types nested schemas as draft-07 ones, which know no custom keyword; the web app hands over
// contract schemas read from JSON, which TypeScript does not check that way.
const nameSchema = { type: 'string', title: 'Nom', maxLength: 254, 'x-not-blank': true } as const;

const coreForm: RJSFSchema = {
  type: 'object',
  required: ['road', 'name'],
  'x-messages': { required: { road: 'roadRequired' } },
  'x-together': ['abscissa', 'landmark'],
  'x-date-range': { start: 'startDate', end: 'endDate' },
  example: { road: 'RD 12' },
  properties: {
    road: { type: 'string', title: 'Route' },
    name: nameSchema,
    phone: { type: 'string', format: 'fr-phone' },
    abscissa: { type: 'number' },
    landmark: { type: 'string' },
    startDate: { type: 'string', format: 'date' },
    endDate: { type: 'string', format: 'date' },
    layers: {
      type: 'array',
      items: { type: 'object', properties: { thickness: { type: 'number', minimum: 1 } } },
    },
  },
};

describe('rjsfValidator', () => {
  it('shows the French messages of the API under the right fields', () => {
    const formData = {
      name: '  ',
      phone: '06 12 34',
      abscissa: 12,
      startDate: '2024-05-02',
      endDate: '2024-05-01',
      layers: [{ thickness: 4 }, { thickness: 0 }],
    };
    const { errorSchema } = rjsfValidator.validateFormData(
      formData,
      coreForm,
      undefined,
      transformErrors,
    );
    expect(errorSchema).toEqual({
      road: { __errors: ['Renseignez la route'] },
      name: { __errors: ['Ce champ doit comporter des caractères alphanumériques'] },
      phone: { __errors: ['Le numéro de téléphone ne correspond pas'] },
      landmark: { __errors: ['Vous devez aussi remplir ce champ'] },
      startDate: { __errors: ['La date de début doit être inférieure ou égale à la date de fin'] },
      endDate: { __errors: ['La date de fin doit être supérieure ou égale à la date de début'] },
      layers: { 1: { thickness: { __errors: ['La valeur doit être supérieure ou égale à 1'] } } },
    });
  });

  it('lists the errors with the title of their field', () => {
    const { errors } = rjsfValidator.validateFormData(
      { name: 'Carotte' },
      coreForm,
      undefined,
      transformErrors,
    );
    expect(errors.map(({ stack }) => stack)).toEqual(['Route\u00a0: Renseignez la route']);
  });

  it('accepts valid data', () => {
    const formData = { road: 'RD 12', name: 'Carotte 1', abscissa: 12, landmark: 'PR4' };
    expect(rjsfValidator.validateFormData(formData, coreForm).errors).toEqual([]);
    expect(rjsfValidator.isValid(coreForm, formData, coreForm)).toBe(true);
    expect(rjsfValidator.isValid(coreForm, { ...formData, landmark: undefined }, coreForm)).toBe(
      false,
    );
  });

  it('validates JSON Schema 2020-12, as the contract is written', () => {
    // dependentRequired is 2020-12 only: a draft-07 ajv would ignore it.
    const schema: RJSFSchema = {
      type: 'object',
      properties: { siret: { type: 'string' }, zipCode: { type: 'string' } },
      dependentRequired: { siret: ['zipCode'] },
    };
    const { errorSchema } = createRjsfValidator().validateFormData(
      { siret: '12345678901234' },
      schema,
      undefined,
      transformErrors,
    );
    expect(errorSchema).toEqual({ zipCode: { __errors: ['Ce champ est requis'] } });
  });
});

describe('transformErrors', () => {
  it('turns the English messages of a stock validator into the French catalogue', () => {
    const schema: RJSFSchema = {
      type: 'object',
      required: ['email'],
      properties: {
        email: { type: 'string', format: 'email' },
        name: { type: 'string', maxLength: 50 },
        code: { type: 'string', minLength: 3 },
      },
    };
    const formData = { name: 'a'.repeat(51), code: 'ab' };
    const { errorSchema } = validatorWithEnglishMessages.validateFormData(
      formData,
      schema,
      undefined,
      transformErrors,
    );
    expect(errorSchema).toEqual({
      email: { __errors: ['Ce champ est requis'] },
      name: { __errors: ['50 caractères max'] },
      code: { __errors: ['3 caractères minimum'] },
    });
  });

  it('drops the if of an if/then and shows an error given twice once', () => {
    const errors = transformErrors([
      {
        name: 'if',
        property: '',
        message: 'must match "then" schema',
        stack: '',
        params: { failingKeyword: 'then' },
      },
      {
        name: 'required',
        property: '.image',
        message: 'x',
        stack: '',
        params: { missingProperty: 'image' },
      },
      {
        name: 'required',
        property: '.image',
        message: 'y',
        stack: '',
        params: { missingProperty: 'image' },
      },
    ]);
    expect(errors.map(({ property, message }) => [property, message])).toEqual([
      ['.image', 'Ce champ est requis'],
    ]);
  });
});

describe('one message per bad value in a form', () => {
  it('shows one French message for a bad value of a nullable enum', () => {
    // The contract's usual nullable choice, as UserUpdate.job writes it.
    const schema: RJSFSchema = {
      type: 'object',
      $defs: { Weather: { type: 'string', title: 'Weather', enum: ['sunny', 'cloudy', 'rain'] } },
      properties: { weather: { anyOf: [{ $ref: '#/$defs/Weather' }, { type: 'null' }] } },
    };
    const { errorSchema } = rjsfValidator.validateFormData(
      { weather: 'hail' },
      schema,
      undefined,
      transformErrors,
    );
    expect(errorSchema).toEqual({
      weather: { __errors: ['Veuillez choisir une valeur de la liste'] },
    });
  });

  it('still reads a null left in a required list as a field left empty', () => {
    const schema: RJSFSchema = {
      type: 'object',
      properties: { bondState: { type: 'string', enum: ['bonded', 'unbonded'] } },
    };
    const { errorSchema } = rjsfValidator.validateFormData(
      { bondState: null },
      schema,
      undefined,
      transformErrors,
    );
    expect(errorSchema).toEqual({ bondState: { __errors: ['Ce champ est requis'] } });
  });
});
