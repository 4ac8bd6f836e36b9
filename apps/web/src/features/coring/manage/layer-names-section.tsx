import {
  getGetCoringCampaignLayerNamesQueryKey,
  useGetCoringCampaignLayerNames,
  useUpdateCoringCampaignLayerNames,
  type CoringCampaignLayerNames,
} from '@chaussee/sdk/react';
import { EmptyState, SchemaForm, toast } from '@chaussee/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { frenchErrorOf } from '../../../shared/api/french-error.js';
import { contractForm } from '../../../shared/contract/contract-schemas.js';
import { ManageSection } from './manage-section.js';
import { manageMessages as text } from './messages.js';
import coringCampaignLayerNamesContract from 'virtual:chaussee-contract-schemas/CoringCampaignLayerNames';

const form = contractForm(coringCampaignLayerNamesContract);
const schema = form.schema;
const uiSchema = form.uiSchema({
  fields: { names: { title: text.layerNames, options: { orderable: true } } },
});

/** The layer names the layer forms propose, in order (GET and PUT …/layer-names). */
export function LayerNamesSection({ campaignId }: { campaignId: string }) {
  const names = useGetCoringCampaignLayerNames(campaignId);
  return (
    <ManageSection title={text.layerNamesTitle}>
      {names.isError ? (
        <EmptyState variant="error" title={text.loadFailed} />
      ) : names.data === undefined ? (
        <SchemaForm schema={schema} loading onSubmit={() => undefined} />
      ) : (
        <LayerNamesForm campaignId={campaignId} initial={names.data.data} />
      )}
    </ManageSection>
  );
}

function LayerNamesForm({
  campaignId,
  initial,
}: {
  campaignId: string;
  initial: CoringCampaignLayerNames;
}) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(initial);
  const update = useUpdateCoringCampaignLayerNames({
    mutation: {
      meta: { isErrorShownInline: true },
      onSuccess: async () => {
        toast.success(text.layerNamesSaved);
        await queryClient.invalidateQueries({
          queryKey: getGetCoringCampaignLayerNamesQueryKey(campaignId),
        });
      },
    },
  });
  return (
    <SchemaForm<CoringCampaignLayerNames>
      schema={schema}
      uiSchema={uiSchema}
      formData={draft}
      onChange={(data) => {
        if (data !== undefined) setDraft(data);
      }}
      submitLabel={text.save}
      submitting={update.isPending}
      error={update.isError ? frenchErrorOf(update.error) : null}
      onSubmit={(data) => {
        if (data !== undefined) update.mutate({ id: campaignId, data });
      }}
    />
  );
}
