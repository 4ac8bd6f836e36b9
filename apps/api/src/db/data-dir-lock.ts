import { closeSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';

/**
 * One process at a time on an embedded database directory. PGlite opens a directory another
 * process already has open without a word (measured with 0.5.16), and two writers on one data
 * directory corrupt it: a second `npm start`, a `npm run seed` or a backup while the server runs.
 * The holder writes `<dir>.lock` (pid, host, what it does, since when); a lock whose process is gone
 * (a killed server) is taken over.
 */
export interface DataDirLock {
  release(): void;
}

interface LockHolder {
  pid: number;
  host: string;
  purpose: string;
  since: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly directory: string,
    readonly holder: LockHolder,
  ) {
    super(
      `${directory} is in use by another process (${holder.purpose}, pid ${String(holder.pid)} on ${holder.host}, since ${holder.since}). ` +
        `Stop it first (Ctrl+C in its terminal), then run this again. If no such process runs any more, delete ${directory}.lock.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export function lockFileOf(directory: string): string {
  return `${directory}.lock`;
}

function isAlive(pid: number): boolean {
  try {
    // Signal 0 checks that the process exists without touching it.
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}

function holderOf(file: string): LockHolder | undefined {
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'pid' in parsed &&
      typeof parsed.pid === 'number'
    ) {
      const field = (key: string) =>
        key in parsed ? String((parsed as Record<string, unknown>)[key]) : '?';
      return {
        pid: parsed.pid,
        host: field('host'),
        purpose: field('purpose'),
        since: field('since'),
      };
    }
  } catch {
    // Unreadable or half written: treated as no holder, the lock is taken over.
  }
  return undefined;
}

/** Takes the lock of `directory` for this process, or throws DataDirLockedError naming the holder. */
export function lockDataDir(directory: string, purpose: string, now = new Date()): DataDirLock {
  const file = lockFileOf(directory);
  const mine: LockHolder = {
    pid: process.pid,
    host: hostname(),
    purpose,
    since: now.toISOString(),
  };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      // `wx`: created only if absent, atomically, so two starts at once cannot both win.
      const fd = openSync(file, 'wx');
      writeFileSync(fd, `${JSON.stringify(mine)}\n`);
      closeSync(fd);
      return {
        release: () => {
          if (holderOf(file)?.pid === process.pid) rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
      const holder = holderOf(file);
      // A lock of another host cannot be checked from here (a data directory on a shared disk).
      if (
        holder &&
        holder.pid !== process.pid &&
        (holder.host !== mine.host || isAlive(holder.pid))
      ) {
        throw new DataDirLockedError(directory, holder);
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not take ${file}: another process takes and leaves it repeatedly.`);
}
