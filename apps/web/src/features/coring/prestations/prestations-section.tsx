import { useAbility } from '@chaussee/permissions/react';
import {
  getListCampaignAnalysesQueryKey,
  useCancelPendingPrestations,
  useFetchCoringCampaignResults,
  type CoringCampaign,
} from '@chaussee/sdk/react';
import { ConfirmDialog, toast } from '@chaussee/ui';
import AddTaskIcon from '@mui/icons-material/AddTask';
import CloudDownloadIcon from '@mui/icons-material/CloudDownload';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { frenchErrorOf } from '../../../shared/api/french-error.js';
import { useCampaignRefresh } from '../campaign/use-campaign-update.js';
import { useCampaignCores } from '../cores/use-campaign-cores.js';
import { lazyAfterPaint } from '../../../shared/lazy/lazy-after-paint.js';
import { AnalysesGrid } from './analyses-grid.js';
import { ImportReport } from './import-report.js';
import { prestationsMessages as text } from './messages.js';
import { OrdersGrid } from './orders-grid.js';
import { ResultsFileImport } from './results-file-import.js';
import { ResultsGrid, type LayerResultRow } from './results-grid.js';

// The request form (react-jsonschema-form, ajv) loads when the dialog opens.
const AskPrestationsDialog = lazyAfterPaint(
  async () => (await import('./ask-prestations-dialog.js')).AskPrestationsDialog,
  null,
);

/**
 * The laboratory side of a coring campaign: prestations asked per layer and provider, the orders
 * and their statuses, the import of results with its report, and the results per layer.
 */
export function PrestationsSection({ campaign }: { campaign: CoringCampaign }) {
  const ability = useAbility();
  const queryClient = useQueryClient();
  const refresh = useCampaignRefresh(campaign.id);
  const cores = useCampaignCores(campaign.id, { coringResult: true, showPrestations: true });
  const [isAsking, setAsking] = useState(false);
  const [isCancelling, setCancelling] = useState(false);
  // The results and the request of prestations cover every layer: they wait for the last page.
  const complete = cores.data?.isComplete === true ? cores.data.cores : undefined;
  const layers = useMemo<LayerResultRow[] | undefined>(
    () =>
      complete?.flatMap((core) =>
        [...(core.layers ?? [])]
          .sort((a, b) => a.position - b.position)
          .map((layer) => ({ ...layer, coreName: core.displayName })),
      ),
    [complete],
  );
  const importResults = useFetchCoringCampaignResults({
    mutation: { onSuccess: () => refresh() },
  });
  const cancelPending = useCancelPendingPrestations({
    mutation: {
      meta: { isErrorShownInline: true },
      onSuccess: async (answer) => {
        setCancelling(false);
        toast.success(text.cancelledPending(answer.data.cancelledCount));
        await queryClient.invalidateQueries({
          queryKey: getListCampaignAnalysesQueryKey(campaign.id),
        });
      },
    },
  });
  const mayPrepare = ability.can('prepare', 'Campaign');
  const mayExchange = ability.can('sendToProvider', 'Campaign');
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {text.analysesTitle}
        </Typography>
        {mayPrepare && (
          <Button
            variant="contained"
            startIcon={<AddTaskIcon />}
            disabled={layers === undefined}
            onClick={() => {
              setAsking(true);
            }}
          >
            {text.askPrestations}
          </Button>
        )}
        {mayPrepare && (
          <Button
            color="error"
            onClick={() => {
              cancelPending.reset();
              setCancelling(true);
            }}
          >
            {text.cancelPending}
          </Button>
        )}
      </Stack>
      <AnalysesGrid campaignId={campaign.id} />
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {text.ordersTitle}
        </Typography>
        {mayExchange && campaign.laboratoryOrders.length > 0 && (
          <Button
            variant="outlined"
            startIcon={<CloudDownloadIcon />}
            disabled={importResults.isPending}
            onClick={() => {
              importResults.mutate({ id: campaign.id, data: { skipApiOnError: true } });
            }}
          >
            {text.fetchResults}
          </Button>
        )}
      </Stack>
      {importResults.data !== undefined && <ImportReport report={importResults.data.data} />}
      <OrdersGrid orders={campaign.laboratoryOrders} />
      {mayExchange && <ResultsFileImport campaign={campaign} />}
      <Typography variant="h6" component="h2">
        {text.resultsTitle}
      </Typography>
      <ResultsGrid rows={layers} loading={layers === undefined} failed={cores.isError} />
      {isAsking && layers !== undefined && (
        <AskPrestationsDialog
          campaign={campaign}
          layers={layers}
          onClose={() => {
            setAsking(false);
          }}
        />
      )}
      <ConfirmDialog
        open={isCancelling}
        destructive
        title={text.cancelPendingTitle}
        message={text.cancelPendingMessage}
        loading={cancelPending.isPending}
        error={cancelPending.isError ? frenchErrorOf(cancelPending.error) : null}
        onCancel={() => {
          setCancelling(false);
        }}
        onConfirm={() => {
          cancelPending.mutate({ id: campaign.id, data: {} });
        }}
      />
    </Stack>
  );
}
