import {
  createCampaignDownload,
  getDownloadPresignedLink,
  useListCampaignDownloads,
  type CampaignDownload,
} from '@chaussee/sdk/react';
import { useEffect, useRef, useState } from 'react';
import { ERROR_SHOWN_INLINE } from '../../shared/api/error-shown-inline.js';

/** How often the list of exports is read while one runs. */
const POLL_MS = 1000;
const RAW_DATA = { type: 'raw_data', limit: 20 } as const;

function isOver(job: CampaignDownload | undefined): boolean {
  return job?.status === 'finished' || job?.status === 'failed';
}

/** Opens a pre-signed URL: the browser downloads the file, without the session's token. */
function openLink(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

export interface RawDataJob {
  /** The export asked in this session of the screen, as the server last told it. */
  job: CampaignDownload | undefined;
  isStarting: boolean;
  /** Why starting or fetching the file failed; the job's own failure is `job.status`. */
  error: unknown;
  start: () => void;
}

/**
 * The background export of a campaign's raw data: POST …/downloads/create, then GET …/downloads
 * every second until the export is finished or failed, then its pre-signed link is opened once.
 * The job runs on the server: leaving the screen does not stop it (the file ends as a document).
 */
export function useRawDataJob(campaignId: string): RawDataJob {
  const [jobId, setJobId] = useState<string | null>(null);
  const [isStarting, setIsStarting] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const openedJobId = useRef<string | null>(null);
  const list = useListCampaignDownloads(campaignId, RAW_DATA, {
    query: {
      ...ERROR_SHOWN_INLINE,
      enabled: jobId !== null,
      refetchInterval: (query) => {
        const items = query.state.data?.data.items ?? [];
        return isOver(items.find((item) => item.id === jobId)) ? false : POLL_MS;
      },
    },
  });
  const job = list.data?.data.items.find((item) => item.id === jobId);

  useEffect(() => {
    if (job?.status !== 'finished' || openedJobId.current === job.id) return;
    openedJobId.current = job.id;
    getDownloadPresignedLink(job.id).then(
      (answer) => {
        openLink(answer.data.url);
      },
      (failure: unknown) => {
        setError(failure);
      },
    );
  }, [job]);

  return {
    job,
    isStarting,
    error: error ?? (list.isError ? list.error : null),
    start: () => {
      setIsStarting(true);
      setError(null);
      // A coring campaign's raw data is its CSV exports, zipped: the API has no xlsx of them.
      createCampaignDownload(campaignId, { type: 'raw_data', format: 'csv' }).then(
        (answer) => {
          setJobId(answer.data.id);
          setIsStarting(false);
        },
        (failure: unknown) => {
          setError(failure);
          setIsStarting(false);
        },
      );
    },
  };
}
