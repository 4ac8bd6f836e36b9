import { getGetUserResponseMock } from '@chaussee/sdk/mocks';
import type { User } from '@chaussee/sdk/react';
import { describe, expect, it } from 'vitest';
import { userTypeOf, userUpdateWithEmail } from './user-update.js';

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

describe('e-mail change body', () => {
  it('sends the new e-mail with every access field as it is', () => {
    const user: User = {
      ...getGetUserResponseMock(),
      email: 'ancienne@demo.chaussee.fr',
      firstName: 'Julien',
      lastName: 'Morel',
      phone: '06 12 34 56 78',
      job: null,
      roles: ['ROLE_CUSTOMER_MAIN'],
      sites: [
        { id: 's1', name: 'Site 1', isActive: true, organizationId: 'o1' },
        { id: 's2', name: 'Site 2', isActive: true, organizationId: 'o1' },
      ],
      agencies: [],
    };
    expect(userUpdateWithEmail(user, 'nouvelle@demo.chaussee.fr')).toEqual({
      userType: 'customer_main',
      email: 'nouvelle@demo.chaussee.fr',
      firstName: 'Julien',
      lastName: 'Morel',
      phone: '06 12 34 56 78',
      job: null,
      roles: ['ROLE_CUSTOMER_MAIN'],
      siteIds: ['s1', 's2'],
      agencyIds: [],
    });
  });
});
