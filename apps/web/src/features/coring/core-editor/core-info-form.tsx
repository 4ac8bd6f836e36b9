import {
  getCore,
  updateCore,
  useGetCore,
  useUpdateCore,
  type Core,
  type CoreUpdate,
} from '@chaussee/sdk/react';
import { SchemaForm, toast } from '@chaussee/ui';
import { useMemo, useState } from 'react';
import { frenchErrorOf } from '../../../shared/api/french-error.js';
import { staleVersionChoices } from '../../../shared/api/stale-version-choices.js';
import { StaleVersionGuard } from '../../../shared/api/stale-version-guard.js';
import { contractForm } from '../../../shared/contract/contract-schemas.js';
import { coreFormHints } from '../cores/core-form-ui.js';
import { useCoreReferences } from '../cores/use-core-references.js';
import { coreToUpdate } from './core-inputs.js';
import { editorMessages as text } from './messages.js';
import coreUpdateContract from 'virtual:chaussee-contract-schemas/CoreUpdate';

const form = contractForm(coreUpdateContract);

interface CoreInfoFormProps {
  campaign: { id: string; workspace: { id: string } };
  core: Core;
  mayEdit: boolean;
  onSaved: () => Promise<unknown>;
}

/** Every field of the core (PUT /cores/{id}), with the rules of spec section 5 under each field. */
export function CoreInfoForm({ campaign, core, mayEdit, onSaved }: CoreInfoFormProps) {
  const references = useCoreReferences(campaign);
  // The core as the server holds it now: its read also gives the SDK the version the next save
  // names in If-Match (the list the sheet opens from carries none). Until the user edits, the
  // form shows it rather than the list's copy, which may be older.
  const fresh = useGetCore(core.id).data?.data;
  const shown = useMemo(() => coreToUpdate(fresh ?? core), [fresh, core]);
  const [edited, setDraft] = useState<Partial<CoreUpdate> | null>(null);
  const draft = edited ?? shown;
  const saved = async () => {
    toast.success(text.saved);
    await onSaved();
  };
  const update = useUpdateCore({
    mutation: { meta: { isErrorShownInline: true }, onSuccess: saved },
  });
  const stale = staleVersionChoices({
    save: update,
    reload: async () => {
      const current = await getCore(core.id);
      setDraft(coreToUpdate(current.data));
      await onSaved();
    },
    resend: ({ id, data }, request) => updateCore(id, data, request),
    onSaved: saved,
  });
  return (
    <>
      <StaleVersionGuard {...stale} />
      <SchemaForm<Partial<CoreUpdate>>
        schema={form.schema}
        uiSchema={form.uiSchema(coreFormHints(references))}
        formData={draft}
        onChange={(data) => {
          if (data !== undefined) setDraft(data);
        }}
        loading={references.isPending}
        disabled={!mayEdit}
        submitLabel={text.save}
        submitting={update.isPending}
        error={update.isError ? frenchErrorOf(update.error) : null}
        onSubmit={(data) => {
          // rjsf has checked the data against CoreUpdate: road and diameter are there.
          if (data?.roadId !== undefined && data.diameter !== undefined) {
            update.mutate({
              id: core.id,
              data: { ...data, roadId: data.roadId, diameter: data.diameter },
            });
          }
        }}
      />
    </>
  );
}
