import type { Job, Role } from '@chaussee/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ORGANIZATIONS, DEMO_SITES } from '../db/demo/demo-organizations.js';
import { DEMO_PASSWORD } from '../db/seed.js';
import { hashPassword } from './password-hasher.js';
import { createUsersRepository } from '../users/users.repository.js';
import {
  answerOf,
  present,
  startIdentityServer,
  type IdentityServer,
} from '../users/testing/http-identity.js';

/**
 * Every event that must end a user's sessions, against an access token issued before it: the token
 * answers 401 from the next request on (it kept answering 200 before session versions existed).
 * Each row signs a fresh account in, so that rows do not end each other's sessions.
 */

interface Subject {
  id: string;
  email: string;
  /** The access and refresh tokens of the subject's first sign-in, issued before the event. */
  token: string;
  refreshToken: string;
}

interface Row {
  event: string;
  roles: Role[];
  job: Job | null;
  /** The subject's site; the office's for staff, the Isère's for customers by default. */
  site?: string;
  /** Performs the event on the subject; answers nothing, the row reads the token afterwards. */
  happen(bed: IdentityServer, subject: Subject): Promise<void>;
}

let bed: IdentityServer;
const staffSiteId = DEMO_SITES.lyon.id;
const customerSiteId = DEMO_SITES.isereMobilites.id;
let counter = 0;

async function superAdmin() {
  return bed.server.clientAs((await bed.signIn('super-admin@demo.chaussee.fr')).token);
}

/** A fresh account with the demo password, signed in once. */
async function newSubject(roles: Role[], job: Job | null, site?: string): Promise<Subject> {
  counter += 1;
  const email = `session-${String(counter)}@test.chaussee.fr`;
  const isStaff = job !== null || roles.some((role) => role.startsWith('ROLE_NEXTROAD'));
  const row = await createUsersRepository(bed.server.database.db).insert(
    {
      email,
      firstName: 'Camille',
      lastName: `Sujet ${String(counter)}`,
      phone: null,
      job,
      roles,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      createdAt: bed.clock.now(),
    },
    [site ?? (isStaff ? staffSiteId : customerSiteId)],
    [],
  );
  const tokens = await bed.signIn(email);
  return { id: row.id, email, token: tokens.token, refreshToken: tokens.refresh_token };
}

const patchAsSuperAdmin = async (
  id: string,
  body: { roles?: Role[]; job?: Job | null; siteIds?: string[]; firstName?: string },
) => {
  await (await superAdmin()).PATCH('/users/{id}', { params: { path: { id } }, body });
};

const ENDING_EVENTS: readonly Row[] = [
  {
    event: 'its refresh token presented a second time (family revoked for reuse)',
    roles: ['ROLE_NEXTROAD_USER'],
    job: 'engineer',
    async happen({ server }, subject) {
      await server.client.POST('/refresh_token', {
        body: { refresh_token: subject.refreshToken },
      });
      await answerOf(
        server.client.POST('/refresh_token', { body: { refresh_token: subject.refreshToken } }),
      );
    },
  },
  {
    event: 'a password change from another sign-in',
    roles: ['ROLE_CUSTOMER_USER'],
    job: null,
    async happen(identity, subject) {
      const { server } = identity;
      const other = await identity.signIn(subject.email);
      await server.clientAs(other.token).PUT('/users/{id}/password', {
        params: { path: { id: subject.id } },
        body: { currentPassword: DEMO_PASSWORD, newPassword: 'Nouveau2026!' },
      });
    },
  },
  {
    event: 'a password reset through a recovery link',
    roles: ['ROLE_CUSTOMER_MAIN'],
    job: null,
    async happen(identity, subject) {
      const { server } = identity;
      await server.client.POST('/account-recoveries', { body: { email: subject.email } });
      const link = identity.outboxLinks().find((url) => url.includes('password-edit'));
      const token = link === undefined ? undefined : new URL(link).searchParams.get('token');
      if (!token) throw new Error('No recovery link in the outbox');
      await server.client.POST('/reset-password/{token}', {
        params: { path: { token } },
        body: { password: 'Nouveau2026!' },
      });
    },
  },
  {
    event: 'the deletion of the account',
    roles: ['ROLE_NEXTROAD_USER'],
    job: 'technician',
    async happen(_bed, subject) {
      await (await superAdmin()).DELETE('/users/{id}', { params: { path: { id: subject.id } } });
    },
  },
  {
    event: 'a change of roles',
    roles: ['ROLE_NEXTROAD_USER'],
    job: 'engineer',
    happen: (_bed, subject) => patchAsSuperAdmin(subject.id, { roles: ['ROLE_NEXTROAD_MAIN'] }),
  },
  {
    event: 'a change of job',
    roles: ['ROLE_NEXTROAD_USER'],
    job: 'engineer',
    happen: (_bed, subject) => patchAsSuperAdmin(subject.id, { job: 'technician' }),
  },
  {
    event: 'a change of sites',
    roles: ['ROLE_CUSTOMER_USER'],
    job: null,
    happen: (_bed, subject) =>
      patchAsSuperAdmin(subject.id, { siteIds: [DEMO_SITES.isereGresivaudan.id] }),
  },
  {
    event: 'the deactivation of the account’s organization',
    roles: ['ROLE_CUSTOMER_USER'],
    job: null,
    site: DEMO_SITES.grenobleEspacePublic.id,
    async happen() {
      await (
        await superAdmin()
      ).POST('/organizations/{id}/deactivate', {
        params: { path: { id: DEMO_ORGANIZATIONS.grenoble.id } },
      });
    },
  },
];

