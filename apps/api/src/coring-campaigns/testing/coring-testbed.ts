import type { components } from '@chaussee/sdk';
import { createSecretToken, hashSecretToken } from '../../auth/secret-token.js';
import type { Db } from '../../db/database.js';
import { rankCampaign } from '../../cores/core-order.js';
import { DEMO_SITES } from '../../db/demo/demo-organizations.js';
import { cores, shareTokens } from '../../db/schema.js';
import { insertTestCampaign, insertTestWorkspace } from '../../testing/test-campaign.js';
import {
  present,
  startIdentityServer,
  type IdentityServer,
} from '../../users/testing/http-identity.js';

type CampaignStatus = components['schemas']['CampaignStatus'];
type CoreStatus = components['schemas']['CoreStatus'];

/** The demo accounts the coring tests sign in with (all @demo.chaussee.fr). */
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
  readOnly: 'lecteur@demo.chaussee.fr',
  statistics: 'statistiques@demo.chaussee.fr',
} as const;

export type DemoName = keyof typeof DEMO;

/**
 * The identity server (real services, demo accounts) with what coring tests need on top: tokens
 * and ids by demo name (signed in once), campaigns and cores written straight to the tables, and
 * guests of a campaign.
 */
export interface CoringTestbed {
  bed: IdentityServer;
  db: Db;
  token(name: DemoName): Promise<string>;
  id(name: DemoName): Promise<string>;
  /** A workspace of its own, on a site of the demo customers' organization, with these members. */
  workspace(members?: readonly DemoName[]): Promise<{ id: string }>;
  /** A coring campaign in a workspace of its own (or the given one) with these campaign members. */
  coringCampaign(options?: {
    members?: readonly DemoName[];
    status?: CampaignStatus;
    workspaceId?: string;
    mainCustomer?: DemoName;
  }): Promise<{ id: string; workspaceId: string }>;
  /** Adds cores numbered 1..n with these statuses. */
  addCores(campaignId: string, statuses: readonly CoreStatus[]): Promise<string[]>;
  /** A guest token for the campaign (share link signed in through POST /guest/login_check). */
  guestToken(campaignId: string): Promise<string>;
}

export async function startCoringTestbed(): Promise<CoringTestbed> {
  const bed = await startIdentityServer();
  const db = bed.server.database.db;
  const tokens = new Map<DemoName, Promise<string>>();
  const ids = new Map<DemoName, Promise<string>>();

  const token = (name: DemoName): Promise<string> => {
    const known = tokens.get(name);
    if (known) return known;
    const signed = bed.signIn(DEMO[name]).then((pair) => pair.token);
    tokens.set(name, signed);
    return signed;
  };
  const id = (name: DemoName): Promise<string> => {
    const known = ids.get(name);
    if (known) return known;
    const found = token(name).then(async (signed) => {
      const { data } = await bed.server.clientAs(signed).GET('/current_user');
      return present(data).id;
    });
    ids.set(name, found);
    return found;
  };
  const idsOf = (names: readonly DemoName[]) => Promise.all(names.map(id));

  return {
    bed,
    db,
    token,
    id,
    async workspace(members = []) {
      // On a site of the demo customers' organization, so that they may be members (issue 17).
      return insertTestWorkspace(db, {
        siteId: DEMO_SITES.isereMobilites.id,
        memberIds: await idsOf(members),
      });
    },
    async coringCampaign(options = {}) {
      const campaign = await insertTestCampaign(db, {
        type: 'coring',
        status: options.status ?? 'preparing',
        memberIds: await idsOf(options.members ?? []),
        ...(options.workspaceId !== undefined && { workspaceId: options.workspaceId }),
        ...(options.mainCustomer !== undefined && {
          mainCustomerId: await id(options.mainCustomer),
        }),
      });
      return { id: campaign.id, workspaceId: campaign.workspaceId };
    },
    async addCores(campaignId, statuses) {
      if (statuses.length === 0) return [];
      const rows = await db
        .insert(cores)
        .values(
          statuses.map((status, index) => ({
            campaignId,
            number: index + 1,
            displayName: `C${String(index + 1)}`,
            status,
          })),
        )
        .returning({ id: cores.id });
      // As the cores domain does: a core without its rank is in no page of the cores list.
      await rankCampaign(db, campaignId);
      return rows.map((row) => row.id);
    },
    async guestToken(campaignId) {
      const secret = createSecretToken();
      await db.insert(shareTokens).values({
        tokenHash: hashSecretToken(secret),
        campaignId,
        invitedById: await id('customerMain'),
        expiresAt: new Date(bed.clock.now().getTime() + 24 * 60 * 60 * 1000),
      });
      const { data } = await bed.server.client.POST('/guest/login_check', {
        body: { token: secret },
      });
      return present(data).token;
    },
  };
}
