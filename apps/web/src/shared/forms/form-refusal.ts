import { ApiError } from '@chaussee/sdk';
import { frenchErrorOf } from '../api/french-error.js';

/** Errors under the fields of a form (rjsf's `extraErrors` of SchemaForm), French texts. */
type FieldErrorsOf<T> = { [Field in keyof T]?: { __errors: string[] } };

/** A refused submission as a form shows it: under the fields it names, the rest above the form. */
export interface FormRefusal<T> {
  fields: FieldErrorsOf<T>;
  /** What no field of the form carries; null when every error found its field. */
  message: string | null;
}

export const noRefusal = { fields: {}, message: null } as const satisfies FormRefusal<unknown>;

/**
 * Where a server refusal goes in a form. The violations of a validation failure go under the
 * fields they name (their French message comes from packages/validation on the server); a 409
 * goes under `conflictField` when the form says which field causes it (an e-mail already used),
 * in the French of the server-message mapping. Anything else is one message for the form.
 */
export function formRefusalOf<T>(
  error: unknown,
  fields: readonly (keyof T & string)[],
  conflictField?: keyof T & string,
): FormRefusal<T> {
  if (!(error instanceof ApiError)) return { fields: {}, message: frenchErrorOf(error) };
  const result: FieldErrorsOf<T> = {};
  const put = (field: keyof T & string, message: string) => {
    const existing = result[field];
    result[field] = { __errors: [...(existing?.__errors ?? []), message] };
  };
  const violations = error.problem.violations ?? [];
  if (violations.length > 0) {
    const unplaced: string[] = [];
    for (const violation of violations) {
      const head = violation.propertyPath.split('.')[0];
      const field = fields.find((name) => name === head);
      if (field === undefined) unplaced.push(violation.message);
      else put(field, violation.message);
    }
    return { fields: result, message: unplaced.length > 0 ? unplaced.join(' ') : null };
  }
  if (error.status === 409 && conflictField !== undefined) {
    put(conflictField, frenchErrorOf(error));
    return { fields: result, message: null };
  }
  return { fields: {}, message: frenchErrorOf(error) };
}
