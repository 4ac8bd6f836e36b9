import {
  useCreateWorkspace,
  useListSites,
  useListUsers,
  type WorkspaceCreate,
} from '@chaussee/sdk/react';
import { SchemaForm, toast } from '@chaussee/ui';
import { useNavigate } from 'react-router';
import { frenchErrorOf } from '../../shared/api/french-error.js';
import { contractForm } from '../../shared/contract/contract-schemas.js';
import { namedChoices, userChoices } from '../../shared/forms/choices.js';
import { FormDialog } from '../../shared/forms/form-dialog.js';
import { workspacePath } from '../../shared/routes/campaign-paths.js';
import { projectsMessages as text } from './messages.js';
import workspaceCreateContract from 'virtual:chaussee-contract-schemas/WorkspaceCreate';

const SELECT_LIMIT = 200;
const form = contractForm(workspaceCreateContract);

/** The form of POST /workspaces: the contract's WorkspaceCreate with French labels and selects. */
export function CreateWorkspaceDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const sites = useListSites({ limit: SELECT_LIMIT }, { query: { enabled: open } });
  const users = useListUsers({ limit: SELECT_LIMIT }, { query: { enabled: open } });
  const create = useCreateWorkspace({
    mutation: {
      meta: { isErrorShownInline: true },
      onSuccess: async (answer) => {
        toast.success(text.created);
        onClose();
        await navigate(workspacePath(answer.data.id));
      },
    },
  });
  const uiSchema = form.uiSchema({
    order: ['name', 'siteId', 'customerReference', 'description', 'memberIds'],
    fields: {
      siteId: {
        choices: namedChoices((sites.data?.data.items ?? []).filter((site) => site.isActive)),
      },
      description: { widget: 'textarea' },
      memberIds: { choices: userChoices(users.data?.data.member ?? []) },
    },
  });
  return (
    <FormDialog open={open} title={text.createTitle} busy={create.isPending} onClose={onClose}>
      <SchemaForm<WorkspaceCreate>
        schema={form.schema}
        uiSchema={uiSchema}
        submitLabel={text.create}
        loading={sites.isPending}
        submitting={create.isPending}
        error={create.isError ? frenchErrorOf(create.error) : null}
        onSubmit={(data) => {
          if (data !== undefined) create.mutate({ data });
        }}
      />
    </FormDialog>
  );
}
