import type { components } from '@chaussee/sdk';
import { fieldMapping } from '../db/field-mapping.js';
import { pdfParameters } from '../db/schema.js';
import type { PdfParametersRow } from './pdf-parameters.repository.js';

/** Each field of PdfParameters is the column of its name; the images answer whether they exist. */
const parametersFields = fieldMapping(pdfParameters, {});

export function toPdfParameters(row: PdfParametersRow): components['schemas']['PdfParameters'] {
  return {
    ...parametersFields.fieldsOf('PdfParameters', row),
    hasLogo: row.logoPath !== null,
    hasCoverImage: row.coverImagePath !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
