import {
  getListCoresGroupsQueryKey,
  useCreateCoresGroup,
  useDeleteCoresGroup,
  useListCoresGroups,
  type Core,
  type CoresGroupCreate,
} from '@chaussee/sdk/react';
import { EmptyState, SchemaForm, toast } from '@chaussee/ui';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { frenchErrorOf } from '../../../shared/api/french-error.js';
import { contractForm } from '../../../shared/contract/contract-schemas.js';
import { FormDialog } from '../../../shared/forms/form-dialog.js';
import { coresMessages as text } from './messages.js';
import coresGroupCreateContract from 'virtual:chaussee-contract-schemas/CoresGroupCreate';

const form = contractForm(coresGroupCreateContract);
const GROUPS_LIMIT = 200;

/** The named groups of the campaign's cores: list, create (CoresGroupCreate), delete. */
export function CoresGroupsDialog({
  campaignId,
  cores,
  onClose,
}: {
  campaignId: string;
  cores: readonly Core[];
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const groups = useListCoresGroups(campaignId, { limit: GROUPS_LIMIT });
  const [draft, setDraft] = useState<CoresGroupCreate>({ name: '', cores: [] });
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: getListCoresGroupsQueryKey(campaignId) });
  const create = useCreateCoresGroup({
    mutation: {
      meta: { isErrorShownInline: true },
      onSuccess: async () => {
        toast.success(text.groupCreated);
        setDraft({ name: '', cores: [] });
        await refresh();
      },
    },
  });
  const remove = useDeleteCoresGroup({
    mutation: {
      onSuccess: async () => {
        toast.success(text.groupDeleted);
        await refresh();
      },
    },
  });
  const uiSchema = form.uiSchema({
    fields: {
      cores: { choices: cores.map((core) => ({ value: core.id, label: core.displayName })) },
    },
  });
  const members = groups.data?.data.member ?? [];
  return (
    <FormDialog open title={text.groupsTitle} onClose={onClose}>
      <Stack spacing={2}>
        {groups.isPending ? (
          <Skeleton variant="rounded" height={80} />
        ) : members.length === 0 ? (
          <EmptyState title={text.noGroup} headingLevel="h3" />
        ) : (
          <List aria-label={text.groupsTitle}>
            {members.map((group) => (
              <ListItem
                key={group.id}
                divider
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={text.deleteGroup(group.name)}
                    disabled={remove.isPending}
                    onClick={() => {
                      remove.mutate({ id: group.id });
                    }}
                  >
                    <DeleteOutlinedIcon />
                  </IconButton>
                }
              >
                <ListItemText
                  primary={group.name}
                  secondary={text.groupCores(
                    group.cores.map((core) => core.displayName).join(', '),
                  )}
                />
              </ListItem>
            ))}
          </List>
        )}
        <SchemaForm<CoresGroupCreate>
          schema={form.schema}
          uiSchema={uiSchema}
          formData={draft}
          onChange={(data) => {
            if (data !== undefined) setDraft(data);
          }}
          submitLabel={text.createGroup}
          submitting={create.isPending}
          error={create.isError ? frenchErrorOf(create.error) : null}
          onSubmit={(data) => {
            if (data !== undefined) create.mutate({ id: campaignId, data });
          }}
        />
      </Stack>
    </FormDialog>
  );
}
