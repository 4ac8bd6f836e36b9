import type { MatrixRow } from './testing/rights-matrix.js';
import { checkRightsMatrix } from './testing/rights-matrix.js';

/*
 * Spec section 6, user rights (and impersonation). Each line is written by hand from the spec and
 * the role hierarchy: Y granted, . refused. Columns (testing/principals.ts): each role alone, each
 * job alone, a guest, then C1 = READ_ONLY + ACCESS_STATS, C2 = CUSTOMER_MAIN + technician,
 * C3 = NEXTROAD_USER + CUSTOMER_SUPERVISOR.
 */
// prettier-ignore
const ROWS: MatrixRow[] = [
  //                                        RO U  CU CM CS NU NM NA A  SA AS | co en sm te | gu | C1 C2 C3
  ['create',      'MainCustomer',          '.  .  .  .  .  .  .  .  Y  Y  .  | Y  .  .  .  | .  | .  .  .'],
  ['create',      'SupervisorCustomer',    '.  .  .  .  .  .  .  .  .  .  .  | .  Y  Y  .  | .  | .  .  .'],
  ['create',      'SecondaryCustomer',     '.  .  .  Y  Y  Y  Y  Y  Y  Y  .  | .  .  .  .  | .  | .  Y  Y'],
  ['create',      'User',                  '.  .  .  Y  Y  Y  Y  Y  Y  Y  .  | .  .  .  .  | .  | .  Y  Y'],
  ['update',      'User',                  '.  .  .  Y  Y  Y  Y  Y  Y  Y  .  | .  .  .  .  | .  | .  Y  Y'],
  ['send',        'InviteLink',            '.  .  .  Y  Y  Y  Y  Y  Y  Y  .  | .  .  .  .  | .  | .  Y  Y'],
  ['copy',        'InviteLink',            '.  .  .  .  Y  .  .  Y  Y  Y  .  | .  .  .  .  | .  | .  .  Y'],
  ['delete',      'User',                  '.  .  .  .  .  Y  Y  Y  Y  Y  .  | .  .  .  .  | .  | .  .  Y'],
  ['impersonate', 'User',                  '.  .  .  .  .  .  .  .  .  Y  .  | .  .  .  .  | .  | .  .  .'],
];

checkRightsMatrix(
  ['MainCustomer', 'SupervisorCustomer', 'SecondaryCustomer', 'User', 'InviteLink'],
  ROWS,
);
