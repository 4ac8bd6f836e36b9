import type { components } from '@chaussee/sdk';
import { fieldMapping } from '../db/field-mapping.js';
import { documents } from '../db/schema.js';
import { toUserSummary } from '../users/user-presenter.js';
import type { DocumentWithUploader } from './document.repository.js';

type Document = components['schemas']['Document'];

/**
 * The document between its table and the contract's Document: each field is the column of its
 * name (`uploadedBy`, a user, is the presenter's, from the joined row).
 */
const documentFields = fieldMapping(documents, {});

/** A document row, with its uploader, as the contract's Document. */
export function toDocument({ document, uploader }: DocumentWithUploader): Document {
  return {
    ...documentFields.fieldsOf('Document', document),
    uploadedBy: uploader && toUserSummary(uploader),
    createdAt: document.createdAt.toISOString(),
  };
}
