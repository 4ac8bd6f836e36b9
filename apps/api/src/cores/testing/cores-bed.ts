import type { ChausseeClient, components } from '@chaussee/sdk';
import { createSecretToken, hashSecretToken } from '../../auth/secret-token.js';
import type { Db } from '../../db/database.js';
import {
  cities,
  displayNamePrefixes,
  materialCategories,
  roads,
  shareTokens,
} from '../../db/schema.js';
import { insertTestCampaign } from '../../testing/test-campaign.js';
import {
  present,
  startIdentityServer,
  type IdentityServer,
} from '../../users/testing/http-identity.js';

type CampaignStatus = components['schemas']['CampaignStatus'];

/** The demo accounts the cores tests use, by their e-mail's local part. */
const DEMO = {
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
  reader: 'lecteur@demo.chaussee.fr',
  statistics: 'statistiques@demo.chaussee.fr',
} as const;

export type DemoName = keyof typeof DEMO;

/**
 * A test server with the demo accounts, and fixtures written straight to the tables for what the
 * cores operations refer to (coring campaigns, roads, cities, prefixes, material categories).
 */
export interface CoresBed {
  bed: IdentityServer;
  db: Db;
  /** The SDK client signed in as a demo account (one sign-in per account and file). */
  as(name: DemoName): Promise<ChausseeClient>;
  idOf(name: DemoName): Promise<string>;
  /** A coring campaign whose members are these demo accounts. */
  campaign(
    members: readonly DemoName[],
    status?: CampaignStatus,
  ): Promise<{ id: string; workspaceId: string }>;
  road(workspaceId: string, name: string): Promise<string>;
  city(workspaceId: string, name: string): Promise<string>;
  prefix(campaignId: string, name: string): Promise<string>;
  materialCategory(name: string): Promise<string>;
  /** A guest signed in through a share link of the campaign. */
  guestOf(campaignId: string): Promise<ChausseeClient>;
  close(): Promise<void>;
}

async function inserted<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error('Nothing was inserted.');
  return row;
}

export async function startCoresBed(): Promise<CoresBed> {
  const bed = await startIdentityServer();
  const db = bed.server.database.db;
  const tokens = new Map<DemoName, string>();
  const ids = new Map<DemoName, string>();

  async function tokenOf(name: DemoName): Promise<string> {
    const known = tokens.get(name);
    if (known !== undefined) return known;
    const { token } = await bed.signIn(DEMO[name]);
    tokens.set(name, token);
    return token;
  }

  async function idOf(name: DemoName): Promise<string> {
    const known = ids.get(name);
    if (known !== undefined) return known;
    const id = await bed.idOf(DEMO[name]);
    ids.set(name, id);
    return id;
  }

  return {
    bed,
    db,
    as: async (name) => bed.server.clientAs(await tokenOf(name)),
    idOf,
    async campaign(members, status = 'preparing') {
      const memberIds = await Promise.all(members.map(idOf));
      const campaign = await insertTestCampaign(db, { type: 'coring', status, memberIds });
      return { id: campaign.id, workspaceId: campaign.workspaceId };
    },
    road: async (workspaceId, name) =>
      (await inserted(db.insert(roads).values({ workspaceId, name }).returning())).id,
    city: async (workspaceId, name) =>
      (await inserted(db.insert(cities).values({ workspaceId, name }).returning())).id,
    prefix: async (campaignId, name) =>
      (await inserted(db.insert(displayNamePrefixes).values({ campaignId, name }).returning())).id,
    materialCategory: async (name) =>
      (await inserted(db.insert(materialCategories).values({ name }).returning())).id,
    async guestOf(campaignId) {
      const token = createSecretToken();
      await db.insert(shareTokens).values({
        tokenHash: hashSecretToken(token),
        campaignId,
        invitedById: await idOf('customerMain'),
        expiresAt: new Date(bed.clock.now().getTime() + 60 * 60 * 1000),
      });
      const { data } = await bed.server.client.POST('/guest/login_check', { body: { token } });
      return bed.server.clientAs(present(data).token);
    },
    close: () => bed.server.close(),
  };
}
