import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ApiError } from '@chaussee/sdk';
import { useListProductVersions, type VersionProduct } from '@chaussee/sdk/react';
import { ERROR_SHOWN_INLINE } from '../../shared/api/error-shown-inline.js';
import { formatFrenchDate } from './format-date.js';
import { aboutMessages } from './messages.js';

/** The products with release notes (the contract's VersionProduct), the web app first. */
const PRODUCTS: readonly VersionProduct[] = ['web', 'api', 'mobile'];

/**
 * Whether the server does not offer the versions (501 `not_implemented`, a server older than
 * issue 25): no failure for the person reading the page, which then shows the running build's
 * version alone.
 */
function isNotOfferedYet(error: unknown): boolean {
  return error instanceof ApiError && error.status === 501;
}

/** The release notes of one product, newest first (the server's order). */
function ProductVersions({ product }: { product: VersionProduct }) {
  const versions = useListProductVersions(product, undefined, { query: ERROR_SHOWN_INLINE });
  const items = versions.data?.data.items ?? [];
  const hasFailed = versions.isError && !isNotOfferedYet(versions.error);
  const headingId = `versions-${product}`;
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1}>
      <Typography id={headingId} variant="h5" component="h2">
        {aboutMessages.products[product]}
      </Typography>
      {hasFailed && <Alert severity="error">{aboutMessages.loadFailed}</Alert>}
      {versions.isSuccess && items.length === 0 && (
        <Typography>{aboutMessages.noVersions}</Typography>
      )}
      {items.length > 0 && (
        <List aria-labelledby={headingId}>
          {items.map((version) => (
            <ListItem key={version.id} divider>
              <ListItemText
                primary={`${version.version} — ${aboutMessages.releasedOn(formatFrenchDate(version.releasedAt))}`}
                secondary={version.notes}
                slotProps={{ secondary: { sx: { whiteSpace: 'pre-line' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}

/** `/versions`: the running web build's version, then the release notes of each product. */
export function VersionsPage() {
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {aboutMessages.versionsTitle}
      </Typography>
      <Typography color="text.secondary">
        {aboutMessages.webVersion(import.meta.env.VITE_APP_VERSION)}
      </Typography>
      {PRODUCTS.map((product) => (
        <ProductVersions key={product} product={product} />
      ))}
    </Stack>
  );
}
