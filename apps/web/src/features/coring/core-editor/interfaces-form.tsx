import {
  getCoreInterfaces,
  getCoreLayers,
  getGetCoreInterfacesQueryKey,
  getGetCoreLayersQueryKey,
  updateCoreInterfaces,
  useGetCoreInterfaces,
  useGetCoreLayers,
  useUpdateCoreInterfaces,
  type CoreInterfacesUpdate,
} from '@chaussee/sdk/react';
import { EmptyState, SchemaForm, toast } from '@chaussee/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { frenchErrorOf } from '../../../shared/api/french-error.js';
import { staleVersionChoices } from '../../../shared/api/stale-version-choices.js';
import { StaleVersionGuard } from '../../../shared/api/stale-version-guard.js';
import { contractForm } from '../../../shared/contract/contract-schemas.js';
import { interfacesToInput } from './core-inputs.js';
import { editorMessages as text } from './messages.js';
import coreInterfacesUpdateContract from 'virtual:chaussee-contract-schemas/CoreInterfacesUpdate';

const form = contractForm(coreInterfacesUpdateContract);
const schema = form.schema;
const uiSchema = form.uiSchema({
  fields: {
    interfaces: {
      title: text.interfacesList,
      options: { addable: false, removable: false, orderable: false },
      items: { title: text.interfaceItem, fields: { position: { readonly: true } } },
    },
  },
});

interface InterfacesDraft {
  interfaces: Partial<CoreInterfacesUpdate['interfaces'][number]>[];
}

/** The bond state between each pair of consecutive layers (PUT /cores/{id}/cores-interfaces). */
export function InterfacesForm({ coreId, mayEdit }: { coreId: string; mayEdit: boolean }) {
  const layers = useGetCoreLayers(coreId);
  const interfaces = useGetCoreInterfaces(coreId);
  if (layers.isError || interfaces.isError)
    return <EmptyState variant="error" title={text.loadFailed} />;
  if (layers.data === undefined || interfaces.data === undefined) {
    return <SchemaForm schema={schema} loading onSubmit={() => undefined} />;
  }
  const layersCount = layers.data.data.layers.length;
  if (layersCount < 2) return <EmptyState title={text.noInterface} />;
  return (
    <InterfacesEditor
      coreId={coreId}
      initial={{ interfaces: interfacesToInput(interfaces.data.data.interfaces, layersCount) }}
      mayEdit={mayEdit}
    />
  );
}

function InterfacesEditor({
  coreId,
  initial,
  mayEdit,
}: {
  coreId: string;
  initial: InterfacesDraft;
  mayEdit: boolean;
}) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(initial);
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: getGetCoreInterfacesQueryKey(coreId) });
  const saved = async () => {
    toast.success(text.interfacesSaved);
    await refresh();
  };
  const update = useUpdateCoreInterfaces({
    mutation: { meta: { isErrorShownInline: true }, onSuccess: saved },
  });
  const stale = staleVersionChoices({
    save: update,
    reload: async () => {
      // The other person may have changed the layers too: their count makes the interfaces.
      const [layers, interfaces] = await Promise.all([
        getCoreLayers(coreId),
        getCoreInterfaces(coreId),
      ]);
      setDraft({
        interfaces: interfacesToInput(interfaces.data.interfaces, layers.data.layers.length),
      });
      await Promise.all([
        refresh(),
        queryClient.invalidateQueries({ queryKey: getGetCoreLayersQueryKey(coreId) }),
      ]);
    },
    resend: ({ id, data }, request) => updateCoreInterfaces(id, data, request),
    onSaved: saved,
  });
  return (
    <>
      <StaleVersionGuard {...stale} />
      <SchemaForm<InterfacesDraft>
        schema={schema}
        uiSchema={uiSchema}
        formData={draft}
        onChange={(data) => {
          if (data !== undefined) setDraft(data);
        }}
        disabled={!mayEdit}
        submitLabel={text.save}
        submitting={update.isPending}
        error={update.isError ? frenchErrorOf(update.error) : null}
        onSubmit={(data) => {
          // rjsf has checked every interface against CoreInterfaceInput (bond state required).
          if (data !== undefined) update.mutate({ id: coreId, data: data as CoreInterfacesUpdate });
        }}
      />
    </>
  );
}
