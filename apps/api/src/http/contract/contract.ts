import { loadContractDocument, type JsonObject } from './contract-document.js';
import { readContractOperations, type ContractOperation } from './contract-operations.js';
import { createContractValidators, type ContractValidators } from './request-validation.js';
import { createResponseCheck, type CheckResponse } from './response-check.js';
import { createResponseProjection, type ProjectResponse } from './response-projection.js';

/** The bundled contract, ready to route, validate and serialise. */
export interface Contract {
  document: JsonObject;
  operations: readonly ContractOperation[];
  validators: ContractValidators;
  project: ProjectResponse;
  checkResponse: CheckResponse;
  operationById(operationId: string): ContractOperation | undefined;
}

function createContract(document: JsonObject): Contract {
  const operations = readContractOperations(document);
  const byId = new Map<string, ContractOperation>(
    operations.map((operation) => [operation.operationId, operation]),
  );
  const validators = createContractValidators(document);
  return {
    document,
    operations,
    validators,
    project: createResponseProjection(document, validators.strict),
    checkResponse: createResponseCheck(validators.strict),
    operationById: (operationId) => byId.get(operationId),
  };
}

let loaded: Contract | undefined;

/** The contract of openapi/openapi.json, read and prepared once per process (schemas compile lazily). */
export function loadContract(): Contract {
  loaded ??= createContract(loadContractDocument());
  return loaded;
}
