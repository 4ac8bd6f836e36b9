import type { CurrentUser } from '../../shared/session/session-api.js';
import { adminUser } from '../../shared/session/testing/fake-session-api.js';
import type { Organization } from '@chaussee/sdk/react';

export const OFFICE_ID = '0a0a0a0a-0000-4000-8000-000000000001';
export const CUSTOMER_ID = '0b0b0b0b-0000-4000-8000-000000000002';
export const OTHER_CUSTOMER_ID = '0c0c0c0c-0000-4000-8000-000000000003';
export const SITE_ID = '0d0d0d0d-0000-4000-8000-000000000004';

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
