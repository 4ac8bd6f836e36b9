import { useCopyLayersToCores, type Core, type CoreLayersCopy } from '@chaussee/sdk/react';
import { SchemaForm, toast } from '@chaussee/ui';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { frenchErrorOf } from '../../../shared/api/french-error.js';
import { contractForm } from '../../../shared/contract/contract-schemas.js';
import { editorMessages as text } from './messages.js';
import coreLayersCopyContract from 'virtual:chaussee-contract-schemas/CoreLayersCopy';

const form = contractForm(coreLayersCopyContract);

/** Copies this core's layers and interfaces to other cores (POST /actions/copy-layers-to-core). */
export function CopyLayersForm({
  core,
  cores,
  onCopied,
}: {
  core: Core;
  cores: readonly Core[];
  onCopied: () => Promise<unknown>;
}) {
  const [draft, setDraft] = useState<CoreLayersCopy>({ coreToCopy: core.id, targetCores: [] });
  const copy = useCopyLayersToCores({
    mutation: {
      meta: { isErrorShownInline: true },
      onSuccess: async (answer) => {
        toast.success(text.copy.done(answer.data.cores.length));
        setDraft({ coreToCopy: core.id, targetCores: [] });
        await onCopied();
      },
    },
  });
  const uiSchema = form.uiSchema({
    fields: {
      coreToCopy: { widget: 'hidden' },
      targetCores: {
        title: text.copy.targets,
        choices: cores
          .filter((other) => other.id !== core.id)
          .map((other) => ({ value: other.id, label: other.displayName })),
      },
    },
  });
  return (
    <Stack spacing={2}>
      <Typography variant="body2">{text.copy.help}</Typography>
      <SchemaForm<CoreLayersCopy>
        schema={form.schema}
        uiSchema={uiSchema}
        formData={draft}
        onChange={(data) => {
          if (data !== undefined) setDraft(data);
        }}
        submitLabel={text.copy.submit}
        submitting={copy.isPending}
        error={copy.isError ? frenchErrorOf(copy.error) : null}
        onSubmit={(data) => {
          if (data !== undefined) copy.mutate({ data });
        }}
      />
    </Stack>
  );
}
