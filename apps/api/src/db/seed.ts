import type { Job, Role } from '@chaussee/permissions';
import { validate } from '@chaussee/validation';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../auth/password-hasher.js';
import { systemClock, type Clock } from '../clock.js';
import { createOrganizationsRepository } from '../organizations/organizations.repository.js';
import { createUsersRepository, type NewUser } from '../users/users.repository.js';
import type { Db } from './database.js';
import {
  DEMO_AGENCIES,
  DEMO_ORGANIZATIONS,
  DEMO_SITES,
  demoUserId,
} from './demo/demo-organizations.js';
import { appMeta } from './schema.js';

const SEEDED_AT = 'demo_seeded_at';

/** The password of every demo account. */
export const DEMO_PASSWORD = 'Chaussee2026!';

/** A demo account printed at start so that a newcomer can sign in at once. */
export interface DemoAccount {
  email: string;
  password: string;
  description: string;
}

type Organization = 'internal' | 'customer';

interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  roles: Role[];
  job: Job | null;
  organization: Organization;
  description: string;
}

/** One account per role and job of spec section 6 (the README lists them too). */
// prettier-ignore
const DEMO_USERS: readonly DemoUser[] = [
  { email: 'super-admin@demo.chaussee.fr',        firstName: 'Sophie',    lastName: 'Marchand',  roles: ['ROLE_SUPER_ADMIN'],               job: null,            organization: 'internal', description: 'super administrateur' },
  { email: 'admin@demo.chaussee.fr',              firstName: 'Antoine',   lastName: 'Lefèvre',   roles: ['ROLE_ADMIN'],                     job: null,            organization: 'internal', description: 'administrateur' },
  { email: 'bureau-admin@demo.chaussee.fr',       firstName: 'Béatrice',  lastName: 'Roux',      roles: ['ROLE_NEXTROAD_ADMIN'],            job: 'engineer',      organization: 'internal', description: 'administratrice du bureau d’études' },
  { email: 'chef-agence@demo.chaussee.fr',        firstName: 'Charles',   lastName: 'Fontaine',  roles: ['ROLE_NEXTROAD_MAIN'],             job: 'study_manager', organization: 'internal', description: 'chef d’agence' },
  { email: 'collaborateur@demo.chaussee.fr',      firstName: 'Claire',    lastName: 'Dubois',    roles: ['ROLE_NEXTROAD_USER'],             job: 'technician',    organization: 'internal', description: 'collaboratrice' },
  { email: 'commercial@demo.chaussee.fr',         firstName: 'Damien',    lastName: 'Garnier',   roles: ['ROLE_NEXTROAD_USER'],             job: 'commercial',    organization: 'internal', description: 'commercial' },
  { email: 'ingenieur@demo.chaussee.fr',          firstName: 'Élodie',    lastName: 'Mercier',   roles: ['ROLE_NEXTROAD_USER'],             job: 'engineer',      organization: 'internal', description: 'ingénieure' },
  { email: 'charge-affaires@demo.chaussee.fr',    firstName: 'François',  lastName: 'Perrin',    roles: ['ROLE_NEXTROAD_USER'],             job: 'study_manager', organization: 'internal', description: 'chargé d’affaires' },
  { email: 'technicien@demo.chaussee.fr',         firstName: 'Guillaume', lastName: 'Blanc',     roles: ['ROLE_NEXTROAD_USER'],             job: 'technician',    organization: 'internal', description: 'technicien' },
  { email: 'client-superviseur@demo.chaussee.fr', firstName: 'Hélène',    lastName: 'Chevalier', roles: ['ROLE_CUSTOMER_SUPERVISOR'],       job: null,            organization: 'customer', description: 'cliente superviseure' },
  { email: 'client-principal@demo.chaussee.fr',   firstName: 'Julien',    lastName: 'Morel',     roles: ['ROLE_CUSTOMER_MAIN'],             job: null,            organization: 'customer', description: 'client principal' },
  { email: 'client-utilisateur@demo.chaussee.fr', firstName: 'Léa',       lastName: 'Girard',    roles: ['ROLE_CUSTOMER_USER'],             job: null,            organization: 'customer', description: 'cliente utilisatrice' },
  { email: 'lecteur@demo.chaussee.fr',            firstName: 'Marc',      lastName: 'Bonnet',    roles: ['ROLE_READ_ONLY'],                 job: null,            organization: 'customer', description: 'lecteur' },
  { email: 'statistiques@demo.chaussee.fr',       firstName: 'Nathalie',  lastName: 'Faure',     roles: ['ROLE_USER', 'ROLE_ACCESS_STATS'], job: null,            organization: 'internal', description: 'statistiques' },
];

/** The demo accounts, as start prints them. */
export const demoAccounts: readonly DemoAccount[] = DEMO_USERS.map(
  ({ email, roles, job, description }) => ({
    email,
    password: DEMO_PASSWORD,
    description: `${description} (${[...roles, ...(job === null ? [] : [job])].join(', ')})`,
  }),
);

