import type { SessionUser } from '@chaussee/permissions';
import type { components } from '@chaussee/sdk';
import { assertMayWrite, assertRight } from '../access/access-rules.js';
import { createMembershipGuard } from '../access/membership-guard.js';
import { createMembershipRepository } from '../access/membership.repository.js';
import type { DomainDeps } from '../app/domain-deps.js';
import type { VersionCondition, Versioned } from '../http/entity-version.js';
import type { Db } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { notifyTeamAssignments } from '../notifications/notification-events.js';
import { toCampaign } from './campaign-presenter.js';
import { loadCampaignView } from './campaign-view.repository.js';
import { assertCampaignsDeletable } from './campaign-deletion.js';
import {
  binCampaignRow,
  presentVersioned,
  staleCampaignOrMissing,
  updateCampaignRow,
} from './campaign.repository.js';
import { insertCampaign, type NewCampaignRow } from './campaign-create.repository.js';
import { customerReferenceUsed } from './campaign-errors.js';
import {
  assertCustomerReferenceFree,
  assertTeamFits,
  isCustomerReferenceClash,
} from './campaign-rules.js';
import { type CampaignTeam, writeCampaignTeam } from './campaign-team.js';

type Schemas = components['schemas'];

/**
 * What creating a campaign of any type takes: the fields common to the create bodies
 * (CoringCampaignCreate and AuscultationCampaignCreate can be passed as they are), plus the
 * columns of one type. Absent optional fields are null (or their contract default).
 */
export interface CampaignCreateInput {
  /** A fixed id, for the demo seed's deterministic data only (HTTP bodies never carry one). */
  id?: string;
  workspaceId: string;
  name: string;
  reference?: string | null;
  customerReference?: string | null;
  description?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  engineerId?: string | null;
  studyManagerId?: string | null;
  mainCustomerId?: string | null;
  technicianIds?: readonly string[];
  hasCustomerAccess?: boolean;
  /** Status at creation; preparing unless said (the demo seed creates later statuses). */
  status?: Schemas['CampaignStatus'];
  // Coring campaigns.
  shouldValidateCustomer?: boolean;
  // Auscultation campaigns (the auscultation service gives every distress type when none is).
  distressTypes?: readonly Schemas['DistressType'][];
  surveyDate?: string | null;
  surveyedLength?: number | null;
}

/**
 * Creates a campaign of any type in the caller's transaction and answers its id: the workspace
 * exists (404) and the actor is a member of it (403 not_member « Only members can view
 * workspace ») with the right create Campaign (403); the people in charge exist and fit
 * (404 / 400); the customer reference is not used (409 « La référence cliente est déjà utilisée »).
 * The team is written with `writeCampaignTeam`, and the creator is recorded. Each type's service
 * then writes its own rows in the same transaction and presents the campaign.
 */
export async function createCampaign(
  tx: Db,
  actor: SessionUser,
  type: Schemas['CampaignType'],
  input: CampaignCreateInput,
): Promise<string> {
  // The guard reads through the transaction: on PGlite a second connection would wait for it.
  const guard = createMembershipGuard(createMembershipRepository(tx));
  await guard.writableWorkspace(actor, input.workspaceId, 'create', 'Campaign');

  const team: CampaignTeam = {
    engineerId: input.engineerId ?? null,
    studyManagerId: input.studyManagerId ?? null,
    technicianIds: [...new Set(input.technicianIds ?? [])],
    mainCustomerId: input.mainCustomerId ?? null,
  };
  await assertTeamFits(tx, team, input.workspaceId);
  await assertCustomerReferenceFree(tx, input.customerReference);

  const values: NewCampaignRow = {
    ...(input.id !== undefined && { id: input.id }),
    type,
    workspaceId: input.workspaceId,
    name: input.name,
    reference: input.reference ?? null,
    customerReference: input.customerReference ?? null,
    description: input.description ?? null,
    startDate: input.startDate ?? null,
    endDate: input.endDate ?? null,
    status: input.status ?? 'preparing',
    hasCustomerAccess: input.hasCustomerAccess ?? false,
    shouldValidateCustomer: input.shouldValidateCustomer ?? false,
    distressTypes: [...(input.distressTypes ?? [])],
    surveyDate: input.surveyDate ?? null,
    surveyedLength: input.surveyedLength ?? null,
    createdById: actor.id,
  };
  let id: string;
  try {
    id = await insertCampaign(tx, values);
  } catch (error) {
    // Two creations with the same reference at once: the unique index decides.
    if (isCustomerReferenceClash(error)) throw customerReferenceUsed();
    throw error;
  }
  await notifyTeamAssignments(tx, { campaignId: id, team, actor });
  await writeCampaignTeam(tx, id, team);
  return id;
}

/**
 * Campaigns of every type: reading, archiving, the global comment and deletion. The type-specific
 * views and changes live with each type (coring-campaigns, campaigns/auscultation).
 */
export function createCampaignsService(deps: Pick<DomainDeps, 'db' | 'membership' | 'now'>) {
  const { db, membership, now } = deps;

  async function present(id: string): Promise<Schemas['Campaign']> {
    const view = await loadCampaignView(db, id);
    if (!view) throw new AppError('not_found');
    return toCampaign(view);
  }

  return {
    /** GET /campaigns/{id}: members of the campaign or of its workspace, admins, its guests. */
    async getCampaign(user: SessionUser, id: string): Promise<Versioned<Schemas['Campaign']>> {
      await membership.readableCampaign(user, id);
      return presentVersioned(db, id, present);
    },

    /**
     * PATCH /campaigns/{id}: isArchived needs the right update Campaign, globalComment the right
     * comment Chart (each field its own right; both given, both needed).
     */
    async patchCampaign(
      user: SessionUser,
      id: string,
      patch: Schemas['CampaignPatch'],
      condition: VersionCondition,
    ): Promise<Versioned<Schemas['Campaign']>> {
      await membership.readableCampaign(user, id);
      assertMayWrite(user);
      if (patch.isArchived !== undefined) assertRight(user, 'update', 'Campaign');
      if (patch.globalComment !== undefined) assertRight(user, 'comment', 'Chart');
      const written = await updateCampaignRow(
        db,
        id,
        {
          ...(patch.isArchived !== undefined && { isArchived: patch.isArchived }),
          ...(patch.globalComment !== undefined && { globalComment: patch.globalComment }),
        },
        now(),
        undefined,
        condition,
      );
      if (!written) throw await staleCampaignOrMissing(db, id);
      return presentVersioned(db, id, present);
    },

    /**
     * DELETE /campaigns/{id}: SUPER_ADMIN only; refused (409) while laboratory orders are out.
     * The campaign goes to the bin (src/bin) with everything below it; the rows and stored files
     * go when the bin is purged.
     */
    async deleteCampaign(user: SessionUser, id: string): Promise<void> {
      await membership.readableCampaign(user, id);
      assertRight(user, 'delete', 'Campaign');
      await db.transaction(async (tx) => {
        await assertCampaignsDeletable(tx, [id]);
        await binCampaignRow(tx, id, user.id, now());
      });
    },
  };
}

export type CampaignsService = ReturnType<typeof createCampaignsService>;
