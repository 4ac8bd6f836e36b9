import { useSendCoringCampaignToProvider, type CoringCampaign } from '@chaussee/sdk/react';
import { toast } from '@chaussee/ui';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import SendIcon from '@mui/icons-material/Send';
import Button from '@mui/material/Button';
import { campaignMessages as text } from './messages.js';
import { StaleVersionGuard } from '../../../shared/api/stale-version-guard.js';
import { useCampaignRefresh, useCampaignStatusChange } from './use-campaign-update.js';

/** « Démarrer le carottage »: the programme is validated, the technicians go on site. */
export function StartCoringButton({ campaign }: { campaign: CoringCampaign }) {
  const { update: start, stale } = useCampaignStatusChange(campaign.id, () => {
    toast.success(text.coringStarted);
  });
  if (campaign.status !== 'programing_validated') return null;
  return (
    <>
      <StaleVersionGuard {...stale} />
      <Button
        variant="contained"
        startIcon={<PlayArrowIcon />}
        disabled={start.isPending}
        onClick={() => {
          start.mutate({ id: campaign.id, data: { status: 'taking_in_progress' } });
        }}
      >
        {text.startCoring}
      </Button>
    </>
  );
}

/**
 * « Envoyer au prestataire » (POST …/actions/send-to-provider): the prestations not ordered yet
 * leave as laboratory orders, once the taking is validated (and later for prestations added).
 */
export function SendToProviderButton({ campaign }: { campaign: CoringCampaign }) {
  const refresh = useCampaignRefresh(campaign.id);
  const send = useSendCoringCampaignToProvider({
    mutation: {
      onSuccess: async (answer) => {
        toast.success(text.sentToProvider(answer.data.orders.length));
        await refresh();
      },
    },
  });
  if (campaign.status !== 'taking_validated' && campaign.status !== 'sent_for_analysis') {
    return null;
  }
  return (
    <Button
      variant="contained"
      startIcon={<SendIcon />}
      disabled={send.isPending}
      onClick={() => {
        send.mutate({ id: campaign.id, data: {} });
      }}
    >
      {text.sendToProvider}
    </Button>
  );
}
