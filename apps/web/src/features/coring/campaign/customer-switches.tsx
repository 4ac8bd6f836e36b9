import { useAbility } from '@chaussee/permissions/react';
import {
  updateCoringCampaignCustomerAccess,
  updateCoringCampaignCustomerValidation,
  updateCoringCampaignShouldValidateCustomer,
  useUpdateCoringCampaignCustomerAccess,
  useUpdateCoringCampaignCustomerValidation,
  useUpdateCoringCampaignShouldValidateCustomer,
  type CoringCampaign,
} from '@chaussee/sdk/react';
import { toast } from '@chaussee/ui';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import { staleVersionChoices } from '../../../shared/api/stale-version-choices.js';
import { StaleVersionGuard } from '../../../shared/api/stale-version-guard.js';
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
  const mutation = { meta: { isStaleVersionGuarded: true }, onSuccess };
  const access = useUpdateCoringCampaignCustomerAccess({ mutation });
  const shouldValidate = useUpdateCoringCampaignShouldValidateCustomer({ mutation });
  const validation = useUpdateCoringCampaignCustomerValidation({ mutation });
  // A switch is a write of the campaign: refused as stale (someone else changed the campaign since
  // it was read), it asks to reload the campaign or to switch over whatever it holds now.
  const reload = () => refresh();
  const staleChoices = {
    access: staleVersionChoices({
      save: access,
      reload,
      resend: ({ id, data }, request) => updateCoringCampaignCustomerAccess(id, data, request),
      onSaved: onSuccess,
    }),
    shouldValidate: staleVersionChoices({
      save: shouldValidate,
      reload,
      resend: ({ id, data }, request) =>
        updateCoringCampaignShouldValidateCustomer(id, data, request),
      onSaved: onSuccess,
    }),
    validation: staleVersionChoices({
      save: validation,
      reload,
      resend: ({ id, data }, request) => updateCoringCampaignCustomerValidation(id, data, request),
      onSaved: onSuccess,
    }),
  };
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
      {Object.entries(staleChoices).map(([name, choices]) => (
        <StaleVersionGuard key={name} {...choices} />
      ))}
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
