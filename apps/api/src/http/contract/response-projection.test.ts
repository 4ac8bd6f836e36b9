import { describe, expect, it } from 'vitest';
import { ids, userFixture } from '../../testing/framework-fixtures.js';
import { loadContract } from './contract.js';
import { createResponseProjection } from './response-projection.js';

const contract = loadContract();
const schema = (name: string): string => `/components/schemas/${name}`;

describe('response projection', () => {
  it('keeps a valid answer as it is', () => {
    const user = userFixture();
    expect(contract.project(user, schema('User'))).toEqual(user);
  });

  it('drops undeclared properties of the parts of an allOf and of array items', () => {
    const projected = contract.project(
      {
        totalItems: 1,
        member: [{ ...userFixture(), passwordHash: 'x' }],
        cursor: 'internal',
      },
      schema('UserHydraCollection'),
    );
    expect(projected).toEqual({ totalItems: 1, member: [userFixture()] });
  });

  it('projects by the anyOf branch the value matches, null included', () => {
    const withOrganization = contract.project(
      {
        ...userFixture(),
        organization: { id: ids.organization, name: 'BE', isInternal: true, vat: 'FR' },
      },
      schema('User'),
    );
    expect(withOrganization).toMatchObject({
      organization: { id: ids.organization, name: 'BE', isInternal: true },
    });
    expect(withOrganization).not.toHaveProperty('organization.vat');
    expect(
      contract.project({ ...userFixture(), organization: null }, schema('User')),
    ).toMatchObject({
      organization: null,
    });
  });

  it('keeps no undeclared property when no branch matches: the union of the branches', () => {
    const projected = contract.project(
      { ...userFixture(), organization: { id: 'not-a-uuid', name: 'BE', secret: 's' } },
      schema('User'),
    );
    expect(projected).toMatchObject({ organization: { id: 'not-a-uuid', name: 'BE' } });
    expect(projected).not.toHaveProperty('organization.secret');
  });

  it('writes dates as the strings the schema asks for', () => {
    const projected = contract.project(
      { ...userFixture(), lastLoginAt: new Date('2026-02-03T04:05:06.789Z') },
      schema('User'),
    );
    expect(projected).toMatchObject({ lastLoginAt: '2026-02-03T04:05:06.789Z' });
  });

  it('keeps the entries of a map declared with additionalProperties', () => {
    const document = contract.document;
    const filters = JSON.stringify(document).includes('"additionalProperties":{"type":"string"}');
    expect(filters).toBe(true);
    const located = contract.operations.find(
      ({ operationId }) => operationId === 'generateChartContent',
    );
    const pointer = located?.parameters.find(({ name }) => name === 'filters')?.schemaPointer ?? '';
    expect(contract.project({ road: 'RD 1089', city: 'Lyon' }, pointer)).toEqual({
      road: 'RD 1089',
      city: 'Lyon',
    });
  });

  it('lets no undeclared property through at the root of any JSON answer of the contract', () => {
    const leaking: string[] = [];
    for (const operation of contract.operations) {
      for (const [status, contents] of operation.responses) {
        for (const { mediaType, schemaPointer } of contents) {
          if (schemaPointer === undefined || !mediaType.includes('json')) continue;
          const projected = contract.project({ passwordHash: 'x' }, schemaPointer);
          if (typeof projected === 'object' && projected !== null && 'passwordHash' in projected) {
            leaking.push(`${operation.operationId} ${String(status)} ${mediaType}`);
          }
        }
      }
    }
    expect(leaking).toEqual([]);
  });

  it('prepares each schema once, whatever the length of the list it projects', () => {
    // A list answer walks the same schema once per row: finding a node or a oneOf/anyOf branch's
    // validator per row made the projection the first cost of a 200-core page (issue 19).
    const projectionCountingLookups = () => {
      const { strict } = contract.validators;
      const lookups = { count: 0 };
      const ajv = new Proxy(strict.ajv, {
        get(target, key) {
          if (key === 'getSchema') {
            return (ref: string) => {
              lookups.count += 1;
              return target.getSchema(ref);
            };
          }
          const value: unknown = Reflect.get(target, key);
          return value;
        },
      });
      return { project: createResponseProjection(contract.document, { ...strict, ajv }), lookups };
    };
    const page = (size: number) => ({
      totalItems: size,
      member: Array.from({ length: size }, () => userFixture()),
    });
    const one = projectionCountingLookups();
    const many = projectionCountingLookups();
    expect(one.project(page(1), schema('UserHydraCollection'))).toEqual(page(1));
    expect(many.project(page(40), schema('UserHydraCollection'))).toEqual(page(40));
    expect(one.lookups.count).toBeGreaterThan(0);
    expect(many.lookups.count).toBe(one.lookups.count);
  });
});
