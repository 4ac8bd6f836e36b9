import {
  getCoringCampaign,
  getListProviderLaboratoriesQueryKey,
  getListProviderPrestationsQueryKey,
  listProviderLaboratories,
  listProviderPrestations,
  setCoringCampaignPrestationsAndProviders,
  useListProviders,
  useSetCoringCampaignPrestationsAndProviders,
  type CoringCampaign,
  type CoringCampaignProvidersUpdate,
} from '@chaussee/sdk/react';
import { SchemaForm, toast } from '@chaussee/ui';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { frenchErrorOf } from '../../../shared/api/french-error.js';
import { staleVersionChoices } from '../../../shared/api/stale-version-choices.js';
import { StaleVersionGuard } from '../../../shared/api/stale-version-guard.js';
import { isStaleVersion } from '../../../shared/api/stale-version.js';
import { contractForm } from '../../../shared/contract/contract-schemas.js';
import { namedChoices } from '../../../shared/forms/choices.js';
import { useCampaignRefresh } from '../campaign/use-campaign-update.js';
import { ManageSection } from './manage-section.js';
import { manageMessages as text } from './messages.js';
import coringCampaignProvidersUpdateContract from 'virtual:chaussee-contract-schemas/CoringCampaignProvidersUpdate';

const form = contractForm(coringCampaignProvidersUpdateContract);
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
  const saved = async (answer: { data: CoringCampaign }) => {
    toast.success(text.providersSaved);
    await refresh(answer.data);
  };
  const update = useSetCoringCampaignPrestationsAndProviders({
    mutation: { meta: { isErrorShownInline: true }, onSuccess: saved },
  });
  // The providers and prestations are part of the campaign as read: saved over a campaign someone
  // else changed since, they ask to reload it (the choices made here are lost) or to overwrite.
  const stale = staleVersionChoices({
    save: update,
    reload: async () => {
      const current = await getCoringCampaign(campaign.id);
      setDraft(draftOf(current.data));
      await refresh(current.data);
    },
    resend: ({ id, data }, request) => setCoringCampaignPrestationsAndProviders(id, data, request),
    onSaved: saved,
  });
  const uiSchema = form.uiSchema({
    fields: {
      providerIds: {
        title: text.providerIds,
        choices: namedChoices(providers.data?.data.items ?? []),
      },
      prestations: {
        title: text.prestations,
        items: {
          fields: {
            prestationId: {
              title: text.prestationId,
              choices: prestations
                .flatMap((query) => query.data?.data.items ?? [])
                .map((prestation) => ({
                  value: prestation.id,
                  label: `${prestation.name} · ${prestation.provider.name}`,
                })),
            },
            laboratoryId: {
              title: text.laboratoryId,
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
    },
  });
  return (
    <ManageSection title={text.providersTitle} help={text.providersHelp}>
      <StaleVersionGuard {...stale} />
      <SchemaForm<CoringCampaignProvidersUpdate>
        schema={form.schema}
        uiSchema={uiSchema}
        formData={draft}
        onChange={(data) => {
          if (data !== undefined) setDraft(data);
        }}
        loading={providers.isPending}
        submitLabel={text.save}
        submitting={update.isPending}
        error={update.isError && !isStaleVersion(update.error) ? frenchErrorOf(update.error) : null}
        onSubmit={(data) => {
          if (data !== undefined) update.mutate({ id: campaign.id, data });
        }}
      />
    </ManageSection>
  );
}
