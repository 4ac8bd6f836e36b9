import type { components } from '@chaussee/sdk';
import type { Principal } from '../http/principal.js';

/**
 * Data of the framework's own tests (routing, validation, serialisation): a user as the contract
 * answers it, and callers signed in with fixed tokens, without the session domain.
 */
export const ids = {
  user: '0b6f6c2e-3c1a-4d8e-9a57-1f2d3c4b5a60',
  admin: '5e2d1c0b-9a8f-4e7d-8c6b-5a4f3e2d1c0b',
  organization: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d',
  site: '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
} as const;

export type User = components['schemas']['User'];

export function userFixture(overrides: Partial<User> = {}): User {
  return {
    id: ids.user,
    email: 'camille.durand@demo.chaussee.fr',
    firstName: 'Camille',
    lastName: 'Durand',
    job: 'engineer',
    roles: ['ROLE_NEXTROAD_USER'],
    profilePicturePath: null,
    phone: '0612345678',
    organization: { id: ids.organization, name: 'Bureau d’études', isInternal: true },
    sites: [
      { id: ids.site, name: 'Agence de Lyon', isActive: true, organizationId: ids.organization },
    ],
    isActive: true,
    lastLoginAt: null,
    createdAt: '2026-01-05T08:00:00.000Z',
    updatedAt: '2026-01-05T08:00:00.000Z',
    ...overrides,
  };
}

export const signedIn: Principal = {
  user: { id: ids.user, roles: ['ROLE_NEXTROAD_USER'], job: 'engineer' },
  impersonatorId: null,
};

export const impersonated: Principal = {
  user: { id: ids.user, roles: ['ROLE_NEXTROAD_USER'], job: 'engineer' },
  impersonatorId: ids.admin,
};

/** `valid` signs in as the user, `impersonating` as the admin acting as the user; nothing else does. */
export function fixedTokens(token: string): Promise<Principal | undefined> {
  if (token === 'valid') return Promise.resolve(signedIn);
  if (token === 'impersonating') return Promise.resolve(impersonated);
  return Promise.resolve(undefined);
}
