import type { Clock } from '../clock.js';
import { downloadTexts } from './download-messages.js';
import type { DownloadRepository, DownloadRow, FinishedDownload } from './download.repository.js';
import { ExportRefusal, JobLost, type ReportProgress } from './raw-data-export.js';

/** How long a worker owns a job without news; each progress renews it. */
const DEFAULT_LEASE_MS = 2 * 60 * 1000;

/** How often an idle worker looks for jobs (a new job also wakes it at once, in its process). */
const DEFAULT_POLL_MS = 5 * 1000;

/**
 * A job taken this many times without ending failed each time with its process (a file that
 * crashes the server would otherwise take it down at every start): it then fails for good.
 */
const MAX_ATTEMPTS = 3;

/** What the worker runs for a job; one runner per download type. */
export type DownloadRunner = (
  job: DownloadRow,
  report: ReportProgress,
) => Promise<FinishedDownload>;

/** Where the worker writes why a job failed (the server's log). */
export interface WorkerLog {
  error: (details: Record<string, unknown>, message: string) => void;
}

export interface DownloadWorkerDeps {
  repository: DownloadRepository;
  runners: Readonly<Record<DownloadRow['type'], DownloadRunner>>;
  now: Clock;
  log: WorkerLog;
  leaseMs?: number;
  pollMs?: number;
}

/**
 * The worker of the background exports, inside the API process. It takes one job at a time
 * (`claimNext`: FOR UPDATE SKIP LOCKED, so two processes never take the same job), runs it while
 * renewing its lease at each progress, and records the end: finished with its document, or failed
 * with a French message. A process that dies leaves its job processing with a lease that runs out;
 * any worker, this one restarted included, then takes it again (the lease is checked at each look,
 * the first one at start).
 */
export function createDownloadWorker({
  repository,
  runners,
  now,
  log,
  leaseMs = DEFAULT_LEASE_MS,
  pollMs = DEFAULT_POLL_MS,
}: DownloadWorkerDeps) {
  const leaseFrom = (at: Date) => new Date(at.getTime() + leaseMs);

  /** Takes and runs one job; answers it as it ended, or undefined when none was waiting. */
  async function runOnce(): Promise<DownloadRow | undefined> {
    const taken = now();
    const job = await repository.claimNext(taken, leaseFrom(taken));
    if (job === undefined) return undefined;
    const attempt = job.attempts;
    if (attempt > MAX_ATTEMPTS) {
      await repository.fail(job.id, attempt, now(), downloadTexts.tooManyAttempts);
      return (await repository.findById(job.id))?.download;
    }
    const report: ReportProgress = (progress) =>
      repository.progress(job.id, attempt, progress, leaseFrom(now()));
    try {
      const file = await runners[job.type](job, report);
      const isOwn = await repository.finish(job.id, attempt, now(), file);
      if (!isOwn) log.error({ downloadId: job.id }, 'A download ended after it was taken again');
    } catch (error) {
      if (error instanceof JobLost) {
        log.error({ downloadId: job.id, reason: error.message }, 'A download was given up');
      } else {
        const message = error instanceof ExportRefusal ? error.message : downloadTexts.failed;
        log.error({ downloadId: job.id, err: error }, 'A download failed');
        await repository.fail(job.id, attempt, now(), message);
      }
    }
    return (await repository.findById(job.id))?.download;
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let isStarted = false;
  let isAwake = false;

  const wokenMeanwhile = () => isAwake;

  /** Runs jobs until none is waiting, then sleeps `pollMs` (or until woken). */
  async function drain(): Promise<void> {
    do {
      isAwake = false;
      while (isStarted && (await runOnce()) !== undefined) {
        // Each job ends before the next is taken: one export at a time per process.
      }
      // `wake` may have set it while the jobs ran: a job asked after the last look.
    } while (isStarted && wokenMeanwhile());
  }

  function schedule(delayMs: number): void {
    if (!isStarted) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      running ??= drain()
        .catch((error: unknown) => {
          log.error({ err: error }, 'The download worker failed to look for jobs');
        })
        .finally(() => {
          running = undefined;
          schedule(pollMs);
        });
    }, delayMs);
    timer.unref();
  }

  return {
    runOnce,
    /** Starts looking for jobs now (those left by a dead process included), then every pollMs. */
    start(): void {
      if (isStarted) return;
      isStarted = true;
      schedule(0);
    },
    /** A job was just asked: look at once rather than at the next poll. */
    wake(): void {
      isAwake = true;
      if (running === undefined) schedule(0);
    },
    /** Stops taking jobs and waits for the one running (its lease covers a stop cut short). */
    async stop(): Promise<void> {
      isStarted = false;
      clearTimeout(timer);
      await running;
    },
  };
}

export type DownloadWorker = ReturnType<typeof createDownloadWorker>;
