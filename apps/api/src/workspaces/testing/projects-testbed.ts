import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Job, Role } from '@chaussee/permissions';
import type { ChausseeClient, components } from '@chaussee/sdk';
import { hashPassword } from '../../auth/password-hasher.js';
import type { Db } from '../../db/database.js';
import { rankCampaign } from '../../cores/core-order.js';
import { demoUserId } from '../../db/demo/demo-organizations.js';
import { DEMO_PASSWORD } from '../../db/seed.js';
import {
  campaignMembers,
  campaigns,
  cities,
  cores,
  organizations,
  roads,
  sites,
  workspaceMembers,
  workspaces,
} from '../../db/schema.js';
import { createUsersRepository } from '../../users/users.repository.js';
import {
  present,
  startIdentityServer,
  type IdentityServer,
} from '../../users/testing/http-identity.js';

type Schemas = components['schemas'];

/** Every demo account, by address. */
export const DEMO = {
  superAdmin: 'super-admin@demo.chaussee.fr',
  admin: 'admin@demo.chaussee.fr',
  officeAdmin: 'bureau-admin@demo.chaussee.fr',
  agencyHead: 'chef-agence@demo.chaussee.fr',
  collaborator: 'collaborateur@demo.chaussee.fr',
  commercial: 'commercial@demo.chaussee.fr',
  engineer: 'ingenieur@demo.chaussee.fr',
  studyManager: 'charge-affaires@demo.chaussee.fr',
  technician: 'technicien@demo.chaussee.fr',
  customerSupervisor: 'client-superviseur@demo.chaussee.fr',
  customerMain: 'client-principal@demo.chaussee.fr',
  customerUser: 'client-utilisateur@demo.chaussee.fr',
  readOnly: 'lecteur@demo.chaussee.fr',
  statistics: 'statistiques@demo.chaussee.fr',
} as const;

/** The identity server with the demo accounts, and what the workspace and campaign tests need. */
export interface ProjectsTestbed extends IdentityServer {
  db: Db;
  /** A demo account's access token (signed in once per file). */
  tokenOf(email: string): Promise<string>;
  /** The SDK client of a demo account. */
  as(email: string): Promise<ChausseeClient>;
  /** A demo account's id (fixed by the seed). */
  userId: (email: string) => string;
  /** A guest signed in through a share link of the campaign, made by its main customer. */
  guestOf(campaignId: string): Promise<ChausseeClient>;
  /** A user written straight to the tables, with the demo password. */
  insertUser(values: {
    email: string;
    siteIds?: readonly string[];
    roles?: Role[];
    job?: Job | null;
    lastName?: string;
  }): Promise<string>;
  insertOrganization(name: string): Promise<{ organizationId: string; siteId: string }>;
  insertSite(organizationId: string, name: string): Promise<string>;
  insertWorkspace(values: {
    siteId: string;
    name: string;
    memberIds?: readonly string[];
    isArchived?: boolean;
  }): Promise<string>;
  insertCampaign(values: {
    workspaceId: string;
    name: string;
    type?: Schemas['CampaignType'];
    reference?: string | null;
    customerReference?: string | null;
    status?: Schemas['CampaignStatus'];
    isArchived?: boolean;
    memberIds?: readonly string[];
    engineerId?: string | null;
    studyManagerId?: string | null;
    mainCustomerId?: string | null;
    /** Open to its customers unless said: most tests are about something else. */
    hasCustomerAccess?: boolean;
    coresCount?: number;
    createdAt?: Date;
  }): Promise<string>;
  insertRoad(workspaceId: string, name: string): Promise<string>;
  /** The emails written to the outbox for this address so far, decoded, oldest first. */
  mailsTo(address: string): string[];
  insertCity(workspaceId: string, name: string, zipCode?: string | null): Promise<string>;
}

