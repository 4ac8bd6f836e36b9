import {
  getListCampaignFoldersQueryKey,
  useCreateCampaignFolder,
  useReplaceCampaignFolders,
  type Folder,
  type FolderCreate,
} from '@chaussee/sdk/react';
import { SchemaForm, toast } from '@chaussee/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { frenchErrorOf } from '../../../shared/api/french-error.js';
import { contractForm } from '../../../shared/contract/contract-schemas.js';
import { FormDialog } from '../../../shared/forms/form-dialog.js';
import { fileManagerMessages as text } from './messages.js';
import folderCreateContract from 'virtual:chaussee-contract-schemas/FolderCreate';

const form = contractForm(folderCreateContract);
// The parent is the folder open in the tree: the dialog does not ask it again.
const uiSchema = form.uiSchema({ order: ['name'], fields: { parentId: { widget: 'hidden' } } });

/** What the dialog does: a new folder in `parent` (null: the root), or renaming `folder`. */
export type FolderEdit =
  { kind: 'create'; parent: Folder | null } | { kind: 'rename'; folder: Folder };

/**
 * Creates a folder (POST /campaigns/{id}/folders) or renames one. Renaming sends the whole tree
 * with the new name (PUT /campaigns/{id}/folders, all or nothing), as the contract has it.
 */
export function FolderDialog({
  campaignId,
  folders,
  edit,
  onClose,
}: {
  campaignId: string;
  folders: readonly Folder[];
  edit: FolderEdit;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<FolderCreate>(
    edit.kind === 'rename'
      ? { name: edit.folder.name, parentId: edit.folder.parentId }
      : { name: '', parentId: edit.parent?.id ?? null },
  );
  const done = (message: string) => {
    toast.success(message);
    void queryClient.invalidateQueries({ queryKey: getListCampaignFoldersQueryKey(campaignId) });
    onClose();
  };
  const options = { mutation: { meta: { isErrorShownInline: true } } };
  const create = useCreateCampaignFolder(options);
  const replace = useReplaceCampaignFolders(options);
  const mutation = edit.kind === 'create' ? create : replace;
  const title =
    edit.kind === 'rename'
      ? text.renameFolder(edit.folder.name)
      : edit.parent === null
        ? text.newFolder
        : text.newFolderIn(edit.parent.name);
  return (
    <FormDialog open title={title} busy={mutation.isPending} onClose={onClose}>
      <SchemaForm<FolderCreate>
        schema={form.schema}
        uiSchema={uiSchema}
        formData={draft}
        onChange={(data) => {
          if (data !== undefined) setDraft(data);
        }}
        submitLabel={edit.kind === 'create' ? text.createFolder : text.saveFolder}
        submitting={mutation.isPending}
        error={mutation.isError ? frenchErrorOf(mutation.error) : null}
        onSubmit={(data) => {
          const name = (data ?? draft).name;
          if (edit.kind === 'create') {
            create.mutate(
              { id: campaignId, data: { name, parentId: edit.parent?.id ?? null } },
              {
                onSuccess: () => {
                  done(text.folderCreated);
                },
              },
            );
            return;
          }
          replace.mutate(
            {
              id: campaignId,
              data: {
                folders: folders.map(({ id, name: current, parentId }) => ({
                  id,
                  name: id === edit.folder.id ? name : current,
                  parentId,
                })),
              },
            },
            {
              onSuccess: () => {
                done(text.folderRenamed);
              },
            },
          );
        }}
      />
    </FormDialog>
  );
}
