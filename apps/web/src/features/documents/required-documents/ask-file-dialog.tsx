import {
  getListCampaignRequiredDocumentsQueryKey,
  useCreateRequiredDocument,
  type RequiredDocumentCreate,
} from '@chaussee/sdk/react';
import { SchemaForm, toast } from '@chaussee/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { frenchErrorOf } from '../../../shared/api/french-error.js';
import { contractForm } from '../../../shared/contract/contract-schemas.js';
import { FormDialog } from '../../../shared/forms/form-dialog.js';
import { requiredDocumentsMessages as text } from './messages.js';
import requiredDocumentCreateContract from 'virtual:chaussee-contract-schemas/RequiredDocumentCreate';

const form = contractForm(requiredDocumentCreateContract);
const uiSchema = form.uiSchema({
  order: ['title', 'description', 'dueDate'],
  fields: { campaignId: { widget: 'hidden' }, description: { widget: 'textarea' } },
});

/** Asks the campaign's customer for a file (POST /required-documents; they are notified). */
export function AskFileDialog({
  campaignId,
  onClose,
}: {
  campaignId: string;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<RequiredDocumentCreate>({ campaignId, title: '' });
  const ask = useCreateRequiredDocument({
    mutation: {
      meta: { isErrorShownInline: true },
      onSuccess: () => {
        toast.success(text.asked);
        void queryClient.invalidateQueries({
          queryKey: getListCampaignRequiredDocumentsQueryKey(campaignId),
        });
        onClose();
      },
    },
  });
  return (
    <FormDialog open title={text.askTitle} busy={ask.isPending} onClose={onClose}>
      <SchemaForm<RequiredDocumentCreate>
        schema={form.schema}
        uiSchema={uiSchema}
        formData={draft}
        onChange={(data) => {
          if (data !== undefined) setDraft(data);
        }}
        submitLabel={text.askSubmit}
        submitting={ask.isPending}
        error={ask.isError ? frenchErrorOf(ask.error) : null}
        onSubmit={(data) => {
          ask.mutate({ data: { ...(data ?? draft), campaignId } });
        }}
      />
    </FormDialog>
  );
}
