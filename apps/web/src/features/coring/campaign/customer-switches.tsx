import { useAbility } from '@chaussee/permissions/react';
import {
  useUpdateCoringCampaignCustomerAccess,
  useUpdateCoringCampaignCustomerValidation,
  useUpdateCoringCampaignShouldValidateCustomer,
  type CoringCampaign,
} from '@chaussee/sdk/react';
import { toast } from '@chaussee/ui';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import { useSession } from '../../../shared/session/session-context.js';
import { campaignMessages as text } from './messages.js';
import { useCampaignRefresh } from './use-campaign-update.js';

/**
 * The customer's access to the campaign and the validation of its programme (three PUTs of the
 * contract). The editors of campaigns switch all three; the main customer may validate the
 * programme while the campaign awaits validation.
 */
export function CustomerSwitches({ campaign }: { campaign: CoringCampaign }) {
  const ability = useAbility();
  const { user } = useSession();
  const refresh = useCampaignRefresh(campaign.id);
  const onSuccess = async (answer: { data: CoringCampaign }) => {
    toast.success(text.saved);
    await refresh(answer.data);
  };
  const access = useUpdateCoringCampaignCustomerAccess({ mutation: { onSuccess } });
  const shouldValidate = useUpdateCoringCampaignShouldValidateCustomer({ mutation: { onSuccess } });
  const validation = useUpdateCoringCampaignCustomerValidation({ mutation: { onSuccess } });
  const mayEdit = ability.can('update', 'Campaign');
  const isMainCustomer = user !== null && campaign.mainCustomer?.id === user.id;
  const mayValidate =
    (mayEdit || isMainCustomer) &&
    campaign.shouldValidateCustomer &&
    campaign.status === 'awaiting_validation';
  if (!mayEdit && !mayValidate) return null;
  const isBusy = access.isPending || shouldValidate.isPending || validation.isPending;
  return (
    <FormGroup row role="group" aria-label={text.switches} sx={{ mb: 2, gap: 2 }}>
      {mayEdit && (
        <FormControlLabel
          label={text.customerAccess}
          control={
            <Switch
              checked={campaign.hasCustomerAccess}
              disabled={isBusy}
              onChange={(event) => {
                access.mutate({
                  id: campaign.id,
                  data: { hasCustomerAccess: event.target.checked },
                });
              }}
            />
          }
        />
      )}
      {mayEdit && (
        <FormControlLabel
          label={text.shouldValidateCustomer}
          control={
            <Switch
              checked={campaign.shouldValidateCustomer}
              disabled={isBusy}
              onChange={(event) => {
                shouldValidate.mutate({
                  id: campaign.id,
                  data: { shouldValidateCustomer: event.target.checked },
                });
              }}
            />
          }
        />
      )}
      {mayValidate && (
        <FormControlLabel
          label={text.validateCustomer}
          control={
            <Switch
              checked={campaign.validateCustomer}
              disabled={isBusy}
              onChange={(event) => {
                validation.mutate({
                  id: campaign.id,
                  data: { validateCustomer: event.target.checked },
                });
              }}
            />
          }
        />
      )}
    </FormGroup>
  );
}
