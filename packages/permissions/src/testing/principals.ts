import type { SessionUser } from '../session-user.js';

/**
 * The users every rights matrix is asked about, in the order of its columns:
 * each role alone, each job alone (no role), a guest, and three combined users.
 */
const PRINCIPALS: readonly { label: string; user: SessionUser }[] = [
  { label: 'RO  ROLE_READ_ONLY', user: { id: 'u-ro', roles: ['ROLE_READ_ONLY'], job: null } },
  { label: 'U   ROLE_USER', user: { id: 'u-u', roles: ['ROLE_USER'], job: null } },
  {
    label: 'CU  ROLE_CUSTOMER_USER',
    user: { id: 'u-cu', roles: ['ROLE_CUSTOMER_USER'], job: null },
  },
  {
    label: 'CM  ROLE_CUSTOMER_MAIN',
    user: { id: 'u-cm', roles: ['ROLE_CUSTOMER_MAIN'], job: null },
  },
  {
    label: 'CS  ROLE_CUSTOMER_SUPERVISOR',
    user: { id: 'u-cs', roles: ['ROLE_CUSTOMER_SUPERVISOR'], job: null },
  },
  {
    label: 'NU  ROLE_NEXTROAD_USER',
    user: { id: 'u-nu', roles: ['ROLE_NEXTROAD_USER'], job: null },
  },
  {
    label: 'NM  ROLE_NEXTROAD_MAIN',
    user: { id: 'u-nm', roles: ['ROLE_NEXTROAD_MAIN'], job: null },
  },
  {
    label: 'NA  ROLE_NEXTROAD_ADMIN',
    user: { id: 'u-na', roles: ['ROLE_NEXTROAD_ADMIN'], job: null },
  },
  { label: 'A   ROLE_ADMIN', user: { id: 'u-a', roles: ['ROLE_ADMIN'], job: null } },
  { label: 'SA  ROLE_SUPER_ADMIN', user: { id: 'u-sa', roles: ['ROLE_SUPER_ADMIN'], job: null } },
  { label: 'AS  ROLE_ACCESS_STATS', user: { id: 'u-as', roles: ['ROLE_ACCESS_STATS'], job: null } },
  { label: 'co  job commercial', user: { id: 'u-co', roles: [], job: 'commercial' } },
  { label: 'en  job engineer', user: { id: 'u-en', roles: [], job: 'engineer' } },
  { label: 'sm  job study_manager', user: { id: 'u-sm', roles: [], job: 'study_manager' } },
  { label: 'te  job technician', user: { id: 'u-te', roles: [], job: 'technician' } },
  {
    // A guest whose token also carries a role and a job: neither counts.
    label: 'gu  guest of campaign c-guest',
    user: {
      id: 'u-gu',
      roles: ['ROLE_SUPER_ADMIN'],
      job: 'engineer',
      invitedBy: 'u-cm',
      campaign: { id: 'c-guest', type: 'coring' },
    },
  },
  {
    label: 'C1  ROLE_READ_ONLY + ROLE_ACCESS_STATS',
    user: { id: 'u-c1', roles: ['ROLE_READ_ONLY', 'ROLE_ACCESS_STATS'], job: null },
  },
  {
    label: 'C2  ROLE_CUSTOMER_MAIN + job technician',
    user: { id: 'u-c2', roles: ['ROLE_CUSTOMER_MAIN'], job: 'technician' },
  },
  {
    label: 'C3  ROLE_NEXTROAD_USER + ROLE_CUSTOMER_SUPERVISOR',
    user: { id: 'u-c3', roles: ['ROLE_NEXTROAD_USER', 'ROLE_CUSTOMER_SUPERVISOR'], job: null },
  },
];

/**
 * Reads a matrix line written by hand, such as
 * `'.  .  .  .  .  Y  Y  Y  Y  Y  .  | Y  Y  Y  Y  | .  | .  Y  Y'`, into one expected answer per
 * principal (Y granted, . refused). Bars only guide the eye. A malformed line throws, so that a
 * typo cannot make a row check less than it shows.
 */
export function expectedAnswers(line: string): Record<string, boolean> {
  const cells = line.replaceAll('|', ' ').trim().split(/\s+/);
  if (cells.length !== PRINCIPALS.length || cells.some((cell) => cell !== 'Y' && cell !== '.')) {
    throw new Error(`A matrix line needs ${PRINCIPALS.length} cells of Y or .: "${line}"`);
  }
  return Object.fromEntries(PRINCIPALS.map(({ label }, index) => [label, cells[index] === 'Y']));
}

/** The actual answers, keyed like expectedAnswers so that a failure names the principal. */
export function actualAnswers(ask: (user: SessionUser) => boolean): Record<string, boolean> {
  return Object.fromEntries(PRINCIPALS.map(({ label, user }) => [label, ask(user)]));
}
