// CommonJS whose `module.exports` is the class, with itself as its `SonicBoom` property: the one
// form its types (an ES default) and Node's import of it agree on.
import sonicBoom from 'sonic-boom';

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
 * Log lines gathered before one write (sonic-boom's `minLength`, which must stay under its largest
 * single write, 16 kB).
 */
const BATCH_BYTES = 8 * 1024;
/** The longest a line waits in a batch when the server is quiet. */
export const BATCH_WAIT_MS = 200;

/**
 * Lines written to the file descriptor `fd` in batches: one `write` per 8 kB of lines, or every
 * 200 ms when fewer come, instead of a synchronous write per line.
 */
export function batchedLog(fd: number): BatchedLog {
  return new sonicBoom.SonicBoom({
    fd,
    sync: false,
    minLength: BATCH_BYTES,
    periodicFlush: BATCH_WAIT_MS,
  });
}

let standardOutput: BatchedLog | undefined;

/**
 * The standard output, written in batches (batchedLog). Under load the access log's synchronous
 * write per line was about a tenth of a reused answer's CPU (the system call; /proc's CPU time per
 * request under autocannon, README « API list endpoints »); batched, a few hundredths of that.
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
