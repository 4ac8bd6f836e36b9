import { useListBinItems } from '@chaussee/sdk/react';
import { DataGrid, PageHeader } from '@chaussee/ui';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { ERROR_SHOWN_INLINE } from '../../shared/api/error-shown-inline.js';
import { binColumns } from './bin-columns.js';
import { binMessages as text } from './messages.js';

/** The most items one page of GET /bin answers (the contract's maximum). */
const PAGE_LIMIT = 200;

/** How long the server keeps an item (BIN_RETENTION_DAYS): read from the first item's dates. */
const DEFAULT_RETENTION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * `/admin/bin`: the super administrator's « Corbeille » (issue 27): what was deleted and not purged
 * yet, the most recent first, each restored after a confirmation.
 */
export function BinPage() {
  const items = useListBinItems({ limit: PAGE_LIMIT }, { query: ERROR_SHOWN_INLINE });
  const rows = items.data?.data.items;
  const columns = useMemo(() => binColumns(new Date()), []);
  const [first] = rows ?? [];
  const retentionDays =
    first === undefined
      ? DEFAULT_RETENTION_DAYS
      : Math.round(
          (new Date(first.purgeAt).getTime() - new Date(first.deletedAt).getTime()) / DAY_MS,
        );
  return (
    <>
      <PageHeader title={text.title} />
      <Typography sx={{ mb: 2 }}>{text.intro(retentionDays)}</Typography>
      <DataGrid
        label={text.grid}
        rows={rows}
        columns={columns}
        getRowId={(item) => `${item.kind}-${item.id}`}
        loading={items.isPending}
        error={items.isError ? text.loadFailed : null}
        emptyMessage={text.empty}
        height={560}
      />
    </>
  );
}