export interface SeedOutcome {
  seeded: boolean;
  seededAt: Date;
  /** `demo`: the demo accounts exist; `production`: only the administrator from the environment. */
  kind: 'demo' | 'production';
}

type Env = Readonly<Record<string, string | undefined>>;

/** A production start seeds no demo data unless `DEMO_DATA=1` asks for it. */
function seedsDemoData(env: Env): boolean {
  return env.NODE_ENV !== 'production' || env.DEMO_DATA === '1';
}

class SeedError extends Error {}

/** The super administrator of a production start, from `ADMIN_EMAIL` and `ADMIN_PASSWORD`. */
function productionAdmin(env: Env): { email: string; password: string } {
  const email = env.ADMIN_EMAIL?.trim() ?? '';
  const password = env.ADMIN_PASSWORD ?? '';
  if (validate({ type: 'string', format: 'email', maxLength: 254 }, email).length > 0) {
    throw new SeedError('A production start needs ADMIN_EMAIL, the first super administrator.');
  }
  if (validate({ type: 'string', format: 'password' }, password).length > 0) {
    throw new SeedError(
      'A production start needs ADMIN_PASSWORD: 8 characters or more with an uppercase and a ' +
        'lowercase letter, a digit and one of !@#$%^&*.',
    );
  }
  return { email, password };
}

interface PreparedUser {
  user: NewUser;
  organization: Organization;
}

async function prepareUsers(env: Env, now: Date): Promise<PreparedUser[]> {
  if (!seedsDemoData(env)) {
    const admin = productionAdmin(env);
    return [
      {
        user: {
          email: admin.email,
          firstName: 'Administrateur',
          lastName: 'Chaussée',
          phone: null,
          job: null,
          roles: ['ROLE_SUPER_ADMIN'],
          passwordHash: await hashPassword(admin.password),
          createdAt: now,
        },
        organization: 'internal',
      },
    ];
  }
  // One hash for all: they share the published demo password anyway, and start stays quick.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return DEMO_USERS.map((demo) => ({
    user: {
      id: demoUserId(demo.email),
      email: demo.email,
      firstName: demo.firstName,
      lastName: demo.lastName,
      phone: null,
      job: demo.job,
      roles: demo.roles,
      passwordHash,
      createdAt: now,
    },
    organization: demo.organization,
  }));
}

async function isSeeded(db: Db): Promise<Date | undefined> {
  const [existing] = await db.select().from(appMeta).where(eq(appMeta.key, SEEDED_AT));
  return existing && new Date(existing.value);
}

/**
 * Seeds the first data once: the demo accounts with their organizations, or on a production start
 * (`NODE_ENV=production` without `DEMO_DATA=1`) only a super administrator from the environment. A
 * later start finds the marker and keeps the data as it is; two starts racing seed once.
 */
export async function seedDemoDataOnce(
  db: Db,
  now: Clock = systemClock,
  env: Env = process.env,
): Promise<SeedOutcome> {
  const kind = seedsDemoData(env) ? 'demo' : 'production';
  const earlier = await isSeeded(db);
  if (earlier) return { seeded: false, seededAt: earlier, kind };
  const seededAt = now();
  // Hashing is slow: done before the transaction, which then only writes.
  const prepared = await prepareUsers(env, seededAt);
  return db.transaction(async (tx) => {
    const raced = await isSeeded(tx);
    if (raced) return { seeded: false, seededAt: raced, kind };
    await tx.insert(appMeta).values({ key: SEEDED_AT, value: seededAt.toISOString() });
    const organizations = createOrganizationsRepository(tx);
    const users = createUsersRepository(tx);
    const { office, isere, grenoble } = DEMO_ORGANIZATIONS;
    await organizations.insertOrganization(office);
    for (const agency of Object.values(DEMO_AGENCIES)) await organizations.insertAgency(agency);
    // A production start has the office and its first site only.
    const sites =
      kind === 'demo'
        ? Object.values(DEMO_SITES)
        : Object.values(DEMO_SITES).filter((site) => site.organizationId === office.id);
    if (kind === 'demo') {
      await organizations.insertOrganization(isere);
      await organizations.insertOrganization(grenoble);
    }
    for (const site of sites) await organizations.insertSite(site);
    const siteOf: Record<Organization, string | undefined> = {
      internal: DEMO_SITES.lyon.id,
      customer: kind === 'demo' ? DEMO_SITES.isereMobilites.id : undefined,
    };
    for (const { user, organization } of prepared) {
      const siteId = siteOf[organization];
      const agencyIds =
        organization === 'internal' && user.job !== null ? [DEMO_AGENCIES.rhoneAlpes.id] : [];
      await users.insert(user, siteId === undefined ? [] : [siteId], agencyIds);
    }
    return { seeded: true, seededAt, kind };
  });
}
