import {
  getGetOrganizationMockHandler,
  getGetOrganizationRelationsMockHandler,
  getGetUserMockHandler,
  getListOrganizationSitesMockHandler,
  getListOrganizationSitesResponseMock,
  getListUsersMockHandler,
  getListUsersResponseMock,
} from '@chaussee/sdk/mocks';
import type { Organization, Site, User } from '@chaussee/sdk/react';
import { screen } from '@testing-library/react';
import type { CurrentUser } from '../../shared/session/session-api.js';
import { adminUser } from '../../shared/session/testing/fake-session-api.js';
import { answerProblem, type setUpMockApi } from '../../shared/testing/mock-api.js';
import { renderScreen } from '../../shared/testing/render-screen.js';
import { OrganizationPage } from './organization-page.js';

type MockApi = ReturnType<typeof setUpMockApi>;

export const OFFICE_ID = '0a0a0a0a-0000-4000-8000-000000000001';
export const CUSTOMER_ID = '0b0b0b0b-0000-4000-8000-000000000002';
export const OTHER_CUSTOMER_ID = '0c0c0c0c-0000-4000-8000-000000000003';
export const SITE_ID = '0d0d0d0d-0000-4000-8000-000000000004';
export const OTHER_SITE_ID = '0e0e0e0e-0000-4000-8000-000000000005';

export function organizationOf(values: Partial<Organization> = {}): Organization {
  return {
    id: CUSTOMER_ID,
    name: 'Routes du Sud',
    isInternal: false,
    siret: '12345678901234',
    address: '1 rue des Lilas',
    zipCode: '31000',
    city: 'Toulouse',
    phone: '0561000000',
    logoPath: null,
    isActive: true,
    sitesCount: 1,
    usersCount: 2,
    createdAt: '2026-01-05T10:00:00Z',
    updatedAt: '2026-01-05T10:00:00Z',
    ...values,
  };
}

/** A signed-in user with roles and job, attached to a site of `organizationId`. */
export function userWith(
  roles: CurrentUser['roles'],
  job: CurrentUser['job'],
  organizationId: string,
): CurrentUser {
  return {
    ...adminUser,
    id: '99999999-9999-4999-8999-999999999999',
    roles,
    job,
    sites: [{ id: SITE_ID, name: 'Agence Toulouse', isActive: true, organizationId }],
  };
}

/** The errors rjsf shows under the field `field` of a form (its `__error` helper text). */
export function errorsUnder(field: string): string {
  return document.getElementById(`root_${field}__error`)?.textContent ?? '';
}

export function siteOf(values: Partial<Site>): Site {
  const [sample] = getListOrganizationSitesResponseMock().member;
  if (sample === undefined) throw new Error('The mock gives sites');
  return {
    ...sample,
    id: SITE_ID,
    name: 'Agence Toulouse',
    isActive: true,
    organizationId: CUSTOMER_ID,
    usersCount: 0,
    workspacesCount: 0,
    agency: null,
    commercial: null,
    ...values,
  };
}

export function userOf(values: Partial<User>): User {
  const [sample] = getListUsersResponseMock().member;
  if (sample === undefined) throw new Error('The mock gives users');
  return {
    ...sample,
    id: '0f0f0f0f-0000-4000-8000-000000000006',
    firstName: 'Inès',
    lastName: 'Lambert',
    email: 'ines@routes-du-sud.fr',
    phone: null,
    roles: ['ROLE_CUSTOMER_USER'],
    job: null,
    sites: [{ id: SITE_ID, name: 'Agence Toulouse', isActive: true, organizationId: CUSTOMER_ID }],
    ...values,
  };
}

export function serveOrganization(
  api: MockApi,
  organization: Organization,
  sites: Site[] = [],
  users: User[] = [],
) {
  api.use(
    getGetOrganizationMockHandler(organization),
    getListOrganizationSitesMockHandler({ totalItems: sites.length, member: sites }),
    getListUsersMockHandler({ totalItems: users.length, member: users }),
    // The edit dialog reads the account it edits (its version for If-Match).
    getGetUserMockHandler(({ params }) => {
      const found = users.find((user) => user.id === params.id);
      return found ?? answerProblem(404, 'not_found')();
    }),
    getGetOrganizationRelationsMockHandler({
      sites: sites.map(({ id, name, isActive, organizationId }) => ({
        id,
        name,
        isActive,
        organizationId,
      })),
      usersCount: users.length,
      workspacesCount: 3,
      campaignsCount: 4,
      activeCampaignsCount: 1,
    }),
  );
}

export async function openOrganization(
  organization: Organization,
  user: CurrentUser,
  tab?: string,
) {
  await renderScreen(<OrganizationPage />, {
    route: '/admin/organizations/:id',
    at: `/admin/organizations/${organization.id}${tab === undefined ? '' : `?onglet=${tab}`}`,
    user,
  });
  await screen.findByRole('heading', { name: organization.name, level: 1 });
}
