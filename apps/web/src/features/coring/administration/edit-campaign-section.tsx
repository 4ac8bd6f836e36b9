import {
  getCoringCampaign,
  updateCoringCampaign,
  useUpdateCoringCampaign,
  type CoringCampaign,
  type CoringCampaignUpdate,
} from '@chaussee/sdk/react';
import { SchemaForm, toast } from '@chaussee/ui';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { frenchErrorOf } from '../../../shared/api/french-error.js';
import { staleVersionChoices } from '../../../shared/api/stale-version-choices.js';
import { StaleVersionGuard } from '../../../shared/api/stale-version-guard.js';
import { campaignFormHints } from '../../../shared/campaigns/campaign-form-ui.js';
import { useCampaignPeople } from '../../../shared/campaigns/use-campaign-people.js';
import { contractForm } from '../../../shared/contract/contract-schemas.js';
import { useCampaignRefresh } from '../campaign/use-campaign-update.js';
import { administrationMessages as text } from './messages.js';
import coringCampaignUpdateContract from 'virtual:chaussee-contract-schemas/CoringCampaignUpdate';

const form = contractForm(coringCampaignUpdateContract);

function updateOf(campaign: CoringCampaign): CoringCampaignUpdate {
  return {
    name: campaign.name,
    reference: campaign.reference,
    customerReference: campaign.customerReference ?? null,
    description: campaign.description,
    startDate: campaign.startDate,
    endDate: campaign.endDate,
    engineerId: campaign.engineer?.id ?? null,
    studyManagerId: campaign.studyManager?.id ?? null,
    mainCustomerId: campaign.mainCustomer?.id ?? null,
    technicianIds: campaign.technicians.map((technician) => technician.id),
  };
}

/** The editable fields of the campaign, people in charge included (PUT /coring-campaigns/{id}). */
export function EditCampaignSection({ campaign }: { campaign: CoringCampaign }) {
  const titleId = useId();
  const people = useCampaignPeople(campaign.organization.id);
  const refresh = useCampaignRefresh(campaign.id);
  const [draft, setDraft] = useState(() => updateOf(campaign));
  const saved = async (answer: { data: CoringCampaign }) => {
    toast.success(text.saved);
    await refresh(answer.data);
  };
  const update = useUpdateCoringCampaign({
    mutation: { meta: { isErrorShownInline: true }, onSuccess: saved },
  });
  const stale = staleVersionChoices({
    save: update,
    reload: async () => {
      const current = await getCoringCampaign(campaign.id);
      setDraft(updateOf(current.data));
      await refresh(current.data);
    },
    resend: ({ id, data }, request) => updateCoringCampaign(id, data, request),
    onSaved: saved,
  });
  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: 2 }}>
      <StaleVersionGuard {...stale} />
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 2 }}>
        {text.editTitle}
      </Typography>
      <SchemaForm<CoringCampaignUpdate>
        schema={form.schema}
        uiSchema={form.uiSchema(campaignFormHints(people))}
        formData={draft}
        onChange={(data) => {
          if (data !== undefined) setDraft(data);
        }}
        loading={people.isPending}
        submitLabel={text.save}
        submitting={update.isPending}
        error={update.isError ? frenchErrorOf(update.error) : null}
        onSubmit={(data) => {
          if (data !== undefined) update.mutate({ id: campaign.id, data });
        }}
      />
    </Paper>
  );
}
