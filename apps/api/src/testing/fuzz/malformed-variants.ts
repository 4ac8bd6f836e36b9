import { locate, type JsonObject } from '../../http/contract/contract-document.js';
import type { OperationRequest } from '../contract-requests/operation-requests.js';
import { resolveSchema, typeOf } from '../contract-requests/sample-values.js';
import { jsonText, propertyVariants } from './body-variants.js';
import {
  HUGE_NUMBERS,
  LONE_SURROGATE,
  LONG,
  NUL,
  RAW_INVALID_UTF8,
  RAW_LONE_SURROGATE,
  RAW_NUL,
  wrongTypes,
  type Text,
} from './malformed-values.js';
import {
  BOUNDARY,
  encodedBody,
  multipart,
  multipartParts,
  queryPairs,
  targetOf,
  utf8,
  type RawRequest,
} from './wire-request.js';

/**
 * Malformed variants of a valid request, generated from the operation's schemas: each changes one
 * thing (a path or query parameter, a body property, the body as a whole, its media type, the
 * token), so that the answer says which input the server handles badly.
 */

export interface Variant {
  /** What is malformed, e.g. `body.name: NUL character`. */
  name: string;
  request: RawRequest;
  /**
   * The Authorization header: undefined sends the super administrator's token, null none, a
   * string that header.
   */
  authorization?: string | null;
}

