import { useValidateCampaignCores, type CoringCampaign } from '@chaussee/sdk/react';
import { toast } from '@chaussee/ui';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { useId } from 'react';
import { canValidateCoresIn } from './campaign-lifecycle.js';
import { campaignMessages as text } from './messages.js';
import { useCampaignRefresh } from './use-campaign-update.js';

/**
 * « Valider les carottes » (POST /campaign/{id}/validateCores), offered while the campaign awaits
 * validation or is taken, and enabled exactly when the rule of spec section 4 holds — the API's
 * `coresValid`, read again after every change of a core.
 */
export function ValidateCoresButton({ campaign }: { campaign: CoringCampaign }) {
  const helpId = useId();
  const refresh = useCampaignRefresh(campaign.id);
  const validate = useValidateCampaignCores({
    mutation: {
      onSuccess: async (answer) => {
        toast.success(text.coresValidated);
        await refresh(answer.data);
      },
    },
  });
  const { status } = campaign;
  if (!canValidateCoresIn(status)) return null;
  const isEnabled = campaign.coresValid && !validate.isPending;
  return (
    <Tooltip title={campaign.coresValid ? '' : text.validateCoresHelp[status]} describeChild>
      {/* A disabled button gets no pointer events: the span carries the tooltip. */}
      <span>
        <Button
          variant="contained"
          color="success"
          startIcon={<TaskAltIcon />}
          disabled={!isEnabled}
          aria-describedby={campaign.coresValid ? undefined : helpId}
          onClick={() => {
            validate.mutate({ id: campaign.id, data: {} });
          }}
        >
          {text.validateCores}
        </Button>
        {!campaign.coresValid && (
          <span id={helpId} hidden>
            {text.validateCoresHelp[status]}
          </span>
        )}
      </span>
    </Tooltip>
  );
}
