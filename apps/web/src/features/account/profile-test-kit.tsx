import { getGetUserMockHandler, getGetUserResponseMock } from '@chaussee/sdk/mocks';
import type { User } from '@chaussee/sdk/react';
import { screen } from '@testing-library/react';
import type { setUpMockApi } from '../../shared/testing/mock-api.js';
import { renderScreen } from '../../shared/testing/render-screen.js';
import type { CurrentUser } from '../../shared/session/session-api.js';
import { ProfilePage } from './profile-page.js';

/** A main customer of two sites, signed in on the profile page. */
export const customer: CurrentUser = {
  id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  email: 'client-principal@demo.chaussee.fr',
  firstName: 'Julien',
  lastName: 'Morel',
  job: null,
  roles: ['ROLE_CUSTOMER_MAIN'],
  profilePicturePath: null,
  organization: null,
  sites: [],
  invitedBy: null,
  campaign: null,
};

/** GET /users/{id} of the same customer, as the e-mail form loads it. */
export const customerAsUser: User = {
  ...getGetUserResponseMock(),
  id: customer.id,
  email: customer.email,
  firstName: customer.firstName,
  lastName: customer.lastName,
  phone: '06 12 34 56 78',
  job: null,
  roles: ['ROLE_CUSTOMER_MAIN'],
  sites: [
    {
      id: '2f0e1d2c-3b4a-4596-8877-66554433aa01',
      name: 'Département',
      isActive: true,
      organizationId: '2f0e1d2c-3b4a-4596-8877-66554433aa00',
    },
  ],
  agencies: [],
};

export async function renderProfile(api: ReturnType<typeof setUpMockApi>) {
  api.use(getGetUserMockHandler(customerAsUser));
  const rendered = await renderScreen(<ProfilePage />, {
    route: '/profile',
    at: '/profile',
    user: customer,
  });
  await screen.findByRole('heading', { name: 'Mon compte', level: 1 });
  return rendered;
}

/** The errors rjsf shows under a field (its `__error` helper text). */
export function errorsUnder(input: HTMLElement): string {
  return document.getElementById(`${input.id}__error`)?.textContent ?? '';
}
