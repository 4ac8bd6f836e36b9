import type { RJSFValidationError } from '@rjsf/utils';
import { isMessageKey } from '../messages.js';
import { describeFailure, failedProperty, informativeFailures } from '../violations.js';

function paramsOf(error: RJSFValidationError): Record<string, unknown> {
  const params: unknown = error.params;
  return typeof params === 'object' && params !== null ? { ...params } : {};
}

/** The French sentence of an error: the localizer's, or else the default of its keyword. */
function frenchMessage(error: RJSFValidationError, params: Record<string, unknown>): string {
  if (isMessageKey(params.code) && error.message !== undefined) return error.message;
  // An error that did not go through `rjsfValidator` (another validator): no schema at hand, so
  // no `x-messages`, but still the French sentence of its keyword.
  return describeFailure({ keyword: error.name ?? '', params }, failedProperty(params)).message;
}

/**
 * The `transformErrors` of the web forms: every error in French under its field, the error list
 * readable (« <title> : <message> »), one message per thing wrong with a value (the `if` of an
 * if/then, a union and its null branch add nothing: `informativeFailures`) and an error given
 * twice for the same field shown once.
 */
export function transformErrors(errors: RJSFValidationError[]): RJSFValidationError[] {
  const seen = new Set<string>();
  const transformed: RJSFValidationError[] = [];
  const informative = informativeFailures(errors, (error) => {
    const params = paramsOf(error);
    return {
      keyword: error.name ?? '',
      path: error.property ?? '',
      params,
      isNull: params.isNull === true,
    };
  });
  for (const error of informative) {
    const params = paramsOf(error);
    const message = frenchMessage(error, params);
    const key = `${error.property ?? ''}\u0000${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const stack = error.title ? `${error.title}\u00a0: ${message}` : message;
    transformed.push({ ...error, message, stack });
  }
  return transformed;
}
