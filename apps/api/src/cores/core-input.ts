import type { components } from '@chaussee/sdk';
import { createViolation, isFilled, type Violation } from '@chaussee/validation';
import { AppError } from '../errors/app-error.js';
import { coreFields } from './core-fields.js';
import type { CoreChanges, CoreRow } from './cores.repository.js';

type Schemas = components['schemas'];
type CoreStatus = Schemas['CoreStatus'];

/** The editable fields of a core as the bodies of POST, PUT and PATCH name them. */
export type CoreFields = Partial<Omit<Schemas['CoreCreate'], 'campaignId'>>;

/**
 * The fields a new core takes from the last core of its campaign that has a road, when the body
 * leaves them out (spec section 4). A field sent, even null, is the client's choice and stays.
 */
const INHERITED_FIELDS = [
  'roadId',
  'cityId',
  'direction',
  'lane',
  'lateralPosition',
  'structureType',
  'isFullStructure',
  'diameter',
] as const satisfies readonly (keyof CoreFields & keyof CoreRow)[];

export function withInheritedFields(body: CoreFields, last: CoreRow | undefined): CoreFields {
  if (!last) return body;
  const inherited: CoreFields = {};
  for (const field of INHERITED_FIELDS) {
    if (!Object.hasOwn(body, field)) Object.assign(inherited, { [field]: last[field] });
  }
  return { ...inherited, ...body };
}

/** The columns of the fields present in `fields` (POST and PATCH write only those). */
export function columnsOf(fields: CoreFields): CoreChanges {
  // The display name is the service's (display-name.ts).
  return coreFields.columnsOf(fields, ['displayName']);
}

/** PUT replaces the whole core: a field left out becomes null (or false). */
export function columnsOfWholeCore(fields: CoreFields): CoreChanges {
  return coreFields.wholeColumnsOf('CoreUpdate', fields, ['displayName']);
}

/** Statuses of a core handed over: it must say where it was taken and its diameter. */
const DESCRIBED_STATUSES: ReadonlySet<CoreStatus> = new Set(['validated', 'sent_to_study_manager']);

/**
 * The rules of spec section 5 that a body alone cannot show, checked on the core as a PATCH leaves
 * it: abscissa and landmark filled together; road and diameter required once the core is validated
 * or sent to the study manager (an empty core is filled in little by little).
 */
export function assertMergedCore(merged: CoreRow): void {
  const violations: Violation[] = [];
  const hasLandmark = isFilled(merged.landmark);
  const hasAbscissa = merged.abscissa !== null;
  if (hasLandmark && !hasAbscissa) violations.push(createViolation('abscissa', 'filledTogether'));
  if (hasAbscissa && !hasLandmark) violations.push(createViolation('landmark', 'filledTogether'));
  if (DESCRIBED_STATUSES.has(merged.status)) {
    if (merged.roadId === null) violations.push(createViolation('roadId', 'roadRequired'));
    if (merged.diameter === null) {
      violations.push(createViolation('diameter', 'coreDiameterRequired'));
    }
  }
  if (violations.length > 0) throw new AppError('validation_failed', { violations });
}
