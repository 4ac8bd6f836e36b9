// @ts-check
import { describe, expect, it } from 'vitest';
import { deriveBodies } from './bodies.mjs';

/**
 * A small entity as Redocly bundles it: the entity, and one component per referenced body spec.
 * @param {Record<string, unknown>} bodies
 * @returns {Record<string, unknown>}
 */
function bundleOf(bodies, extraProperties = {}) {
  const entity = {
    type: 'object',
    title: 'Thing',
    description: 'A thing.',
    required: ['id', 'name', 'roadId', 'status'],
    'x-bodies': bodies,
    properties: {
      id: { type: 'string', format: 'uuid', readOnly: true, description: 'Identifier.' },
      name: {
        type: 'string',
        format: 'text',
        maxLength: 50,
        description: 'Name as shown.',
        'x-write': { type: ['string', 'null'], description: 'Name; null for the automatic one.' },
      },
      roadId: { type: ['string', 'null'], format: 'uuid', description: 'Road.' },
      cityId: { type: ['string', 'null'], format: 'uuid', writeOnly: true, description: 'City.' },
      status: { $ref: '#/components/schemas/ThingStatus' },
      note: { type: ['string', 'null'], format: 'text', maxLength: 1000, description: 'Note.' },
      ...extraProperties,
    },
  };
  return { Thing: entity, ...bodies };
}

const create = {
  description: 'Body of POST /things.',
  'x-omit': ['status'],
  'x-together': ['name', 'note'],
};
const update = {
  description: 'Body of PUT /things/{id}.',
  'x-required': ['roadId'],
  'x-omit': ['status'],
  'x-messages': { required: { roadId: 'roadRequired' } },
};
const patch = { description: 'Body of PATCH /things/{id}.', 'x-merge-patch': true };

describe('deriveBodies', () => {
  const schemas = deriveBodies(
    bundleOf({ ThingCreate: create, ThingUpdate: update, ThingPatch: patch }),
  );

  it('leaves the entity as it is answered: no bodies, no write-only field, no x-write', () => {
    expect(schemas.Thing).toEqual({
      type: 'object',
      title: 'Thing',
      description: 'A thing.',
      required: ['id', 'name', 'roadId', 'status'],
      properties: {
        id: { type: 'string', format: 'uuid', readOnly: true, description: 'Identifier.' },
        name: { type: 'string', format: 'text', maxLength: 50, description: 'Name as shown.' },
        roadId: { type: ['string', 'null'], format: 'uuid', description: 'Road.' },
        status: { $ref: '#/components/schemas/ThingStatus' },
        note: { type: ['string', 'null'], format: 'text', maxLength: 1000, description: 'Note.' },
      },
    });
  });

  it('writes a body of the writable fields with the x-write keywords, closed, its rules kept', () => {
    expect(schemas.ThingCreate).toEqual({
      type: 'object',
      title: 'ThingCreate',
      description: 'Body of POST /things.',
      additionalProperties: false,
      'x-together': ['name', 'note'],
      properties: {
        name: {
          type: ['string', 'null'],
          format: 'text',
          maxLength: 50,
          description: 'Name; null for the automatic one.',
        },
        roadId: { type: ['string', 'null'], format: 'uuid', description: 'Road.' },
        cityId: { type: ['string', 'null'], format: 'uuid', description: 'City.' },
        note: { type: ['string', 'null'], format: 'text', maxLength: 1000, description: 'Note.' },
      },
    });
  });

  it('makes a required field not nullable, its missing-field sentence answering a null too', () => {
    expect(schemas.ThingUpdate).toMatchObject({
      required: ['roadId'],
      'x-messages': { required: { roadId: 'roadRequired' } },
      properties: {
        roadId: {
          type: 'string',
          format: 'uuid',
          description: 'Road.',
          'x-messages': { type: 'roadRequired' },
        },
        note: { type: ['string', 'null'] },
      },
    });
  });

  it('makes a merge patch all optional, nullable but for what another body requires', () => {
    const body = /** @type {{ required?: unknown, properties: Record<string, unknown> }} */ (
      schemas.ThingPatch
    );
    expect(body.required).toBeUndefined();
    expect(Object.keys(body.properties)).toEqual(['name', 'roadId', 'cityId', 'status', 'note']);
    expect(body.properties.roadId).toEqual({
      type: 'string',
      format: 'uuid',
      description: 'Road.',
    });
    expect(body.properties.note).toMatchObject({ type: ['string', 'null'] });
    expect(body.properties.status).toEqual({ $ref: '#/components/schemas/ThingStatus' });
  });

  it('takes only the fields of x-pick, and drops null from an anyOf', () => {
    const road = {
      description: 'The road.',
      anyOf: [{ $ref: '#/components/schemas/Road' }, { type: 'null' }],
    };
    const only = {
      description: 'Body of PUT /things/{id}/road.',
      'x-pick': ['road'],
      'x-required': ['road'],
    };
    const result = deriveBodies(bundleOf({ ThingRoad: only }, { road }));
    expect(result.ThingRoad).toMatchObject({
      required: ['road'],
      properties: { road: { description: 'The road.', $ref: '#/components/schemas/Road' } },
    });
  });

  it('keeps the other components and their order', () => {
    const result = deriveBodies({ A: { type: 'string' }, ...bundleOf({ ThingPatch: patch }) });
    expect(Object.keys(result)).toEqual(['A', 'Thing', 'ThingPatch']);
    expect(result.A).toEqual({ type: 'string' });
  });

  it.each([
    [{ ThingCreate: { ...create, required: ['name'] } }, 'unknown keyword required'],
    [{ ThingCreate: { ...create, 'x-omit': ['color'] } }, 'color is not a writable field'],
    [{ ThingCreate: { ...create, 'x-omit': ['id'] } }, 'id is not a writable field'],
    [{ ThingCreate: { ...create, 'x-required': ['status'] } }, 'requires status, which it'],
    [{ ThingPatch: { ...patch, 'x-required': ['name'] } }, 'a merge patch requires nothing'],
    [{ ThingCreate: { 'x-omit': ['status'] } }, 'needs its description'],
  ])('refuses a wrong spec: %j', (bodies, message) => {
    expect(() => deriveBodies(bundleOf(bodies))).toThrow(message);
  });

  it('refuses a body no operation references, and a component of the same name', () => {
    const unreferenced = bundleOf({ ThingCreate: create });
    delete unreferenced.ThingCreate;
    expect(() => deriveBodies(unreferenced)).toThrow('ThingCreate is the body of no operation');
    const taken = { ...bundleOf({ ThingCreate: create }), ThingCreate: { type: 'object' } };
    expect(() => deriveBodies(taken)).toThrow('another schema has its name');
  });

  it('refuses an entity that requires a write-only field in its answers', () => {
    const bundle = bundleOf({ ThingCreate: create });
    const entity = /** @type {{ required: string[] }} */ (bundle.Thing);
    entity.required = [...entity.required, 'cityId'];
    expect(() => deriveBodies(bundle)).toThrow('Thing.cityId is writeOnly');
  });
});
