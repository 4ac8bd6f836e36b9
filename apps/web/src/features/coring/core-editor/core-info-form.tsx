import { useUpdateCore, type Core, type CoreUpdate } from '@chaussee/sdk/react';
import { SchemaForm, toast } from '@chaussee/ui';
import { useState } from 'react';
import { frenchErrorOf } from '../../../shared/api/french-error.js';
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
  const [draft, setDraft] = useState<Partial<CoreUpdate>>(() => coreToUpdate(core));
  const update = useUpdateCore({
    mutation: {
      meta: { isErrorShownInline: true },
      onSuccess: async () => {
        toast.success(text.saved);
        await onSaved();
      },
    },
  });
  return (
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
  );
}
