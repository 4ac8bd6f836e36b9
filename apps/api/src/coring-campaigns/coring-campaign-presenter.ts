import { areCoresValid } from '@chaussee/permissions';
import type { components } from '@chaussee/sdk';
import { toCampaign } from '../campaigns/campaign-presenter.js';
import { loadCampaignView } from '../campaigns/campaign-view.repository.js';
import type { Db } from '../db/database.js';
import { toPrestation } from '../providers/provider-presenter.js';
import {
  createCoringCampaignRepository,
  type CampaignPrestationRow,
  type LaboratoryOrderRow,
} from './coring-campaign.repository.js';

type Schemas = components['schemas'];

function toCoringCampaignPrestation(
  row: CampaignPrestationRow,
): Schemas['CoringCampaignPrestation'] {
  return { prestation: toPrestation(row.prestation, row.provider), laboratory: row.laboratory };
}

function toLaboratoryOrder(row: LaboratoryOrderRow): Schemas['LaboratoryOrder'] {
  const { order } = row;
  return {
    id: order.id,
    reference: order.reference,
    status: order.status,
    campaignId: order.campaignId,
    provider: row.provider,
    laboratory: row.laboratory,
    samplesCount: row.samplesCount,
    sentAt: order.sentAt?.toISOString() ?? null,
    resultsReceivedAt: order.resultsReceivedAt?.toISOString() ?? null,
    createdAt: order.createdAt.toISOString(),
  };
}

/**
 * A coring campaign in full: the Campaign of the campaigns domain plus the customer flags,
 * coresValid (spec section 4), providers, prestations and laboratory orders (newest first).
 * Undefined when there is no such campaign or it is of another type.
 */
export async function loadCoringCampaign(
  db: Db,
  campaignId: string,
): Promise<Schemas['CoringCampaign'] | undefined> {
  const view = await loadCampaignView(db, campaignId);
  if (view?.campaign.type !== 'coring') return undefined;
  const coring = createCoringCampaignRepository(db);
  const [coreStatuses, providers, prestations, orders] = await Promise.all([
    coring.coreStatuses(campaignId),
    coring.providersOf(campaignId),
    coring.prestationsOf(campaignId),
    coring.laboratoryOrdersOf(campaignId),
  ]);
  const { campaign } = view;
  return {
    ...toCampaign(view),
    type: 'coring',
    hasCustomerAccess: campaign.hasCustomerAccess,
    shouldValidateCustomer: campaign.shouldValidateCustomer,
    validateCustomer: campaign.validateCustomer,
    coresValid: areCoresValid(campaign.status, coreStatuses),
    providers,
    prestations: prestations.map(toCoringCampaignPrestation),
    laboratoryOrders: orders.map(toLaboratoryOrder),
  };
}
