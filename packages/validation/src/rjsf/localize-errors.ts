import type { ErrorObject } from 'ajv';
import { describeFailure, failedProperty } from '../violations.js';

/** @rjsf/validator-ajv8 wraps property names in quotes while its localizer runs. */
function unquote(property: string | undefined): string | undefined {
  return property?.startsWith("'") && property.endsWith("'") ? property.slice(1, -1) : property;
}

/**
 * The localizer given to @rjsf/validator-ajv8: it sees ajv's raw errors, with the schema of each
 * failed keyword, so `x-messages` apply in the forms exactly as in the API. It writes the French
 * sentence into `message` and the catalogue key into `params.code`, which `transformErrors` trusts.
 */
export function localizeErrors(errors?: ErrorObject[] | null): void {
  for (const error of errors ?? []) {
    const params: Record<string, unknown> = error.params;
    const { code, message } = describeFailure(
      { keyword: error.keyword, params, parentSchema: error.parentSchema, data: error.data },
      unquote(failedProperty(params)),
    );
    error.message = message;
    params.code = code;
    // rjsf's errors carry no value: `transformErrors` tells a field left empty by this mark.
    if (error.data === null) params.isNull = true;
  }
}
