import { describe, expect, it } from 'vitest';
import { userTypeOf } from './user-type.js';

describe('userTypeOf: the account type from roles and job', () => {
  it('is internal with a job, or without any customer role', () => {
    expect(userTypeOf(['ROLE_CUSTOMER_MAIN'], 'engineer')).toBe('internal');
    expect(userTypeOf(['ROLE_NEXTROAD_ADMIN'], null)).toBe('internal');
    expect(userTypeOf(['ROLE_READ_ONLY'], null)).toBe('internal');
  });

  it('is the highest customer role held otherwise', () => {
    expect(userTypeOf(['ROLE_CUSTOMER_USER', 'ROLE_CUSTOMER_SUPERVISOR'], null)).toBe(
      'customer_supervisor',
    );
    expect(userTypeOf(['ROLE_CUSTOMER_USER', 'ROLE_CUSTOMER_MAIN'], null)).toBe('customer_main');
    expect(userTypeOf(['ROLE_CUSTOMER_USER', 'ROLE_READ_ONLY'], null)).toBe('customer_user');
  });
});

describe('account type of a user', () => {
  it.each([
    [['ROLE_SUPER_ADMIN'], null, 'internal'],
    [['ROLE_NEXTROAD_USER'], 'technician', 'internal'],
    [['ROLE_USER', 'ROLE_ACCESS_STATS'], null, 'internal'],
    [['ROLE_READ_ONLY'], null, 'internal'],
    [['ROLE_CUSTOMER_SUPERVISOR'], null, 'customer_supervisor'],
    [['ROLE_CUSTOMER_MAIN', 'ROLE_CUSTOMER_SUPERVISOR'], null, 'customer_supervisor'],
    [['ROLE_CUSTOMER_MAIN'], null, 'customer_main'],
    [['ROLE_CUSTOMER_USER'], null, 'customer_user'],
    [['ROLE_CUSTOMER_USER', 'ROLE_READ_ONLY'], null, 'customer_user'],
    [['ROLE_CUSTOMER_MAIN'], 'engineer', 'internal'],
  ] as const)('%j with job %s is %s', (roles, job, expected) => {
    expect(userTypeOf(roles, job)).toBe(expected);
  });
});
