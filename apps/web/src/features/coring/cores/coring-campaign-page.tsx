import { CampaignFrame } from '../campaign/campaign-frame.js';
import { CoresSection } from './cores-section.js';

/** `/coring-campaign/{id}`: the campaign's header and its cores. */
export function CoringCampaignPage() {
  return (
    <CampaignFrame page="cores">{(campaign) => <CoresSection campaign={campaign} />}</CampaignFrame>
  );
}