/** Every malformed variant of a valid request of `operation`. */
export function malformedVariants(document: JsonObject, base: OperationRequest): Variant[] {
  const { operation } = base;
  const method = operation.method.toUpperCase();
  const pathValues: Record<string, Text> = { ...base.path };
  const query = queryPairs(base.query);
  const valid = encodedBody(base);
  const variants: Variant[] = [];
  const add = (
    name: string,
    changes: {
      path?: Record<string, Text>;
      query?: readonly (readonly [Text, Text])[];
      headers?: Record<string, string>;
      body?: Uint8Array | null;
      authorization?: string | null;
    } = {},
  ) => {
    const headers = changes.headers ?? valid.headers;
    const body = changes.body === null ? undefined : (changes.body ?? valid.body);
    variants.push({
      name,
      request: {
        method,
        target: targetOf(operation.path, changes.path ?? pathValues, changes.query ?? query),
        headers,
        ...(body === undefined ? {} : { body }),
      },
      ...(changes.authorization === undefined ? {} : { authorization: changes.authorization }),
    });
  };

  for (const parameter of operation.parameters) {
    const schema = resolveSchema(document, locate(document, parameter.schemaPointer)?.node);
    const type = typeOf(schema);
    if (parameter.location === 'path') {
      const at = (value: Text) => ({ path: { ...pathValues, [parameter.name]: value } });
      add(`path ${parameter.name}: not a uuid`, at('pas-un-uuid'));
      add(`path ${parameter.name}: NUL character`, at(RAW_NUL));
      add(`path ${parameter.name}: lone surrogate`, at(RAW_LONE_SURROGATE));
      add(`path ${parameter.name}: invalid UTF-8`, at(RAW_INVALID_UTF8));
      add(`path ${parameter.name}: 1,000 characters`, at('a'.repeat(1000)));
      add(`path ${parameter.name}: 100,000 characters`, at(LONG));
      add(`path ${parameter.name}: huge number`, at('1'.repeat(40)));
      add(`path ${parameter.name}: dot segments`, at({ raw: '..%2F..%2Fetc%2Fpasswd' }));
      continue;
    }
    if (type === 'object') continue;
    const others = query.filter(([name]) => name !== parameter.name);
    const at = (value: Text) => ({ query: [...others, [parameter.name, value] as const] });
    const name = `query ${parameter.name}`;
    for (const wrong of wrongTypes(type))
      add(`${name}: ${JSON.stringify(wrong)} (wrong type)`, at(JSON.stringify(wrong)));
    add(`${name}: NUL character`, at(NUL));
    add(`${name}: lone surrogate`, at(RAW_LONE_SURROGATE));
    add(`${name}: invalid UTF-8`, at(RAW_INVALID_UTF8));
    add(`${name}: 100,000 characters`, at(LONG));
    for (const huge of [...HUGE_NUMBERS, 'NaN', 'Infinity']) add(`${name}: ${huge}`, at(huge));
    add(`${name}: not a uuid`, at('pas-un-uuid'));
    add(`${name}: repeated`, { query: [...query, [parameter.name, '1'], [parameter.name, '2']] });
    if (parameter.required) add(`${name}: missing (required)`, { query: others });
  }
  add('query: unknown parameter', { query: [...query, ['inconnu', '1']] });
  add('query: __proto__ parameter', { query: [...query, ['__proto__[isAdmin]', 'true']] });

  if (base.body?.kind === 'json') {
    const content = operation.requestBody?.contents[0];
    const schema = content?.schemaPointer
      ? locate(document, content.schemaPointer)?.node
      : undefined;
    for (const variant of propertyVariants(document, schema, base.body.value, [], 2)) {
      add(variant.name, { body: utf8.encode(jsonText(variant.value)) });
    }
    const text = (
      body: string,
      contentType = valid.headers['content-type'] ?? 'application/json',
    ) => ({ body: utf8.encode(body), headers: { 'content-type': contentType } });
    add('body: __proto__ key', text('{"__proto__":{"isAdmin":true}}'));
    add('body: constructor.prototype key', text('{"constructor":{"prototype":{"isAdmin":true}}}'));
    add('body: an array', text('[]'));
    add('body: a string', text('"texte"'));
    add('body: a number', text('42'));
    add('body: null', text('null'));
    add('body: empty', text(''));
    add('body: broken JSON', text('{"a":'));
    add('body: single quotes', text("{'a':1}"));
    add('body: trailing garbage', text('{} x'));
    add('body: invalid UTF-8', {
      body: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]),
      headers: valid.headers,
    });
    add('body: 10,000 nested arrays', text(`${'['.repeat(10_000)}${']'.repeat(10_000)}`));
    add('body: 2 MB', text(`{"a":"${'a'.repeat(2 * 1024 * 1024)}"}`));
    add('content type: text/plain', text(jsonText(base.body.value), 'text/plain'));
    add('content type: application/xml', text('<a/>', 'application/xml'));
    add('content type: none', { body: valid.body ?? null, headers: {} });
    add(
      'content type: multipart for JSON',
      multipart([{ name: 'a', data: utf8.encode('1') }], BOUNDARY),
    );
  }

  if (base.body?.kind === 'multipart') {
    const parts = multipartParts(base);
    const body = valid.body ?? new Uint8Array();
    const headers = valid.headers;
    add('multipart: no boundary', { body, headers: { 'content-type': 'multipart/form-data' } });
    add('multipart: wrong boundary', {
      body,
      headers: { 'content-type': 'multipart/form-data; boundary=Autre' },
    });
    add('multipart: truncated', { body: body.slice(0, Math.max(0, body.length - 40)), headers });
    add('multipart: cut in the headers', { body: body.slice(0, 30), headers });
    add('multipart: empty body', { body: new Uint8Array(), headers });
    add('multipart: no closing boundary', {
      body: body.slice(0, body.length - `--${BOUNDARY}--\r\n`.length),
      headers,
    });
    add('multipart: JSON instead', {
      body: utf8.encode('{}'),
      headers: { 'content-type': 'application/json' },
    });
    add(
      'multipart: no file',
      multipart(
        parts.filter((part) => part.filename === undefined),
        BOUNDARY,
      ),
    );
    add(
      'multipart: empty file',
      multipart(
        parts.map((part) =>
          part.filename === undefined ? part : { ...part, data: new Uint8Array() },
        ),
        BOUNDARY,
      ),
    );
    add(
      'multipart: file as a text field',
      multipart(
        parts.map((part) => ({
          name: part.name,
          data: part.filename === undefined ? part.data : utf8.encode('texte'),
        })),
        BOUNDARY,
      ),
    );
    add(
      'multipart: text bytes as the file',
      multipart(
        parts.map((part) =>
          part.filename === undefined ? part : { ...part, data: utf8.encode('pas une image') },
        ),
        BOUNDARY,
      ),
    );
    add(
      'multipart: lone surrogate in the file name',
      multipart(
        parts.map((part) =>
          part.filename === undefined ? part : { ...part, filename: 'x\uD800.png' },
        ),
        BOUNDARY,
      ),
    );
    add(
      'multipart: NUL in the file name',
      multipart(
        parts.map((part) =>
          part.filename === undefined ? part : { ...part, filename: 'a\u0000.png' },
        ),
        BOUNDARY,
      ),
    );
    for (const part of parts.filter((item) => item.filename === undefined)) {
      const field = (data: string) =>
        multipart(
          parts.map((item) => (item === part ? { ...item, data: utf8.encode(data) } : item)),
          BOUNDARY,
        );
      add(`multipart ${part.name}: NUL character`, field(NUL));
      add(`multipart ${part.name}: lone surrogate`, field(LONE_SURROGATE));
      add(`multipart ${part.name}: 100,000 characters`, field(LONG));
    }
    add(
      'multipart: unknown field',
      multipart([...parts, { name: 'inconnu', data: utf8.encode('x') }], BOUNDARY),
    );
  }

  if (!base.body && method !== 'GET')
    add('body: a JSON body the operation does not take', {
      body: utf8.encode('{"a":1}'),
      headers: { 'content-type': 'application/json' },
    });

  if (!operation.isPublic) {
    add('token: anonymous', { authorization: null });
    add('token: not a JWT', { authorization: 'Bearer pas-un-jeton' });
    add('token: alg none', { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' });
    add('token: 10,000 characters', { authorization: `Bearer ${'a'.repeat(10_000)}` });
    add('token: Basic scheme', { authorization: 'Basic YTpi' });
  }
  return variants;
}
