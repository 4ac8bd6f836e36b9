import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CampaignType, Job, Role } from '@chaussee/permissions';
import { createIdentity, type Identity } from '../../app/identity.js';
import { hashPassword } from '../../auth/password-hasher.js';
import type { Db } from '../../db/database.js';
import { insertTestCampaign } from '../../testing/test-campaign.js';
import type { MailMessage } from '../../mail/mailer.js';
import { createOrganizationsRepository } from '../../organizations/organizations.repository.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { createTestFileStorage } from '../../storage/testing/test-file-storage.js';
import { createTestClock, type TestClock } from '../../testing/test-clock.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { createUsersRepository, type UserRow } from '../users.repository.js';

export const TEST_PASSWORD = 'Chaussee2026!';

interface TestUserOptions {
  email: string;
  roles: Role[];
  job?: Job | null;
  /** Defaults to TEST_PASSWORD; null for an invited user who has none yet. */
  password?: string | null;
  siteIds?: string[];
  agencyIds?: string[];
  firstName?: string;
  lastName?: string;
}

/**
 * The identity domain on a fresh database with a test clock, mail kept in memory and files in a
 * temporary folder, plus the fixtures its tests need (organizations, sites, users, campaigns).
 */
export interface IdentityTestbed extends Identity {
  db: Db;
  testDb: TestDatabase;
  clock: TestClock;
  signingKey: Uint8Array;
  mails: MailMessage[];
  storage: FileStorage;
  internalOrganizationId: string;
  internalSiteId: string;
  customerOrganizationId: string;
  customerSiteId: string;
  otherOrganizationId: string;
  otherSiteId: string;
  agencyId: string;
  createUser(options: TestUserOptions): Promise<UserRow>;
  createCampaign(type: CampaignType, mainCustomerId?: string): Promise<string>;
  dispose(): Promise<void>;
}

export async function createIdentityTestbed(): Promise<IdentityTestbed> {
  const testDb = await createTestDatabase();
  const db = testDb.database.db;
  const clock = createTestClock();
  const mails: MailMessage[] = [];
  const filesDir = mkdtempSync(join(tmpdir(), 'chaussee-files-'));
  const storage = createTestFileStorage(filesDir, clock.now);
  const signingKey = new Uint8Array(randomBytes(32));
  const identity = createIdentity({
    db,
    signingKey,
    mailer: {
      send: (message) => {
        mails.push(message);
        return Promise.resolve();
      },
    },
    storage,
    publicUrl: 'http://localhost:3000',
    now: clock.now,
  });

  const organizations = createOrganizationsRepository(db);
  const internal = await organizations.insertOrganization({ name: 'Bureau', isInternal: true });
  const internalSite = await organizations.insertSite({
    organizationId: internal.id,
    name: 'Lyon',
  });
  const customer = await organizations.insertOrganization({ name: 'Métropole', isInternal: false });
  const customerSite = await organizations.insertSite({
    organizationId: customer.id,
    name: 'Voirie',
  });
  const other = await organizations.insertOrganization({ name: 'Département', isInternal: false });
  const otherSite = await organizations.insertSite({ organizationId: other.id, name: 'Routes' });
  const agency = await organizations.insertAgency({ organizationId: internal.id, name: 'Rhône' });
  const usersRepository = createUsersRepository(db);

  return {
    ...identity,
    db,
    testDb,
    clock,
    signingKey,
    mails,
    storage,
    internalOrganizationId: internal.id,
    internalSiteId: internalSite.id,
    customerOrganizationId: customer.id,
    customerSiteId: customerSite.id,
    otherOrganizationId: other.id,
    otherSiteId: otherSite.id,
    agencyId: agency.id,
    async createUser(options) {
      const password = options.password === undefined ? TEST_PASSWORD : options.password;
      return usersRepository.insert(
        {
          email: options.email,
          firstName: options.firstName ?? 'Camille',
          lastName: options.lastName ?? 'Martin',
          phone: null,
          job: options.job ?? null,
          roles: options.roles,
          passwordHash: password === null ? null : await hashPassword(password),
          createdAt: clock.now(),
        },
        options.siteIds ?? [],
        options.agencyIds ?? [],
      );
    },
    async createCampaign(type, mainCustomerId) {
      const row = await insertTestCampaign(db, { type, mainCustomerId: mainCustomerId ?? null });
      return row.id;
    },
    async dispose() {
      await testDb.dispose();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}
