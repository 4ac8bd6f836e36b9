import { useParams } from 'react-router';
import { CampaignFrame } from '../campaign/campaign-frame.js';
import { CoresSection } from './cores-section.js';
import { usePrefetchCampaignCores } from './use-campaign-cores.js';

/** `/coring-campaign/{id}`: the campaign's header and its cores. */
export function CoringCampaignPage() {
  // The cores are asked at once, beside the campaign the frame waits for, not after it.
  usePrefetchCampaignCores(useParams().id ?? '');
  return (
    <CampaignFrame page="cores">{(campaign) => <CoresSection campaign={campaign} />}</CampaignFrame>
  );
}
