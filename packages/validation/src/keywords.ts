import type { AnySchemaObject, ErrorObject, FuncKeywordDefinition, KeywordDefinition } from 'ajv';
import type { DataValidateFunction } from 'ajv/dist/types/index.js';
import { messageKeys, renderMessage, type MessageKey } from './messages.js';

/**
 * The custom keywords of the validation vocabulary. The cross-field rules of spec section 5 live
 * here once, as keywords of the contract's schemas, so the forms and the API run the same code.
 * A cross-field failure is reported on the field that gets the message (its own `instancePath`),
 * never on the enclosing object, so a form shows it under that field.
 */

/** A value the user has filled: not absent, not null, not only spaces, not an empty list. */
export function isFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

function fieldOf(data: object, property: string): unknown {
  return Object.hasOwn(data, property) ? (data as Record<string, unknown>)[property] : undefined;
}

function escapePointer(property: string): string {
  return property.replaceAll('~', '~0').replaceAll('/', '~1');
}

interface FieldFailure {
  property: string;
  code: MessageKey;
}

/**
 * A keyword on an object schema whose check names the failing fields. ajv reads the errors of a
 * function keyword from the function's `errors`; each compiled schema gets its own function.
 */
function crossFieldKeyword(
  keyword: string,
  metaSchema: AnySchemaObject,
  check: (rule: unknown, data: object) => FieldFailure[],
): FuncKeywordDefinition {
  return {
    keyword,
    type: 'object',
    metaSchema,
    errors: true,
    compile(rule: unknown, parentSchema: AnySchemaObject) {
      const validateRule: DataValidateFunction = (data: object, dataCxt) => {
        const errors: Partial<ErrorObject>[] = check(rule, data).map(({ property, code }) => ({
          keyword,
          instancePath: `${dataCxt?.instancePath ?? ''}/${escapePointer(property)}`,
          params: { code },
          parentSchema,
          message: renderMessage(code),
        }));
        validateRule.errors = errors;
        return errors.length === 0;
      };
      return validateRule;
    },
  };
}

// ajv checks each rule against its keyword's meta-schema before compiling it; these guards only
// let TypeScript know what that check established.
function fieldsOf(rule: unknown): string[] {
  return Array.isArray(rule) ? rule.filter((field) => typeof field === 'string') : [];
}

function fieldOfRule(rule: unknown, name: 'start' | 'end'): string {
  const field = typeof rule === 'object' && rule !== null ? fieldOf(rule, name) : undefined;
  return typeof field === 'string' ? field : '';
}

function toTime(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : time;
}

/** `x-date-range: { start, end }`: start <= end; both fields get their message. */
const dateRange = crossFieldKeyword(
  'x-date-range',
  {
    type: 'object',
    required: ['start', 'end'],
    properties: { start: { type: 'string' }, end: { type: 'string' } },
    additionalProperties: false,
  },
  (rule, data) => {
    const start = fieldOfRule(rule, 'start');
    const end = fieldOfRule(rule, 'end');
    // A missing or malformed date is the business of `required` and `format`.
    const startTime = toTime(fieldOf(data, start));
    const endTime = toTime(fieldOf(data, end));
    if (startTime === undefined || endTime === undefined || startTime <= endTime) return [];
    return [
      { property: start, code: 'startBeforeEnd' },
      { property: end, code: 'endAfterStart' },
    ];
  },
);

const fieldList = {
  type: 'array',
  items: { type: 'string' },
  uniqueItems: true,
} as const;

/** `x-together: [abscissa, landmark]`: all filled or all empty; each empty one gets the message. */
const together = crossFieldKeyword('x-together', { ...fieldList, minItems: 2 }, (rule, data) => {
  const properties = fieldsOf(rule);
  const empty = properties.filter((property) => !isFilled(fieldOf(data, property)));
  if (empty.length === 0 || empty.length === properties.length) return [];
  return empty.map((property) => ({ property, code: 'filledTogether' }));
});

/** `x-at-least-one-of: [engineerId, studyManagerId]`: one filled at least; else each gets it. */
const atLeastOneOf = crossFieldKeyword(
  'x-at-least-one-of',
  { ...fieldList, minItems: 1 },
  (rule, data) => {
    const properties = fieldsOf(rule);
    if (properties.some((property) => isFilled(fieldOf(data, property)))) return [];
    return properties.map((property) => ({ property, code: 'engineerOrStudyManager' }));
  },
);

const ALPHANUMERIC = /[\p{L}\p{N}]/u;

/** `x-not-blank: true` on a string: it must contain a letter or a digit. */
const notBlank: FuncKeywordDefinition = {
  keyword: 'x-not-blank',
  type: 'string',
  schemaType: 'boolean',
  errors: true,
  compile(isRequired: boolean, parentSchema: AnySchemaObject) {
    const validateNotBlank: DataValidateFunction = (data: string) => {
      const isValid = !isRequired || ALPHANUMERIC.test(data);
      validateNotBlank.errors = isValid
        ? []
        : [
            {
              keyword: 'x-not-blank',
              params: { code: 'notBlank' },
              parentSchema,
              message: renderMessage('notBlank'),
            },
          ];
      return isValid;
    };
    return validateNotBlank;
  },
};

/**
 * `x-messages: { <keyword>: <messageKey> }` (or, for `required`, a key per property). It never fails
 * a value; its meta-schema makes a misspelt message key a compile error of the contract schema.
 */
const messageOverrides: KeywordDefinition = {
  keyword: 'x-messages',
  schemaType: 'object',
  metaSchema: {
    type: 'object',
    additionalProperties: {
      anyOf: [
        { enum: messageKeys },
        { type: 'object', additionalProperties: { enum: messageKeys } },
      ],
    },
  },
};

/** Annotation keywords of OpenAPI 3.1 that JSON Schema 2020-12 does not define; they never fail. */
const openApiAnnotations: KeywordDefinition[] = [
  'example',
  'discriminator',
  'xml',
  'externalDocs',
].map((keyword) => ({ keyword }));

export const customKeywords: readonly KeywordDefinition[] = [
  dateRange,
  together,
  atLeastOneOf,
  notBlank,
  messageOverrides,
  ...openApiAnnotations,
];
