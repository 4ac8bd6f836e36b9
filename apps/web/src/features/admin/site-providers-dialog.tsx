import {
  useListProviderLaboratories,
  useListProviderPrestations,
  useListSiteProviders,
  type Site,
  type SiteProvider,
} from '@chaussee/sdk/react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { adminMessages as text } from './messages.js';
import { AddSiteProvider, RemoveSiteProvider } from './site-provider-editor.js';

const LIST_LIMIT = 200;

/** One provider of the site with its laboratories and prestations. */
function ProviderSection({
  site,
  siteProvider,
  mayManage,
}: {
  site: Site;
  siteProvider: SiteProvider;
  mayManage: boolean;
}) {
  const id = siteProvider.provider.id;
  const laboratories = useListProviderLaboratories(id, { limit: LIST_LIMIT });
  const prestations = useListProviderPrestations(id, { limit: LIST_LIMIT });
  return (
    <Stack component="section" spacing={1} aria-label={siteProvider.provider.name}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="subtitle1" component="h3">
          {siteProvider.provider.name}
        </Typography>
        {siteProvider.isDefault && <Chip size="small" label={text.defaultProvider} />}
        {mayManage && <RemoveSiteProvider site={site} siteProvider={siteProvider} />}
      </Stack>
      <Typography variant="body2">
        {text.laboratories} :{' '}
        {laboratories.isPending
          ? '…'
          : (laboratories.data?.data.items ?? []).map((lab) => lab.name).join(', ')}
      </Typography>
      <Typography variant="body2">
        {text.prestations} :{' '}
        {prestations.isPending
          ? '…'
          : (prestations.data?.data.items ?? []).map((prestation) => prestation.name).join(', ')}
      </Typography>
    </Stack>
  );
}

/**
 * The providers enabled for a site (GET /sites/{id}/providers), added and removed by those with
 * « edit access » on sites (the admin roles, as the server checks).
 */
export function SiteProvidersDialog({
  site,
  mayManage,
  onClose,
}: {
  site: Site;
  mayManage: boolean;
  onClose: () => void;
}) {
  const titleId = useId();
  const providers = useListSiteProviders(site.id, { limit: LIST_LIMIT });
  const items = providers.data?.data.items ?? [];
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{text.providersOf(site.name)}</DialogTitle>
      <DialogContent>
        {providers.isPending ? (
          <CircularProgress size={24} />
        ) : items.length === 0 ? (
          <Typography>{text.noProvider}</Typography>
        ) : (
          <Stack spacing={2}>
            {items.map((siteProvider) => (
              <ProviderSection
                key={siteProvider.provider.id}
                site={site}
                siteProvider={siteProvider}
                mayManage={mayManage}
              />
            ))}
          </Stack>
        )}
        {mayManage && !providers.isPending && (
          <Stack sx={{ mt: 3 }}>
            <AddSiteProvider site={site} enabled={items} />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{text.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
