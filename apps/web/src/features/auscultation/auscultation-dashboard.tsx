import { useAbility } from '@chaussee/permissions/react';
import { useListAuscultationStatisticTables } from '@chaussee/sdk/react';
import { EmptyState } from '@chaussee/ui';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router';
import { QueryErrorState } from '../../shared/api/query-error-state.js';
import { ERROR_SHOWN_INLINE } from '../../shared/api/error-shown-inline.js';
import { AuscultationFilterBar } from './auscultation-filter-bar.js';
import { readAuscultationFilters, sectionLengthParam } from './auscultation-filters.js';
import { auscultationMessages as text } from './messages.js';
import { StatisticTableSection } from './statistic-table-section.js';
import { SurveyImportPanel } from './survey-import-panel.js';
import { SurveyItemsSection } from './survey-items-section.js';

/** The query parameter of the selected table (tab). */
const TABLE_PARAMETER = 'tableau';
/** Every table of a campaign fits one page of the list. */
const TABLES_PAGE = { limit: 100 } as const;

export interface AuscultationDashboardProps {
  campaignId: string;
  /** A guest's view: no import nor point edit, whatever the session's rights. */
  readOnly: boolean;
}

/**
 * An auscultation campaign's dashboard: the survey import for who may prepare the campaign, its
 * statistic tables as tabs (the selected one kept in the URL beside the filters), each with its
 * charts, its grid and its export, then the survey's points and segments.
 */
export function AuscultationDashboard({ campaignId, readOnly }: AuscultationDashboardProps) {
  const ability = useAbility();
  const [query, setQuery] = useSearchParams();
  const filters = readAuscultationFilters(query);
  const tables = useListAuscultationStatisticTables(
    campaignId,
    { ...TABLES_PAGE, ...sectionLengthParam(filters) },
    { query: ERROR_SHOWN_INLINE },
  );
  const canImport = !readOnly && ability.can('prepare', 'Campaign');
  const body = (() => {
    if (tables.isError) {
      return (
        <QueryErrorState
          headingLevel="h2"
          title={text.tablesLoadFailed}
          error={tables.error}
          onRetry={() => {
            void tables.refetch();
          }}
        />
      );
    }
    const items = tables.data?.data.items;
    if (items === undefined) return <Skeleton variant="rounded" height={360} />;
    const selected = items.find((table) => table.id === query.get(TABLE_PARAMETER)) ?? items[0];
    if (selected === undefined) return <EmptyState headingLevel="h2" title={text.noTable} />;
    return (
      <Stack spacing={2}>
        <Box component="nav" aria-label={text.tablesNavigation}>
          <Tabs
            value={selected.id}
            variant="scrollable"
            onChange={(_event, value: string) => {
              setQuery(
                (current) => {
                  const next = new URLSearchParams(current);
                  next.set(TABLE_PARAMETER, value);
                  return next;
                },
                { replace: true },
              );
            }}
          >
            {items.map((table) => (
              <Tab key={table.id} value={table.id} label={table.title} />
            ))}
          </Tabs>
        </Box>
        <StatisticTableSection
          key={selected.id}
          campaignId={campaignId}
          table={selected}
          filters={filters}
        />
      </Stack>
    );
  })();
  return (
    <Stack spacing={2} data-testid="auscultation-dashboard">
      <AuscultationFilterBar />
      {canImport && <SurveyImportPanel campaignId={campaignId} />}
      {body}
      <SurveyItemsSection campaignId={campaignId} filters={filters} readOnly={readOnly} />
    </Stack>
  );
}
