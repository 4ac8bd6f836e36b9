import type { AuditEvent, AuditEventPage } from '@chaussee/sdk/react';
import { EmptyState } from '@chaussee/ui';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { QueryErrorState } from '../api/query-error-state.js';
import { actionText, actorText, changeText, dateText, entityLabelOf } from './history-format.js';
import { historyMessages as text } from './messages.js';
import type { HistoryPaging } from './use-history.js';

/** Page sizes offered under the table. */
export const HISTORY_PAGE_SIZES = [10, 25, 50, 100] as const;

interface HistoryTableProps {
  query: {
    data: AuditEventPage | undefined;
    error: unknown;
    isPending: boolean;
    isFetching: boolean;
    refetch: () => unknown;
  };
  paging: HistoryPaging;
  onPaging: (paging: HistoryPaging) => void;
  /** Shown when no entry exists (the search says « nothing matches » instead). */
  emptyTitle?: string;
  /** Whether each entry names its campaign and core (the search across campaigns). */
  showsWhere?: boolean;
  /** The level of the empty or error state's heading, under the heading of its place. */
  headingLevel?: 'h2' | 'h3' | 'h4';
}

function EntryChanges({ event }: { event: AuditEvent }) {
  if (event.changes.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {text.noChangedField}
      </Typography>
    );
  }
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {event.changes.map((change) => (
        <Typography
          component="li"
          variant="body2"
          key={change.field}
          sx={{ wordBreak: 'break-word' }}
        >
          {changeText(event, change)}
        </Typography>
      ))}
    </Box>
  );
}

/**
 * The entries of the trail, newest first, as a table a reader scans: when, who (and the super
 * administrator acting in their name), what kind of write, on what, and each field before and
 * after. Paged by the server; the page stays on screen while the next one loads.
 */
export function HistoryTable({
  query,
  paging,
  onPaging,
  emptyTitle,
  showsWhere = false,
  headingLevel = 'h3',
}: HistoryTableProps) {
  if (query.isPending) {
    return (
      <Box
        role="status"
        aria-label={text.loading}
        sx={{ display: 'flex', justifyContent: 'center', p: 4 }}
      >
        <CircularProgress aria-label={text.loading} />
      </Box>
    );
  }
  if (query.data === undefined) {
    return (
      <QueryErrorState
        headingLevel={headingLevel}
        title={text.failed}
        error={query.error}
        onRetry={() => {
          void query.refetch();
        }}
      />
    );
  }
  const page = query.data;
  if (page.totalItems === 0) {
    return (
      <EmptyState
        headingLevel={headingLevel}
        variant={emptyTitle === undefined ? 'empty' : 'no-results'}
        title={emptyTitle ?? text.empty}
        description={emptyTitle === undefined ? text.emptyDescription : undefined}
      />
    );
  }
  return (
    <Box aria-busy={query.isFetching}>
      <TableContainer>
        <Table size="small" aria-label={text.tableLabel}>
          <TableHead>
            <TableRow>
              <TableCell>{text.columns.at}</TableCell>
              <TableCell>{text.columns.actor}</TableCell>
              <TableCell>{text.columns.action}</TableCell>
              <TableCell>{text.columns.entity}</TableCell>
              <TableCell>{text.columns.changes}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {page.items.map((event) => (
              <TableRow key={event.id} sx={{ verticalAlign: 'top' }}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateText(event.at)}</TableCell>
                <TableCell>{actorText(event)}</TableCell>
                <TableCell>{actionText(event)}</TableCell>
                <TableCell>
                  {entityLabelOf(event.entity)}
                  {showsWhere && event.campaignId !== null && (
                    <Typography variant="caption" component="div" color="text.secondary">
                      {event.campaignId}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  <EntryChanges event={event} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={page.totalItems}
        page={paging.page - 1}
        rowsPerPage={paging.itemsCount}
        rowsPerPageOptions={[...HISTORY_PAGE_SIZES]}
        labelRowsPerPage={text.rowsPerPage}
        labelDisplayedRows={({ from, to, count }) => text.pageRange(from, to, count)}
        onPageChange={(_event, next) => {
          onPaging({ ...paging, page: next + 1 });
        }}
        onRowsPerPageChange={(event) => {
          onPaging({ page: 1, itemsCount: Number(event.target.value) });
        }}
      />
    </Box>
  );
}
