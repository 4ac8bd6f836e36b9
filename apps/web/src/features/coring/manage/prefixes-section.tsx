import {
  getListCoringCampaignDisplayNamePrefixesQueryKey,
  useCreateDisplayNamePrefix,
  useDeleteDisplayNamePrefix,
  useListCoringCampaignDisplayNamePrefixes,
  type DisplayNamePrefixCreate,
} from '@chaussee/sdk/react';
import { EmptyState, SchemaForm, toast } from '@chaussee/ui';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { frenchErrorOf } from '../../../shared/api/french-error.js';
import { contractForm } from '../../../shared/contract/contract-schemas.js';
import { manageMessages as text } from './messages.js';
import { ManageSection } from './manage-section.js';
import displayNamePrefixCreateContract from 'virtual:chaussee-contract-schemas/DisplayNamePrefixCreate';

const form = contractForm(displayNamePrefixCreateContract);
const uiSchema = form.uiSchema({ fields: { campaignId: { widget: 'hidden' } } });
const PREFIXES_LIMIT = 200;

/** The campaign's display-name prefixes: list, add (DisplayNamePrefixCreate), delete. */
export function PrefixesSection({ campaignId }: { campaignId: string }) {
  const queryClient = useQueryClient();
  const prefixes = useListCoringCampaignDisplayNamePrefixes(campaignId, { limit: PREFIXES_LIMIT });
  const [draft, setDraft] = useState<DisplayNamePrefixCreate>({ name: '', campaignId });
  const refresh = () =>
    queryClient.invalidateQueries({
      queryKey: getListCoringCampaignDisplayNamePrefixesQueryKey(campaignId),
    });
  const create = useCreateDisplayNamePrefix({
    mutation: {
      meta: { isErrorShownInline: true },
      onSuccess: async () => {
        toast.success(text.prefixAdded);
        setDraft({ name: '', campaignId });
        await refresh();
      },
    },
  });
  const remove = useDeleteDisplayNamePrefix({
    mutation: {
      onSuccess: async () => {
        toast.success(text.prefixDeleted);
        await refresh();
      },
    },
  });
  const items = prefixes.data?.data.items ?? [];
  return (
    <ManageSection title={text.prefixesTitle} help={text.prefixesHelp}>
      {prefixes.isPending ? (
        <Skeleton variant="rounded" height={60} />
      ) : items.length === 0 ? (
        <EmptyState title={text.noPrefix} headingLevel="h3" />
      ) : (
        <List dense aria-label={text.prefixesLabel}>
          {items.map((prefix) => (
            <ListItem
              key={prefix.id}
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={text.deletePrefix(prefix.name)}
                  disabled={remove.isPending}
                  onClick={() => {
                    remove.mutate({ id: prefix.id });
                  }}
                >
                  <DeleteOutlinedIcon />
                </IconButton>
              }
            >
              <ListItemText primary={prefix.name} secondary={text.prefixUsage(prefix.coresCount)} />
            </ListItem>
          ))}
        </List>
      )}
      <SchemaForm<DisplayNamePrefixCreate>
        schema={form.schema}
        uiSchema={uiSchema}
        formData={draft}
        onChange={(data) => {
          if (data !== undefined) setDraft(data);
        }}
        submitLabel={text.addPrefix}
        submitting={create.isPending}
        error={create.isError ? frenchErrorOf(create.error) : null}
        onSubmit={(data) => {
          if (data !== undefined) create.mutate({ data });
        }}
      />
    </ManageSection>
  );
}
