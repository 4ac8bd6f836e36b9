import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  BATCH_BYTES,
  BATCH_WAIT_MS,
  LONGEST_JOINING_LINE,
  batchedLog,
  standardOutputLog,
} from './log-destination.js';

const dir = mkdtempSync(join(tmpdir(), 'chaussee-log-'));
const opened: number[] = [];

function logFile(name: string) {
  const path = join(dir, name);
  const fd = openSync(path, 'a');
  opened.push(fd);
  return { fd, read: () => readFileSync(path, 'utf8') };
}

/**
 * The file's text once it holds `length` characters, or after 5 s: the writes are asynchronous, and a
 * loaded CI machine may run them long after the batch wait (a fixed pause once failed there).
 */
async function readOnce(file: { read: () => string }, length: number): Promise<string> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const text = file.read();
    if (text.length >= length || Date.now() > deadline) return text;
    await delay(10);
  }
}

// Closed at the end only: a descriptor closed after each test would be reused by the next one's
// file, which a batch still waiting from the earlier test would then write into.
afterAll(() => {
  opened.splice(0).forEach((fd) => {
    closeSync(fd);
  });
});

describe('batchedLog', () => {
  it('gathers a few lines and writes them together once the batch wait has passed', async () => {
    const file = logFile('quiet.log');
    const log = batchedLog(file.fd);
    log.write('{"msg":"one"}\n');
    log.write('{"msg":"two"}\n');
    expect(file.read()).toBe('');
    await delay(BATCH_WAIT_MS / 2);
    expect(file.read()).toBe('');
    expect(await readOnce(file, 28)).toBe('{"msg":"one"}\n{"msg":"two"}\n');
  });

  it('writes without waiting once a batch is full', async () => {
    // The batch wait's timer never fires here: only a full batch can be written.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const file = logFile('busy.log');
      const log = batchedLog(file.fd);
      const line = `${JSON.stringify({ msg: 'x'.repeat(200) })}\n`;
      const lines = Math.ceil(BATCH_BYTES / line.length);
      for (let index = 0; index < lines; index += 1) log.write(line);
      // The line that fills the batch is in it: the batch is written whole, over BATCH_BYTES.
      expect((await readOnce(file, BATCH_BYTES)).length).toBe(lines * line.length);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps every line, in order, over many batches written while others are under way', async () => {
    const file = logFile('many.log');
    const log = batchedLog(file.fd);
    const lines = Array.from(
      { length: 2_000 },
      (_, index) => `{"n":${String(index)},"é":"${'x'.repeat(index % 300)}"}\n`,
    );
    for (const line of lines) log.write(line);
    const text = lines.join('');
    expect(await readOnce(file, text.length)).toBe(text);
  });

  it('writes a line too long to join a batch on its own, after the lines before it', async () => {
    const file = logFile('long.log');
    const log = batchedLog(file.fd);
    // Accented: more bytes than characters, the most a batch's room must hold for a line.
    const long = `{"stack":"${'é'.repeat(LONGEST_JOINING_LINE * 2)}"}\n`;
    const near = `{"stack":"${'é'.repeat(LONGEST_JOINING_LINE - 20)}"}\n`;
    // A batch all but full (100-byte lines), then the longest line that still joins it.
    const filler = `{"fill":"${'x'.repeat(88)}"}\n`;
    const almostFull = Array.from({ length: Math.floor(BATCH_BYTES / 100) - 1 }, () => filler);
    const lines = ['{"n":1}\n', long, ...almostFull, near, '{"n":2}\n', near, '{"n":3}\n'];
    for (const line of lines) log.write(line);
    const text = lines.join('');
    expect(await readOnce(file, text.length)).toBe(text);
  });

  it('writes what is gathered at once when asked (the process exit)', () => {
    const file = logFile('exit.log');
    const log = batchedLog(file.fd);
    log.write('{"msg":"last words"}\n');
    log.flushSync();
    expect(file.read()).toBe('{"msg":"last words"}\n');
  });
});

describe('standardOutputLog', () => {
  it('is one destination for the whole process', () => {
    expect(standardOutputLog()).toBe(standardOutputLog());
  });
});

process.once('exit', () => {
  rmSync(dir, { recursive: true, force: true });
});
