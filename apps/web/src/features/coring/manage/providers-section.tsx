import {
  getListProviderLaboratoriesQueryKey,
  getListProviderPrestationsQueryKey,
  listProviderLaboratories,
  listProviderPrestations,
  useListProviders,
  useSetCoringCampaignPrestationsAndProviders,
  type CoringCampaign,
  type CoringCampaignProvidersUpdate,
} from '@chaussee/sdk/react';
import { SchemaForm, toast } from '@chaussee/ui';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { frenchErrorOf } from '../../../shared/api/french-error.js';
import { contractFormSchema } from '../../../shared/contract/contract-schemas.js';
import coringCampaignProvidersUpdateContract from 'virtual:chaussee-contract-schemas/CoringCampaignProvidersUpdate';
import { ChoiceWidget } from '../../../shared/forms/choice-widget.js';
import { namedChoices } from '../../../shared/forms/choices.js';
import { useCampaignRefresh } from '../campaign/use-campaign-update.js';
import { ManageSection } from './manage-section.js';
import { manageMessages as text } from './messages.js';

const schema = contractFormSchema(coringCampaignProvidersUpdateContract);
const LIST_LIMIT = 200;

function draftOf(campaign: CoringCampaign): CoringCampaignProvidersUpdate {
  return {
    providerIds: campaign.providers.map((provider) => provider.id),
    prestations: campaign.prestations.map(({ prestation, laboratory }) => ({
      prestationId: prestation.id,
      laboratoryId: laboratory?.id ?? null,
    })),
  };
}

/**
 * The campaign's providers and the prestations offered for its layers with their laboratory
 * (PUT …/add-prestations-and-providers); the choices follow the providers chosen.
 */
export function ProvidersSection({ campaign }: { campaign: CoringCampaign }) {
  const refresh = useCampaignRefresh(campaign.id);
  const [draft, setDraft] = useState(() => draftOf(campaign));
  const providers = useListProviders({ limit: LIST_LIMIT });
  const prestations = useQueries({
    queries: draft.providerIds.map((id) => ({
      queryKey: getListProviderPrestationsQueryKey(id, { limit: LIST_LIMIT }),
      queryFn: () => listProviderPrestations(id, { limit: LIST_LIMIT }),
    })),
  });
  const laboratories = useQueries({
    queries: draft.providerIds.map((id) => ({
      queryKey: getListProviderLaboratoriesQueryKey(id, { limit: LIST_LIMIT }),
      queryFn: () => listProviderLaboratories(id, { limit: LIST_LIMIT }),
    })),
  });
  const update = useSetCoringCampaignPrestationsAndProviders({
    mutation: {
      meta: { isErrorShownInline: true },
      onSuccess: async (answer) => {
        toast.success(text.providersSaved);
        await refresh(answer.data);
      },
    },
  });
  const uiSchema = {
    providerIds: {
      'ui:title': text.providerIds,
      'ui:widget': ChoiceWidget,
      'ui:options': { choices: namedChoices(providers.data?.data.items ?? []) },
    },
    prestations: {
      'ui:title': text.prestations,
      items: {
        prestationId: {
          'ui:title': text.prestationId,
          'ui:widget': ChoiceWidget,
          'ui:options': {
            choices: prestations
              .flatMap((query) => query.data?.data.items ?? [])
              .map((prestation) => ({
                value: prestation.id,
                label: `${prestation.name} · ${prestation.provider.name}`,
              })),
          },
        },
        laboratoryId: {
          'ui:title': text.laboratoryId,
          'ui:widget': ChoiceWidget,
          'ui:options': {
            choices: laboratories
              .flatMap((query) => query.data?.data.items ?? [])
              .map((laboratory) => ({
                value: laboratory.id,
                label: `${laboratory.name} · ${laboratory.provider.name}`,
              })),
          },
        },
      },
    },
  };
  return (
    <ManageSection title={text.providersTitle} help={text.providersHelp}>
      <SchemaForm<CoringCampaignProvidersUpdate>
        schema={schema}
        uiSchema={uiSchema}
        formData={draft}
        onChange={(data) => {
          if (data !== undefined) setDraft(data);
        }}
        loading={providers.isPending}
        submitLabel={text.save}
        submitting={update.isPending}
        error={update.isError ? frenchErrorOf(update.error) : null}
        onSubmit={(data) => {
          if (data !== undefined) update.mutate({ id: campaign.id, data });
        }}
      />
    </ManageSection>
  );
}
