import {
  getListSiteProvidersQueryKey,
  useAddSiteProvider,
  useListProviders,
  useRemoveSiteProvider,
  type Site,
  type SiteProvider,
} from '@chaussee/sdk/react';
import { ConfirmDialog, toast } from '@chaussee/ui';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { frenchErrorOf } from '../../shared/api/french-error.js';
import { adminMessages as text } from './messages.js';

const LIST_LIMIT = 200;

function useRefreshProviders(siteId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: getListSiteProvidersQueryKey(siteId) });
}

/** Adds one of the providers the site does not have yet (« edit access », admin roles). */
export function AddSiteProvider({
  site,
  enabled,
}: {
  site: Site;
  enabled: readonly SiteProvider[];
}) {
  const refresh = useRefreshProviders(site.id);
  const [providerId, setProviderId] = useState('');
  const providers = useListProviders({ limit: LIST_LIMIT });
  const add = useAddSiteProvider({
    mutation: {
      onSuccess: async () => {
        setProviderId('');
        toast.success(text.providerAdded);
        await refresh();
      },
    },
  });
  const candidates = (providers.data?.data.items ?? []).filter(
    (provider) => !enabled.some((siteProvider) => siteProvider.provider.id === provider.id),
  );
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label={text.providerToAdd}
        value={providerId}
        onChange={(event) => {
          setProviderId(event.target.value);
        }}
        sx={{ minWidth: 260 }}
      >
        {candidates.map((provider) => (
          <MenuItem key={provider.id} value={provider.id}>
            {provider.name}
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="outlined"
        disabled={providerId === '' || add.isPending}
        onClick={() => {
          add.mutate({ id: site.id, providerId, data: { isDefault: false } });
        }}
      >
        {text.addProvider}
      </Button>
    </Stack>
  );
}

/** Removes a provider from the site after a confirmation (its customer code goes with it). */
export function RemoveSiteProvider({
  site,
  siteProvider,
}: {
  site: Site;
  siteProvider: SiteProvider;
}) {
  const refresh = useRefreshProviders(site.id);
  const [isConfirming, setConfirming] = useState(false);
  const remove = useRemoveSiteProvider({
    mutation: {
      meta: { isErrorShownInline: true },
      onSuccess: async () => {
        setConfirming(false);
        toast.success(text.providerRemoved);
        await refresh();
      },
    },
  });
  const name = siteProvider.provider.name;
  return (
    <>
      <Button
        size="small"
        color="error"
        aria-label={text.removeProvider(name)}
        onClick={() => {
          remove.reset();
          setConfirming(true);
        }}
      >
        {text.remove}
      </Button>
      <ConfirmDialog
        open={isConfirming}
        destructive
        title={text.removeProviderTitle}
        message={text.removeProviderMessage(name, site.name)}
        confirmLabel={text.remove}
        loading={remove.isPending}
        error={remove.isError ? frenchErrorOf(remove.error) : null}
        onCancel={() => {
          setConfirming(false);
        }}
        onConfirm={() => {
          remove.mutate({ id: site.id, providerId: siteProvider.provider.id });
        }}
      />
    </>
  );
}
