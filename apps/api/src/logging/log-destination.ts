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

/** Log lines gathered before one write, in characters (a line's bytes are at least as many). */
const BATCH_CHARACTERS = 8 * 1024;
/** The longest a line waits in a batch when the server is quiet. */
export const BATCH_WAIT_MS = 200;

/**
 * Lines written to the file descriptor `fd` in batches: one `write` per 8 kB of lines, or 200 ms
 * after the first line of a batch when fewer come, instead of a synchronous write per line.
 *
 * The lines are gathered here and handed to sonic-boom (which writes to the descriptor: partial
 * writes, a busy pipe) one batch at a time. Gathering them in sonic-boom itself (its `minLength`)
 * appended each line to one string and measured that string's bytes again on every line, which
 * copied up to 16 kB per line: 2.5–4 µs a line against 0.3–0.9 here (one process writing 20,000
 * access lines to /dev/null), and garbage the collector then had to clear.
 */
export function batchedLog(fd: number): BatchedLog {
  const writer = new sonicBoom.SonicBoom({ fd, sync: false });
  let lines: string[] = [];
  let characters = 0;
  let waiting: NodeJS.Timeout | undefined;

  const handOver = (): void => {
    clearTimeout(waiting);
    waiting = undefined;
    if (lines.length === 0) return;
    const batch = lines.join('');
    lines = [];
    characters = 0;
    writer.write(batch);
  };

  return {
    write(line) {
      lines.push(line);
      characters += line.length;
      if (characters >= BATCH_CHARACTERS) handOver();
      // A quiet server's lines wait no longer; the timer never keeps the process alive.
      else waiting ??= setTimeout(handOver, BATCH_WAIT_MS).unref();
    },
    flushSync() {
      handOver();
      writer.flushSync();
    },
  };
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
