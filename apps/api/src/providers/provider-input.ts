import type { components } from '@chaussee/sdk';
import { validate } from '@chaussee/validation';
import { AppError } from '../errors/app-error.js';
import { serverDetailOf } from '../errors/database-limits.js';
import { isJsonObject, loadContractDocument } from '../http/contract/contract-document.js';

type Schemas = components['schemas'];

/*
 * What the seed (and later an administration screen) gives to create providers, laboratories and
 * prestations: no operation of the contract creates them, so their inputs are checked here with
 * the same validator and French messages as the contract's bodies.
 */

export interface ProviderInput {
  name: string;
  isLaboratory?: boolean | undefined;
  email?: string | null | undefined;
  phone?: string | null | undefined;
  /** Base URL of the provider's order API (http or https); null when orders go by e-mail. */
  apiUrl?: string | null | undefined;
  /** Bearer key of that API, stored and never answered. */
  apiKey?: string | null | undefined;
}

export interface LaboratoryInput {
  providerId: string;
  name: string;
  email?: string | null | undefined;
  address?: string | null | undefined;
  zipCode?: string | null | undefined;
  city?: string | null | undefined;
  phone?: string | null | undefined;
}

export interface PrestationInput {
  providerId: string;
  name: string;
  code?: Schemas['SampleCode'] | null | undefined;
  pollutantKind?: Schemas['PollutantKind'] | null | undefined;
  layerTypes?: Schemas['LayerType'][] | undefined;
}

const NAME = { type: 'string', minLength: 1, maxLength: 254, 'x-not-blank': true };
const TEXT = { type: ['string', 'null'], maxLength: 254 };
const EMAIL = { type: ['string', 'null'], format: 'email', maxLength: 254 };
const PHONE = { type: ['string', 'null'], format: 'fr-phone' };

const PROVIDER_SCHEMA = {
  type: 'object',
  required: ['name'],
  properties: {
    name: NAME,
    isLaboratory: { type: 'boolean' },
    email: EMAIL,
    phone: PHONE,
    apiUrl: { type: ['string', 'null'], format: 'uri', pattern: '^https?://' },
    apiKey: { type: ['string', 'null'], minLength: 1 },
  },
  // A key without the API it opens is a mistake, not a setting.
  dependentRequired: { apiKey: ['apiUrl'] },
};

const LABORATORY_SCHEMA = {
  type: 'object',
  required: ['providerId', 'name'],
  properties: {
    providerId: { type: 'string', format: 'uuid' },
    name: NAME,
    email: EMAIL,
    address: TEXT,
    zipCode: { type: ['string', 'null'], format: 'zip-code' },
    city: TEXT,
    phone: PHONE,
  },
};

/** Reads the enumerations (SampleCode…) from the contract, so that the lists are written once. */
function prestationSchemaFrom(document: Readonly<Record<string, unknown>>): object {
  const components = document.components;
  const schemas = isJsonObject(components) ? components.schemas : undefined;
  const contractEnum = (name: string): readonly unknown[] => {
    const found = isJsonObject(schemas) ? schemas[name] : undefined;
    const values = isJsonObject(found) ? found.enum : undefined;
    if (!Array.isArray(values)) throw new Error(`The contract has no enumeration ${name}`);
    return values;
  };
  // One violation per field (« choose from the list »), null allowed where the contract has it.
  const nullable = (name: string) => ({ enum: [...contractEnum(name), null] });
  return {
    type: 'object',
    required: ['providerId', 'name'],
    properties: {
      providerId: { type: 'string', format: 'uuid' },
      name: NAME,
      code: nullable('SampleCode'),
      pollutantKind: nullable('PollutantKind'),
      layerTypes: { type: 'array', items: { enum: contractEnum('LayerType') } },
    },
  };
}

/** Built once: the validator caches compiled schemas by object. */
let prestationSchema: object | undefined;

/** Drops undefined members, which JSON Schema would not see in a JSON body either. */
function asJson(input: object): unknown {
  return JSON.parse(JSON.stringify(input));
}

function assertValid(schema: object, input: object): void {
  const violations = validate(schema, asJson(input));
  if (violations.length === 0) return;
  throw new AppError('validation_failed', { detail: serverDetailOf(violations), violations });
}

export const assertProviderInput = (input: ProviderInput) => {
  assertValid(PROVIDER_SCHEMA, input);
};
export const assertLaboratoryInput = (input: LaboratoryInput) => {
  assertValid(LABORATORY_SCHEMA, input);
};
export const assertPrestationInput = (input: PrestationInput) => {
  prestationSchema ??= prestationSchemaFrom(loadContractDocument());
  assertValid(prestationSchema, input);
};
