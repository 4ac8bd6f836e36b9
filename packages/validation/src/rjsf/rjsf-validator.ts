import {
  RJSF_ADDITIONAL_PROPERTIES_FLAG,
  type FormContextType,
  type RJSFSchema,
  type StrictRJSFSchema,
  type ValidatorType,
} from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import {
  COLOR_FORMAT_REGEX,
  DATA_URL_FORMAT_REGEX,
} from '@rjsf/validator-ajv8/lib/createAjvInstance.js';
import { createAjv } from '../ajv.js';
import { localizeErrors } from './localize-errors.js';

/**
 * The ajv of the API (JSON Schema 2020-12, same options, formats and keywords) with what rjsf adds
 * to its own: the `color` and `data-url` formats of its widgets and its additional-properties flag.
 */
function createFormsAjv() {
  const ajv = createAjv();
  ajv.addFormat('color', COLOR_FORMAT_REGEX);
  ajv.addFormat('data-url', DATA_URL_FORMAT_REGEX);
  ajv.addKeyword(RJSF_ADDITIONAL_PROPERTIES_FLAG);
  return ajv;
}

/**
 * An rjsf validator running the same ajv as the API's request validation, with French messages.
 * Give it to `<Form validator={...}>` together with `transformErrors`.
 *
 * rjsf builds a draft-07 ajv unless given another class, and its `AjvClass` option is mistyped
 * under NodeNext resolution; `extenderFn` replaces that instance with ours instead.
 */
export function createRjsfValidator<
  T = unknown,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = FormContextType,
>(): ValidatorType<T, S, F> {
  return customizeValidator<T, S, F>(
    { ajvFormatOptions: false, extenderFn: createFormsAjv },
    localizeErrors,
  );
}

/** The validator of the web forms (one ajv instance for the whole app). */
export const rjsfValidator: ValidatorType = createRjsfValidator();
