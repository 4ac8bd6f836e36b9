// @ts-check
import { describe, expect, it } from 'vitest';
import { breakingChanges, hasChangelogEntry, releaseProblems } from './contract-diff.mjs';

/**
 * A small contract: GET /cores/{id} answers a Core, POST /cores takes a CoreCreate, with a status
 * enum shared by both; `change` edits a deep copy.
 * @param {(doc: any) => void} [change] edits JSON freely, as a contract author would (hence any)
 * @returns {Record<string, unknown>}
 */
function contract(change) {
  const doc = {
    openapi: '3.1.0',
    info: { title: 'test', version: '1.2.0' },
    paths: {
      '/cores/{id}': {
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        get: {
          parameters: [{ name: 'expand', in: 'query', schema: { type: 'boolean' } }],
          responses: {
            200: {
              description: 'ok',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Core' } } },
            },
            404: { description: 'no' },
          },
        },
      },
      '/cores': {
        post: {
          requestBody: {
            content: {
              'application/json': { schema: { $ref: '#/components/schemas/CoreCreate' } },
            },
          },
          responses: { 201: { description: 'created' } },
        },
      },
    },
    components: {
      schemas: {
        Status: { type: 'string', enum: ['empty', 'validated'] },
        Core: {
          type: 'object',
          required: ['id', 'status'],
          properties: {
            id: { type: 'string' },
            status: { $ref: '#/components/schemas/Status' },
            remark: { type: ['string', 'null'] },
            layers: {
              type: 'array',
              items: { type: 'object', properties: { depth: { type: 'number' } } },
            },
          },
        },
        CoreCreate: {
          allOf: [{ $ref: '#/components/schemas/CoreCreateBase' }],
          properties: { remark: { type: ['string', 'null'] } },
        },
        CoreCreateBase: {
          type: 'object',
          required: ['name'],
          properties: { name: { type: 'string' }, status: { $ref: '#/components/schemas/Status' } },
        },
      },
    },
  };
  const copy = structuredClone(doc);
  change?.(copy);
  return copy;
}

describe('breakingChanges', () => {
  it('finds none between a contract and itself', () => {
    expect(breakingChanges(contract(), contract())).toEqual([]);
  });

  it('finds none for additions: an operation, an optional field, an enum value, a field made required in an answer', () => {
    const current = contract((doc) => {
      doc.paths['/health'] = { get: { responses: { 200: { description: 'ok' } } } };
      doc.components.schemas.CoreCreateBase.properties.road = { type: 'string' };
      doc.components.schemas.Status.enum.push('sent');
      doc.components.schemas.Core.required.push('remark');
      doc.paths['/cores/{id}'].get.parameters.push({
        name: 'page',
        in: 'query',
        schema: { type: 'integer' },
      });
    });
    expect(breakingChanges(contract(), current)).toEqual([]);
  });

  it('finds a removed operation and a removed path', () => {
    const current = contract((doc) => {
      delete doc.paths['/cores'];
      delete doc.paths['/cores/{id}'].get;
    });
    expect(breakingChanges(contract(), current)).toEqual([
      'GET /cores/{id}: operation removed',
      'POST /cores: operation removed',
    ]);
  });

  it('finds a field removed from an answer, even deep in an array', () => {
    const current = contract((doc) => {
      delete doc.components.schemas.Core.properties.layers.items.properties.depth;
    });
    expect(breakingChanges(contract(), current)).toEqual([
      'GET /cores/{id} 200.layers[]: field depth removed',
    ]);
  });

  it('finds a removed enum value wherever the enum is used', () => {
    const current = contract((doc) => {
      doc.components.schemas.Status.enum = ['empty'];
    });
    expect(breakingChanges(contract(), current)).toEqual([
      'GET /cores/{id} 200.status: enum value "validated" removed',
      'POST /cores body.status: enum value "validated" removed',
    ]);
  });

  it('finds a request field that becomes required, through allOf', () => {
    const current = contract((doc) => {
      doc.components.schemas.CoreCreateBase.required.push('status');
    });
    expect(breakingChanges(contract(), current)).toEqual([
      'POST /cores body: field status is now required',
    ]);
  });

  it('finds a new required request field and a required request body', () => {
    const current = contract((doc) => {
      doc.components.schemas.CoreCreate.required = ['road'];
      doc.components.schemas.CoreCreate.properties.road = { type: 'string' };
      doc.paths['/cores'].post.requestBody.required = true;
    });
    expect(breakingChanges(contract(), current)).toEqual([
      'POST /cores: the request body is now required',
      'POST /cores body: field road is now required',
    ]);
  });

  it('finds a narrowed type (null no longer allowed) and a changed type', () => {
    const current = contract((doc) => {
      doc.components.schemas.Core.properties.remark.type = 'string';
      doc.components.schemas.Core.properties.id.type = 'integer';
    });
    expect(breakingChanges(contract(), current)).toEqual([
      'GET /cores/{id} 200.id: type string is no longer allowed',
      'GET /cores/{id} 200.remark: type null is no longer allowed',
    ]);
  });

  it('finds parameters removed or made required, path-level ones included', () => {
    const current = contract((doc) => {
      doc.paths['/cores/{id}'].get.parameters = [
        { name: 'expand', in: 'query', required: true, schema: { type: 'boolean' } },
        { name: 'site', in: 'query', required: true, schema: { type: 'string' } },
      ];
      doc.paths['/cores/{id}'].parameters[0].name = 'coreId';
    });
    expect(breakingChanges(contract(), current)).toEqual([
      'GET /cores/{id}: parameter path:id removed',
      'GET /cores/{id}: parameter query:expand is now required',
      'GET /cores/{id}: new required parameter path:coreId',
      'GET /cores/{id}: new required parameter query:site',
    ]);
  });

  it('finds a success answer removed, not an error answer', () => {
    const current = contract((doc) => {
      delete doc.paths['/cores/{id}'].get.responses[404];
      doc.paths['/cores'].post.responses = { 200: { description: 'ok' } };
    });
    expect(breakingChanges(contract(), current)).toEqual(['POST /cores: answer 201 removed']);
  });
});

