import type { MacroCampaign, MacroCore } from '@chaussee/sdk/react';
import { toast } from '@chaussee/ui';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { QueryErrorState } from '../../shared/api/query-error-state.js';
import { lazyAfterPaint } from '../../shared/lazy/lazy-after-paint.js';
import { MacroCoresMap } from './macro-cores-map.js';
import { exportMacroView } from './macro-export.js';
import { MacroFigures } from './macro-figures.js';
import { MacroFilterBar, type OrganizationChoice } from './macro-filter-bar.js';
import { readMacroFilters } from './macro-filters.js';
import type { MacroScope } from './macro-scope.js';
import { macroMessages as text } from './messages.js';
import { useMacroData } from './use-macro-data.js';

// ECharts and AG Grid load beside the map, not before it: the screen shows its filters, figures
// and map first, and its cold start stays within its budget (size-budgets.json).
const MacroCharts = lazyAfterPaint(
  async () => (await import('./macro-charts.js')).MacroCharts,
  <Skeleton variant="rounded" height={360} />,
);
const MacroCampaignsGrid = lazyAfterPaint(
  async () => (await import('./macro-campaigns-grid.js')).MacroCampaignsGrid,
  <Skeleton variant="rounded" height={420} />,
);

export interface MacroViewProps {
  scope: MacroScope;
  /** A member opens the campaigns (grid, popups); a guest does not. */
  hasCampaignLinks: boolean;
  /** The organizations offered to an internal user. */
  organizations?: readonly OrganizationChoice[];
  /** Only this campaign of the scope (the dashboard of one campaign). */
  campaignId?: string;
}

/**
 * A macro view: the filters (in the address), the key figures, the map of the cores coloured by
 * level, the charts of the classes, the grid of the campaigns and their Excel export. The same
 * view serves the user's macro view, a project's and a campaign's.
 */
export function MacroView({ scope, hasCampaignLinks, organizations, campaignId }: MacroViewProps) {
  const [query] = useSearchParams();
  const filters = useMemo(() => readMacroFilters(query), [query]);
  const data = useMacroData(scope, filters);
  const cores = useMemo((): MacroCore[] => {
    const items = data.cores.data?.items ?? [];
    return campaignId === undefined
      ? items
      : items.filter((core) => core.campaign.id === campaignId);
  }, [data.cores.data, campaignId]);
  const campaigns = useMemo((): MacroCampaign[] => {
    const items = data.campaigns.data?.items ?? [];
    return campaignId === undefined
      ? items
      : items.filter((campaign) => campaign.id === campaignId);
  }, [data.campaigns.data, campaignId]);
  const coresTotal =
    campaignId === undefined
      ? (data.cores.data?.total ?? 0)
      : campaigns.reduce((total, campaign) => total + campaign.coresCount, 0);
  const isCapped =
    data.cores.data !== undefined && data.cores.data.items.length < data.cores.data.total;
  const failure = data.cores.error ?? data.campaigns.error;
  const isPending = data.cores.isPending || data.campaigns.isPending;

  const filterBar = (
    <MacroFilterBar
      {...(scope.hasOrganizationFilter ? { organizations: organizations ?? [] } : {})}
    />
  );
  if (failure !== null) {
    return (
      <Stack spacing={2}>
        {filterBar}
        <QueryErrorState
          title={text.loadFailed}
          error={failure}
          headingLevel="h2"
          onRetry={() => {
            void data.cores.refetch();
            void data.campaigns.refetch();
          }}
        />
      </Stack>
    );
  }
  return (
    <Stack spacing={3}>
      {filterBar}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography
          role="status"
          data-testid="macro-counts"
          aria-busy={data.cores.isFetching || data.campaigns.isFetching}
        >
          {isPending ? '' : text.counts(coresTotal, campaigns.length)}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={isPending}
          onClick={() => {
            try {
              exportMacroView(campaigns, cores);
              toast.success(text.export.done);
            } catch {
              toast.error(text.export.failed);
            }
          }}
        >
          {text.export.button}
        </Button>
      </Stack>
      {!isPending && coresTotal === 0 && <Alert severity="info">{text.empty}</Alert>}
      {isCapped && campaignId === undefined && (
        <Alert severity="warning">
          {text.map.capped(data.cores.data?.items.length ?? 0, data.cores.data?.total ?? 0)}
        </Alert>
      )}
      {!isPending && <MacroFigures coresTotal={coresTotal} campaigns={campaigns} />}
      <MacroCoresMap
        cores={cores}
        loading={data.cores.isPending}
        error={null}
        hasCampaignLink={hasCampaignLinks}
      />
      <MacroCharts cores={cores} loading={data.cores.isPending} error={null} />
      <MacroCampaignsGrid
        campaigns={data.campaigns.isPending ? undefined : campaigns}
        loading={data.campaigns.isPending}
        hasCampaignLinks={hasCampaignLinks}
      />
    </Stack>
  );
}
