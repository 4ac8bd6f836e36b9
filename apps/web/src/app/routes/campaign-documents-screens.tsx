import { AnyCampaignFrame } from '../../features/coring/campaign/any-campaign-frame.js';
import { DeliverablesView } from '../../features/documents/deliverables/deliverables-view.js';
import {
  FileManager,
  FilesSignInNotice,
} from '../../features/documents/file-manager/file-manager.js';

/**
 * The documents screens of a campaign, composed here because they sit in the campaign's frame
 * (the coring feature's header and navigation) and features do not import each other.
 */

/** `/campaign/{id}/files`: the file manager (no sign-in rule: an anonymous visitor is asked to). */
export function CampaignFilesScreen() {
  return (
    <AnyCampaignFrame page="files" signedOut={<FilesSignInNotice />}>
      {(campaign) => <FileManager campaign={campaign} />}
    </AnyCampaignFrame>
  );
}

/** `/campaign/{id}/deliverables`: the deliverables as the customer reads and shares them. */
export function CampaignDeliverablesScreen() {
  return (
    <AnyCampaignFrame page="deliverables">
      {(campaign) => <DeliverablesView campaign={campaign} />}
    </AnyCampaignFrame>
  );
}
