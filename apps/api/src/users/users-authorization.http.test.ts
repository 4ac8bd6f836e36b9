import type { ChausseeClient } from '@chaussee/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITES } from '../db/demo/demo-organizations.js';
import { DEMO_CALLERS, statusesByCaller, type TableCall } from '../testing/authorization-table.js';
import {
  DEMO,
  startProjectsTestbed,
  type ProjectsTestbed,
} from '../workspaces/testing/projects-testbed.js';
import { present } from './testing/http-identity.js';

/**
 * The authorization table of the accounts (spec section 6, Users, and packages/permissions'
 * `mayActOnAccount`): every demo account, a main customer of another organization (the Ville de
 * Grenoble), a guest of a campaign and an anonymous caller, against accounts of each kind. The
 * targets are written straight to the tables; an operation that changes or deletes its target gets
 * a fresh one per call. Convention of the users domain: an account the caller cannot see answers
 * 404 (customers see their organization, READ_ONLY and the statistics account only themselves),
 * one they see but may not act on 403.
 */
const CALLERS = [...DEMO_CALLERS, 'grenoble-principal', 'guest', 'anonymous'] as const;
type Caller = (typeof CALLERS)[number];

const GRENOBLE_MAIN = 'principal@grenoble.test';
const PEER_ENGINEER = 'pair-ingenieur@bureau.test';
const ISERE_USER = 'cible-utilisatrice@isere.test';
const ISERE_MAIN = 'cible-principal@isere.test';
const TWO_ORGANIZATIONS = 'deux-organisations@test.fr';

