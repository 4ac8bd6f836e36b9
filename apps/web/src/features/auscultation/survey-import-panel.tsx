import type { SurveyImport } from '@chaussee/sdk/react';
import { FileDropzone, toast } from '@chaussee/ui';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useApiClient } from '../../shared/api/api-client-context.js';
import { frenchErrorOf } from '../../shared/api/french-error.js';
import { progressFetch } from '../../shared/files/progress-fetch.js';
import { auscultationMessages as text } from './messages.js';
import { SurveyImportReport } from './survey-import-report.js';
import { invalidateSurvey } from './survey-queries.js';

const SURVEY_ACCEPT = '.csv,.geojson,.json,text/csv,application/geo+json,application/json';

/** Where an import is: the share of the file sent (0 to 100), then the server reading it. */
type Progress = { step: 'sending'; percent: number } | { step: 'reading' };

/**
 * Import of a survey file (POST /auscultation-campaigns/{id}/survey-imports, multipart): picked or
 * dropped, sent with a progress bar, then read by the server, which tells CSV from GeoJSON by the
 * content and judges every line itself; its line-by-line report is shown as is.
 */
export function SurveyImportPanel({ campaignId }: { campaignId: string }) {
  const titleId = useId();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<Progress | null>(null);
  const [report, setReport] = useState<SurveyImport | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const importFile = async (file: File) => {
    setProgress({ step: 'sending', percent: 0 });
    setFailure(null);
    setReport(null);
    const form = new FormData();
    form.append('file', file);
    try {
      const { data } = await client.POST('/auscultation-campaigns/{id}/survey-imports', {
        params: { path: { id: campaignId } },
        // The contract types the part as a string; the real part is the file, sent as multipart.
        body: { file: file.name },
        bodySerializer: () => form,
        fetch: progressFetch(form, (loaded, total) => {
          setProgress(
            loaded >= total
              ? { step: 'reading' }
              : { step: 'sending', percent: Math.round((loaded / total) * 100) },
          );
        }),
      });
      setReport(data);
      if (data.importedCount > 0 && !data.alreadyImported) {
        await invalidateSurvey(queryClient, campaignId);
      }
    } catch (error) {
      const message = text.import.failed(frenchErrorOf(error));
      setFailure(message);
      toast.error(message);
    } finally {
      setProgress(null);
    }
  };

  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography id={titleId} variant="h6" component="h2">
          {text.import.title}
        </Typography>
        <FileDropzone
          accept={SURVEY_ACCEPT}
          // The server tells CSV from GeoJSON by the content and judges every line itself.
          check={() => []}
          hint={text.import.hint}
          loading={progress !== null}
          error={failure}
          onFiles={([file]) => {
            if (file !== undefined) void importFile(file);
          }}
        />
        {progress !== null && (
          <Stack spacing={0.5}>
            <LinearProgress
              aria-label={text.import.progressLabel}
              variant={progress.step === 'sending' ? 'determinate' : 'indeterminate'}
              value={progress.step === 'sending' ? progress.percent : undefined}
            />
            <Typography variant="body2" color="text.secondary" role="status">
              {progress.step === 'sending'
                ? text.import.sending(progress.percent)
                : text.import.reading}
            </Typography>
          </Stack>
        )}
        {report !== null && <SurveyImportReport report={report} />}
      </Stack>
    </Paper>
  );
}
