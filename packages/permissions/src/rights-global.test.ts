import type { MatrixRow } from './testing/rights-matrix.js';
import { checkRightsMatrix } from './testing/rights-matrix.js';

/*
 * Spec section 6, global rights. Each line is written by hand from the spec and the role
 * hierarchy: Y granted, . refused. Columns (testing/principals.ts): each role alone, each job alone,
 * a guest, then C1 = READ_ONLY + ACCESS_STATS, C2 = CUSTOMER_MAIN + technician,
 * C3 = NEXTROAD_USER + CUSTOMER_SUPERVISOR.
 */
// prettier-ignore
const ROWS: MatrixRow[] = [
  //                                     RO U  CU CM CS NU NM NA A  SA AS | co en sm te | gu | C1 C2 C3
  ['read',   'UnfinishedDashboard',     '.  .  .  .  .  Y  Y  Y  Y  Y  .  | Y  Y  Y  Y  | .  | .  Y  Y'],
  ['use',    'SearchBox',               '.  .  Y  Y  Y  Y  Y  Y  Y  Y  .  | Y  Y  Y  Y  | .  | .  Y  Y'],
  ['export', 'Pdf',                     '.  .  Y  Y  Y  Y  Y  Y  Y  Y  .  | Y  Y  Y  Y  | .  | .  Y  Y'],
  ['read',   'Statistics',              '.  .  .  .  .  .  .  .  .  Y  Y  | .  .  .  .  | .  | Y  .  .'],
  ['open',   'AccountSettings',         '.  Y  Y  Y  Y  Y  Y  Y  Y  Y  .  | .  .  .  .  | .  | .  Y  Y'],
];

checkRightsMatrix(
  ['UnfinishedDashboard', 'SearchBox', 'Pdf', 'Statistics', 'AccountSettings'],
  ROWS,
);
