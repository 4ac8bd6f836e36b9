import {
  createValidator,
  createViolation,
  unsafeTextViolations,
  violationsOf,
  type Validator,
  type Violation,
} from '@chaussee/validation';
import type { OperationId, PathParams, QueryParams, RequestBody } from '../operation-handler.js';
import { CONTRACT_SCHEMA_ID, schemaRefOf, type JsonObject } from './contract-document.js';
import type { ContractOperation, ContractParameter } from './contract-operations.js';

/** How the request body arrived, once parsed by Fastify. */
export type BodyKind = 'json' | 'multipart' | 'none';

/** The request as received: strings in the path and query, the parsed body. */
interface RawRequest {
  params: Readonly<Record<string, unknown>>;
  query: Readonly<Record<string, unknown>>;
  body: unknown;
  bodyKind: BodyKind;
}

interface ValidRequest<Id extends OperationId> {
  params: PathParams<Id>;
  query: QueryParams<Id>;
  body: RequestBody<Id>;
}

type RequestValidation<Id extends OperationId> =
  { valid: true; request: ValidRequest<Id> } | { valid: false; violations: Violation[] };

export type ValidateRequest<Id extends OperationId> = (raw: RawRequest) => RequestValidation<Id>;

/**
 * The two ajv instances of the API, each holding the contract. Strings of the path, the query and
 * multipart fields are coerced to their schema types (`'true'`, `'20'`, one value for an array) and
 * get their defaults; JSON bodies are checked as sent (no coercion, and no defaults, which would
 * change a merge-patch).
 */
export interface ContractValidators {
  coercing: Validator;
  strict: Validator;
}

export function createContractValidators(document: JsonObject): ContractValidators {
  const coercing = createValidator({ coerceTypes: 'array', useDefaults: true });
  const strict = createValidator();
  coercing.ajv.addSchema(document, CONTRACT_SCHEMA_ID);
  strict.ajv.addSchema(document, CONTRACT_SCHEMA_ID);
  return { coercing, strict };
}

function objectOf(parameters: readonly ContractParameter[]): object {
  return {
    type: 'object',
    properties: Object.fromEntries(
      parameters.map((parameter) => [
        parameter.name,
        { $ref: schemaRefOf(parameter.schemaPointer) },
      ]),
    ),
    required: parameters.filter((parameter) => parameter.required).map(({ name }) => name),
  };
}

/**
 * Only the declared query parameters reach the handler, absent ones with their default; an exploded
 * object takes the undeclared rest.
 */
function pickQuery(
  parameters: readonly ContractParameter[],
  query: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const declared = new Set(parameters.map(({ name }) => name));
  const picked: Record<string, unknown> = {};
  for (const parameter of parameters) {
    if (parameter.collectsOtherQueryKeys) {
      const rest = Object.entries(query).filter(([key]) => !declared.has(key));
      if (rest.length > 0) picked[parameter.name] = Object.fromEntries(rest);
    } else if (query[parameter.name] !== undefined) {
      picked[parameter.name] = query[parameter.name];
    } else if (parameter.defaultValue !== undefined) {
      // Done here rather than by ajv, which skips defaults behind a `$ref` unless it inlines it.
      picked[parameter.name] = parameter.defaultValue;
    }
  }
  return picked;
}

/** `body.layers.0.thickness` -> `layers.0.thickness`: clients see the field, not our wrapper. */
function unwrapPath(violation: Violation): Violation {
  const [, ...rest] = violation.propertyPath.split('.');
  return { ...violation, propertyPath: rest.join('.') };
}

function bodySchemaPointer(operation: ContractOperation, bodyKind: BodyKind): string | undefined {
  const contents = operation.requestBody?.contents ?? [];
  const isMultipart = (mediaType: string): boolean => mediaType === 'multipart/form-data';
  const content = contents.find(({ mediaType }) =>
    bodyKind === 'multipart' ? isMultipart(mediaType) : !isMultipart(mediaType),
  );
  return content?.schemaPointer;
}

/**
 * The request validator of one operation: path and query parameters, then the body, every
 * violation at once with the French messages of packages/validation.
 */
