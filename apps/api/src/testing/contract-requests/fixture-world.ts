import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SessionUser } from '@chaussee/permissions';
import { asc, eq } from 'drizzle-orm';
import { insertProvider, type ProviderFixture } from '../../analyses/testing/analyses-bed.js';
import { createServices } from '../../app/services.js';
import { pngOf } from '../../core-pictures/testing/picture-fixtures.js';
import type { DomainDeps } from '../../app/domain-deps.js';
import { hashPassword } from '../../auth/password-hasher.js';
import type { Db } from '../../db/database.js';
import { demoId } from '../../db/demo/demo-ids.js';
import {
  DEMO_AGENCIES,
  DEMO_ORGANIZATIONS,
  DEMO_SITES,
  demoUserId,
} from '../../db/demo/demo-organizations.js';
import { seedDemoDatasetOnce } from '../../db/demo/seed-dataset.js';
import {
  coreLayers,
  corePictures,
  cores,
  displayNamePrefixes,
  materialCategories,
  roads,
  workspaceMembers,
} from '../../db/schema.js';
import { DEMO_PASSWORD, seedDemoDataOnce } from '../../db/seed.js';
import { createUsersRepository } from '../../users/users.repository.js';
import { createTestClock, type TestClock } from '../test-clock.js';
import { testConfig } from '../test-config.js';
import { createTestDatabase, type TestDatabase } from '../test-database.js';
import { startTestServer, type TestServer } from '../test-server.js';

/**
 * The one fixture world of the tests that call every operation of the contract: the demo data as
 * `npm start` loads it (accounts, organizations, projects, cores, pictures), the campaign under test
 * (the demo's shared diagnostic of the RD 1075, Département de l'Isère) and the eight callers of
 * issue 17, each in a fixed relation to it.
 */

/**
 * The callers, in the order of the table's columns. Internal callers are both NEXTROAD_ADMIN
 * engineers and customers both CUSTOMER_SUPERVISOR, the highest rights short of ADMIN: so that
 * member and non-member (resp. own and other organization) differ only by the relation, and a
 * refusal in the second column comes from membership, not from a missing right.
 */
export const CALLERS = [
  /** ROLE_SUPER_ADMIN: sees and does everything. */
  'superAdmin',
  /** bureau-admin@ (NEXTROAD_ADMIN, engineer), member of the campaign's workspace. */
  'member',
  /** A NEXTROAD_ADMIN engineer of the office, member of no workspace. */
  'nonMember',
  /** client-superviseur@ (CUSTOMER_SUPERVISOR of the Isère), member of the campaign's workspace. */
  'customer',
  /** A CUSTOMER_SUPERVISOR of the Ville de Grenoble, member of the Grenoble workspaces. */
  'foreignCustomer',
  /** A guest signed in through a share link of the campaign the request is about. */
  'guest',
  /** A guest of a campaign of the Ville de Grenoble. */
  'foreignGuest',
  /** No token. */
  'anonymous',
] as const;

export type Caller = (typeof CALLERS)[number];

export const EMAILS = {
  superAdmin: 'super-admin@demo.chaussee.fr',
  member: 'bureau-admin@demo.chaussee.fr',
  nonMember: 'bureau-hors-projet@chaussee.test',
  customer: 'client-superviseur@demo.chaussee.fr',
  foreignCustomer: 'superviseur@ville-grenoble.test',
  /** The campaign team of the demo, and the main customer of its Isère campaigns. */
  engineer: 'ingenieur@demo.chaussee.fr',
  studyManager: 'charge-affaires@demo.chaussee.fr',
  technician: 'technicien@demo.chaussee.fr',
  mainCustomer: 'client-principal@demo.chaussee.fr',
  /** The account the user operations are about: a CUSTOMER_USER of the Isère. */
  targetUser: 'client-utilisateur@demo.chaussee.fr',
} as const;

/** The demo data the world points at. */
export const DEMO_TARGETS = {
  campaignId: demoId('campaign:rd1075-diagnostic'),
  workspaceId: demoId('workspace:rd1075'),
  auscultationCampaignId: demoId('campaign:rd1090-releve'),
  foreignCampaignId: demoId('campaign:jean-jaures-reperage'),
  foreignWorkspaceIds: [demoId('workspace:jean-jaures'), demoId('workspace:quais')],
  organizationId: DEMO_ORGANIZATIONS.isere.id,
  siteId: DEMO_SITES.isereMobilites.id,
  agencyId: DEMO_AGENCIES.rhoneAlpes.id,
} as const;

