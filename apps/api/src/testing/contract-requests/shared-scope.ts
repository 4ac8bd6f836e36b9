import { eq } from 'drizzle-orm';
import { demoId } from '../../db/demo/demo-ids.js';
import { demoUserId } from '../../db/demo/demo-organizations.js';
import { cores } from '../../db/schema.js';
import { domain, notificationsOf, once, type Scope } from './fixture-scope.js';
import { ACTOR, DEMO_TARGETS, EMAILS, type FixtureWorld } from './fixture-world.js';
import { freshScope } from './fresh-scope.js';

/** The scope of the world's demo data, for operations that only read. */
export function sharedScope(world: FixtureWorld): Scope {
  const fresh = once(() => Promise.resolve(freshScope(world)));
  const { firsts } = world;
  const s = domain(world);
  return {
    isFresh: false,
    organizationId: () => Promise.resolve(DEMO_TARGETS.organizationId),
    siteId: () => Promise.resolve(DEMO_TARGETS.siteId),
    workspaceId: () => Promise.resolve(DEMO_TARGETS.workspaceId),
    campaignId: () => Promise.resolve(DEMO_TARGETS.campaignId),
    auscultationCampaignId: () => Promise.resolve(DEMO_TARGETS.auscultationCampaignId),
    // The first item of the demo survey (db/demo/demo-survey.ts).
    surveyItemId: () => Promise.resolve(demoId('survey:rd1090-releve:0')),
    coreId: () => Promise.resolve(firsts.coreId),
    otherCoreId: once(async () => {
      const rows = await world.db
        .select({ id: cores.id })
        .from(cores)
        .where(eq(cores.campaignId, DEMO_TARGETS.campaignId));
      const other = rows.find((row) => row.id !== firsts.coreId);
      if (!other) throw new Error('The campaign under test has one core.');
      return other.id;
    }),
    layerId: () => Promise.resolve(firsts.layerId),
    pictureId: () => Promise.resolve(firsts.pictureId),
    picturePath: () => Promise.resolve(firsts.picturePath),
    roadId: () => Promise.resolve(firsts.roadId),
    setCampaignStatus: () => Promise.reject(new Error('The world campaign keeps its status.')),
    prepareAnalyses: () => Promise.reject(new Error('The world campaign keeps its status.')),
    enableProviderOnSite: () => Promise.reject(new Error('The world site keeps its providers.')),
    addTargetUserToCampaign: () => Promise.reject(new Error('The world campaign keeps its team.')),
    uploadedPicturePath: async () => (await fresh()).uploadedPicturePath(),
    coresGroupId: once(async () => {
      const group = await s.groups.createCoresGroup(ACTOR, DEMO_TARGETS.campaignId, {
        name: 'Groupe du monde',
        cores: [firsts.coreId],
      });
      return group.id;
    }),
    prefixId: () => Promise.resolve(firsts.prefixId),
    shareLinkId: once(async () => {
      const link = await world.deps.identity.guests.createShareLink({
        campaignId: DEMO_TARGETS.campaignId,
        invitedById: ACTOR.id,
      });
      return link.id;
    }),
    userId: () => Promise.resolve(demoUserId(EMAILS.targetUser)),
    analysisId: async () => (await fresh()).analysisId(),
    laboratoryOrderId: async () => (await fresh()).laboratoryOrderId(),
    notificationId: notificationsOf(world),
    guestToken: () => world.guestTokenOf(DEMO_TARGETS.campaignId),
    customerToken: () => Promise.resolve(world.tokenOf('customer')),
  };
}