describe('releaseProblems', () => {
  const changelog = '# Changelog\n\n## 2.0.0\n\nRemoved GET /cores/{id}.\n\n## 1.2.0\n\nFirst.\n';
  const removed = contract((doc) => {
    delete doc.paths['/cores/{id}'];
  });

  it('accepts the released contract at the released version', () => {
    expect(
      releaseProblems({
        released: contract(),
        current: contract(),
        sdkVersion: '1.2.0',
        changelog,
      }),
    ).toEqual({ breaking: [], problems: [] });
  });

  it('refuses a breaking change without a major version', () => {
    removed.info = { title: 'test', version: '1.3.0' };
    const { breaking, problems } = releaseProblems({
      released: contract(),
      current: removed,
      sdkVersion: '1.3.0',
      changelog: `${changelog}\n## 1.3.0\n`,
    });
    expect(breaking).toEqual(['GET /cores/{id}: operation removed']);
    expect(problems).toEqual(['1 breaking change(s) since 1.2.0 need a major version (2.0.0)']);
  });

  it('accepts a breaking change with a major version and its changelog entry', () => {
    removed.info = { title: 'test', version: '2.0.0' };
    expect(
      releaseProblems({ released: contract(), current: removed, sdkVersion: '2.0.0', changelog })
        .problems,
    ).toEqual([]);
  });

  it('refuses a new version without a changelog entry, and an SDK version apart from the contract', () => {
    removed.info = { title: 'test', version: '3.0.0' };
    expect(
      releaseProblems({ released: contract(), current: removed, sdkVersion: '3.0.1', changelog })
        .problems,
    ).toEqual([
      "the SDK's version (3.0.1) differs from the contract's info.version (3.0.0): they are one number",
      'packages/sdk/CHANGELOG.md has no "## 3.0.1" entry',
    ]);
  });

  it('refuses a version lower than the released one', () => {
    const older = contract((doc) => {
      doc.info.version = '1.1.0';
    });
    expect(
      releaseProblems({ released: contract(), current: older, sdkVersion: '1.1.0', changelog })
        .problems,
    ).toEqual([
      'the version 1.1.0 is lower than the released 1.2.0',
      'packages/sdk/CHANGELOG.md has no "## 1.1.0" entry',
    ]);
  });
});

describe('hasChangelogEntry', () => {
  it('reads `## 1.0.0` and `## [1.0.0] - date` headings, not a mention in the text', () => {
    expect(hasChangelogEntry('## 1.0.0\n', '1.0.0')).toBe(true);
    expect(hasChangelogEntry('# x\n## [1.0.0] - 2026-11-26\n', '1.0.0')).toBe(true);
    expect(hasChangelogEntry('Since 1.0.0, nothing.\n## 1.0.01\n', '1.0.0')).toBe(false);
  });
});
