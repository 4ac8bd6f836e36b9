import type { OperationId } from '../operation-handler.js';
import { isJsonObject, locate, pointerOf, type JsonObject } from './contract-document.js';

type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch';

const HTTP_METHODS: readonly HttpMethod[] = ['get', 'put', 'post', 'delete', 'patch'];

/** A path or query parameter of an operation. */
export interface ContractParameter {
  name: string;
  location: 'path' | 'query';
  required: boolean;
  /** Pointer to the parameter's schema in the document. */
  schemaPointer: string;
  /**
   * A form-exploded object (`filters`): its properties arrive as separate query parameters, so every
   * query parameter the operation does not declare belongs to it.
   */
  collectsOtherQueryKeys: boolean;
  /** The schema's `default`, given to the handler when the parameter is absent. */
  defaultValue: unknown;
}

/** One media type of a request or response, with its schema when it has one. */
interface ContractContent {
  mediaType: string;
  schemaPointer: string | undefined;
}

interface ContractRequestBody {
  required: boolean;
  contents: readonly ContractContent[];
}

export interface ContractOperation {
  operationId: OperationId;
  method: HttpMethod;
  /** The contract's path, without the `/api` prefix: `/users/{id}`. */
  path: string;
  tag: string;
  /** `security: []` in the contract: no token needed. */
  isPublic: boolean;
  parameters: readonly ContractParameter[];
  requestBody: ContractRequestBody | undefined;
  /** Documented answers by status code (`default` is not used by the contract). */
  responses: ReadonlyMap<number, readonly ContractContent[]>;
}

function readParameter(document: JsonObject, pointer: string): ContractParameter {
  const located = locate(document, pointer);
  const parameter = located?.node;
  const location = parameter?.in;
  if (
    !located ||
    typeof parameter?.name !== 'string' ||
    (location !== 'path' && location !== 'query')
  ) {
    throw new Error(`Unsupported parameter at ${pointer}`);
  }
  const schemaPointer = `${located.pointer}/schema`;
  const schema = locate(document, schemaPointer)?.node ?? {};
  return {
    name: parameter.name,
    location,
    required: parameter.required === true,
    schemaPointer,
    defaultValue: schema.default,
    collectsOtherQueryKeys:
      location === 'query' && schema.type === 'object' && parameter.explode !== false,
  };
}

/**
 * A header parameter (the password of a download link, X-Download-Password): documented for the
 * clients, read by its handler from `input.headers`, neither routed nor validated here.
 */
function isHeaderParameter(document: JsonObject, pointer: string): boolean {
  return locate(document, pointer)?.node.in === 'header';
}

function readParameters(document: JsonObject, pointers: readonly string[]): ContractParameter[] {
  const byKey = new Map<string, ContractParameter>();
  // Operation-level parameters override path-level ones of the same name and location.
  for (const pointer of pointers) {
    if (isHeaderParameter(document, pointer)) continue;
    const parameter = readParameter(document, pointer);
    byKey.set(`${parameter.location}:${parameter.name}`, parameter);
  }
  return [...byKey.values()];
}

function readContents(document: JsonObject, pointer: string): ContractContent[] {
  const located = locate(document, pointer);
  const content = located?.node.content;
  if (!located || !isJsonObject(content)) return [];
  return Object.entries(content).map(([mediaType, media]) => ({
    mediaType,
    schemaPointer:
      isJsonObject(media) && isJsonObject(media.schema)
        ? `${located.pointer}${pointerOf(['content', mediaType, 'schema'])}`
        : undefined,
  }));
}

function listPointers(node: unknown, pointer: string): string[] {
  return Array.isArray(node) ? node.map((_item, index) => `${pointer}/${String(index)}`) : [];
}

/**
 * The SDK's `operations` type is generated from this very bundle (`npm test` fails when it is stale),
 * so an operationId read from the bundle is one of its keys: this is where the document meets the
 * generated types.
 */
function isOperationId(id: unknown): id is OperationId {
  return typeof id === 'string' && id.length > 0;
}

function readOperation(
  document: JsonObject,
  path: string,
  method: HttpMethod,
): ContractOperation | undefined {
  const paths = document.paths;
  const pathItem = isJsonObject(paths) ? paths[path] : undefined;
  const operation = isJsonObject(pathItem) ? pathItem[method] : undefined;
  if (!isJsonObject(pathItem) || !isJsonObject(operation)) return undefined;
  const pathPointer = pointerOf(['paths', path]);
  const operationPointer = `${pathPointer}/${method}`;
  const { operationId, tags, security, requestBody, responses } = operation;
  if (!isOperationId(operationId)) {
    throw new Error(`The operation ${method.toUpperCase()} ${path} has no known operationId`);
  }
  const tag = Array.isArray(tags) && typeof tags[0] === 'string' ? tags[0] : 'Untagged';
  const effectiveSecurity = security ?? document.security;
  const responseMap = new Map<number, ContractContent[]>();
  if (isJsonObject(responses)) {
    for (const status of Object.keys(responses)) {
      const code = Number(status);
      if (!Number.isInteger(code)) continue;
      responseMap.set(
        code,
        readContents(document, `${operationPointer}${pointerOf(['responses', status])}`),
      );
    }
  }
  const bodyPointer = `${operationPointer}/requestBody`;
  const body = isJsonObject(requestBody) ? locate(document, bodyPointer)?.node : undefined;
  return {
    operationId,
    method,
    path,
    tag,
    isPublic: Array.isArray(effectiveSecurity) && effectiveSecurity.length === 0,
    parameters: readParameters(document, [
      ...listPointers(pathItem.parameters, `${pathPointer}/parameters`),
      ...listPointers(operation.parameters, `${operationPointer}/parameters`),
    ]),
    requestBody: body
      ? { required: body.required === true, contents: readContents(document, bodyPointer) }
      : undefined,
    responses: responseMap,
  };
}

/** Every operation of the contract, in the document's order. */
export function readContractOperations(document: JsonObject): ContractOperation[] {
  const paths = isJsonObject(document.paths) ? Object.keys(document.paths) : [];
  return paths.flatMap((path) =>
    HTTP_METHODS.flatMap((method) => readOperation(document, path, method) ?? []),
  );
}
