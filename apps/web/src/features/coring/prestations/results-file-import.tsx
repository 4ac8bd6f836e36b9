import type { CoringCampaign, LaboratoryResultsImport } from '@chaussee/sdk/react';
import { FileDropzone, toast } from '@chaussee/ui';
import { labelOf } from '@chaussee/validation';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useApiClient } from '../../../shared/api/api-client-context.js';
import { frenchErrorOf } from '../../../shared/api/french-error.js';
import { useCampaignRefresh } from '../campaign/use-campaign-update.js';
import { FileImportReport } from './file-import-report.js';
import { prestationsMessages as text } from './messages.js';

/** Orders whose laboratory may still send results (imported again, a file corrects them). */
const IMPORTABLE_STATUSES = new Set(['Sent', 'Finished', 'ResultsSent']);
const RESULTS_ACCEPT =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The results file a laboratory without API sent back for an order (POST
 * /laboratory-orders/{id}/results-import): the server reads it by its content and answers a
 * line-by-line report, shown as is.
 */
export function ResultsFileImport({ campaign }: { campaign: CoringCampaign }) {
  const titleId = useId();
  const client = useApiClient();
  const refresh = useCampaignRefresh(campaign.id);
  const orders = campaign.laboratoryOrders.filter((order) => IMPORTABLE_STATUSES.has(order.status));
  const [orderId, setOrderId] = useState<string>('');
  const [isImporting, setImporting] = useState(false);
  const [report, setReport] = useState<LaboratoryResultsImport | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const chosen = orders.some((order) => order.id === orderId) ? orderId : (orders[0]?.id ?? '');

  const importFile = async (file: File) => {
    setImporting(true);
    setFailure(null);
    try {
      const { data } = await client.POST('/laboratory-orders/{id}/results-import', {
        params: { path: { id: chosen } },
        // The contract types the part as a string; the real part is the file, sent as multipart.
        body: { file: file.name },
        bodySerializer: () => {
          const form = new FormData();
          form.append('file', file);
          return form;
        },
      });
      setReport(data);
      await refresh();
    } catch (error) {
      const message = text.importFailed(frenchErrorOf(error));
      setFailure(message);
      toast.error(message);
    } finally {
      setImporting(false);
    }
  };

  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography id={titleId} variant="h6" component="h3">
          {text.importTitle}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {text.importHelp}
        </Typography>
        {orders.length === 0 ? (
          <Typography>{text.noSentOrder}</Typography>
        ) : (
          <>
            <TextField
              select
              label={text.importOrder}
              value={chosen}
              onChange={(event) => {
                setOrderId(event.target.value);
              }}
              sx={{ maxWidth: 480 }}
            >
              {orders.map((order) => (
                <MenuItem key={order.id} value={order.id}>
                  {`${text.reportOrder(order.provider.name, order.reference)} · ${labelOf('LaboratoryOrderStatus', order.status)}`}
                </MenuItem>
              ))}
            </TextField>
            <FileDropzone
              accept={RESULTS_ACCEPT}
              // The server tells CSV from Excel by the content and judges every line itself.
              check={() => []}
              hint={text.importHint}
              loading={isImporting}
              error={failure}
              onFiles={([file]) => {
                if (file !== undefined) void importFile(file);
              }}
            />
          </>
        )}
        {report !== null && <FileImportReport report={report} />}
      </Stack>
    </Paper>
  );
}
