import { useGetOrganizationRelations } from '@chaussee/sdk/react';
import { EmptyState } from '@chaussee/ui';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QueryErrorState } from '../../shared/api/query-error-state.js';
import { ERROR_SHOWN_INLINE } from '../../shared/api/error-shown-inline.js';
import { adminMessages as text } from './messages.js';

/** « Relations »: what depends on the organization (GET /organizations/{id}/relations). */
export function RelationsTab({ organizationId }: { organizationId: string }) {
  const relations = useGetOrganizationRelations(organizationId, { query: ERROR_SHOWN_INLINE });
  if (relations.isError) {
    return (
      <QueryErrorState
        headingLevel="h2"
        title={text.relationsLoadFailed}
        error={relations.error}
        onRetry={() => {
          void relations.refetch();
        }}
      />
    );
  }
  const data = relations.data?.data;
  if (data === undefined) return <CircularProgress size={24} />;
  return (
    <Stack spacing={2}>
      <Typography>
        {text.relationsCounts(
          data.usersCount,
          data.workspacesCount,
          data.campaignsCount,
          data.activeCampaignsCount,
        )}
      </Typography>
      <Typography variant="subtitle1" component="h2">
        {text.relationsSites}
      </Typography>
      {data.sites.length === 0 ? (
        <EmptyState title={text.noSite} />
      ) : (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {data.sites.map((site) => (
            <Chip
              key={site.id}
              label={site.isActive ? site.name : `${site.name} (${text.inactive})`}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
