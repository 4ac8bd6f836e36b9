import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { frenchErrorOf } from '../../shared/api/french-error.js';
import { dashboardMessages as text } from './messages.js';
import type { RawDataJob } from './use-raw-data-job.js';

/**
 * Where the raw data export stands: its progress while it is pending or processing, « terminé »
 * once its link is opened, and the French reason the server recorded when it failed.
 */
export function RawDataJobStatus({ rawData }: { rawData: RawDataJob }) {
  const { job, error, isStarting } = rawData;
  if (error !== null) {
    return (
      <Alert severity="error" sx={{ minWidth: 280 }}>
        {frenchErrorOf(error)}
      </Alert>
    );
  }
  if (job === undefined) {
    return isStarting ? (
      <LinearProgress sx={{ minWidth: 200 }} aria-label={text.download.jobStatus.pending} />
    ) : null;
  }
  if (job.status === 'failed') {
    return (
      <Alert severity="error" sx={{ minWidth: 280 }}>
        {job.failureMessage ?? text.download.jobFailed}
      </Alert>
    );
  }
  const label = text.download.jobStatus[job.status];
  return (
    <Box role="status" sx={{ minWidth: 220 }} data-testid="raw-data-job">
      <Typography variant="caption">
        {job.status === 'finished'
          ? label
          : `${label} : ${text.download.jobProgress(job.progress)}`}
      </Typography>
      {job.status !== 'finished' && (
        <LinearProgress
          aria-label={label}
          variant="determinate"
          value={job.progress}
          aria-valuetext={text.download.jobProgress(job.progress)}
        />
      )}
    </Box>
  );
}
