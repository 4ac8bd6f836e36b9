import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import { readZip } from './testing/read-zip.js';
import { createZipEntryNamer } from './zip-entry-names.js';
import { type ZipSource, zipStream } from './zip-stream.js';

const MODIFIED_AT = new Date('2026-03-31T10:00:00Z');

const note = (name: string) => ({
  name: `${name} - introuvable.txt`,
  content: Buffer.from(`missing ${name}`),
});

function bufferSource(name: string, content: Buffer, compress = false): ZipSource {
  return {
    name,
    compress,
    modifiedAt: MODIFIED_AT,
    open: () => Promise.resolve(Readable.from([content])),
  };
}

/** A source of `total` random bytes made as they are read, counting what was made. */
function countedSource(total: number, counter: { made: number }): Readable {
  return new Readable({
    highWaterMark: 64 * 1024,
    read(size) {
      const chunk = Math.min(size, total - counter.made);
      if (chunk <= 0) {
        this.push(null);
        return;
      }
      counter.made += chunk;
      this.push(randomBytes(chunk));
    },
  });
}

describe('zipStream', () => {
  it('writes 50 files that another library reads back with their names and bytes', async () => {
    const files = Array.from({ length: 50 }, (_, index) => ({
      name: `document-${String(index + 1).padStart(2, '0')}.pdf`,
      content: randomBytes(1000 + index * 997),
    }));
    const zip = await buffer(
      zipStream(
        files.map((file, index) => bufferSource(file.name, file.content, index % 2 === 0)),
        { missingFileNote: note },
      ),
    );
    const entries = await readZip(zip);
    expect(entries.map((entry) => entry.name)).toEqual(files.map((file) => file.name));
    entries.forEach((entry, index) => {
      expect(entry.content.equals(files[index]?.content ?? Buffer.alloc(0))).toBe(true);
      expect(entry.compressionMethod).toBe(index % 2 === 0 ? 8 : 0);
      expect(entry.modifiedAt.getUTCFullYear()).toBe(2026);
    });
  });

  it('names entries once whatever their case, with accents, never outside the zip root', async () => {
    const zip = await buffer(
      zipStream(
        [
          bufferSource('Plan.pdf', Buffer.from('1')),
          bufferSource('plan.pdf', Buffer.from('2')),
          bufferSource('PLAN.pdf', Buffer.from('3')),
          bufferSource('../../etc/passwd', Buffer.from('4')),
          bufferSource('C:\\Windows\\rapport é.pdf', Buffer.from('5')),
          bufferSource('.cache', Buffer.from('6')),
          bufferSource('\u0000\u0007', Buffer.from('7')),
        ],
        { missingFileNote: note },
      ),
    );
    expect((await readZip(zip)).map((entry) => entry.name)).toEqual([
      'Plan.pdf',
      'plan (2).pdf',
      'PLAN (3).pdf',
      '_.._etc_passwd',
      'C__Windows_rapport é.pdf',
      'cache',
      'fichier',
    ]);
  });

  it('opens each source only once the one before it is read, never two at once', async () => {
    let open = 0;
    let mostOpenAtOnce = 0;
    const sources: ZipSource[] = Array.from({ length: 5 }, (_, index) => ({
      name: `f${String(index)}.bin`,
      compress: false,
      modifiedAt: MODIFIED_AT,
      open: () => {
        open += 1;
        mostOpenAtOnce = Math.max(mostOpenAtOnce, open);
        const stream = Readable.from([randomBytes(300_000)]);
        stream.on('end', () => {
          open -= 1;
        });
        return Promise.resolve(stream);
      },
    }));
    const entries = await readZip(await buffer(zipStream(sources, { missingFileNote: note })));
    expect(entries).toHaveLength(5);
    expect(mostOpenAtOnce).toBe(1);
  });

  it('reads a source only as fast as the zip is read (no copy of it in memory)', async () => {
    const counter = { made: 0 };
    const total = 32 * 1024 * 1024;
    const output = zipStream(
      [
        {
          name: 'big.bin',
          compress: false,
          modifiedAt: MODIFIED_AT,
          open: () => Promise.resolve(countedSource(total, counter)),
        },
      ],
      { missingFileNote: note },
    );
    let read = 0;
    let mostAhead = 0;
    for await (const chunk of output) {
      // What the source made that the reader had not received yet, this chunk included.
      mostAhead = Math.max(mostAhead, counter.made - read);
      read += (chunk as Buffer).length;
      // A slow reader: the source must wait for it instead of filling memory.
      await nextTurn();
    }
    expect(read).toBeGreaterThan(total);
    expect(counter.made).toBe(total);
    // The pipes' buffers (a few highWaterMarks), not the 32 MiB.
    expect(mostAhead).toBeLessThan(2 * 1024 * 1024);
  });

  it('writes a note in place of a source missing from the storage, and says so', async () => {
    const missing: string[] = [];
    const zip = await buffer(
      zipStream(
        [
          bufferSource('a.pdf', Buffer.from('a')),
          {
            name: 'b.pdf',
            compress: false,
            modifiedAt: MODIFIED_AT,
            open: () => Promise.resolve(undefined),
          },
        ],
        { missingFileNote: note, onMissing: (name) => missing.push(name) },
      ),
    );
    const entries = await readZip(zip);
    expect(entries.map((entry) => [entry.name, entry.content.toString()])).toEqual([
      ['a.pdf', 'a'],
      ['b.pdf - introuvable.txt', 'missing b.pdf'],
    ]);
    expect(missing).toEqual(['b.pdf']);
  });

  it('cuts the zip when a source fails while it is read', async () => {
    const failing = new Readable({
      read() {
        this.destroy(new Error('storage went away'));
      },
    });
    const output = zipStream(
      [
        bufferSource('a.pdf', Buffer.from('a')),
        {
          name: 'b.pdf',
          compress: false,
          modifiedAt: MODIFIED_AT,
          open: () => Promise.resolve(failing),
        },
      ],
      { missingFileNote: note },
    );
    await expect(buffer(output)).rejects.toThrow('storage went away');
  });

  it('closes the source being read and opens no other when the reader goes away', async () => {
    const opened: string[] = [];
    const first = countedSource(16 * 1024 * 1024, { made: 0 });
    const sources: ZipSource[] = [
      {
        name: 'first.bin',
        compress: false,
        modifiedAt: MODIFIED_AT,
        open: () => {
          opened.push('first');
          return Promise.resolve(first);
        },
      },
      {
        name: 'second.bin',
        compress: false,
        modifiedAt: MODIFIED_AT,
        open: () => {
          opened.push('second');
          return Promise.resolve(Readable.from([Buffer.from('x')]));
        },
      },
    ];
    const output = zipStream(sources, { missingFileNote: note });
    for await (const chunk of output) {
      expect((chunk as Buffer).length).toBeGreaterThan(0);
      break; // the reader leaves after the first chunk: the output is destroyed
    }
    await vi.waitFor(() => {
      expect(first.destroyed).toBe(true);
    });
    await nextTurn();
    expect(opened).toEqual(['first']);
  });
});

describe('createZipEntryNamer', () => {
  it('keeps the extension when it shortens a long name', () => {
    const name = createZipEntryNamer().next(`${'a'.repeat(300)}.pdf`);
    expect(name).toHaveLength(200);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});
