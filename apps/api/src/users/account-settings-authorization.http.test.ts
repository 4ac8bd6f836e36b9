import { userTypeOf } from '@chaussee/permissions';
import type { ChausseeClient } from '@chaussee/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/seed.js';
import {
  answerOf,
  present,
  startIdentityServer,
  type IdentityServer,
} from './testing/http-identity.js';

type Caller = 'readOnly' | 'customerUser' | 'statistics';

const EMAILS: Record<Caller, string> = {
  readOnly: 'lecteur@demo.chaussee.fr',
  customerUser: 'client-utilisateur@demo.chaussee.fr',
  statistics: 'statistiques@demo.chaussee.fr',
};

type Operation =
  | 'read current user'
  | 'read own user'
  | 'patch own names'
  | 'put own user (new e-mail)'
  | 'upload own avatar'
  | 'change own password'
  | 'ask a recovery link (public)'
  | 'read and mark own notifications';

/**
 * What a READ_ONLY account may still do with its own account. Account settings (names, e-mail,
 * picture, password) are ROLE_USER's (spec section 6): READ_ONLY reads its account and its
 * notifications, and chooses a new password through a recovery link only. Every row written out.
 */
// prettier-ignore
const TABLE: [Operation, Caller, number][] = [
  ['read current user',               'readOnly',     200],
  ['read current user',               'customerUser', 200],
  ['read current user',               'statistics',   200],
  ['read own user',                   'readOnly',     200],
  ['read own user',                   'customerUser', 200],
  ['read own user',                   'statistics',   200],
  ['patch own names',                 'readOnly',     403],
  ['patch own names',                 'customerUser', 200],
  ['patch own names',                 'statistics',   200],
  ['put own user (new e-mail)',       'readOnly',     403],
  ['put own user (new e-mail)',       'customerUser', 200],
  ['put own user (new e-mail)',       'statistics',   200],
  ['upload own avatar',               'readOnly',     403],
  ['upload own avatar',               'customerUser', 201],
  ['upload own avatar',               'statistics',   201],
  ['change own password',             'readOnly',     403],
  ['change own password',             'customerUser', 204],
  ['change own password',             'statistics',   204],
  ['ask a recovery link (public)',    'readOnly',     204],
  ['ask a recovery link (public)',    'customerUser', 204],
  ['ask a recovery link (public)',    'statistics',   204],
  ['read and mark own notifications', 'readOnly',     200],
  ['read and mark own notifications', 'customerUser', 200],
  ['read and mark own notifications', 'statistics',   200],
];

const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(64)]);

describe('Account settings of one’s own account, by role', () => {
  let bed: IdentityServer;
  beforeAll(async () => {
    bed = await startIdentityServer();
  });
  afterAll(() => bed.server.close());

  async function perform(operation: Operation, caller: Caller): Promise<number> {
    const email = EMAILS[caller];
    const { token } = await bed.signIn(email);
    const client: ChausseeClient = bed.server.clientAs(token);
    const id = present((await client.GET('/current_user')).data).id;
    const path = { path: { id } };
    switch (operation) {
      case 'read current user':
        return (await answerOf(client.GET('/current_user'))).status;
      case 'read own user':
        return (await answerOf(client.GET('/users/{id}', { params: path }))).status;
      case 'patch own names':
        return (
          await answerOf(client.PATCH('/users/{id}', { params: path, body: { firstName: 'Lou' } }))
        ).status;
      case 'put own user (new e-mail)': {
        const user = present((await client.GET('/users/{id}', { params: path })).data);
        const body = {
          userType: userTypeOf(user.roles, user.job),
          email: `${caller}.nouveau@demo.chaussee.fr`,
          firstName: user.firstName,
          lastName: user.lastName,
          phone: user.phone,
          job: user.job,
          roles: user.roles,
          siteIds: user.sites.map((site) => site.id),
          agencyIds: (user.agencies ?? []).map((agency) => agency.id),
        };
        const { status } = await answerOf(client.PUT('/users/{id}', { params: path, body }));
        // The address back as it was, for the next rows' sign-in.
        if (status === 200) {
          const again = bed.server.clientAs((await bed.signIn(body.email)).token);
          await again.PUT('/users/{id}', { params: path, body: { ...body, email } });
        }
        return status;
      }
      case 'upload own avatar':
        return (
          await answerOf(
            client.POST('/users/{id}/avatar/upload', {
              params: path,
              body: { file: 'photo.png' },
              bodySerializer: () => {
                const form = new FormData();
                form.append('file', new Blob([PNG]), 'photo.png');
                return form;
              },
            }),
          )
        ).status;
      case 'change own password':
        return (
          await answerOf(
            client.PUT('/users/{id}/password', {
              params: path,
              body: { currentPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD },
            }),
          )
        ).status;
      case 'ask a recovery link (public)':
        return (await answerOf(bed.server.client.POST('/account-recoveries', { body: { email } })))
          .status;
      case 'read and mark own notifications': {
        const listed = await answerOf(client.GET('/notifications', { params: { query: {} } }));
        const marked = await answerOf(client.PATCH('/notifications', { body: { isRead: true } }));
        expect(marked.status).toBe(listed.status);
        return listed.status;
      }
    }
  }

  it.each(TABLE)('%s as %s: %i', async (operation, caller, expected) => {
    expect(await perform(operation, caller)).toBe(expected);
  });
});
