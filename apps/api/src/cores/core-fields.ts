import { fieldMapping } from '../db/field-mapping.js';
import { cores } from '../db/schema.js';

/**
 * The core between its table and the contract's Core and bodies: each field is the column of its
 * name, but NR_name (column nrName). A field added to the contract and to the table needs nothing
 * here; the compiler names a field that has no column.
 */
export const coreFields = fieldMapping(cores, { NR_name: 'nrName' });
