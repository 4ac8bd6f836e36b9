import { useAbility } from '@chaussee/permissions/react';
import { useListCampaignCategories } from '@chaussee/sdk/react';
import { EmptyState } from '@chaussee/ui';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { QueryErrorState } from '../../shared/api/query-error-state.js';
import { ERROR_SHOWN_INLINE } from '../../shared/api/error-shown-inline.js';
import { ChartCard } from './chart-card.js';
import { ConfigureDashboardDialog } from './configure-dashboard-dialog.js';
import { readDashboardFilters } from './dashboard-filters.js';
import { dashboardMessages as text } from './messages.js';

/** The query parameter of the selected category (tab). */
const CATEGORY_PARAMETER = 'category';
/** Every tab of a dashboard fits one page of the list. */
const CATEGORIES_PAGE = { hasChart: true, limit: 100 } as const;

interface DashboardViewProps {
  campaignId: string;
  /** A guest's view: no comment edit, whatever the session's rights. */
  readOnly: boolean;
}

/**
 * The dashboard's charts: the campaign's categories as tabs (the selected one kept in the URL),
 * the charts of the selected category for the shared filters of the URL.
 */
export function DashboardView({ campaignId, readOnly }: DashboardViewProps) {
  const ability = useAbility();
  const [query, setQuery] = useSearchParams();
  const [isConfiguring, setConfiguring] = useState(false);
  const categories = useListCampaignCategories(campaignId, CATEGORIES_PAGE, {
    query: ERROR_SHOWN_INLINE,
  });
  if (categories.isError) {
    return (
      <QueryErrorState
        headingLevel="h2"
        title={text.categoriesLoadFailed}
        error={categories.error}
        onRetry={() => {
          void categories.refetch();
        }}
      />
    );
  }
  const items = categories.data?.data.items;
  if (items === undefined) return <Skeleton variant="rounded" height={360} />;
  const canConfigure = !readOnly && ability.can('configure', 'Dashboard');
  const configure = canConfigure && (
    <>
      <Button
        variant="outlined"
        startIcon={<SettingsIcon />}
        sx={{ alignSelf: 'flex-end' }}
        onClick={() => {
          setConfiguring(true);
        }}
      >
        {text.configure.button}
      </Button>
      {isConfiguring && (
        <ConfigureDashboardDialog
          campaignId={campaignId}
          categories={items}
          onClose={() => {
            setConfiguring(false);
          }}
        />
      )}
    </>
  );
  const asked = query.get(CATEGORY_PARAMETER);
  const selected = items.find((category) => category.id === asked) ?? items[0];
  if (selected === undefined) {
    return (
      <Stack spacing={2}>
        {configure}
        <EmptyState headingLevel="h2" title={text.noCategory} />
      </Stack>
    );
  }
  const filters = readDashboardFilters(query);
  const canComment = !readOnly && ability.can('comment', 'Chart');
  return (
    <Stack spacing={2}>
      {configure}
      <Box component="nav" aria-label={text.categoriesNavigation}>
        <Tabs
          value={selected.id}
          variant="scrollable"
          onChange={(_event, value: string) => {
            setQuery(
              (current) => {
                const next = new URLSearchParams(current);
                next.set(CATEGORY_PARAMETER, value);
                return next;
              },
              { replace: true },
            );
          }}
        >
          {items.map((category) => (
            <Tab key={category.id} value={category.id} label={category.name} />
          ))}
        </Tabs>
      </Box>
      {selected.charts.length === 0 ? (
        <EmptyState headingLevel="h2" title={text.noCategory} />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {selected.charts.map((chart) => (
            <ChartCard
              key={chart.id}
              campaignId={campaignId}
              chart={chart}
              filters={filters}
              canComment={canComment}
            />
          ))}
        </Box>
      )}
    </Stack>
  );
}
