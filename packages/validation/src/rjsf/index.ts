/**
 * The web forms' side of @chaussee/validation (react-jsonschema-form). A separate entry point, so
 * the API never loads @rjsf/utils and React.
 */
export { createRjsfValidator, rjsfValidator } from './rjsf-validator.js';
export { transformErrors } from './transform-errors.js';
export { localizeErrors } from './localize-errors.js';
