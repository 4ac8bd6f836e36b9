import { isJsonObject, locate, type JsonObject } from '../../http/contract/contract-document.js';
import type { OperationRequest, QueryValue } from '../contract-requests/operation-requests.js';
import { namesOf, resolveSchema, typeOf } from '../contract-requests/sample-values.js';

/**
 * Malformed variants of a valid request, generated from the operation's schemas: each changes one
 * thing (a path or query parameter, a body property, the body as a whole, its media type, the
 * token), so that the answer says which input the server handles badly.
 */

/** A request as it goes on the wire: the target already percent-encoded, the body as bytes. */
interface RawRequest {
  method: string;
  /** Path and query under `/api`, percent-encoded as sent (`/cores/…?force=true`). */
  target: string;
  headers: Record<string, string>;
  body?: Uint8Array;
}

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

/** A path or query value already percent-encoded (what encodeURIComponent cannot produce). */
interface Raw {
  raw: string;
}

type Text = string | Raw;

const NUL = 'a\u0000b';
const LONE_SURROGATE = 'x\uD800y';
const LONG = 'a'.repeat(100_000);
/** A lone surrogate as it reaches a server (WTF-8 bytes), which encodeURIComponent refuses to make. */
const RAW_LONE_SURROGATE: Raw = { raw: 'x%ED%A0%80y' };
const RAW_INVALID_UTF8: Raw = { raw: '%FF%FE' };
const RAW_NUL: Raw = { raw: 'a%00b' };

function encode(text: Text): string {
  return typeof text === 'string' ? encodeURIComponent(text) : text.raw;
}

const utf8 = new TextEncoder();

/** Builds the target of a request from its parameters, each value already chosen. */
function targetOf(
  path: string,
  pathValues: Readonly<Record<string, Text>>,
  query: readonly (readonly [Text, Text])[],
): string {
  const filled = path.replace(/\{([^}]+)\}/g, (_match, name: string) =>
    encode(pathValues[name] ?? ''),
  );
  const search = query.map(([name, value]) => `${encode(name)}=${encode(value)}`).join('&');
  return `/api${filled}${search === '' ? '' : `?${search}`}`;
}

function queryPairs(query: Readonly<Record<string, QueryValue>>): [string, string][] {
  return Object.entries(query).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((item): [string, string] => [name, String(item)]),
  );
}

/** The valid body of the request as bytes, with its content type. */
function encodedBody(base: OperationRequest): {
  body?: Uint8Array;
  headers: Record<string, string>;
} {
  const { body } = base;
  if (!body) return { headers: {} };
  if (body.kind === 'json') {
    return {
      body: utf8.encode(JSON.stringify(body.value)),
      headers: { 'content-type': body.mediaType },
    };
  }
  const parts = multipartParts(base);
  return multipart(parts, BOUNDARY);
}

const BOUNDARY = 'ChausseeFuzzBoundary';

interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  data: Uint8Array;
}

function multipartParts(base: OperationRequest): Part[] {
  const body = base.body;
  if (body?.kind !== 'multipart') return [];
  return [
    ...Object.entries(body.fields).flatMap(([name, value]) =>
      (typeof value === 'string' ? [value] : value).map((item) => ({
        name,
        data: utf8.encode(item),
      })),
    ),
    ...body.files.map((file) => ({
      name: file.field,
      filename: file.filename,
      contentType: file.contentType,
      data: new Uint8Array(file.data),
    })),
  ];
}