describe('Authorization table of accounts: create, edit, access, delete, invite links, super-login', () => {
  let bed: ProjectsTestbed;
  let guestCampaignId: string;
  let fresh = 0;
  /** The ids of the accounts written here (the demo accounts' come from bed.userId). */
  const inserted = new Map<string, string>();
  const idOf = (email: string) => inserted.get(email) ?? bed.userId(email);

  beforeAll(async () => {
    bed = await startProjectsTestbed();
    const { lyon, isereMobilites, grenobleEspacePublic } = DEMO_SITES;
    const insert = async (values: Parameters<ProjectsTestbed['insertUser']>[0]) => {
      inserted.set(values.email, await bed.insertUser(values));
    };
    await insert({
      email: GRENOBLE_MAIN,
      roles: ['ROLE_CUSTOMER_MAIN'],
      siteIds: [grenobleEspacePublic.id],
    });
    await insert({
      email: PEER_ENGINEER,
      roles: ['ROLE_NEXTROAD_USER'],
      job: 'engineer',
      siteIds: [lyon.id],
    });
    await insert({ email: ISERE_USER, siteIds: [isereMobilites.id] });
    await insert({
      email: ISERE_MAIN,
      roles: ['ROLE_CUSTOMER_MAIN'],
      siteIds: [isereMobilites.id],
    });
    await insert({
      email: TWO_ORGANIZATIONS,
      roles: ['ROLE_READ_ONLY'],
      siteIds: [isereMobilites.id, grenobleEspacePublic.id],
    });
    const workspaceId = await bed.insertWorkspace({ siteId: lyon.id, name: 'Ailleurs' });
    guestCampaignId = await bed.insertCampaign({ workspaceId, name: 'Partagée' });
  });
  afterAll(() => bed.server.close());

  function clientOf(caller: Caller): Promise<ChausseeClient> {
    if (caller === 'guest') return bed.guestOf(guestCampaignId);
    if (caller === 'anonymous') return Promise.resolve(bed.server.client);
    if (caller === 'grenoble-principal') return bed.as(GRENOBLE_MAIN);
    return bed.as(`${caller}@demo.chaussee.fr`);
  }

  function freshEmail(kind: string): string {
    fresh += 1;
    return `${kind}-${String(fresh)}@test.fr`;
  }

  /** A new account of the office (a NEXTROAD_USER with this job) or of the Isère. */
  async function freshTarget(kind: 'engineer' | 'technician' | 'isere-user') {
    const email = freshEmail(kind);
    const id =
      kind === 'isere-user'
        ? await bed.insertUser({ email, siteIds: [DEMO_SITES.isereMobilites.id] })
        : await bed.insertUser({
            email,
            roles: ['ROLE_NEXTROAD_USER'],
            job: kind,
            siteIds: [DEMO_SITES.lyon.id],
          });
    return { id, email };
  }

  const at = (id: string) => ({ params: { path: { id } } });
  const link = (email: string, sendEmail: boolean) => ({
    params: { path: { id: idOf(email) }, query: { sendEmail } },
  });
  const newAccount = (siteId: string) => ({
    email: freshEmail('nouveau'),
    firstName: 'Inès',
    lastName: 'Lambert',
    siteIds: [siteId],
    sendInvitation: false,
  });

  const calls: Record<string, TableCall> = {
    'createUser internal technician': (c) =>
      c.POST('/users', {
        body: {
          ...newAccount(DEMO_SITES.lyon.id),
          userType: 'internal',
          roles: ['ROLE_NEXTROAD_USER'],
          job: 'technician',
        },
      }),
    'createUser Isère customer user': (c) =>
      c.POST('/users', {
        body: {
          ...newAccount(DEMO_SITES.isereMobilites.id),
          userType: 'customer_user',
          roles: ['ROLE_CUSTOMER_USER'],
        },
      }),
    'patchUser name of a peer engineer': (c) =>
      c.PATCH('/users/{id}', { ...at(idOf(PEER_ENGINEER)), body: { lastName: 'Pair' } }),
    'patchUser name of a reader of two organizations': (c) =>
      c.PATCH('/users/{id}', { ...at(idOf(TWO_ORGANIZATIONS)), body: { lastName: 'Deux' } }),
    'patchUser roles of an Isère customer user': (c) =>
      c.PATCH('/users/{id}', {
        ...at(idOf(ISERE_USER)),
        body: { roles: ['ROLE_CUSTOMER_USER'] },
      }),
    'updateUser job of a peer technician': async (c) => {
      const { id, email } = await freshTarget('technician');
      return c.PUT('/users/{id}', {
        ...at(id),
        body: {
          userType: 'internal',
          email,
          firstName: 'Test',
          lastName: email,
          phone: null,
          roles: ['ROLE_NEXTROAD_USER'],
          job: 'engineer',
          siteIds: [DEMO_SITES.lyon.id],
        },
      });
    },
    'deleteUser peer engineer': async (c) =>
      c.DELETE('/users/{id}', at((await freshTarget('engineer')).id)),
    'deleteUser Isère customer user': async (c) =>
      c.DELETE('/users/{id}', at((await freshTarget('isere-user')).id)),
    'createUserRecoveryLink send to an Isère main customer': (c) =>
      c.POST('/v2/users/{id}/create-recovery-link', link(ISERE_MAIN, true)),
    'createUserRecoveryLink send to a peer engineer': (c) =>
      c.POST('/v2/users/{id}/create-recovery-link', link(PEER_ENGINEER, true)),
    'createUserRecoveryLink copy for an Isère customer user': (c) =>
      c.POST('/v2/users/{id}/create-recovery-link', link(ISERE_USER, false)),
    listSuperLoginUsers: (c) => c.GET('/super-login/users', { params: { query: {} } }),
  };

  // prettier-ignore
  const TABLE: [string, ...number[]][] = [
    //                                                        SA   A    BA   CA   COL  COM  ING  CHA  TEC  CS   CP   CU   LEC  STA  GP   GST  ANON
    ['createUser internal technician',                        201, 201, 201, 201, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 401],
    ['createUser Isère customer user',                        201, 201, 201, 201, 201, 201, 201, 201, 201, 201, 201, 403, 403, 403, 403, 403, 401],
    ['patchUser name of a peer engineer',                     200, 200, 200, 200, 403, 403, 200, 200, 403, 404, 404, 404, 404, 404, 404, 403, 401],
    ['patchUser name of a reader of two organizations',       200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 403, 403, 404, 404, 403, 403, 401],
    ['patchUser roles of an Isère customer user',             200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 404, 404, 404, 403, 401],
    ['updateUser job of a peer technician',                   200, 200, 200, 200, 403, 403, 403, 403, 403, 404, 404, 404, 404, 404, 404, 403, 401],
    ['deleteUser peer engineer',                              204, 204, 403, 403, 403, 403, 403, 403, 403, 404, 404, 404, 404, 404, 404, 403, 401],
    ['deleteUser Isère customer user',                        204, 204, 204, 204, 204, 204, 204, 204, 204, 403, 403, 403, 404, 404, 404, 403, 401],
    ['createUserRecoveryLink send to an Isère main customer', 201, 201, 201, 201, 201, 201, 201, 201, 201, 201, 201, 403, 404, 404, 404, 403, 401],
    ['createUserRecoveryLink send to a peer engineer',        201, 201, 201, 201, 403, 403, 201, 201, 403, 404, 404, 404, 404, 404, 404, 403, 401],
    ['createUserRecoveryLink copy for an Isère customer user',201, 201, 201, 403, 403, 403, 403, 403, 403, 201, 403, 403, 404, 404, 404, 403, 401],
    ['listSuperLoginUsers',                                   200, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 401],
  ];

  it.each(TABLE)('%s', async (row, ...expected) => {
    const call = calls[row];
    if (!call) throw new Error(`No call written for ${row}`);
    const statuses = await statusesByCaller(CALLERS, call, clientOf, expected);
    expect(statuses.actual).toEqual(statuses.expected);
  });

  it('has a call for every row and a row for every call', () => {
    expect(TABLE.map(([row]) => row).sort()).toEqual(Object.keys(calls).sort());
  });

  describe('a link sent by email opens the account: only a caller who may copy it reads it', () => {
    const sendTo = async (caller: string, email: string) => {
      const client = await bed.as(caller);
      const { data, response } = await client.POST(
        '/v2/users/{id}/create-recovery-link',
        link(email, true),
      );
      expect(response.status).toBe(201);
      return present(data);
    };

    it('answers a technician who sends a main customer’s link without the link', async () => {
      const answer = await sendTo(DEMO.technician, DEMO.customerMain);
      expect(answer).toEqual({ expiresAt: expect.any(String) as unknown, emailSent: true });
      expect(answer).not.toHaveProperty('url');
      // The customer got it, at their own address.
      expect(bed.mailsTo(DEMO.customerMain).at(-1)).toMatch(/password-edit\?token=/u);
    });

    it('answers the link to the supervisor, SUPER_ADMIN and NEXTROAD_ADMIN who send it', async () => {
      for (const caller of [DEMO.customerSupervisor, DEMO.superAdmin, DEMO.officeAdmin]) {
        const answer = await sendTo(caller, ISERE_USER);
        expect(answer.url).toMatch(/\/password-edit\?token=[\w-]{43}$/u);
      }
    });
  });

  describe('the super-login directory', () => {
    it('lists every user to the super administrator', async () => {
      const client = await bed.as(DEMO.superAdmin);
      const { data } = await client.GET('/super-login/users', {
        params: { query: { limit: 200 } },
      });
      const emails = present(data).items.map((user) => user.email);
      expect(emails).toEqual(
        expect.arrayContaining([DEMO.customerMain, DEMO.engineer, GRENOBLE_MAIN]),
      );
      expect(present(data).total).toBe(emails.length);
    });

    it('leaves GET /v2/users to the pickers that read it (staff see everyone, customers their organization)', async () => {
      const engineer = await bed.as(DEMO.engineer);
      const { response } = await engineer.GET('/v2/users', {
        params: { query: { job: 'technician' } },
      });
      expect(response.status).toBe(200);
      const customer = await bed.as(DEMO.customerMain);
      const { data } = await customer.GET('/v2/users', { params: { query: { limit: 200 } } });
      expect(present(data).member.map((user) => user.email)).not.toContain(DEMO.engineer);
    });
  });
});
