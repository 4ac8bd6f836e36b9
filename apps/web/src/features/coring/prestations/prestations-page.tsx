import { CampaignFrame } from '../campaign/campaign-frame.js';
import { PrestationsSection } from './prestations-section.js';

/** `/coring-campaign/{id}/prestations`: prestations, laboratory orders and results. */
export function PrestationsPage() {
  return (
    <CampaignFrame page="prestations">
      {(campaign) => <PrestationsSection campaign={campaign} />}
    </CampaignFrame>
  );
}
