import type { SurveyImport } from '@chaussee/sdk/react';
import { DataGrid, type DataGridProps } from '@chaussee/ui';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { contractColumns } from '../../shared/contract/contract-schemas.js';
import surveyImportContract from 'virtual:chaussee-contract-schemas/SurveyImport';
import { auscultationMessages as text } from './messages.js';

type RefusedLine = SurveyImport['refused'][number];

const refusedColumns: DataGridProps<RefusedLine>['columns'] = contractColumns<RefusedLine>(
  surveyImportContract,
  {
    list: 'refused',
    headers: text.import.refusedColumns,
    overrides: { line: { maxWidth: 100 }, reason: { flex: 3 } },
  },
);

/**
 * The line-by-line report of a survey import, as the server wrote it in French: a file it could
 * not read, a file imported before, or how many lines were stored and which were refused and why
 * (to fix in the file and import again; nothing was half stored).
 */
export function SurveyImportReport({ report }: { report: SurveyImport }) {
  const titleId = useId();
  return (
    <Stack component="section" aria-labelledby={titleId} spacing={2}>
      <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {text.import.reportTitle}
      </Typography>
      {report.fileError !== null ? (
        <Alert severity="error">{text.import.fileError(report.fileError)}</Alert>
      ) : report.alreadyImported ? (
        <Alert severity="info">{text.import.alreadyImported(report.importedCount)}</Alert>
      ) : (
        <Alert severity={report.refusedCount === 0 ? 'success' : 'warning'}>
          {text.import.summary(report.importedCount, report.refusedCount)}
        </Alert>
      )}
      {report.refused.length > 0 && (
        <DataGrid<RefusedLine>
          label={text.import.refusedLines}
          rows={report.refused}
          columns={refusedColumns}
          getRowId={(line) => String(line.line)}
          height={240}
        />
      )}
    </Stack>
  );
}
