import type { LaboratoryResultsImport } from '@chaussee/sdk/react';
import { DataGrid, PollutantBadge, StatusChip, type DataGridProps } from '@chaussee/ui';
import { labelOf } from '@chaussee/validation';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { contractColumns } from '../../../shared/contract/contract-schemas.js';
import laboratoryResultsImportContract from 'virtual:chaussee-contract-schemas/LaboratoryResultsImport';
import { prestationsMessages as text } from './messages.js';

type RefusedLine = LaboratoryResultsImport['refused'][number];

const refusedColumns: DataGridProps<RefusedLine>['columns'] = contractColumns<RefusedLine>(
  laboratoryResultsImportContract,
  {
    list: 'refused',
    headers: text.refusedColumns,
    overrides: { line: { maxWidth: 100 }, reason: { flex: 3 } },
  },
);

/**
 * The line-by-line report of a results file: what was read, the refused lines with their French
 * reasons (to fix and send again), the results stored with their threshold classes.
 */
export function FileImportReport({ report }: { report: LaboratoryResultsImport }) {
  const titleId = useId();
  return (
    <Stack component="section" aria-labelledby={titleId} spacing={2}>
      <Typography id={titleId} variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
        {text.fileReportTitle}
      </Typography>
      {report.fileError !== null ? (
        <Alert severity="error">{report.fileError}</Alert>
      ) : (
        <Alert severity={report.refused.length === 0 ? 'success' : 'warning'}>
          {text.fileReportSummary(report.accepted.length, report.refused.length, report.format)}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography>
          {text.reportOrder(report.order.provider.name, report.order.reference)}
        </Typography>
        <StatusChip kind="order" status={report.order.status} />
        <Typography>
          {text.reportStatus(labelOf('CampaignStatus', report.campaignStatus))}
        </Typography>
      </Stack>
      {report.refused.length > 0 && (
        <DataGrid<RefusedLine>
          label={text.refusedLines}
          rows={report.refused}
          columns={refusedColumns}
          getRowId={(line) => String(line.line)}
          height={240}
        />
      )}
      {report.results.length > 0 && (
        <Stack
          component="ul"
          aria-label={text.storedResults}
          spacing={1}
          sx={{ m: 0, pl: 0, listStyle: 'none' }}
        >
          {report.results.map((result, index) => (
            <Stack
              component="li"
              key={result.sampleId}
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center' }}
            >
              <Typography variant="body2">{text.storedResult(index + 1)}</Typography>
              <PollutantBadge pollutant="asbestos" value={result.asbestosDetected} />
              <PollutantBadge pollutant="PAH" value={result.pahMgKg} />
              <PollutantBadge pollutant="TH" value={result.thMgKg} />
            </Stack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