/** The super administrator, acting through the domain services where the world builds data. */
export const ACTOR: SessionUser = {
  id: demoUserId(EMAILS.superAdmin),
  roles: ['ROLE_SUPER_ADMIN'],
  job: null,
};

export interface FixtureWorld {
  server: TestServer;
  db: Db;
  deps: DomainDeps;
  clock: TestClock;
  /** The laboratory provider of the world's analyses (e-mail orders), offered to fresh campaigns. */
  provider: ProviderFixture;
  /** The hash of DEMO_PASSWORD, computed once: users written by the world sign in with it. */
  passwordHash: string;
  /** The access token of a signed-in caller (not of guests, which depend on the campaign). */
  tokenOf(caller: 'superAdmin' | 'member' | 'nonMember' | 'customer' | 'foreignCustomer'): string;
  /** A guest token of a campaign (one share link per campaign, made once). */
  guestTokenOf(campaignId: string): Promise<string>;
  /** Whether the server has a handler for the operation (the others answer 501 before anything). */
  isImplemented(operationId: string): boolean;
  /** The id of an account of the world (a demo account or one of the world's own). */
  userIdOf(email: string): string;
  /** Signs an account in through the session service (no HTTP: no rate limit to meet). */
  signIn(email: string): Promise<{ token: string; refresh_token: string }>;
  /** Ids the world reads once: first core, layer and picture of the campaign, its prefix, a road. */
  firsts: {
    coreId: string;
    layerId: string;
    pictureId: string;
    picturePath: string;
    prefixId: string;
    materialCategoryId: string;
    roadId: string;
  };
  close(): Promise<void>;
}

function present<T>(row: T | undefined, what: string): T {
  if (row === undefined) throw new Error(`The demo data has no ${what}.`);
  return row;
}

async function readFirsts(db: Db): Promise<FixtureWorld['firsts']> {
  const campaignId = DEMO_TARGETS.campaignId;
  // The first core described (with layers): the demo's first cores may still be empty.
  const [layer] = await db
    .select({ id: coreLayers.id, coreId: coreLayers.coreId })
    .from(coreLayers)
    .innerJoin(cores, eq(cores.id, coreLayers.coreId))
    .where(eq(cores.campaignId, campaignId))
    .orderBy(asc(cores.number), asc(coreLayers.position))
    .limit(1);
  const coreId = present(layer, 'layer').coreId;
  const [picture] = await db
    .select({ id: corePictures.id, path: corePictures.path })
    .from(corePictures)
    .where(eq(corePictures.coreId, coreId))
    .limit(1);
  const [prefix] = await db
    .select({ id: displayNamePrefixes.id })
    .from(displayNamePrefixes)
    .where(eq(displayNamePrefixes.campaignId, campaignId));
  const [category] = await db.select({ id: materialCategories.id }).from(materialCategories);
  const [road] = await db
    .select({ id: roads.id })
    .from(roads)
    .where(eq(roads.workspaceId, DEMO_TARGETS.workspaceId));
  return {
    coreId,
    layerId: present(layer, 'layer').id,
    pictureId: present(picture, 'picture').id,
    picturePath: present(picture, 'picture').path,
    prefixId: present(prefix, 'prefix').id,
    materialCategoryId: present(category, 'material category').id,
    roadId: present(road, 'road').id,
  };
}

