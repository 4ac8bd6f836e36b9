import type { components } from '@chaussee/sdk';
import { toPrestation } from '../providers/provider-presenter.js';
import type { CampaignAnalysisDetails } from './campaign-analyses.repository.js';

type Schemas = components['schemas'];

export function toCampaignAnalysis(row: CampaignAnalysisDetails): Schemas['CampaignAnalysis'] {
  return {
    id: row.analysis.id,
    campaignId: row.analysis.campaignId,
    prestation: toPrestation(row.prestation, row.provider),
    provider: row.provider,
    laboratory: row.laboratory,
    layersCount: row.layersCount,
    pendingCount: row.pendingCount,
    laboratoryOrderId: row.analysis.laboratoryOrderId,
    status: row.orderStatus,
    createdAt: row.analysis.createdAt.toISOString(),
  };
}
