import { getListWorkspaceRoadsQueryKey, useCreateRoad, type RoadCreate } from '@chaussee/sdk/react';
import { SchemaForm, toast } from '@chaussee/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { frenchErrorOf } from '../../../shared/api/french-error.js';
import { contractForm } from '../../../shared/contract/contract-schemas.js';
import { FormDialog } from '../../../shared/forms/form-dialog.js';
import { coresMessages as text } from './messages.js';
import roadCreateContract from 'virtual:chaussee-contract-schemas/RoadCreate';

const form = contractForm(roadCreateContract);
const uiSchema = form.uiSchema({ fields: { workspaceId: { widget: 'hidden' } } });

/** A road of the workspace (POST /roads), added from the core form when it is missing. */
export function AddRoadDialog({
  workspaceId,
  onAdded,
  onClose,
}: {
  workspaceId: string;
  onAdded: (roadId: string) => void;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<RoadCreate>({ name: '', workspaceId });
  const create = useCreateRoad({
    mutation: {
      meta: { isErrorShownInline: true },
      onSuccess: async (answer) => {
        toast.success(text.roadAdded);
        await queryClient.invalidateQueries({
          queryKey: getListWorkspaceRoadsQueryKey(workspaceId),
        });
        onAdded(answer.data.id);
      },
    },
  });
  return (
    <FormDialog open title={text.addRoadTitle} busy={create.isPending} onClose={onClose}>
      <SchemaForm<RoadCreate>
        schema={form.schema}
        uiSchema={uiSchema}
        formData={draft}
        onChange={(data) => {
          if (data !== undefined) setDraft(data);
        }}
        submitLabel={text.createRoad}
        submitting={create.isPending}
        error={create.isError ? frenchErrorOf(create.error) : null}
        onSubmit={(data) => {
          if (data !== undefined) create.mutate({ data });
        }}
      />
    </FormDialog>
  );
}