/** The text of an .eml as nodemailer writes it (quoted-printable: `=3D`, soft line breaks). */
function decodeQuotedPrintable(eml: string): string {
  const bytes = eml
    .replace(/=\r?\n/gu, '')
    .replace(/=([0-9A-F]{2})/gu, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function first<T>(rows: T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('Nothing was inserted.');
  return row;
}

/**
 * One server per test file (PGlite starts in about two seconds): the demo accounts are seeded,
 * the projects written straight to the tables so that each test builds the data its filters need.
 */
export async function startProjectsTestbed(
  options: Parameters<typeof startIdentityServer>[0] = {},
): Promise<ProjectsTestbed> {
  const bed = await startIdentityServer(options);
  const db = bed.server.database.db;
  const tokens = new Map<string, string>();
  const guests = new Map<string, string>();

  async function tokenOf(email: string): Promise<string> {
    const known = tokens.get(email);
    if (known !== undefined) return known;
    const { token } = await bed.signIn(email);
    tokens.set(email, token);
    return token;
  }

  const testbed: ProjectsTestbed = {
    ...bed,
    db,
    tokenOf,
    as: async (email) => bed.server.clientAs(await tokenOf(email)),
    userId: demoUserId,

    async guestOf(campaignId) {
      const known = guests.get(campaignId);
      if (known !== undefined) return bed.server.clientAs(known);
      const client = await testbed.as(DEMO.superAdmin);
      const { data } = await client.POST('/campaigns/{id}/share', {
        params: { path: { id: campaignId } },
        body: {},
      });
      const { data: session } = await bed.server.client.POST('/guest/login_check', {
        body: { token: present(data).token },
      });
      const token = present(session).token;
      guests.set(campaignId, token);
      return bed.server.clientAs(token);
    },

    async insertUser({
      email,
      siteIds = [],
      roles = ['ROLE_CUSTOMER_USER'],
      job = null,
      lastName,
    }) {
      const user = await createUsersRepository(db).insert(
        {
          email,
          firstName: 'Test',
          lastName: lastName ?? email,
          phone: null,
          job,
          roles,
          passwordHash: await hashPassword(DEMO_PASSWORD),
          createdAt: bed.clock.now(),
        },
        [...siteIds],
        [],
      );
      return user.id;
    },

    async insertOrganization(name) {
      const organization = first(
        await db.insert(organizations).values({ name }).returning({ id: organizations.id }),
      );
      const siteId = await testbed.insertSite(organization.id, `Site de ${name}`);
      return { organizationId: organization.id, siteId };
    },

    async insertSite(organizationId, name) {
      return first(
        await db.insert(sites).values({ organizationId, name }).returning({ id: sites.id }),
      ).id;
    },

    async insertWorkspace({ siteId, name, memberIds = [], isArchived = false }) {
      const { id } = first(
        await db
          .insert(workspaces)
          .values({ siteId, name, isArchived })
          .returning({ id: workspaces.id }),
      );
      if (memberIds.length > 0) {
        await db
          .insert(workspaceMembers)
          .values(memberIds.map((userId) => ({ workspaceId: id, userId })));
      }
      return id;
    },

    async insertCampaign(values) {
      const { id } = first(
        await db
          .insert(campaigns)
          .values({
            type: values.type ?? 'coring',
            workspaceId: values.workspaceId,
            name: values.name,
            reference: values.reference ?? null,
            customerReference: values.customerReference ?? null,
            status: values.status ?? 'preparing',
            isArchived: values.isArchived ?? false,
            engineerId: values.engineerId ?? null,
            studyManagerId: values.studyManagerId ?? null,
            mainCustomerId: values.mainCustomerId ?? null,
            hasCustomerAccess: values.hasCustomerAccess ?? true,
            ...(values.createdAt && { createdAt: values.createdAt }),
          })
          .returning({ id: campaigns.id }),
      );
      const memberIds = values.memberIds ?? [];
      if (memberIds.length > 0) {
        await db
          .insert(campaignMembers)
          .values(memberIds.map((userId) => ({ campaignId: id, userId })));
      }
      const count = values.coresCount ?? 0;
      if (count > 0) {
        await db.insert(cores).values(
          Array.from({ length: count }, (_, index) => ({
            campaignId: id,
            number: index + 1,
            displayName: `C${String(index + 1)}`,
          })),
        );
        // As the cores domain does: a core without its rank is in no page of the cores list.
        await rankCampaign(db, id);
      }
      return id;
    },

    mailsTo(address) {
      const outbox = join(bed.server.config.dataDir, 'outbox');
      if (!existsSync(outbox)) return [];
      return readdirSync(outbox)
        .sort()
        .map((file) => decodeQuotedPrintable(readFileSync(join(outbox, file), 'latin1')))
        .filter((eml) => eml.includes(`To: ${address}`));
    },

    async insertRoad(workspaceId, name) {
      return first(await db.insert(roads).values({ workspaceId, name }).returning({ id: roads.id }))
        .id;
    },

    async insertCity(workspaceId, name, zipCode = null) {
      return first(
        await db.insert(cities).values({ workspaceId, name, zipCode }).returning({ id: cities.id }),
      ).id;
    },
  };
  return testbed;
}
