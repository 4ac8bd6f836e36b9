// @ts-check
import { describe, expect, it } from 'vitest';
import { hoistNamedEnums } from './named-enums.mjs';

const inlineWeather = {
  description: 'Weather on the coring day.',
  type: 'string',
  enum: ['sunny', 'cloudy', 'rain'],
  'x-enum-name': 'Weather',
};
const weather = {
  description: 'Weather on the coring day.',
  type: 'string',
  enum: ['sunny', 'cloudy', 'rain'],
  title: 'Weather',
};
const core = {
  type: 'object',
  properties: { weather: { anyOf: [inlineWeather, { type: 'null' }] } },
};

describe('enums named where their field is written', () => {
  it('become a component of that name, the field referring to it', () => {
    const result = hoistNamedEnums({ Core: core });
    expect(result.Weather).toEqual(weather);
    expect(result.Core).toEqual({
      type: 'object',
      properties: {
        weather: { anyOf: [{ $ref: '#/components/schemas/Weather' }, { type: 'null' }] },
      },
    });
  });

  it('may be written twice when both are the same enum', () => {
    const result = hoistNamedEnums({ Core: core, CoreCopy: core });
    expect(result.CoreCopy).toEqual(result.Core);
  });

  it('refuses one name for two different enums, or the name of another schema', () => {
    const other = { type: 'object', properties: { sky: { ...inlineWeather, enum: ['grey'] } } };
    expect(() => hoistNamedEnums({ Core: core, Sky: other })).toThrow(
      '#/components/schemas/Sky/properties/sky: the enum Weather is written twice, differently.',
    );
    expect(() => hoistNamedEnums({ Core: core, Weather: { type: 'object' } })).toThrow(
      'The enum Weather written with x-enum-name takes the name of another schema.',
    );
  });

  it('refuses a name that is no schema name, or one on something that is no enum', () => {
    expect(() =>
      hoistNamedEnums({ Core: { properties: { a: { ...inlineWeather, 'x-enum-name': 'sky' } } } }),
    ).toThrow('x-enum-name must be a schema name in PascalCase.');
    expect(() =>
      hoistNamedEnums({ Core: { properties: { a: { type: 'string', 'x-enum-name': 'Sky' } } } }),
    ).toThrow('#/components/schemas/Core/properties/a: x-enum-name Sky names no enum.');
  });
});
