import { describe, expect, it } from 'vitest';
import type { SessionUser } from './session-user.js';
import {
  isCustomer,
  isGuest,
  isInternal,
  isStudyManager,
  isSuperAdmin,
  isTechnician,
} from './session-user.js';

const guest: SessionUser = {
  id: 'g',
  roles: ['ROLE_SUPER_ADMIN'],
  job: 'technician',
  invitedBy: 'u-cm',
  campaign: { id: 'c1', type: 'auscultation' },
};

/** Expected answers written by hand. Columns: guest, customer, internal, technician, study manager, super admin. */
// prettier-ignore
const ROWS: readonly (readonly [string, SessionUser, string])[] = [
  //                                                                                                   gu cu in te sm sa
  ['ROLE_READ_ONLY',                { id: 'u', roles: ['ROLE_READ_ONLY'], job: null },                 '.  .  .  .  .  .'],
  ['ROLE_USER',                     { id: 'u', roles: ['ROLE_USER'], job: null },                      '.  .  .  .  .  .'],
  ['ROLE_CUSTOMER_USER',            { id: 'u', roles: ['ROLE_CUSTOMER_USER'], job: null },             '.  Y  .  .  .  .'],
  ['ROLE_CUSTOMER_MAIN',            { id: 'u', roles: ['ROLE_CUSTOMER_MAIN'], job: null },             '.  Y  .  .  .  .'],
  ['ROLE_CUSTOMER_SUPERVISOR',      { id: 'u', roles: ['ROLE_CUSTOMER_SUPERVISOR'], job: null },       '.  Y  .  .  .  .'],
  ['ROLE_NEXTROAD_USER',            { id: 'u', roles: ['ROLE_NEXTROAD_USER'], job: null },             '.  .  Y  .  .  .'],
  ['ROLE_NEXTROAD_MAIN',            { id: 'u', roles: ['ROLE_NEXTROAD_MAIN'], job: null },             '.  .  Y  .  .  .'],
  ['ROLE_NEXTROAD_ADMIN',           { id: 'u', roles: ['ROLE_NEXTROAD_ADMIN'], job: null },            '.  .  Y  .  .  .'],
  ['ROLE_ADMIN',                    { id: 'u', roles: ['ROLE_ADMIN'], job: null },                     '.  .  Y  .  .  .'],
  ['ROLE_SUPER_ADMIN',              { id: 'u', roles: ['ROLE_SUPER_ADMIN'], job: null },               '.  .  Y  .  .  Y'],
  ['ROLE_ACCESS_STATS',             { id: 'u', roles: ['ROLE_ACCESS_STATS'], job: null },              '.  .  .  .  .  .'],
  ['job commercial',                { id: 'u', roles: [], job: 'commercial' },                         '.  .  Y  .  .  .'],
  ['job engineer',                  { id: 'u', roles: [], job: 'engineer' },                           '.  .  Y  .  .  .'],
  ['job study_manager',             { id: 'u', roles: [], job: 'study_manager' },                      '.  .  Y  .  Y  .'],
  ['job technician',                { id: 'u', roles: [], job: 'technician' },                         '.  .  Y  Y  .  .'],
  ['CUSTOMER_MAIN + technician',    { id: 'u', roles: ['ROLE_CUSTOMER_MAIN'], job: 'technician' },     '.  .  Y  Y  .  .'],
  ['invitedBy null (not a guest)',  { id: 'u', roles: ['ROLE_CUSTOMER_USER'], job: null, invitedBy: null, campaign: null }, '.  Y  .  .  .  .'],
  ['guest with role and job',       guest,                                                             'Y  .  .  .  .  .'],
];

describe('user predicates', () => {
  it.each(ROWS)('%s answers as the row says', (_label, user, line) => {
    const [gu, cu, int, te, sm, sa] = line.split(/\s+/).map((cell) => cell === 'Y');
    expect({
      isGuest: isGuest(user),
      isCustomer: isCustomer(user),
      isInternal: isInternal(user),
      isTechnician: isTechnician(user),
      isStudyManager: isStudyManager(user),
      isSuperAdmin: isSuperAdmin(user),
    }).toEqual({
      isGuest: gu,
      isCustomer: cu,
      isInternal: int,
      isTechnician: te,
      isStudyManager: sm,
      isSuperAdmin: sa,
    });
  });
});
