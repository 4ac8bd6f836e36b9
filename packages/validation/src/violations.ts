import type { components } from '@chaussee/sdk';
import type { ErrorObject } from 'ajv';
import { formatMessageKeys } from './formats.js';
import { isMessageKey, renderMessage, type MessageKey } from './messages.js';

/** One invalid field, as the contract's `Violation` (the body of a 400 or 422 answer). */
export type Violation = components['schemas']['Violation'];

/** What the message of a failure depends on: what ajv and @rjsf/validator-ajv8 both hand over. */
export interface FailureDescription {
  keyword: string;
  params: Record<string, unknown>;
  /** The schema holding the failed keyword, where `x-messages` is read (ajv's `verbose`). */
  parentSchema?: unknown;
  /** The failing value (ajv's `verbose`). */
  data?: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The key chosen by `x-messages` on the schema of the failed keyword, if any. */
function overriddenKey(failure: FailureDescription, property?: string): MessageKey | undefined {
  const overrides = isRecord(failure.parentSchema) ? failure.parentSchema['x-messages'] : undefined;
  if (!isRecord(overrides)) return undefined;
  const override = overrides[failure.keyword];
  if (isMessageKey(override)) return override;
  if (property !== undefined && isRecord(override) && isMessageKey(override[property])) {
    return override[property];
  }
  return undefined;
}

function defaultKey({ keyword, params, data }: FailureDescription): MessageKey {
  switch (keyword) {
    case 'required':
    case 'minLength':
    case 'maxLength':
    case 'maxItems':
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
    case 'uniqueItems':
      return keyword;
    // « siret needs zipCode »: reported on zipCode, which is then simply required.
    case 'dependentRequired':
    case 'dependencies':
      return 'required';
    case 'minItems':
      return params.limit === 1 ? 'atLeastOne' : 'minItems';
    case 'format':
      return (
        (typeof params.format === 'string' ? formatMessageKeys[params.format] : undefined) ??
        'invalidFormat'
      );
    case 'type':
      // A null where a value is expected is a field left empty.
      if (data === null) return 'required';
      if (params.type === 'integer') return 'integer';
      return params.type === 'number' ? 'number' : 'invalidValue';
    case 'enum':
    case 'const':
      return 'choice';
    case 'pattern':
      return 'invalidFormat';
    case 'additionalProperties':
    case 'unevaluatedProperties':
      return 'unexpectedField';
    default:
      return 'invalidValue';
  }
}

/** The catalogue key of a failure: `x-messages` first, then the custom keyword's own, then the default. */
export function messageKeyOf(failure: FailureDescription, property?: string): MessageKey {
  const ownKey = isMessageKey(failure.params.code) ? failure.params.code : undefined;
  // A null sent for a field is a field left empty: its own `x-messages.required` applies.
  const nullKey =
    failure.keyword === 'type' && failure.data === null
      ? overriddenKey({ ...failure, keyword: 'required' })
      : undefined;
  return overriddenKey(failure, property) ?? nullKey ?? ownKey ?? defaultKey(failure);
}

/** The French sentence of a failure, with its limit when the sentence names one. */
export function describeFailure(
  failure: FailureDescription,
  property?: string,
): {
  code: MessageKey;
  message: string;
} {
  const code = messageKeyOf(failure, property);
  const limit = typeof failure.params.limit === 'number' ? failure.params.limit : undefined;
  return { code, message: renderMessage(code, limit) };
}

/** The property a failure is about, when ajv reports it on the parent object. */
export function failedProperty(params: Record<string, unknown>): string | undefined {
  const property =
    params.missingProperty ?? params.additionalProperty ?? params.unevaluatedProperty;
  return typeof property === 'string' ? property : undefined;
}

function pointerToPath(instancePath: string): string[] {
  if (instancePath === '') return [];
  return instancePath
    .slice(1)
    .split('/')
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));
}

/** `layers.0.thickness` for ajv's `/layers/0/thickness`; `''` for the whole body. */
export function propertyPathOf(instancePath: string, property?: string): string {
  const segments = pointerToPath(instancePath);
  if (property !== undefined) segments.push(property);
  return segments.join('.');
}

