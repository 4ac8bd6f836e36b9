import { type SessionUser } from '@chaussee/permissions';
import type { components } from '@chaussee/sdk';
import { assertMayWrite, hasRight } from '../access/access-rules.js';
import type { MembershipGuard } from '../access/membership-guard.js';
import type { CampaignWithMembers } from '../access/membership.repository.js';
import {
  assertCustomerReferenceFree,
  assertTeamFits,
  isCustomerReferenceClash,
} from '../campaigns/campaign-rules.js';
import { type CampaignTeam, writeCampaignTeam } from '../campaigns/campaign-team.js';
import { presentVersioned } from '../campaigns/campaign.repository.js';
import { createCampaign, type CampaignCreateInput } from '../campaigns/campaigns.service.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import type { VersionCondition, Versioned } from '../http/entity-version.js';
import { notifyTeamAssignments } from '../notifications/notification-events.js';
import {
  createCoringCampaignRepository,
  type CampaignChanges,
} from './coring-campaign.repository.js';
import { writeCoringCampaign } from './coring-campaign-write.js';

type Schemas = components['schemas'];

/** The creation body, plus a fixed id and a status for the demo seed (HTTP bodies have neither). */
export type CoringCampaignCreateInput = Schemas['CoringCampaignCreate'] &
  Pick<CampaignCreateInput, 'id' | 'status'>;

function assertCoring(found: CampaignWithMembers): CampaignWithMembers {
  if (found.campaign.type !== 'coring') throw new AppError('not_found');
  return found;
}

/**
 * Coring campaigns: creation (through the campaigns domain's createCampaign), reading, editing
 * and the customer switches. Status changes live in coring-status.service.ts.
 */
export function createCoringCampaignsService(deps: {
  db: Db;
  membership: MembershipGuard;
  now: Clock;
  present: (campaignId: string) => Promise<Schemas['CoringCampaign']>;
}) {
  const { db, membership, now, present } = deps;

  /** A coring campaign the user may change with update Campaign (NEXTROAD_ADMIN, admins, CUSTOMER_SUPERVISOR). */
  async function editable(user: SessionUser, campaignId: string): Promise<CampaignWithMembers> {
    return assertCoring(await membership.writableCampaign(user, campaignId, 'update', 'Campaign'));
  }

  /** A switch of the campaign: a version of it like any edit (If-Match honoured, ETag answered). */
  async function setFlags(
    campaignId: string,
    changes: CampaignChanges,
    condition: VersionCondition,
  ): Promise<Versioned<Schemas['CoringCampaign']>> {
    await writeCoringCampaign(db, campaignId, changes, now(), condition);
    return presentVersioned(db, campaignId, present);
  }

  return {
    /** POST /coring-campaigns; also what the demo seed calls (with a status if it wants one). */
    async create(
      user: SessionUser,
      input: CoringCampaignCreateInput,
    ): Promise<Schemas['CoringCampaign']> {
      const id = await db.transaction((tx) => createCampaign(tx, user, 'coring', input));
      return present(id);
    },

    async get(
      user: SessionUser,
      campaignId: string,
    ): Promise<Versioned<Schemas['CoringCampaign']>> {
      assertCoring(await membership.readableCampaign(user, campaignId));
      return presentVersioned(db, campaignId, present);
    },

    /** PUT: the whole editable campaign; a field left out becomes null. */
    async update(
      user: SessionUser,
      campaignId: string,
      input: Schemas['CoringCampaignUpdate'],
      condition: VersionCondition,
    ): Promise<Versioned<Schemas['CoringCampaign']>> {
      const { campaign } = await editable(user, campaignId);
      const team: CampaignTeam = {
        engineerId: input.engineerId ?? null,
        studyManagerId: input.studyManagerId ?? null,
        technicianIds: [...new Set(input.technicianIds)],
        mainCustomerId: input.mainCustomerId ?? null,
      };
      try {
        await db.transaction(async (tx) => {
          await assertTeamFits(tx, team, campaign.workspaceId);
          await assertCustomerReferenceFree(tx, input.customerReference, campaignId);
          await writeCoringCampaign(
            tx,
            campaignId,
            {
              name: input.name,
              reference: input.reference ?? null,
              customerReference: input.customerReference ?? null,
              description: input.description ?? null,
              startDate: input.startDate ?? null,
              endDate: input.endDate ?? null,
            },
            now(),
            condition,
          );
          await notifyTeamAssignments(tx, { campaignId, team, actor: user, at: now() });
          await writeCampaignTeam(tx, campaignId, team);
        });
      } catch (error) {
        // Two campaigns given the same reference at once: the unique index decided; the check,
        // run again now that the other one is committed, answers the usual refusal.
        if (isCustomerReferenceClash(error)) {
          await assertCustomerReferenceFree(db, input.customerReference, campaignId);
        }
        throw error;
      }
      return presentVersioned(db, campaignId, present);
    },

    async setCustomerAccess(
      user: SessionUser,
      campaignId: string,
      hasCustomerAccess: boolean,
      condition: VersionCondition,
    ) {
      await editable(user, campaignId);
      return setFlags(campaignId, { hasCustomerAccess }, condition);
    },

    /** Turning the requirement off also clears the customer's validation. */
    async setShouldValidateCustomer(
      user: SessionUser,
      campaignId: string,
      shouldValidateCustomer: boolean,
      condition: VersionCondition,
    ) {
      await editable(user, campaignId);
      return setFlags(
        campaignId,
        { shouldValidateCustomer, ...(!shouldValidateCustomer && { validateCustomer: false }) },
        condition,
      );
    },

    /**
     * The customer validates (or withdraws the validation of) the programme: the campaign's main
     * customer, or a user with update Campaign (CUSTOMER_SUPERVISOR, NEXTROAD_ADMIN, admins);
     * only while the campaign is awaiting_validation (409 otherwise).
     */
    async setCustomerValidation(
      user: SessionUser,
      campaignId: string,
      validateCustomer: boolean,
      condition: VersionCondition,
    ): Promise<Versioned<Schemas['CoringCampaign']>> {
      const { campaign } = assertCoring(await membership.readableCampaign(user, campaignId));
      assertMayWrite(user);
      if (campaign.mainCustomerId !== user.id && !hasRight(user, 'update', 'Campaign')) {
        throw new AppError('forbidden');
      }
      await db.transaction(async (tx) => {
        const repository = createCoringCampaignRepository(tx);
        // Locked, so that a status change cannot slip between the check and the write.
        const status = (await repository.lockCampaign(campaignId))?.status ?? campaign.status;
        if (status !== 'awaiting_validation') {
          throw new AppError('invalid_status_transition', {
            detail: `The customer validates the programme only while the campaign is awaiting_validation; it is ${status}.`,
          });
        }
        await writeCoringCampaign(tx, campaignId, { validateCustomer }, now(), condition);
      });
      return presentVersioned(db, campaignId, present);
    },
  };
}

export type CoringCampaignsService = ReturnType<typeof createCoringCampaignsService>;
