import { useAbility } from '@chaussee/permissions/react';
import {
  getListCampaignCoresQueryKey,
  getGetCoringCampaignQueryKey,
  type Core,
  type CoringCampaign,
} from '@chaussee/sdk/react';
import { ConfirmDialog, DataGrid } from '@chaussee/ui';
import AddIcon from '@mui/icons-material/Add';
import WorkspacesIcon from '@mui/icons-material/Workspaces';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { CORE_SHEET_PARAMETER, coringSynopticPath } from '../../../shared/routes/campaign-paths.js';
import { lazyAfterPaint } from '../../../shared/lazy/lazy-after-paint.js';
import { useBinRetentionDays } from '../../../shared/runtime-config/use-bin-retention-days.js';
import { withAddedCore, type CampaignCores } from './campaign-cores-list.js';
import { coreColumns } from './core-columns.js';
import { CoresGridContext, type CoresGridActions } from './cores-grid-context.js';
import { coresMessages as text } from './messages.js';
import { campaignCoresKey, useCampaignCores } from './use-campaign-cores.js';
import { useCoreMutations } from './use-core-mutations.js';

// The dialogs' forms (react-jsonschema-form, ajv, the contract's schemas) load when one opens.
const AddCoreDialog = lazyAfterPaint(
  async () => (await import('./add-core-dialog.js')).AddCoreDialog,
  null,
);
const CoresGroupsDialog = lazyAfterPaint(
  async () => (await import('./cores-groups-dialog.js')).CoresGroupsDialog,
  null,
);
const CoreEditorDialog = lazyAfterPaint(
  async () => (await import('../core-editor/core-editor-dialog.js')).CoreEditorDialog,
  null,
);

/** The query parameter naming the core whose sheet is open, so that the sheet can be linked. */
const CORE_PARAMETER = CORE_SHEET_PARAMETER;

/** A core's row in the grid is known by its id: an update keeps the scroll, the focus, the sort. */
const coreIdOf = (core: Core) => core.id;

/** How much of the list has arrived while it streams in; undefined once complete. */
function loadingProgressOf(data: CampaignCores | undefined): number | undefined {
  if (data === undefined || data.isComplete) return undefined;
  return data.total === 0 ? 0 : data.cores.length / data.total;
}

/**
 * The cores of a coring campaign: the grid (sorted as spec section 4 says, simple fields and
 * status edited in place), adding and deleting cores, their groups and each core's sheet. The grid
 * shows the first page of cores as soon as it arrives and grows as the next ones stream in
 * (`useCampaignCores`); adding a core and the groups wait for the whole list. Editing
 * (add, delete, inline edits, the sheet's forms, layers, pictures, copying layers) needs « edit
 * Core », the right the API refuses core writes on; the others read.
 */
export function CoresSection({ campaign }: { campaign: CoringCampaign }) {
  const ability = useAbility();
  const queryClient = useQueryClient();
  const binDays = useBinRetentionDays();
  const [searchParams, setSearchParams] = useSearchParams();
  const cores = useCampaignCores(campaign.id);
  const list = cores.data?.cores ?? [];
  // What needs every core (the next number, the core a new one inherits from, the choices of a
  // group) waits for the last page; the grid is used meanwhile.
  const isComplete = cores.data?.isComplete === true;
  const { editInline, deleteCore } = useCoreMutations(campaign.id);
  const [isAdding, setAdding] = useState(false);
  const [isGrouping, setGrouping] = useState(false);
  const [deleting, setDeleting] = useState<Core | null>(null);
  // The cores the grid's filters keep (null: no filter), for « Voir sur le synoptique ».
  const [filteredIds, setFilteredIds] = useState<string[] | null>(null);
  const keepFiltered = useCallback((rows: Core[] | null) => {
    setFilteredIds(rows === null ? null : rows.map(coreIdOf));
  }, []);
  const mayEdit = ability.can('edit', 'Core');
  const openCoreId = searchParams.get(CORE_PARAMETER);
  // A core linked to (?carotte=…) opens once its page has arrived.
  const openCore = list.find((core) => core.id === openCoreId);
  // After a change made in a dialog: the campaign (its coresValid) is read again before the dialog
  // is done, the list in the background — 10,000 cores take a moment, and the grid keeps showing
  // the list it has until the new one is complete.
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: getListCampaignCoresQueryKey(campaign.id) });
    return queryClient.invalidateQueries({ queryKey: getGetCoringCampaignQueryKey(campaign.id) });
  };
  const showAdded = (core: Core) => {
    queryClient.setQueryData<CampaignCores>(
      campaignCoresKey(campaign.id),
      (current) => current && withAddedCore(current, core),
    );
    return refresh();
  };
  const showCore = useCallback(
    (core: Core | null) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (core === null) next.delete(CORE_PARAMETER);
          else next.set(CORE_PARAMETER, core.id);
          return next;
        },
        { replace: core === null },
      );
    },
    [setSearchParams],
  );
  const actions = useMemo<CoresGridActions>(
    () => ({ mayEdit, editInline, describe: showCore, askDelete: setDeleting }),
    [mayEdit, editInline, showCore],
  );
  return (
    <>
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {cores.data === undefined
            ? text.gridLabel
            : `${text.gridLabel} · ${text.count(cores.data.total)}`}
        </Typography>
        <Button
          variant="outlined"
          component={RouterLink}
          to={coringSynopticPath(campaign.id, filteredIds)}
        >
          {filteredIds === null
            ? text.showOnSynoptic
            : text.showFilteredOnSynoptic(filteredIds.length)}
        </Button>
        {ability.can('group', 'Core') && (
          <Button
            variant="outlined"
            startIcon={<WorkspacesIcon />}
            disabled={!isComplete}
            onClick={() => {
              setGrouping(true);
            }}
          >
            {text.groups}
          </Button>
        )}
        {mayEdit && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            disabled={!isComplete}
            onClick={() => {
              setAdding(true);
            }}
          >
            {text.addCore}
          </Button>
        )}
      </Stack>
      <CoresGridContext value={actions}>
        <DataGrid<Core>
          label={text.gridLabel}
          rows={cores.data?.cores}
          columns={coreColumns}
          getRowId={coreIdOf}
          loading={cores.isPending}
          loadingProgress={loadingProgressOf(cores.data)}
          error={cores.isError ? text.loadFailed : null}
          emptyMessage={text.empty}
          height={560}
          onRowOpen={showCore}
          onFilteredRowsChange={keepFiltered}
        />
      </CoresGridContext>
      {isAdding && (
        <AddCoreDialog
          campaign={campaign}
          cores={list}
          onAdded={showAdded}
          onClose={() => {
            setAdding(false);
          }}
        />
      )}
      {isGrouping && (
        <CoresGroupsDialog
          campaignId={campaign.id}
          cores={list}
          onClose={() => {
            setGrouping(false);
          }}
        />
      )}
      {openCore !== undefined && (
        <CoreEditorDialog
          campaign={campaign}
          core={openCore}
          cores={list}
          mayEdit={mayEdit}
          onChanged={refresh}
          onClose={() => {
            showCore(null);
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        destructive
        title={text.deleteTitle(deleting?.displayName ?? '')}
        message={text.deleteMessage(binDays)}
        confirmLabel={text.delete}
        onCancel={() => {
          setDeleting(null);
        }}
        onConfirm={() => {
          if (deleting !== null) deleteCore(deleting);
          setDeleting(null);
        }}
      />
    </>
  );
}
