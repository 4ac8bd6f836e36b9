import { labelOf } from '@chaussee/validation';
import { DateRangeFields, PageHeader } from '@chaussee/ui';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import {
  AUDIT_ACTIONS,
  filtersOf,
  isCompleteId,
  queryOf,
  searchParamsOf,
  type AuditTrailFilters,
} from './audit-trail-filters.js';
import { entityLabelOf } from '../../shared/history/history-format.js';
import { HistoryTable } from '../../shared/history/history-table.js';
import { entityNames } from '../../shared/history/entity-names.js';
import { auditTrailMessages as text } from './messages.js';
import { useAuditSearch } from './use-audit-search.js';

/** The tables a user meets, by their French name, for the « Élément » filter. */
const ENTITY_CHOICES = Object.keys(entityNames).sort((a, b) =>
  entityLabelOf(a).localeCompare(entityLabelOf(b), 'fr'),
);

/**
 * `/admin/audit`: the super administrator searches the whole audit trail (GET /audit-events, which
 * refuses anyone else): by action, element, campaign, author and days. The filters live in the
 * URL, so a search can be kept or sent; each change goes back to the first page.
 */
export function AuditTrailPage() {
  const [query, setQuery] = useSearchParams();
  const filters = filtersOf(query);
  const search = useAuditSearch(searchParamsOf(filters));
  const update = (change: Partial<AuditTrailFilters>) => {
    setQuery(queryOf({ ...filters, page: 1, ...change }), { replace: true });
  };
  const idError = (value: string) => (isCompleteId(value) ? undefined : text.invalidId);
  return (
    <>
      <PageHeader title={text.pageTitle} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {text.intro}
      </Typography>
      <Paper
        component="form"
        role="search"
        aria-label={text.filters}
        variant="outlined"
        sx={{ p: 2, mb: 2 }}
        onSubmit={(event) => {
          event.preventDefault();
        }}
      >
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <TextField
            select
            size="small"
            label={text.action}
            value={filters.action}
            sx={{ minWidth: 200 }}
            onChange={(event) => {
              const value = AUDIT_ACTIONS.find((action) => action === event.target.value);
              update({ action: value ?? '' });
            }}
          >
            <MenuItem value="">{text.anyAction}</MenuItem>
            {AUDIT_ACTIONS.map((action) => (
              <MenuItem key={action} value={action}>
                {labelOf('AuditAction', action)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={text.entity}
            value={filters.entity}
            sx={{ minWidth: 220 }}
            onChange={(event) => {
              update({ entity: event.target.value });
            }}
          >
            <MenuItem value="">{text.anyEntity}</MenuItem>
            {ENTITY_CHOICES.map((entity) => (
              <MenuItem key={entity} value={entity}>
                {entityLabelOf(entity)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label={text.campaignId}
            value={filters.campaignId}
            error={idError(filters.campaignId) !== undefined}
            helperText={idError(filters.campaignId)}
            sx={{ minWidth: 330 }}
            onChange={(event) => {
              update({ campaignId: event.target.value });
            }}
          />
          <TextField
            size="small"
            label={text.actorId}
            value={filters.actorId}
            error={idError(filters.actorId) !== undefined}
            helperText={idError(filters.actorId)}
            sx={{ minWidth: 330 }}
            onChange={(event) => {
              update({ actorId: event.target.value });
            }}
          />
          <DateRangeFields
            value={{ startDate: filters.startDate, endDate: filters.endDate }}
            labels={{ startDate: text.startDate, endDate: text.endDate }}
            onChange={({ startDate, endDate }) => {
              update({ startDate, endDate });
            }}
          />
          <Button
            onClick={() => {
              setQuery(new URLSearchParams(), { replace: true });
            }}
          >
            {text.reset}
          </Button>
        </Stack>
      </Paper>
      <HistoryTable
        query={search}
        paging={{ page: filters.page, itemsCount: filters.itemsCount }}
        onPaging={(paging) => {
          setQuery(queryOf({ ...filters, ...paging }), { replace: true });
        }}
        emptyTitle={text.noResults}
        showsWhere
        headingLevel="h2"
      />
    </>
  );
}
