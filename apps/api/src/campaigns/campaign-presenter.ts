import type { components } from '@chaussee/sdk';
import { toUserSummary } from '../users/user-presenter.js';
import type { CampaignSummaryView, CampaignView } from './campaign-view.repository.js';

type CampaignSummary = components['schemas']['CampaignSummary'];
type Campaign = components['schemas']['Campaign'];

/**
 * A campaign of any type as lists and cards show it (load the views with
 * `loadCampaignSummaryViews`, one call for a whole page).
 */
export function toCampaignSummary(view: CampaignSummaryView): CampaignSummary {
  const { campaign } = view;
  return {
    id: campaign.id,
    name: campaign.name,
    reference: campaign.reference,
    customerReference: campaign.customerReference,
    type: campaign.type,
    status: campaign.status,
    isArchived: campaign.isArchived,
    startDate: campaign.startDate,
    endDate: campaign.endDate,
    createdAt: campaign.createdAt.toISOString(),
    coresCount: view.coresCount,
    workspace: { id: view.workspace.id, name: view.workspace.name },
    site: { id: view.site.id, name: view.site.name },
    organization: { id: view.organization.id, name: view.organization.name },
  };
}

/**
 * A campaign of any type in full (load it with `loadCampaignView(s)`); the type-specific views
 * (CoringCampaign, AuscultationCampaign) spread it and add their fields.
 */
export function toCampaign(view: CampaignView): Campaign {
  const { campaign } = view;
  return {
    ...toCampaignSummary(view),
    description: campaign.description,
    globalComment: campaign.globalComment,
    engineer: view.engineer && toUserSummary(view.engineer),
    studyManager: view.studyManager && toUserSummary(view.studyManager),
    technicians: view.technicians.map(toUserSummary),
    mainCustomer: view.mainCustomer && toUserSummary(view.mainCustomer),
    updatedAt: campaign.updatedAt.toISOString(),
  };
}