/** A multipart/form-data body written by hand, so that its variants can break it. */
function multipart(
  parts: readonly Part[],
  boundary: string,
): { body: Uint8Array; headers: Record<string, string> } {
  const chunks: Uint8Array[] = [];
  for (const part of parts) {
    const disposition =
      `form-data; name="${part.name}"` +
      (part.filename === undefined ? '' : `; filename="${part.filename}"`);
    const head =
      `--${boundary}\r\nContent-Disposition: ${disposition}\r\n` +
      (part.contentType === undefined ? '' : `Content-Type: ${part.contentType}\r\n`) +
      '\r\n';
    chunks.push(utf8.encode(head), part.data, utf8.encode('\r\n'));
  }
  chunks.push(utf8.encode(`--${boundary}--\r\n`));
  return {
    body: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Values of another JSON type than the schema's, one per wrong type worth sending. */
function wrongTypes(type: string | undefined): unknown[] {
  switch (type) {
    case 'string':
      return [12345, { a: 1 }];
    case 'integer':
    case 'number':
      return ['douze', [1]];
    case 'boolean':
      return ['vrai', 1];
    case 'array':
      return [{ a: 1 }, 'texte'];
    case 'object':
      return [[1], 'texte'];
    default:
      return [true];
  }
}

/** A number written as JSON text that JavaScript cannot hold exactly (or at all). */
const HUGE_NUMBERS = [
  '1e400',
  '-1e400',
  '100000000000000000000000',
  '9007199254740993',
  '-1',
  '0.5',
];

const RAW_MARK = '\u0001raw:';

/** JSON text of `value`, where a string `\u0001raw:TEXT` stands for TEXT written as is. */
function jsonText(value: unknown): string {
  return JSON.stringify(value).replace(/"\\u0001raw:([^"]*)"/g, (_match, text: string) => text);
}

/** A copy of `value` with `replacement` at `path` (`undefined`: JSON then leaves the key out). */
function replacedAt(
  value: unknown,
  path: readonly (string | number)[],
  replacement: unknown,
): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return replacement;
  if (Array.isArray(value) && typeof key === 'number') {
    const copy: unknown[] = [...(value as unknown[])];
    copy[key] = replacedAt(copy[key], rest, replacement);
    return copy;
  }
  const object: Record<string, unknown> = isJsonObject(value) ? { ...value } : {};
  object[String(key)] = replacedAt(object[String(key)], rest, replacement);
  return object;
}

/** The value at `path` in `value`, or undefined. */
function valueAt(value: unknown, path: readonly (string | number)[]): unknown {
  let node = value;
  for (const key of path) {
    if (Array.isArray(node) && typeof key === 'number') node = (node as unknown[])[key];
    else if (isJsonObject(node)) node = node[String(key)];
    else return undefined;
  }
  return node;
}

interface PropertyVariant {
  name: string;
  value: unknown;
}

/** Variants of the properties of a JSON value, down to `depth` levels of objects and arrays. */
function propertyVariants(
  document: JsonObject,
  schemaNode: unknown,
  value: unknown,
  path: readonly (string | number)[],
  depth: number,
): PropertyVariant[] {
  const schema = resolveSchema(document, schemaNode);
  const label = path.length === 0 ? 'body' : `body.${path.join('.')}`;
  const at = (replacement: unknown) => replacedAt(value, path, replacement);
  const variants: PropertyVariant[] = [];
  const type = typeOf(schema);
  if (path.length > 0) {
    for (const wrong of wrongTypes(type)) {
      variants.push({ name: `${label}: ${JSON.stringify(wrong)} (wrong type)`, value: at(wrong) });
    }
    variants.push({ name: `${label}: null`, value: at(null) });
    if (type === 'string' || type === undefined) {
      variants.push({ name: `${label}: NUL character`, value: at(NUL) });
      variants.push({ name: `${label}: lone surrogate`, value: at(LONE_SURROGATE) });
      variants.push({ name: `${label}: 100,000 characters`, value: at(LONG) });
      if (schema.format === 'uuid')
        variants.push({ name: `${label}: not a uuid`, value: at('pas-un-uuid') });
    }
    if (type === 'integer' || type === 'number') {
      for (const huge of HUGE_NUMBERS) {
        variants.push({ name: `${label}: ${huge}`, value: at(`${RAW_MARK}${huge}`) });
      }
    }
  }
  if (depth <= 0) return variants;
  const current = valueAt(value, path);
  if (type === 'object' && isJsonObject(schema.properties)) {
    const required = namesOf(schema.required);
    for (const [key, property] of Object.entries(schema.properties)) {
      variants.push(...propertyVariants(document, property, value, [...path, key], depth - 1));
      if (required.includes(key) && isJsonObject(current) && key in current) {
        variants.push({
          name: `${label}.${key}: missing (required)`,
          value: at({ ...current, [key]: undefined }),
        });
      }
    }
    if (isJsonObject(current)) {
      variants.push({
        name: `${label}: unknown property`,
        value: at({ ...current, inconnu: 'x' }),
      });
    }
  }
  if (type === 'array' && Array.isArray(current)) {
    const first: unknown = (current as unknown[])[0];
    variants.push({
      name: `${label}: 10,000 items`,
      value: at(Array.from({ length: 10_000 }, () => first ?? 'x')),
    });
    if (first !== undefined) {
      variants.push(...propertyVariants(document, schema.items, value, [...path, 0], depth - 1));
    }
  }
  return variants;
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
