import {
  getListWorkspaceCampaignsQueryKey,
  useCreateAuscultationCampaign,
  useCreateCoringCampaign,
  type AuscultationCampaignCreate,
  type CoringCampaignCreate,
} from '@chaussee/sdk/react';
import { SchemaForm, toast } from '@chaussee/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { frenchErrorOf } from '../../shared/api/french-error.js';
import { campaignFormHints } from '../../shared/campaigns/campaign-form-ui.js';
import { useCampaignPeople } from '../../shared/campaigns/use-campaign-people.js';
import { contractForm } from '../../shared/contract/contract-schemas.js';
import { FormDialog } from '../../shared/forms/form-dialog.js';
import { campaignPath } from '../../shared/routes/campaign-paths.js';
import { workspaceMessages as text } from './messages.js';
import auscultationCampaignCreateContract from 'virtual:chaussee-contract-schemas/AuscultationCampaignCreate';
import coringCampaignCreateContract from 'virtual:chaussee-contract-schemas/CoringCampaignCreate';

const coringForm = contractForm(coringCampaignCreateContract);
const auscultationForm = contractForm(auscultationCampaignCreateContract);

export type CreatableCampaignType = 'coring' | 'auscultation';

interface CreateCampaignDialogProps {
  type: CreatableCampaignType;
  workspace: { id: string; organization: { id: string } };
  onClose: () => void;
}

/**
 * POST /coring-campaigns or /auscultation-campaigns from the contract's request body (rules of
 * spec section 5 with their French messages), then opens the new campaign.
 */
export function CreateCampaignDialog({ type, workspace, onClose }: CreateCampaignDialogProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const people = useCampaignPeople(workspace.organization.id);
  const onSuccess = async (answer: { data: { id: string; type: 'coring' | 'auscultation' } }) => {
    toast.success(text.created);
    await queryClient.invalidateQueries({
      queryKey: getListWorkspaceCampaignsQueryKey(workspace.id),
    });
    onClose();
    await navigate(campaignPath(answer.data));
  };
  const createCoring = useCreateCoringCampaign({
    mutation: { meta: { isErrorShownInline: true }, onSuccess },
  });
  const createAuscultation = useCreateAuscultationCampaign({
    mutation: { meta: { isErrorShownInline: true }, onSuccess },
  });
  const creation = type === 'coring' ? createCoring : createAuscultation;
  // Controlled forms: a re-render (lists loading, the submission running) keeps what was typed.
  const [coringDraft, setCoringDraft] = useState<CoringCampaignCreate>({
    workspaceId: workspace.id,
    name: '',
    technicianIds: [],
  });
  const [auscultationDraft, setAuscultationDraft] = useState<AuscultationCampaignCreate>({
    workspaceId: workspace.id,
    name: '',
  });
  const formProps = {
    submitLabel: text.create,
    loading: people.isPending,
    submitting: creation.isPending,
    error: creation.isError ? frenchErrorOf(creation.error) : null,
  };
  return (
    <FormDialog
      open
      maxWidth="md"
      title={type === 'coring' ? text.createCoringTitle : text.createAuscultationTitle}
      busy={creation.isPending}
      onClose={onClose}
    >
      {type === 'coring' ? (
        <SchemaForm<CoringCampaignCreate>
          {...formProps}
          schema={coringForm.schema}
          uiSchema={coringForm.uiSchema(campaignFormHints(people))}
          formData={coringDraft}
          onChange={(data) => {
            if (data !== undefined) setCoringDraft(data);
          }}
          onSubmit={(data) => {
            if (data !== undefined) createCoring.mutate({ data });
          }}
        />
      ) : (
        <SchemaForm<AuscultationCampaignCreate>
          {...formProps}
          schema={auscultationForm.schema}
          uiSchema={auscultationForm.uiSchema(campaignFormHints(people))}
          formData={auscultationDraft}
          onChange={(data) => {
            if (data !== undefined) setAuscultationDraft(data);
          }}
          onSubmit={(data) => {
            if (data !== undefined) createAuscultation.mutate({ data });
          }}
        />
      )}
    </FormDialog>
  );
}
