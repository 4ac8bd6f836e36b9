import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { campaigns, shareTokens, signIns, sites, userSites, workspaces } from '../db/schema.js';

/**
 * How long a sign-in is kept: a little over a year, so that the statistics page compares a month
 * with the same month of the year before, and nothing older is kept about anyone.
 */
const SIGN_IN_RETENTION_DAYS = 400;

/** A sign-in the external-users statistic counts: a customer's, or a guest's (share link). */
export type ExternalSignIn =
  { kind: 'customer'; userId: string } | { kind: 'guest'; shareLinkId: string };

/** The UTC day of an instant, as the `date` column holds it. */
function dayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * Records the sign-ins of external users (the table `sign_ins`, see its doc for what is kept and
 * why). Each write first deletes what is past the retention, so the table holds at most
 * `SIGN_IN_RETENTION_DAYS` days without a job to run; one subject's sign-ins of one day are one
 * row with a count.
 */
export function createSignInsRepository(db: Db) {
  return {
    async record(signIn: ExternalSignIn, at: Date): Promise<void> {
      const day = dayOf(at);
      const oldest = dayOf(new Date(at.getTime() - SIGN_IN_RETENTION_DAYS * 24 * 3600 * 1000));
      // A customer's organization is the one of their sites; a guest's, the one of the campaign
      // its link shares.
      const organizationId =
        signIn.kind === 'customer'
          ? sql`(select ${sites.organizationId} from ${userSites} join ${sites} on ${sites.id} = ${userSites.siteId} where ${userSites.userId} = ${signIn.userId} order by ${sites.organizationId} limit 1)`
          : sql`(select ${sites.organizationId} from ${shareTokens} join ${campaigns} on ${campaigns.id} = ${shareTokens.campaignId} join ${workspaces} on ${workspaces.id} = ${campaigns.workspaceId} join ${sites} on ${sites.id} = ${workspaces.siteId} where ${shareTokens.id} = ${signIn.shareLinkId})`;
      const subjectId = signIn.kind === 'customer' ? signIn.userId : signIn.shareLinkId;
      await db.transaction(async (tx) => {
        await tx.delete(signIns).where(lt(signIns.day, oldest));
        await tx
          .insert(signIns)
          .values({ day, kind: signIn.kind, subjectId, organizationId })
          .onConflictDoUpdate({
            target: [signIns.day, signIns.subjectId],
            set: { count: sql`${signIns.count} + 1` },
          });
      });
    },
  };
}

export type SignInsRepository = ReturnType<typeof createSignInsRepository>;
