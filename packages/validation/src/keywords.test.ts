import { describe, expect, it } from 'vitest';
import { createValidator, validate } from './validate.js';

describe('x-not-blank', () => {
  const schema = {
    type: 'object',
    properties: { name: { type: 'string', 'x-not-blank': true } },
  };

  it('accepts a value with a letter or a digit, accented letters included', () => {
    for (const name of ['a', ' Route 1 ', 'é', '5', '-- A --']) {
      expect(validate(schema, { name }), name).toEqual([]);
    }
  });

  it('refuses spaces and punctuation only', () => {
    for (const name of ['', ' ', '   ', '---', '!!', '\t']) {
      expect(validate(schema, { name }), name).toEqual([
        {
          propertyPath: 'name',
          code: 'notBlank',
          message: 'Ce champ doit comporter des caractères alphanumériques',
        },
      ]);
    }
  });

  it('does nothing when set to false', () => {
    const lenient = {
      type: 'object',
      properties: { name: { type: 'string', 'x-not-blank': false } },
    };
    expect(validate(lenient, { name: '  ' })).toEqual([]);
  });
});

describe('x-date-range', () => {
  const schema = {
    type: 'object',
    'x-date-range': { start: 'startDate', end: 'endDate' },
    properties: {
      startDate: { type: 'string', format: 'date' },
      endDate: { type: 'string', format: 'date' },
    },
  };

  it('accepts a start before or on the end', () => {
    expect(validate(schema, { startDate: '2024-01-01', endDate: '2024-01-02' })).toEqual([]);
    expect(validate(schema, { startDate: '2024-01-01', endDate: '2024-01-01' })).toEqual([]);
  });

  it('puts a message on the start and the mirror message on the end', () => {
    expect(validate(schema, { startDate: '2024-01-02', endDate: '2024-01-01' })).toEqual([
      {
        propertyPath: 'startDate',
        code: 'startBeforeEnd',
        message: 'La date de début doit être inférieure ou égale à la date de fin',
      },
      {
        propertyPath: 'endDate',
        code: 'endAfterStart',
        message: 'La date de fin doit être supérieure ou égale à la date de début',
      },
    ]);
  });

  it('leaves a missing or malformed date to required and format', () => {
    expect(validate(schema, { startDate: '2024-01-02' })).toEqual([]);
    expect(validate(schema, { startDate: 'hier', endDate: '2024-01-01' })).toEqual([
      { propertyPath: 'startDate', code: 'date', message: 'Date invalide' },
    ]);
  });

  it('compares date-times and names the fields of a nested object', () => {
    const range = { type: 'object', 'x-date-range': { start: 'startDate', end: 'endDate' } };
    const nested = { type: 'object', properties: { periods: { type: 'array', items: range } } };
    const periods = [
      { startDate: '2024-01-01', endDate: '2024-01-02' },
      { startDate: '2024-03-01T10:00:00Z', endDate: '2024-03-01T09:00:00Z' },
    ];
    expect(
      validate(nested, { periods }).map(({ propertyPath, code }) => [propertyPath, code]),
    ).toEqual([
      ['periods.1.startDate', 'startBeforeEnd'],
      ['periods.1.endDate', 'endAfterStart'],
    ]);
  });
});

describe('x-together', () => {
  const schema = {
    type: 'object',
    'x-together': ['abscissa', 'landmark'],
    properties: { abscissa: { type: ['number', 'null'] }, landmark: { type: 'string' } },
  };
  const filledTogether = 'Vous devez aussi remplir ce champ';

  it('accepts both filled or both empty (0 is a value)', () => {
    expect(validate(schema, { abscissa: 0, landmark: 'PR12' })).toEqual([]);
    expect(validate(schema, {})).toEqual([]);
    expect(validate(schema, { landmark: '  ' })).toEqual([]);
  });

  it('puts the message on the empty one', () => {
    expect(validate(schema, { abscissa: 120 })).toEqual([
      { propertyPath: 'landmark', code: 'filledTogether', message: filledTogether },
    ]);
    expect(validate(schema, { abscissa: null, landmark: 'PR12' })).toEqual([
      { propertyPath: 'abscissa', code: 'filledTogether', message: filledTogether },
    ]);
  });
});

describe('x-at-least-one-of', () => {
  const schema = {
    type: 'object',
    'x-at-least-one-of': ['engineerId', 'studyManagerId'],
    properties: {
      engineerId: { type: ['string', 'null'] },
      studyManagerId: { type: ['string', 'null'] },
    },
  };
  const message = "Vous devez choisir au moins un chargé d'affaires référent ou un ingénieur";

  it('accepts an engineer or a study manager', () => {
    expect(validate(schema, { engineerId: 'u1' })).toEqual([]);
    expect(validate(schema, { studyManagerId: 'u2', engineerId: null })).toEqual([]);
  });

  it('puts the message on each of the fields when none is chosen', () => {
    expect(validate(schema, { engineerId: null, studyManagerId: '' })).toEqual([
      { propertyPath: 'engineerId', code: 'engineerOrStudyManager', message },
      { propertyPath: 'studyManagerId', code: 'engineerOrStudyManager', message },
    ]);
  });

  it('takes another message from x-messages', () => {
    const other = {
      type: 'object',
      'x-at-least-one-of': ['phone', 'email'],
      'x-messages': { 'x-at-least-one-of': 'atLeastOne' },
    };
    expect(validate(other, {})).toEqual([
      { propertyPath: 'phone', code: 'atLeastOne', message: 'Au moins 1 requis' },
      { propertyPath: 'email', code: 'atLeastOne', message: 'Au moins 1 requis' },
    ]);
  });
});

describe('keyword rules are checked when a schema is compiled', () => {
  const { ajv } = createValidator();

  it('refuses a misspelt message key in x-messages', () => {
    expect(() =>
      ajv.compile({ type: 'array', minItems: 1, 'x-messages': { minItems: 'atLeastOneRol' } }),
    ).toThrow(/x-messages/);
    expect(() =>
      ajv.compile({
        type: 'object',
        required: ['road'],
        'x-messages': { required: { road: 'road' } },
      }),
    ).toThrow(/x-messages/);
  });

  it('refuses malformed cross-field rules', () => {
    expect(() => ajv.compile({ 'x-date-range': { start: 'startDate' } })).toThrow(/x-date-range/);
    expect(() => ajv.compile({ 'x-together': ['abscissa'] })).toThrow(/x-together/);
    expect(() => ajv.compile({ 'x-at-least-one-of': 'engineerId' })).toThrow(/x-at-least-one-of/);
    expect(() => ajv.compile({ 'x-not-blank': 'yes' })).toThrow(/x-not-blank/);
  });

  it('refuses an unknown format rather than skipping the rule', () => {
    expect(() => ajv.compile({ type: 'string', format: 'fr_phone' })).toThrow(
      /unknown format "fr_phone"/,
    );
  });
});