/** The world's own accounts: the non-member of the office and the Grenoble supervisor. */
async function insertWorldUsers(
  db: Db,
  passwordHash: string,
  now: Date,
): Promise<Map<string, string>> {
  const users = createUsersRepository(db);
  const nonMember = await users.insert(
    {
      email: EMAILS.nonMember,
      firstName: 'Hors',
      lastName: 'Projet',
      phone: null,
      job: 'engineer',
      roles: ['ROLE_NEXTROAD_ADMIN'],
      passwordHash,
      createdAt: now,
    },
    [DEMO_SITES.lyon.id],
    [DEMO_AGENCIES.rhoneAlpes.id],
  );
  const foreign = await users.insert(
    {
      email: EMAILS.foreignCustomer,
      firstName: 'Gaëlle',
      lastName: 'Grenoble',
      phone: null,
      job: null,
      roles: ['ROLE_CUSTOMER_SUPERVISOR'],
      passwordHash,
      createdAt: now,
    },
    [DEMO_SITES.grenobleEspacePublic.id],
    [],
  );
  await db
    .insert(workspaceMembers)
    .values(
      DEMO_TARGETS.foreignWorkspaceIds.map((workspaceId) => ({ workspaceId, userId: foreign.id })),
    );
  // Not a member anywhere: checked, because the whole column depends on it.
  const memberships = await db
    .select()
    .from(workspaceMembers)
    .where(eq(workspaceMembers.userId, nonMember.id));
  if (memberships.length > 0) throw new Error('The non-member is a member.');
  return new Map([
    [EMAILS.nonMember, nonMember.id],
    [EMAILS.foreignCustomer, foreign.id],
  ]);
}

/** The Isère's logo, so that its presigned URL can be read (through the API: the upload's checks). */
async function uploadLogo(server: TestServer, deps: DomainDeps, organizationId: string) {
  const { token } = await deps.identity.session.signIn(
    { username: EMAILS.superAdmin, password: DEMO_PASSWORD },
    'fixture-world',
  );
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(await pngOf(64, 32))], { type: 'image/png' }),
    'logo.png',
  );
  const response = await fetch(
    `${server.baseUrl}/api/organizations/${organizationId}/upload-files`,
    {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    },
  );
  if (!response.ok) throw new Error(`The logo was refused: ${String(response.status)}`);
}

/**
 * Starts the world: a server on a fresh database with the demo data, the world's accounts and the
 * callers signed in. About ten seconds on PGlite, most of it the demo dataset.
 */
export async function startFixtureWorld(): Promise<FixtureWorld> {
  const clock = createTestClock();
  const testDatabase: TestDatabase = await createTestDatabase();
  const { database } = testDatabase;
  const dataDir = mkdtempSync(join(tmpdir(), 'chaussee-world-'));
  const config = testConfig({ dataDir });
  const composed = await createServices({ database, config, clock: clock.now });
  const deps = composed.domainDeps;
  await seedDemoDataOnce(database.db, clock.now, { NODE_ENV: 'test' });
  await seedDemoDatasetOnce(deps);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const worldUserIds = await insertWorldUsers(database.db, passwordHash, clock.now());
  const provider = await insertProvider(database.db, { name: 'Laboratoire du monde' });
  const server = await startTestServer({ database, config, services: composed });

  await uploadLogo(server, deps, DEMO_TARGETS.organizationId);
  const signIn = (email: string) =>
    deps.identity.session.signIn({ username: email, password: DEMO_PASSWORD }, 'fixture-world');
  const tokens = {
    superAdmin: (await signIn(EMAILS.superAdmin)).token,
    member: (await signIn(EMAILS.member)).token,
    nonMember: (await signIn(EMAILS.nonMember)).token,
    customer: (await signIn(EMAILS.customer)).token,
    foreignCustomer: (await signIn(EMAILS.foreignCustomer)).token,
  };
  const guestTokens = new Map<string, Promise<string>>();
  const implemented = new Set(composed.routeModules.flatMap((module) => Object.keys(module)));
  const firsts = await readFirsts(database.db);

  return {
    server,
    db: database.db,
    deps,
    clock,
    provider,
    passwordHash,
    firsts,
    signIn,
    tokenOf: (caller) => tokens[caller],
    isImplemented: (operationId) => implemented.has(operationId),
    userIdOf: (email) => worldUserIds.get(email) ?? demoUserId(email),
    guestTokenOf(campaignId) {
      let token = guestTokens.get(campaignId);
      if (token === undefined) {
        token = deps.identity.guests
          .createShareLink({ campaignId, invitedById: ACTOR.id })
          .then((link) => deps.identity.guests.signInGuest(link.token))
          .then((session) => session.token);
        guestTokens.set(campaignId, token);
      }
      return token;
    },
    async close() {
      try {
        await server.close();
      } finally {
        await testDatabase.dispose();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}