export function createRequestValidator<Id extends OperationId>(
  operation: ContractOperation,
  validators: ContractValidators,
): ValidateRequest<Id> {
  const pathParameters = operation.parameters.filter(({ location }) => location === 'path');
  const queryParameters = operation.parameters.filter(({ location }) => location === 'query');
  const validateParameters = validators.coercing.ajv.compile<{
    params: PathParams<Id>;
    query: QueryParams<Id>;
  }>({
    type: 'object',
    properties: { params: objectOf(pathParameters), query: objectOf(queryParameters) },
    required: ['params', 'query'],
  });
  const parameterBounds = boundsOf(validators.coercing, [...pathParameters, ...queryParameters]);
  const bodyRequired = operation.requestBody?.required === true;
  const bodyValidatorOf = (kind: 'json' | 'multipart'): ReturnType<typeof compileBody<Id>> =>
    compileBody<Id>(
      kind === 'json' ? validators.strict : validators.coercing,
      bodySchemaPointer(operation, kind),
      bodyRequired,
    );
  const bodyValidators = { json: bodyValidatorOf('json'), multipart: bodyValidatorOf('multipart') };

  return (raw) => {
    const parameters = { params: { ...raw.params }, query: pickQuery(queryParameters, raw.query) };
    const validBody = bodyValidators[raw.bodyKind === 'multipart' ? 'multipart' : 'json'];
    const body = { body: raw.bodyKind === 'none' ? undefined : raw.body };
    // Before the schemas: coercion and defaults change the records, not the text they hold.
    const unsafe = [
      ...unsafeTextViolations(parameters.params, 'params'),
      ...unsafeTextViolations(parameters.query, 'query'),
      ...unsafeTextViolations(body.body, 'body'),
    ];
    const parametersValid = validateParameters(parameters);
    const bodyValid = validBody(body);
    unsafe.push(...nonFiniteViolations(parameters, parameterBounds));
    if (parametersValid && bodyValid && unsafe.length === 0) {
      return {
        valid: true,
        request: { params: parameters.params, query: parameters.query, body: body.body },
      };
    }
    const violations = [
      ...(parametersValid ? [] : violationsOf(validateParameters.errors)),
      ...(bodyValid ? [] : violationsOf(validBody.errors)),
    ];
    return { valid: false, violations: withUnsafeText(unsafe, violations).map(unwrapPath) };
  };
}

type Bounds = ReadonlyMap<string, { minimum?: number; maximum?: number }>;

/** The numeric bounds of each parameter's schema, by name (for the check below). */
function boundsOf(validator: Validator, parameters: readonly ContractParameter[]): Bounds {
  const bounds = new Map<string, { minimum?: number; maximum?: number }>();
  for (const parameter of parameters) {
    const schema: unknown = validator.ajv.getSchema(schemaRefOf(parameter.schemaPointer))?.schema;
    if (typeof schema !== 'object' || schema === null) continue;
    const { minimum, maximum } = schema as { minimum?: unknown; maximum?: unknown };
    bounds.set(parameter.name, {
      ...(typeof minimum === 'number' && { minimum }),
      ...(typeof maximum === 'number' && { maximum }),
    });
  }
  return bounds;
}

/**
 * ajv coerces a parameter such as « 1e400 » or « Infinity » to an infinite number, then skips
 * `minimum` and `maximum`, which it only tests on finite numbers: the handler would receive it
 * and the database refuse it (500). Such a value is refused here with the bound it exceeds.
 */
function nonFiniteViolations(
  parameters: { params: object; query: object },
  bounds: Bounds,
): Violation[] {
  const violations: Violation[] = [];
  for (const [location, record] of Object.entries(parameters)) {
    for (const [name, value] of Object.entries(record as Record<string, unknown>)) {
      for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) {
        if (typeof item !== 'number' || Number.isFinite(item)) continue;
        const { minimum, maximum } = bounds.get(name) ?? {};
        const path = `${location}.${name}`;
        if (item > 0 && maximum !== undefined) {
          violations.push(createViolation(path, 'maximum', maximum));
        } else if (item < 0 && minimum !== undefined) {
          violations.push(createViolation(path, 'minimum', minimum));
        } else violations.push(createViolation(path, 'invalidValue'));
        break;
      }
    }
  }
  return violations;
}

/**
 * The violations of the schemas and those of unsafe text together; where both speak of one field
 * (a NUL in a `text` string, a `__proto__` that is not a declared property), the unsafe text's
 * sentence alone, as it says exactly what is wrong.
 */
function withUnsafeText(unsafe: readonly Violation[], schema: readonly Violation[]): Violation[] {
  // `constructor.prototype` is about the field `constructor`, which the schema may call unexpected.
  const unsafePaths = new Set(
    unsafe.flatMap(({ propertyPath }) => [propertyPath, propertyPath.replace(/\.prototype$/u, '')]),
  );
  return [...unsafe, ...schema.filter(({ propertyPath }) => !unsafePaths.has(propertyPath))];
}

function compileBody<Id extends OperationId>(
  validator: Validator,
  schemaPointer: string | undefined,
  required: boolean,
) {
  return validator.ajv.compile<{ body: RequestBody<Id> }>({
    type: 'object',
    properties: schemaPointer ? { body: { $ref: schemaRefOf(schemaPointer) } } : {},
    required: required ? ['body'] : [],
  });
}
