import type { MatrixRow } from './testing/rights-matrix.js';
import { checkRightsMatrix } from './testing/rights-matrix.js';

/*
 * Spec section 6, campaign and workspace rights. Each line is written by hand from the spec and the
 * role hierarchy: Y granted, . refused. Columns (testing/principals.ts): each role alone, each job
 * alone, a guest, then C1 = READ_ONLY + ACCESS_STATS, C2 = CUSTOMER_MAIN + technician,
 * C3 = NEXTROAD_USER + CUSTOMER_SUPERVISOR.
 * Campaign and Workspace are asked about instances nobody here is a member of, so `read` shows who
 * reads every campaign and workspace; membership.test.ts covers members and guests.
 */
// prettier-ignore
const ROWS: MatrixRow[] = [
  //                                     RO U  CU CM CS NU NM NA A  SA AS | co en sm te | gu | C1 C2 C3
  ['read',           'Campaign',        '.  .  .  .  .  .  .  .  Y  Y  .  | .  .  .  .  | .  | .  .  .'],
  ['create',         'Campaign',        '.  .  .  .  .  .  .  Y  Y  Y  .  | .  .  .  .  | .  | .  .  .'],
  ['update',         'Campaign',        '.  .  .  .  Y  .  .  Y  Y  Y  .  | .  .  .  .  | .  | .  .  Y'],
  ['delete',         'Campaign',        '.  .  .  .  .  .  .  .  .  Y  .  | .  .  .  .  | .  | .  .  .'],
  ['updateStatus',   'Campaign',        '.  .  .  .  .  .  .  .  Y  Y  .  | Y  Y  Y  Y  | .  | .  Y  .'],
  ['startCoring',    'Campaign',        '.  .  .  .  .  .  .  .  Y  Y  .  | Y  Y  Y  Y  | .  | .  Y  .'],
  ['sendToProvider', 'Campaign',        '.  .  .  .  .  .  .  .  Y  Y  .  | Y  Y  Y  Y  | .  | .  Y  .'],
  ['prepare',        'Campaign',        '.  .  .  .  .  .  .  .  Y  Y  .  | Y  Y  Y  Y  | .  | .  Y  .'],
  ['configure',      'Dashboard',       '.  .  .  .  .  .  .  .  Y  Y  .  | Y  Y  Y  Y  | .  | .  Y  .'],
  ['configure',      'Map',             '.  .  .  .  .  .  .  .  Y  Y  .  | Y  Y  Y  Y  | .  | .  Y  .'],
  ['comment',        'Chart',           '.  .  .  .  .  .  .  .  Y  Y  .  | .  Y  Y  .  | .  | .  .  .'],
  ['update',         'AuscultationPoint', '.  .  .  Y  Y  Y  Y  Y  Y  Y  .  | .  .  .  .  | .  | .  Y  Y'],
  ['add',            'Member',          '.  .  .  Y  Y  Y  Y  Y  Y  Y  .  | .  .  .  .  | .  | .  Y  Y'],
  ['remove',         'Member',          '.  .  .  Y  Y  Y  Y  Y  Y  Y  .  | .  .  .  .  | .  | .  Y  Y'],
  ['editRights',     'Member',          '.  .  .  Y  Y  Y  Y  Y  Y  Y  .  | .  .  .  .  | .  | .  Y  Y'],
  ['contact',        'Engineer',        '.  .  Y  Y  Y  Y  Y  Y  Y  Y  .  | .  Y  Y  .  | .  | .  Y  Y'],
  ['generate',       'ShareLink',       '.  .  .  Y  Y  Y  Y  Y  Y  Y  .  | .  .  .  .  | .  | .  Y  Y'],
  ['delete',         'File',            '.  .  .  .  .  .  .  Y  Y  Y  .  | Y  .  Y  .  | .  | .  .  .'],
  ['group',          'Core',            '.  .  .  .  .  .  .  Y  Y  Y  .  | Y  .  Y  .  | .  | .  .  .'],
  ['read',           'Workspace',       '.  .  .  .  .  .  .  .  Y  Y  .  | .  .  .  .  | .  | .  .  .'],
  ['create',         'Workspace',       '.  .  .  .  .  .  .  Y  Y  Y  .  | .  .  .  .  | .  | .  .  .'],
  ['update',         'Workspace',       '.  .  .  .  Y  .  .  Y  Y  Y  .  | .  .  .  .  | .  | .  .  Y'],
  ['delete',         'Workspace',       '.  .  .  .  .  .  .  .  .  Y  .  | .  .  .  .  | .  | .  .  .'],
];

checkRightsMatrix(
  [
    'Campaign',
    'Dashboard',
    'Map',
    'Chart',
    'AuscultationPoint',
    'Member',
    'Engineer',
    'ShareLink',
    'File',
    'Core',
    'Workspace',
  ],
  ROWS,
);
