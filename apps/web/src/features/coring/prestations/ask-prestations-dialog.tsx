import {
  getListCampaignAnalysesQueryKey,
  getListCampaignPrestationsQueryKey,
  useAddCampaignPrestations,
  type CampaignPrestationsCreate,
  type CoringCampaign,
} from '@chaussee/sdk/react';
import { SchemaForm, toast } from '@chaussee/ui';
import { labelOf } from '@chaussee/validation';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { frenchErrorOf } from '../../../shared/api/french-error.js';
import { contractForm } from '../../../shared/contract/contract-schemas.js';
import { FormDialog } from '../../../shared/forms/form-dialog.js';
import { prestationsMessages as text } from './messages.js';
import type { LayerResultRow } from './results-grid.js';
import campaignPrestationsCreateContract from 'virtual:chaussee-contract-schemas/CampaignPrestationsCreate';

const form = contractForm(campaignPrestationsCreateContract);

interface Draft {
  prestations: Partial<CampaignPrestationsCreate['prestations'][number]>[];
}

/**
 * Prestations asked on layers (POST /campaigns/{id}/prestations): for each line a layer of a core
 * and one of the prestations offered for the campaign, with its provider and laboratory.
 */
export function AskPrestationsDialog({
  campaign,
  layers,
  onClose,
}: {
  campaign: CoringCampaign;
  layers: readonly LayerResultRow[];
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>({ prestations: [{}] });
  const ask = useAddCampaignPrestations({
    mutation: {
      meta: { isErrorShownInline: true },
      onSuccess: async (answer) => {
        toast.success(text.asked(answer.data.items.length));
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: getListCampaignAnalysesQueryKey(campaign.id) }),
          queryClient.invalidateQueries({
            queryKey: getListCampaignPrestationsQueryKey(campaign.id),
          }),
        ]);
        onClose();
      },
    },
  });
  const layerChoices = layers.map((layer) => ({
    value: layer.id,
    label: text.layerChoice(
      layer.coreName,
      layer.position,
      layer.name,
      labelOf('LayerType', layer.type),
    ),
  }));
  const prestationChoices = campaign.prestations.map(({ prestation, laboratory }) => ({
    value: prestation.id,
    label: text.prestationChoice(
      prestation.name,
      prestation.provider.name,
      laboratory?.name ?? null,
    ),
  }));
  const uiSchema = form.uiSchema({
    fields: {
      prestations: {
        title: text.askFields.prestations,
        items: {
          fields: {
            layerId: { title: text.askFields.layerId, choices: layerChoices },
            prestationId: { title: text.askFields.prestationId, choices: prestationChoices },
          },
        },
      },
    },
  });
  return (
    <FormDialog open maxWidth="md" title={text.askTitle} busy={ask.isPending} onClose={onClose}>
      <Stack spacing={2}>
        <Typography variant="body2">{text.askHelp}</Typography>
        {prestationChoices.length === 0 ? (
          <Alert severity="info">{text.noOfferedPrestation}</Alert>
        ) : (
          <SchemaForm<Draft>
            schema={form.schema}
            uiSchema={uiSchema}
            formData={draft}
            onChange={(data) => {
              if (data !== undefined) setDraft(data);
            }}
            submitLabel={text.ask}
            submitting={ask.isPending}
            error={ask.isError ? frenchErrorOf(ask.error) : null}
            onSubmit={(data) => {
              // rjsf has checked every line against the contract: layer and prestation are set.
              if (data !== undefined) {
                ask.mutate({ id: campaign.id, data: data as CampaignPrestationsCreate });
              }
            }}
          />
        )}
      </Stack>
    </FormDialog>
  );
}
