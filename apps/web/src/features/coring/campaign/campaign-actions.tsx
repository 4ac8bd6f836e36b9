import { useAbility } from '@chaussee/permissions/react';
import type { CoringCampaign } from '@chaussee/sdk/react';
import ShareIcon from '@mui/icons-material/Share';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { CampaignHistoryButton } from '../../../shared/history/campaign-history-button.js';
import { lazyAfterPaint } from '../../../shared/lazy/lazy-after-paint.js';
import { campaignMessages as text } from './messages.js';
import { SendToProviderButton, StartCoringButton } from './provider-actions.js';
import { StatusMenu } from './status-menu.js';
import { ValidateCoresButton } from './validate-cores-button.js';

// The link form (react-jsonschema-form, ajv) loads when the dialog opens.
const ShareLinkDialog = lazyAfterPaint(
  async () => (await import('./share-link-dialog.js')).ShareLinkDialog,
  null,
);

/** The actions of the campaign header that the user's rights allow, and none other. */
export function CampaignActions({ campaign }: { campaign: CoringCampaign }) {
  const ability = useAbility();
  const [isSharing, setSharing] = useState(false);
  return (
    <>
      {ability.can('updateStatus', 'Campaign') && <ValidateCoresButton campaign={campaign} />}
      {ability.can('startCoring', 'Campaign') && <StartCoringButton campaign={campaign} />}
      {ability.can('sendToProvider', 'Campaign') && <SendToProviderButton campaign={campaign} />}
      {/* Each move of the menu needs its own right: the menu offers those the user has. */}
      <StatusMenu campaign={campaign} />
      {ability.can('generate', 'ShareLink') && (
        <Button
          variant="outlined"
          startIcon={<ShareIcon />}
          onClick={() => {
            setSharing(true);
          }}
        >
          {text.shareLink}
        </Button>
      )}
      <CampaignHistoryButton campaignId={campaign.id} />
      {isSharing && (
        <ShareLinkDialog
          campaignId={campaign.id}
          onClose={() => {
            setSharing(false);
          }}
        />
      )}
    </>
  );
}
