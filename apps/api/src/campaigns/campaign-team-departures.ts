import type { Db } from '../db/database.js';
import type { campaigns } from '../db/schema.js';
import { engineerOrStudyManagerRequired, technicianRequired } from './campaign-errors.js';
import { technicianIdsOf, writeTeamDepartures } from './campaign-team.js';

type CampaignRow = typeof campaigns.$inferSelect;

/*
 * Issue 17, finding 5: the member list must never leave a campaign without the people in charge
 * the creation and edit forms require (spec section 5: « Au moins 1 technicien requis » for a
 * coring campaign, « Vous devez choisir au moins un chargé d'affaires référent ou un ingénieur »
 * for every type). The people in charge are members of the team (campaign-team.ts), so a member
 * removed, or whose « team » flag is taken away, leaves the charge with them; the change is
 * refused when that takes away the campaign's last technician, or its last engineer and study
 * manager. A campaign that had none before (written outside these rules) is not made worse.
 */

/**
 * Takes the leaving users out of the campaign's charge (engineer, study manager, technicians), or
 * refuses with 409 when that empties a required place. `campaign` must be the row locked by the
 * caller's transaction (`lockCampaignRows`), so that two departures at once are decided one after
 * the other and cannot both take what each alone may.
 */
export async function releaseFromTeam(
  tx: Db,
  campaign: CampaignRow,
  leavingIds: readonly string[],
): Promise<void> {
  const leaving = new Set(leavingIds);
  if (leaving.size === 0) return;
  const technicianIds = (await technicianIdsOf(tx, [campaign.id])).get(campaign.id) ?? [];
  const stays = (id: string | null): string | null => (id !== null && leaving.has(id) ? null : id);
  const engineerId = stays(campaign.engineerId);
  const studyManagerId = stays(campaign.studyManagerId);
  const remainingTechnicians = technicianIds.filter((id) => !leaving.has(id));

  const hadTechnician = technicianIds.length > 0;
  if (campaign.type === 'coring' && hadTechnician && remainingTechnicians.length === 0) {
    throw technicianRequired();
  }
  const hadLead = campaign.engineerId !== null || campaign.studyManagerId !== null;
  if (hadLead && engineerId === null && studyManagerId === null) {
    throw engineerOrStudyManagerRequired();
  }

  await writeTeamDepartures(tx, campaign, {
    engineerId,
    studyManagerId,
    departedTechnicianIds: technicianIds.filter((id) => leaving.has(id)),
  });
}
