import { useAbility } from '@chaussee/permissions/react';
import {
  useGetCoringCampaignStatistics,
  useGetExternalUsersConnexionStatistics,
} from '@chaussee/sdk/react';
import { EmptyState, PageHeader, toast } from '@chaussee/ui';
import { problemToFrench } from '@chaussee/validation';
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { QueryErrorState } from '../../shared/api/query-error-state.js';
import { ERROR_SHOWN_INLINE } from '../../shared/api/error-shown-inline.js';
import { lazyAfterPaint } from '../../shared/lazy/lazy-after-paint.js';
import { statisticsMessages as text } from './messages.js';
import { exportStatistics } from './statistics-export.js';
import { StatisticsFilterBar } from './statistics-filter-bar.js';
import { connexionsParams, coringParams, readStatisticsFilters } from './statistics-filters.js';

// ECharts loads once the page shows (its filters and refusal need none of it): size-budgets.json.
const sectionSkeleton = <Skeleton variant="rounded" height={320} />;
const CoringStatisticsSection = lazyAfterPaint(
  async () => (await import('./coring-statistics-section.js')).CoringStatisticsSection,
  sectionSkeleton,
);
const ConnexionsSection = lazyAfterPaint(
  async () => (await import('./connexions-section.js')).ConnexionsSection,
  sectionSkeleton,
);

/**
 * `/statistics` (spec section 6 Global: SUPER_ADMIN or ACCESS_STATS, `read Statistics` of
 * packages/permissions): the coring activity and the sign-ins of external users, filtered by
 * agency, site, dates and period, exported to Excel. Anyone else reads the French refusal the
 * server would answer (403 `statistics_forbidden`), and no request is sent.
 */
export function StatisticsPage() {
  const ability = useAbility();
  const mayRead = ability.can('read', 'Statistics');
  if (!mayRead) {
    return (
      <>
        <PageHeader title={text.title} />
        <EmptyState
          variant="error"
          headingLevel="h2"
          title={text.refusedTitle}
          description={problemToFrench({ code: 'statistics_forbidden' })}
        />
      </>
    );
  }
  return <AllowedStatistics />;
}

function AllowedStatistics() {
  const [query] = useSearchParams();
  const filters = useMemo(() => readStatisticsFilters(query, new Date()), [query]);
  const coring = useGetCoringCampaignStatistics(coringParams(filters), {
    query: ERROR_SHOWN_INLINE,
  });
  const connexions = useGetExternalUsersConnexionStatistics(connexionsParams(filters), {
    query: ERROR_SHOWN_INLINE,
  });
  const coringData = coring.data?.data;
  const connexionsData = connexions.data?.data;
  const failure = coring.error ?? connexions.error;
  return (
    <>
      <PageHeader
        title={text.title}
        subtitle={text.subtitle}
        actions={
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={coringData === undefined || connexionsData === undefined}
            onClick={() => {
              if (coringData === undefined || connexionsData === undefined) return;
              exportStatistics(coringData, connexionsData);
              toast.success(text.export.done);
            }}
          >
            {text.export.button}
          </Button>
        }
      />
      <Stack spacing={4}>
        <StatisticsFilterBar filters={filters} />
        {failure !== null ? (
          <QueryErrorState
            title={text.loadFailed}
            error={failure}
            headingLevel="h2"
            onRetry={() => {
              void coring.refetch();
              void connexions.refetch();
            }}
          />
        ) : (
          <>
            {coringData === undefined ? (
              sectionSkeleton
            ) : (
              <CoringStatisticsSection data={coringData} />
            )}
            {connexionsData === undefined ? (
              sectionSkeleton
            ) : (
              <ConnexionsSection data={connexionsData} />
            )}
          </>
        )}
      </Stack>
    </>
  );
}
