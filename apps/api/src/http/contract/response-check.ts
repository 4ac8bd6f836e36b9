import { violationsOf, type Validator } from '@chaussee/validation';
import { schemaRefOf } from './contract-document.js';
import type { ContractOperation } from './contract-operations.js';

interface ResponseToCheck {
  status: number;
  /** The media type sent, without parameters (`application/json`); undefined without body. */
  mediaType: string | undefined;
  /** The parsed JSON body, or undefined for an empty or binary one. */
  body: unknown;
}

/** What is wrong with an answer against the contract; `[]` when it conforms. */
export type CheckResponse = (operation: ContractOperation, response: ResponseToCheck) => string[];

function isJsonMediaType(mediaType: string): boolean {
  return mediaType === 'application/json' || mediaType.endsWith('+json');
}

/**
 * Checks an answer the way a client trusts it: the status is documented for the operation, the
 * media type is one the contract offers for that status, and a JSON body is valid against its schema.
 */
export function createResponseCheck(validator: Validator): CheckResponse {
  return (operation, { status, mediaType, body }) => {
    const name = `${operation.operationId} (${operation.method.toUpperCase()} ${operation.path})`;
    const contents = operation.responses.get(status);
    if (!contents) return [`${name}: status ${String(status)} is not documented`];
    if (contents.length === 0) {
      return mediaType === undefined ? [] : [`${name}: status ${String(status)} has no body`];
    }
    if (mediaType === undefined) return [`${name}: status ${String(status)} needs a body`];
    const content =
      contents.find((candidate) => candidate.mediaType === mediaType) ??
      contents.find((candidate) => candidate.mediaType === '*/*');
    if (!content) {
      return [`${name}: ${mediaType} is not a documented media type of ${String(status)}`];
    }
    if (!isJsonMediaType(mediaType) || content.schemaPointer === undefined) return [];
    const validate = validator.ajv.getSchema(schemaRefOf(content.schemaPointer));
    if (!validate) return [`${name}: no schema at ${content.schemaPointer}`];
    if (validate(body)) return [];
    return violationsOf(validate.errors).map(
      ({ propertyPath, message }) =>
        `${name} ${String(status)}: ${propertyPath || '(body)'}: ${message}`,
    );
  };
}
