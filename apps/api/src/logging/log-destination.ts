// CommonJS whose `module.exports` is the class, with itself as its `SonicBoom` property: the one
// form its types (an ES default) and Node's import of it agree on.
import { writeSync } from 'node:fs';
import sonicBoom from 'sonic-boom';

declare module 'sonic-boom' {
  interface SonicBoom {
    /** In `contentMode: 'buffer'`, which its types leave out, it writes bytes (its writeBuffer). */
    write(bytes: Buffer): boolean;
  }
}

/** Where the server's log lines go: Fastify's `logger.stream` takes any `write(line)`. */
export interface LogDestination {
  write(line: string): unknown;
}

/** A destination that gathers lines and writes them in batches. */
export interface BatchedLog extends LogDestination {
  /** Writes what is gathered now, synchronously (at the process's exit). */
  flushSync(): void;
}

/**
 * Bytes of log lines gathered before one write: a pipe's whole capacity on Linux. Each write costs
 * far more than its bytes on a 2-CPU machine (the thread that writes, and the reader it wakes, take
 * the CPU the requests need): under autocannon a kept answer took 40.7 µs of server CPU with 8 kB
 * batches, 34.6 with 64 kB, 27.2 with no access line at all (medians of 16 alternated runs).
 */
export const BATCH_BYTES = 64 * 1024;
/**
 * Room of a batch: a full one (BATCH_BYTES) and the longest line that may still join it, at the
 * most bytes UTF-8 takes for a UTF-16 unit (3); a longer line is written on its own.
 */
export const LONGEST_JOINING_LINE = 4 * 1024;
const BATCH_ROOM = BATCH_BYTES + 3 * LONGEST_JOINING_LINE;
/** The longest a line waits in a batch when the server is quiet. */
export const BATCH_WAIT_MS = 200;

/** How long the process's exit waits for a full pipe (EAGAIN) to take its last lines. */
const EXIT_WAIT_MS = 1_000;
const EXIT_RETRY_MS = 10;

function isBusy(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'EAGAIN';
}

/** Writes all of `bytes` to `fd` now, waiting a little for a full non-blocking pipe. */
function writeAllSync(fd: number, bytes: Uint8Array): void {
  const pause = new Int32Array(new SharedArrayBuffer(4));
  let offset = 0;
  for (let waited = 0; offset < bytes.length;) {
    try {
      offset += writeSync(fd, bytes, offset);
    } catch (error) {
      if (!isBusy(error) || waited >= EXIT_WAIT_MS) throw error;
      Atomics.wait(pause, 0, 0, EXIT_RETRY_MS);
      waited += EXIT_RETRY_MS;
    }
  }
}

/**
 * Lines written to the file descriptor `fd` in batches: one `write` per 64 kB of lines, or 200 ms
 * after the first line of a batch when fewer come, instead of a synchronous write per line.
 *
 * The lines are encoded into the batch's bytes as they come, and each full batch is handed to
 * sonic-boom (which writes to the descriptor: partial writes, a busy pipe) as those bytes: no
 * string of the whole batch is joined, measured and encoded again before its write. Gathering them
 * in sonic-boom itself (its `minLength`) appended each line to one string and measured that string's
 * bytes again on every line, which copied up to 16 kB per line.
 */
export function batchedLog(fd: number): BatchedLog {
  const writer = new sonicBoom.SonicBoom({ fd, sync: false, contentMode: 'buffer' });
  // A new one per batch: sonic-boom holds the bytes handed over until they are written.
  let batch = Buffer.allocUnsafe(BATCH_ROOM);
  let filled = 0;
  let waiting: NodeJS.Timeout | undefined;

  const handOver = (): void => {
    clearTimeout(waiting);
    waiting = undefined;
    if (filled === 0) return;
    writer.write(batch.subarray(0, filled));
    batch = Buffer.allocUnsafe(BATCH_ROOM);
    filled = 0;
  };

  return {
    write(line) {
      if (line.length > LONGEST_JOINING_LINE) {
        handOver();
        writer.write(Buffer.from(line));
        return;
      }
      filled += batch.write(line, filled);
      if (filled >= BATCH_BYTES) handOver();
      // A quiet server's lines wait no longer; the timer never keeps the process alive.
      else waiting ??= setTimeout(handOver, BATCH_WAIT_MS).unref();
    },
    // What sonic-boom holds (older lines), then the batch, now: handed over, the batch would
    // start an asynchronous write that the exiting process may not see end.
    flushSync() {
      clearTimeout(waiting);
      waiting = undefined;
      writer.flushSync();
      writeAllSync(fd, batch.subarray(0, filled));
      filled = 0;
    },
  };
}

let standardOutput: BatchedLog | undefined;

/**
 * The standard output, written in batches (batchedLog). Under load the access log's synchronous
 * write per line was about a tenth of a reused answer's CPU (the system call; /proc's CPU time per
 * request under autocannon, README « API list endpoints »); in batches of 64 kB, the access line
 * (built, encoded, written) still takes about a fifth (BATCH_BYTES).
 *
 * What is gathered is written at the process's exit, a crash included (`exit` runs after an
 * uncaught exception); only a process killed outright (SIGKILL, the machine's power) loses its last
 * 200 ms of lines at most. One destination for the whole process, whatever number of servers it
 * builds, so that the exit hook is added once.
 */
export function standardOutputLog(): LogDestination {
  if (standardOutput === undefined) {
    const destination = batchedLog(process.stdout.fd);
    process.once('exit', () => {
      try {
        destination.flushSync();
      } catch {
        // A closed or broken standard output: nothing left to write to.
      }
    });
    standardOutput = destination;
  }
  return standardOutput;
}
