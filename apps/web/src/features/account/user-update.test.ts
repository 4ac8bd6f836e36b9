import { getGetUserResponseMock } from '@chaussee/sdk/mocks';
import type { User } from '@chaussee/sdk/react';
import { describe, expect, it } from 'vitest';
import { userUpdateWithEmail } from './user-update.js';

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
