import type { AnySchema, Options } from 'ajv';
import type { Ajv2020 } from 'ajv/dist/2020.js';
import { createAjv } from './ajv.js';
import { violationsOf, type Violation } from './violations.js';

export interface Validator {
  /** The ajv instance, to add the contract document (`ajv.addSchema(openapi, 'openapi.json')`). */
  readonly ajv: Ajv2020;
  /**
   * Every violation of `data` against `schema`, `[]` when valid. `schema` is a schema object (kept
   * and reused by the caller: ajv caches compiled schemas by object) or the `$id`/`$ref` of a
   * schema added to `ajv`, such as `openapi.json#/components/schemas/CreateUserRequest`.
   */
  readonly validate: (schema: AnySchema | string, data: unknown) => Violation[];
}

/** A validator with its own ajv instance; `options` override the shared ajv options. */
export function createValidator(options: Options = {}): Validator {
  const ajv = createAjv(options);
  return {
    ajv,
    validate: (schema, data) => {
      const validateData = typeof schema === 'string' ? ajv.getSchema(schema) : ajv.compile(schema);
      if (validateData === undefined) throw new Error(`Unknown schema: ${JSON.stringify(schema)}`);
      return validateData(data) ? [] : violationsOf(validateData.errors);
    },
  };
}

let sharedValidator: Validator | undefined;

/** Every violation of `data` against `schema`, with the package's shared validator. */
export function validate(schema: AnySchema | string, data: unknown): Violation[] {
  sharedValidator ??= createValidator();
  return sharedValidator.validate(schema, data);
}
