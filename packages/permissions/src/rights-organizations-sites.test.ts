import type { MatrixRow } from './testing/rights-matrix.js';
import { checkRightsMatrix } from './testing/rights-matrix.js';

/*
 * Spec section 6, organization and site rights (the selects of "my projects" included). Each line
 * is written by hand from the spec and the role hierarchy: Y granted, . refused. Columns
 * (testing/principals.ts): each role alone, each job alone, a guest, then C1 = READ_ONLY +
 * ACCESS_STATS, C2 = CUSTOMER_MAIN + technician, C3 = NEXTROAD_USER + CUSTOMER_SUPERVISOR.
 */
// prettier-ignore
const ROWS: MatrixRow[] = [
  //                                             RO U  CU CM CS NU NM NA A  SA AS | co en sm te | gu | C1 C2 C3
  ['filterBy',         'Organization',          '.  .  .  .  .  Y  Y  Y  Y  Y  .  | .  .  .  .  | .  | .  .  Y'],
  ['create',           'Organization',          '.  .  .  .  .  .  Y  Y  Y  Y  .  | .  .  .  .  | .  | .  .  .'],
  ['administerAll',    'Organization',          '.  .  .  .  .  .  Y  Y  Y  Y  .  | .  .  .  .  | .  | .  .  .'],
  ['updateInfo',       'Organization',          '.  .  .  .  .  .  Y  Y  Y  Y  .  | .  .  .  .  | .  | .  .  .'],
  ['administer',       'Organization',          '.  .  .  .  Y  .  Y  Y  Y  Y  .  | .  .  .  .  | .  | .  .  Y'],
  ['filterBy',         'Site',                  '.  .  .  .  .  Y  Y  Y  Y  Y  .  | .  .  .  .  | .  | .  .  Y'],
  ['create',           'Site',                  '.  .  .  Y  Y  Y  Y  Y  Y  Y  .  | .  .  .  .  | .  | .  Y  Y'],
  ['update',           'Site',                  '.  .  .  Y  Y  Y  Y  Y  Y  Y  .  | .  .  .  .  | .  | .  Y  Y'],
  ['updateAccess',     'Site',                  '.  .  .  .  .  .  .  .  Y  Y  .  | .  .  .  .  | .  | .  .  .'],
  ['deactivate',       'Site',                  '.  .  .  .  .  .  .  .  Y  Y  .  | .  .  .  .  | .  | .  .  .'],
  ['delete',           'Site',                  '.  .  .  .  .  .  .  .  Y  Y  .  | .  .  .  .  | .  | .  .  .'],
  ['updateCommercial', 'Site',                  '.  .  .  .  .  .  Y  Y  Y  Y  .  | .  .  .  .  | .  | .  .  .'],
];

checkRightsMatrix(['Organization', 'Site'], ROWS);
