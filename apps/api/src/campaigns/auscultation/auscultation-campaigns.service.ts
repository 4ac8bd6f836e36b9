import { staleVersion, type VersionCondition, type Versioned } from '../../http/entity-version.js';
import type { SessionUser } from '@chaussee/permissions';
import type { components } from '@chaussee/sdk';
import type { DomainDeps } from '../../app/domain-deps.js';
import { AppError } from '../../errors/app-error.js';
import { notifyCampaignStatusChanged } from '../../notifications/notification-events.js';
import { loadCampaignView } from '../campaign-view.repository.js';
import { campaignVersion, presentVersioned, updateCampaignRow } from '../campaign.repository.js';
import { type CampaignCreateInput, createCampaign } from '../campaigns.service.js';
import { toAuscultationCampaign } from './auscultation-presenter.js';
import { mayMoveAuscultation } from './auscultation-status.js';

type Schemas = components['schemas'];
type AuscultationCampaign = Schemas['AuscultationCampaign'];

/** Every distress type of the contract: what a campaign surveys when its creator chose none. */
const ALL_DISTRESS_TYPES: readonly Schemas['DistressType'][] = [
  'tearing_off',
  'various_cracks',
  'longitudinal_joint',
  'crazing',
  'longitudinal_crack',
  'transverse_crack',
  'pothole',
  'slab_cracks',
  'sagging',
  'glaze_penetrant',
  'repair',
  'corner_break',
  'hollow_rut',
  'rut_edge',
  'healthy_area',
];

/** Auscultation campaigns (ground surveys): creation, reading and status. */
export function createAuscultationCampaignsService(
  deps: Pick<DomainDeps, 'db' | 'membership' | 'now'>,
) {
  const { db, membership, now } = deps;

  async function present(id: string): Promise<AuscultationCampaign> {
    const view = await loadCampaignView(db, id);
    if (view?.campaign.type !== 'auscultation') throw new AppError('not_found');
    return toAuscultationCampaign(view);
  }

  async function readable(user: SessionUser, id: string) {
    const found = await membership.readableCampaign(user, id);
    // Another type's id is no auscultation campaign: 404, as for an unknown id.
    if (found.campaign.type !== 'auscultation') throw new AppError('not_found');
    return found;
  }

  return {
    /**
     * POST /auscultation-campaigns (and the demo seed, which may give an id and a later status):
     * every distress type when none is given.
     */
    async createAuscultationCampaign(
      user: SessionUser,
      input: CampaignCreateInput,
    ): Promise<AuscultationCampaign> {
      const id = await db.transaction((tx) =>
        createCampaign(tx, user, 'auscultation', {
          ...input,
          technicianIds: input.technicianIds ?? [],
          distressTypes: input.distressTypes ?? ALL_DISTRESS_TYPES,
        }),
      );
      return present(id);
    },

    /** GET /auscultation-campaigns/{id}: its members, admins and its guests. */
    async getAuscultationCampaign(
      user: SessionUser,
      id: string,
    ): Promise<Versioned<AuscultationCampaign>> {
      await readable(user, id);
      return presentVersioned(db, id, present);
    },

    /**
     * PATCH /auscultation-campaigns/{id}: a transition of the lifecycle (409 otherwise; the
     * current status again changes nothing), and optionally the customer access. Right « update
     * status ».
     */
    async updateAuscultationCampaignStatus(
      user: SessionUser,
      id: string,
      patch: Schemas['AuscultationCampaignPatch'],
      condition: VersionCondition,
    ): Promise<Versioned<AuscultationCampaign>> {
      const { campaign } = await readable(user, id);
      await membership.writableCampaign(user, id, 'updateStatus', 'Campaign');
      const { status, hasCustomerAccess } = patch;
      const refused = (from: Schemas['CampaignStatus']) =>
        new AppError('invalid_status_transition', {
          detail: `An auscultation campaign cannot go from ${from} to ${String(status)}`,
        });
      const moves = status !== undefined && status !== campaign.status;
      if (moves && !mayMoveAuscultation(campaign.status, status)) throw refused(campaign.status);
      const at = now();
      // The members hear of a new status as for coring; the notification goes with the change.
      const changed = await db.transaction(async (tx) => {
        const isUpdated = await updateCampaignRow(
          tx,
          id,
          {
            ...(status !== undefined && { status }),
            ...(hasCustomerAccess !== undefined && { hasCustomerAccess }),
          },
          at,
          campaign.status,
          condition,
        );
        if (isUpdated && moves) {
          await notifyCampaignStatusChanged(tx, { campaignId: id, status, actor: user, at });
        }
        return isUpdated;
      });
      // Someone else moved the status since it was read: the transition was judged on a stale one.
      if (!changed) {
        const version = await campaignVersion(db, id);
        if (version === undefined) throw new AppError('not_found');
        // If-Match named another version: someone saved the campaign since its sender read it.
        if (condition !== undefined && !condition.includes(version)) throw staleVersion();
        throw refused(campaign.status);
      }
      return presentVersioned(db, id, present);
    },
  };
}

export type AuscultationCampaignsService = ReturnType<typeof createAuscultationCampaignsService>;
