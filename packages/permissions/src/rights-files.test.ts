import type { MatrixRow } from './testing/rights-matrix.js';
import { checkRightsMatrix } from './testing/rights-matrix.js';

/*
 * Spec section 6, file rights. Each line is written by hand from the spec and the role hierarchy:
 * Y granted, . refused. Columns (testing/principals.ts): each role alone, each job alone, a guest,
 * then C1 = READ_ONLY + ACCESS_STATS, C2 = CUSTOMER_MAIN + technician,
 * C3 = NEXTROAD_USER + CUSTOMER_SUPERVISOR.
 */
// prettier-ignore
const ROWS: MatrixRow[] = [
  //                                     RO U  CU CM CS NU NM NA A  SA AS | co en sm te | gu | C1 C2 C3
  ['read',     'Deliverable',           '.  .  Y  Y  Y  Y  Y  Y  Y  Y  .  | Y  Y  Y  Y  | .  | .  Y  Y'],
  ['read',     'CustomerFile',          '.  .  Y  Y  Y  Y  Y  Y  Y  Y  .  | Y  Y  Y  Y  | .  | .  Y  Y'],
  ['upload',   'Deliverable',           '.  .  .  .  .  .  Y  Y  Y  Y  .  | .  .  .  .  | .  | .  .  .'],
  ['upload',   'CustomerFile',          '.  .  .  Y  Y  Y  Y  Y  Y  Y  .  | .  .  .  .  | .  | .  Y  Y'],
  ['send',     'AskedFile',             '.  .  .  Y  Y  Y  Y  Y  Y  Y  .  | .  .  .  .  | .  | .  Y  Y'],
  ['ask',      'FileRequest',           '.  .  .  .  .  .  .  .  Y  Y  .  | .  .  .  .  | .  | .  .  .'],
  ['validate', 'FileRequest',           '.  .  .  .  .  .  .  .  Y  Y  .  | .  .  .  .  | .  | .  .  .'],
  ['delete',   'FileRequest',           '.  .  .  .  .  .  .  .  Y  Y  .  | .  .  .  .  | .  | .  .  .'],
  ['download', 'Deliverable',           '.  .  .  .  .  Y  Y  Y  Y  Y  .  | .  .  .  .  | .  | .  .  Y'],
  ['share',    'Deliverable',           '.  .  .  Y  Y  Y  Y  Y  Y  Y  .  | .  .  .  .  | .  | .  Y  Y'],
];

checkRightsMatrix(['Deliverable', 'CustomerFile', 'AskedFile', 'FileRequest'], ROWS);
