import { describe, expect, it } from 'vitest';
import { validate } from './validate.js';

const text = (length: number) => 'a'.repeat(length);

describe('lengths', () => {
  const withLength = (rules: object) => ({
    type: 'object',
    properties: { value: { type: 'string', ...rules } },
  });

  it('minimum 3 characters', () => {
    expect(validate(withLength({ minLength: 3 }), { value: 'abc' })).toEqual([]);
    expect(validate(withLength({ minLength: 3 }), { value: 'ab' })).toEqual([
      { propertyPath: 'value', code: 'minLength', message: '3 caractères minimum' },
    ]);
  });

  it('maximum 50, 255, 500 and 1000 characters', () => {
    const cases = [
      [50, '50 caractères max'],
      [255, '255 caractères max'],
      [500, '500 caractères max'],
      [1000, '1000 caractères max'],
    ] as const;
    for (const [limit, message] of cases) {
      expect(validate(withLength({ maxLength: limit }), { value: text(limit) })).toEqual([]);
      expect(validate(withLength({ maxLength: limit }), { value: text(limit + 1) })).toEqual([
        { propertyPath: 'value', code: 'maxLength', message },
      ]);
    }
  });

  it('names of at most 254 characters (the database column holds 255)', () => {
    expect(validate(withLength({ maxLength: 254 }), { value: text(254) })).toEqual([]);
    expect(validate(withLength({ maxLength: 254 }), { value: text(255) })).toEqual([
      { propertyPath: 'value', code: 'maxLength', message: '254 caractères max' },
    ]);
  });

  it('counts characters, not bytes: accented letters count once', () => {
    expect(validate(withLength({ maxLength: 3 }), { value: 'été' })).toEqual([]);
  });

  it('a name of at least 5, 6 or 8 characters', () => {
    const cases = [
      [5, 'Le nom doit comporter au moins 5 caractères'],
      [6, 'Le nom doit comporter au moins 6 caractères'],
      [8, 'Le nom doit comporter au moins 8 caractères'],
    ] as const;
    for (const [limit, message] of cases) {
      const schema = withLength({ minLength: limit, 'x-messages': { minLength: 'nameMinLength' } });
      expect(validate(schema, { value: text(limit) })).toEqual([]);
      expect(validate(schema, { value: text(limit - 1) })).toEqual([
        { propertyPath: 'value', code: 'nameMinLength', message },
      ]);
    }
  });

  it('a description of at least 30 characters', () => {
    const schema = withLength({
      minLength: 30,
      'x-messages': { minLength: 'descriptionMinLength' },
    });
    expect(validate(schema, { value: text(30) })).toEqual([]);
    expect(validate(schema, { value: text(29) })).toEqual([
      {
        propertyPath: 'value',
        code: 'descriptionMinLength',
        message: 'La description doit comporter au moins 30 caractères',
      },
    ]);
  });
});

describe('lists', () => {
  const list = (messageKey?: string) => ({
    type: 'object',
    properties: {
      items: {
        type: 'array',
        minItems: 1,
        ...(messageKey === undefined ? {} : { 'x-messages': { minItems: messageKey } }),
      },
    },
  });

  it('at least one, with the specific messages for roles, sites and technicians', () => {
    const cases = [
      [undefined, 'atLeastOne', 'Au moins 1 requis'],
      ['atLeastOneRole', 'atLeastOneRole', 'Veuillez attribuer au moins un rôle'],
      ['atLeastOneSite', 'atLeastOneSite', 'Veuillez attribuer au moins un site'],
      ['atLeastOneTechnician', 'atLeastOneTechnician', 'Au moins 1 technicien requis'],
    ] as const;
    for (const [messageKey, code, message] of cases) {
      expect(validate(list(messageKey), { items: ['x'] })).toEqual([]);
      expect(validate(list(messageKey), { items: [] })).toEqual([
        { propertyPath: 'items', code, message },
      ]);
    }
  });
});
