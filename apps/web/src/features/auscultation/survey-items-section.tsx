import { useAbility } from '@chaussee/permissions/react';
import { useListAuscultationSurveyItems, type SurveyItem } from '@chaussee/sdk/react';
import { DataGrid, type DataGridProps } from '@chaussee/ui';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { ERROR_SHOWN_INLINE } from '../../shared/api/error-shown-inline.js';
import { frenchErrorOf } from '../../shared/api/french-error.js';
import { contractColumns } from '../../shared/contract/contract-schemas.js';
import surveyItemContract from 'virtual:chaussee-contract-schemas/SurveyItem';
import type { AuscultationFilters } from './auscultation-filters.js';
import { itemPlace } from './item-place.js';
import { auscultationMessages as text } from './messages.js';
import { SurveyItemDialog } from './survey-item-dialog.js';

/** The survey items a page shows; the statistic tables summarise them all. */
const ITEMS_PAGE_SIZE = 200;

const itemColumns: DataGridProps<SurveyItem>['columns'] = contractColumns<SurveyItem>(
  surveyItemContract,
  {
    order: [
      'road',
      'prStart',
      'abscissaStart',
      'kind',
      'distressType',
      'severity',
      'extent',
      'extentUnit',
      'direction',
      'lane',
      'comment',
    ],
    hidden: ['geometry', 'photos', 'degradationId', 'createdAt', 'updatedAt'],
    overrides: {
      // The contract's units are codes (m2, count): the grid says them in French.
      extentUnit: {
        valueFormatter: ({ value }: { value: unknown }) =>
          value === 'm2' || value === 'count' || value === 'm' ? text.items.units[value] : '',
      },
    },
  },
);

/** The grid's columns, then a button per row that opens the item (its history, its form). */
function columnsOpening(open: (item: SurveyItem) => void): DataGridProps<SurveyItem>['columns'] {
  return [
    ...itemColumns,
    {
      colId: 'open',
      headerName: text.items.actions,
      sortable: false,
      filter: false,
      minWidth: 140,
      cellRenderer: ({ data }: { data?: SurveyItem }) =>
        data === undefined ? null : (
          <Button
            size="small"
            aria-label={text.items.open(itemPlace(data))}
            onClick={() => {
              open(data);
            }}
          >
            {text.items.openShort}
          </Button>
        ),
    },
  ];
}

/**
 * The survey's points and segments for the road filter (the API's), the direction and lane ones
 * applied to the page shown. A click opens the item: its history for every member, its form for
 * the right « edit auscultation point fields ». A guest sees the list only.
 */
export function SurveyItemsSection({
  campaignId,
  filters,
  readOnly,
}: {
  campaignId: string;
  filters: AuscultationFilters;
  readOnly: boolean;
}) {
  const titleId = useId();
  const ability = useAbility();
  const [openedId, setOpenedId] = useState<string | null>(null);
  const items = useListAuscultationSurveyItems(
    campaignId,
    {
      limit: ITEMS_PAGE_SIZE,
      ...(filters.road === undefined ? {} : { road: filters.road }),
    },
    { query: ERROR_SHOWN_INLINE },
  );
  const rows = useMemo(
    () =>
      items.data?.data.items.filter(
        (item) =>
          (filters.direction === undefined || item.direction === filters.direction) &&
          (filters.lane === undefined || item.lane === filters.lane),
      ),
    [items.data, filters.direction, filters.lane],
  );
  const columns = useMemo(
    () =>
      readOnly
        ? itemColumns
        : columnsOpening((item) => {
            setOpenedId(item.id);
          }),
    [readOnly],
  );
  const opened = rows?.find((item) => item.id === openedId);
  const canEdit = !readOnly && ability.can('update', 'AuscultationPoint');
  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography id={titleId} variant="h6" component="h2">
          {text.items.title}
        </Typography>
        <DataGrid<SurveyItem>
          label={text.items.grid}
          rows={rows}
          columns={columns}
          getRowId={(item) => item.id}
          loading={items.isPending}
          error={items.isError ? frenchErrorOf(items.error) : null}
          emptyMessage={text.items.empty}
          pageSize={50}
          height={420}
        />
        {opened !== undefined && (
          <SurveyItemDialog
            item={opened}
            canEdit={canEdit}
            onClose={() => {
              setOpenedId(null);
            }}
          />
        )}
      </Stack>
    </Paper>
  );
}
