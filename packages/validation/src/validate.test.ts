import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createValidator } from './validate.js';

describe('createValidator with OpenAPI 3.1 schemas', () => {
  it('tolerates the OpenAPI-only keywords and the x- keywords of other tools', () => {
    const { validate } = createValidator();
    const schema = {
      type: 'object',
      required: ['name'],
      example: { name: 'Carotte 1' },
      externalDocs: { url: 'https://example.org' },
      xml: { name: 'core' },
      discriminator: { propertyName: 'type' },
      'x-internal': true,
      properties: {
        name: { type: 'string', examples: ['Carotte 1'], readOnly: false, deprecated: false },
        password: { type: 'string', writeOnly: true },
        picture: { type: 'string', contentMediaType: 'image/png', contentEncoding: 'base64' },
      },
    };
    expect(validate(schema, { name: 'Carotte 1' })).toEqual([]);
    expect(validate(schema, {})).toEqual([
      { propertyPath: 'name', code: 'required', message: 'Ce champ est requis' },
    ]);
  });

  it('validates against a component of a contract document by reference, $refs included', () => {
    const document = {
      openapi: '3.1.0',
      info: { title: 'Chaussée', version: '1.0.0' },
      paths: {},
      components: {
        schemas: {
          SiteCreate: {
            type: 'object',
            required: ['name', 'address'],
            properties: {
              name: { type: 'string', maxLength: 254 },
              address: { $ref: '#/components/schemas/Address' },
            },
          },
          Address: {
            type: 'object',
            required: ['zipCode'],
            properties: { zipCode: { type: 'string', format: 'zip-code' } },
          },
        },
      },
    };
    const validator = createValidator();
    validator.ajv.addSchema(document, 'openapi.json');
    const ref = 'openapi.json#/components/schemas/SiteCreate';
    expect(validator.validate(ref, { name: 'Agence Lyon', address: { zipCode: '69003' } })).toEqual(
      [],
    );
    expect(validator.validate(ref, { name: 'Agence Lyon', address: { zipCode: '6900' } })).toEqual([
      { propertyPath: 'address.zipCode', code: 'zipCode', message: 'Code postal invalide' },
    ]);
    expect(() => validator.validate('openapi.json#/components/schemas/Nothing', {})).toThrow();
  });

  it('compiles every schema of the bundled contract (its use of the vocabulary is valid)', () => {
    const contractUrl = new URL('../../../openapi/openapi.json', import.meta.url);
    const document: unknown = JSON.parse(readFileSync(contractUrl, 'utf8'));
    const validator = createValidator();
    validator.ajv.addSchema(document as object, 'openapi.json');
    const schemas = (document as { components?: { schemas?: object } }).components?.schemas ?? {};
    const names = Object.keys(schemas);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      expect(
        () => validator.validate(`openapi.json#/components/schemas/${name}`, {}),
        name,
      ).not.toThrow();
    }
  });

  it('passes ajv options through, e.g. type coercion for query strings', () => {
    const { validate } = createValidator({ coerceTypes: true });
    const query = { type: 'object', properties: { limit: { type: 'integer', maximum: 100 } } };
    expect(validate(query, { limit: '50' })).toEqual([]);
    expect(validate(query, { limit: '500' })).toEqual([
      {
        propertyPath: 'limit',
        code: 'maximum',
        message: 'La valeur doit être inférieure ou égale à 100',
      },
    ]);
  });
});