/** A violation of a rule checked outside a schema (uniqueness, uploaded files). */
export function createViolation(propertyPath: string, code: MessageKey, limit?: number): Violation {
  return { propertyPath, code, message: renderMessage(code, limit) };
}

/** What `informativeFailures` reads of a failure: ajv's errors and rjsf's alike. */
export interface FailureAt {
  keyword: string;
  /** Where the failing value is (ajv's `instancePath`, rjsf's `property`). */
  path: string;
  params: Record<string, unknown>;
  /** The failing value is null: a field left empty (ajv's `data === null`). */
  isNull?: boolean;
}

/** The integer formats of OpenAPI: the schema's own bounds and type say more, in French. */
const INTEGER_FORMATS: ReadonlySet<unknown> = new Set(['int32', 'int64']);

/** Keywords that only sum up the failures of their sub-schemas, which are reported themselves. */
const SUMMARY_KEYWORDS: ReadonlySet<string> = new Set(['anyOf', 'oneOf']);

const LIST_KEYWORDS: ReadonlySet<string> = new Set(['enum', 'const']);

function addsNothing({ keyword, params, isNull }: FailureAt, group: readonly FailureAt[]): boolean {
  // `if` only says that its `then` or `else` failed.
  if (keyword === 'if') return true;
  if (SUMMARY_KEYWORDS.has(keyword)) return true;
  // A null left in a list field is a field left empty: « Ce champ est requis », not the list.
  const isLeftEmpty = group.some((other) => other.keyword === 'type' && other.isNull === true);
  if (LIST_KEYWORDS.has(keyword)) return isLeftEmpty;
  if (keyword === 'type' && isNull !== true) {
    // The null branch of a nullable union (`anyOf: [X, { type: 'null' }]`): « not null » is not
    // what is wrong with the value. And a value outside a list: the list's message says it.
    return params.type === 'null' || group.some((other) => LIST_KEYWORDS.has(other.keyword));
  }
  // An integer format (`int32`) on a value that already fails its type or bounds.
  return keyword === 'format' && INTEGER_FORMATS.has(params.format);
}

/**
 * The failures worth a message, one per thing wrong with a value: a bad value of a nullable enum
 * fails the enum, the null branch and the union, and the user reads only « Veuillez choisir une
 * valeur de la liste ». A value whose every failure sums up or repeats another keeps its first one.
 */
export function informativeFailures<T>(
  failures: readonly T[],
  describe: (failure: T) => FailureAt,
) {
  const byPath = new Map<string, T[]>();
  for (const failure of failures) {
    const { path } = describe(failure);
    byPath.set(path, [...(byPath.get(path) ?? []), failure]);
  }
  const kept = new Set<T>();
  for (const group of byPath.values()) {
    const described = group.map(describe);
    const informative = group.filter((_, index) => {
      const failure = described[index];
      return failure !== undefined && !addsNothing(failure, described);
    });
    const first = group.find((failure) => describe(failure).keyword !== 'if');
    if (informative.length > 0) informative.forEach((failure) => kept.add(failure));
    else if (first !== undefined) kept.add(first);
  }
  return failures.filter((failure) => kept.has(failure));
}

/** Every ajv error as a violation under its own field, duplicates (same field, same sentence) once. */
export function violationsOf(errors: readonly ErrorObject[] | null | undefined): Violation[] {
  const violations = new Map<string, Violation>();
  const informative = informativeFailures(errors ?? [], (error) => ({
    keyword: error.keyword,
    path: error.instancePath,
    params: error.params,
    isNull: error.data === null,
  }));
  for (const error of informative) {
    const params: Record<string, unknown> = error.params;
    const property = failedProperty(params);
    const { code, message } = describeFailure(
      { keyword: error.keyword, params, parentSchema: error.parentSchema, data: error.data },
      property,
    );
    const propertyPath = propertyPathOf(error.instancePath, property);
    violations.set(`${propertyPath}\u0000${message}`, { propertyPath, message, code });
  }
  return [...violations.values()];
}
