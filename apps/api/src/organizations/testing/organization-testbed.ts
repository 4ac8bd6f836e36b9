import type { Job, Role } from '@chaussee/permissions';
import type { ChausseeClient } from '@chaussee/sdk';
import { hashPassword } from '../../auth/password-hasher.js';
import { createSecretToken, hashSecretToken } from '../../auth/secret-token.js';
import type { Db } from '../../db/database.js';
import { DEMO_PASSWORD } from '../../db/seed.js';
import { shareTokens } from '../../db/schema.js';
import { insertTestCampaign } from '../../testing/test-campaign.js';
import { createUsersRepository } from '../../users/users.repository.js';
import {
  present,
  startIdentityServer,
  type IdentityServer,
} from '../../users/testing/http-identity.js';

/** Where a demo account belongs, read from its own GET /current_user. */
interface Belonging {
  id: string;
  organizationId: string;
  siteId: string;
}

/** The identity server with the demo accounts, and what the organization tests keep asking. */
export interface OrganizationTestbed extends IdentityServer {
  db: Db;
  /** A demo account's access token (signed in once per file). */
  tokenOf(email: string): Promise<string>;
  /** The SDK client of a demo account. */
  as(email: string): Promise<ChausseeClient>;
  belongingOf(email: string): Promise<Belonging>;
  /** A guest signed in through a share link of a campaign of its own. */
  guest(): Promise<ChausseeClient>;
  /** A user written straight to the tables, with the demo password, attached to these sites. */
  insertUser(values: {
    email: string;
    siteIds: readonly string[];
    roles?: Role[];
    job?: Job | null;
  }): Promise<string>;
}

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

export async function startOrganizationTestbed(): Promise<OrganizationTestbed> {
  const bed = await startIdentityServer();
  const db = bed.server.database.db;
  const tokens = new Map<string, string>();
  const belongings = new Map<string, Belonging>();
  let guestToken: string | undefined;

  async function tokenOf(email: string): Promise<string> {
    const known = tokens.get(email);
    if (known !== undefined) return known;
    const { token } = await bed.signIn(email);
    tokens.set(email, token);
    return token;
  }

  return {
    ...bed,
    db,
    tokenOf,
    as: async (email) => bed.server.clientAs(await tokenOf(email)),
    async belongingOf(email) {
      const known = belongings.get(email);
      if (known) return known;
      const { data } = await bed.server.clientAs(await tokenOf(email)).GET('/current_user');
      const user = present(data);
      if (!user.organization) throw new Error(`${email} belongs to no organization`);
      const belonging = {
        id: user.id,
        organizationId: user.organization.id,
        siteId: present(user.sites[0]).id,
      };
      belongings.set(email, belonging);
      return belonging;
    },
    async guest() {
      if (guestToken === undefined) {
        const campaign = await insertTestCampaign(db, { type: 'auscultation' });
        const token = createSecretToken();
        const inviter = await bed.idOf(DEMO.customerMain);
        await db.insert(shareTokens).values({
          tokenHash: hashSecretToken(token),
          campaignId: campaign.id,
          invitedById: inviter,
          expiresAt: new Date(bed.clock.now().getTime() + 24 * 60 * 60 * 1000),
        });
        const { data } = await bed.server.client.POST('/guest/login_check', { body: { token } });
        guestToken = present(data).token;
      }
      return bed.server.clientAs(guestToken);
    },
    async insertUser({ email, siteIds, roles = ['ROLE_CUSTOMER_USER'], job = null }) {
      const user = await createUsersRepository(db).insert(
        {
          email,
          firstName: 'Test',
          lastName: email,
          phone: null,
          job,
          roles,
          passwordHash: await hashPassword(DEMO_PASSWORD),
          createdAt: bed.clock.now(),
        },
        siteIds,
        [],
      );
      return user.id;
    },
  };
}