describe('Events that end every access token issued before them', () => {
  beforeAll(async () => {
    bed = await startIdentityServer();
  });
  afterAll(() => bed.server.close());

  it.each(ENDING_EVENTS)('$event: a token issued before answers 401', async (row) => {
    const subject = await newSubject(row.roles, row.job, row.site);
    const before = await answerOf(bed.server.clientAs(subject.token).GET('/current_user'));
    expect(before.status).toBe(200);
    await row.happen(bed, subject);
    const after = await answerOf(bed.server.clientAs(subject.token).GET('/current_user'));
    expect(after).toMatchObject({ status: 401, problem: { code: 'unauthenticated' } });
  });

  it('keeps the tokens of an edit that changes no right (a new first name, the same roles)', async () => {
    const subject = await newSubject(['ROLE_NEXTROAD_USER'], 'engineer');
    await patchAsSuperAdmin(subject.id, { firstName: 'Dominique', roles: ['ROLE_NEXTROAD_USER'] });
    const after = await answerOf(bed.server.clientAs(subject.token).GET('/current_user'));
    expect(after.status).toBe(200);
  });

  it('lets the user who changed their password renew with their own refresh token only', async () => {
    const subject = await newSubject(['ROLE_CUSTOMER_USER'], null);
    const elsewhere = await bed.signIn(subject.email);
    await bed.server.clientAs(subject.token).PUT('/users/{id}/password', {
      params: { path: { id: subject.id } },
      body: { currentPassword: DEMO_PASSWORD, newPassword: 'Nouveau2026!' },
    });
    const own = await answerOf(bed.server.clientAs(subject.token).GET('/current_user'));
    expect(own.status).toBe(401);
    const { data } = await bed.server.client.POST('/refresh_token', {
      body: { refresh_token: subject.refreshToken },
    });
    const renewed = await answerOf(bed.server.clientAs(present(data).token).GET('/current_user'));
    expect(renewed.status).toBe(200);
    const otherRefresh = await answerOf(
      bed.server.client.POST('/refresh_token', {
        body: { refresh_token: elsewhere.refresh_token },
      }),
    );
    expect(otherRefresh.status).toBe(401);
  });

  it('ends a super-login when the target’s or the super administrator’s sessions end', async () => {
    const impersonate = async (targetId: string) => {
      const { data } = await (
        await superAdmin()
      ).POST('/users/{id}/super-login', {
        params: { path: { id: targetId } },
      });
      return present(data).token;
    };
    const target = await newSubject(['ROLE_NEXTROAD_USER'], 'engineer');
    const acting = await impersonate(target.id);
    await patchAsSuperAdmin(target.id, { roles: ['ROLE_NEXTROAD_MAIN'] });
    expect((await answerOf(bed.server.clientAs(acting).GET('/current_user'))).status).toBe(401);

    const admin = await newSubject(['ROLE_SUPER_ADMIN'], null);
    const other = await newSubject(['ROLE_CUSTOMER_USER'], null);
    const { data } = await bed.server.clientAs(admin.token).POST('/users/{id}/super-login', {
      params: { path: { id: other.id } },
    });
    const actingForAdmin = present(data).token;
    expect((await answerOf(bed.server.clientAs(actingForAdmin).GET('/current_user'))).status).toBe(
      200,
    );
    await bed.server.clientAs(admin.token).PUT('/users/{id}/password', {
      params: { path: { id: admin.id } },
      body: { currentPassword: DEMO_PASSWORD, newPassword: 'Nouveau2026!' },
    });
    expect((await answerOf(bed.server.clientAs(actingForAdmin).GET('/current_user'))).status).toBe(
      401,
    );
  });
});
