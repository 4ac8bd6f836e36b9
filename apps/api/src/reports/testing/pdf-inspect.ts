import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';

const run = promisify(execFile);

/** What poppler-utils read of a PDF (scripts/lib/poppler.mjs installs them for npm test). */
export interface PdfInspection {
  /** pdftotext's text, in reading order, pages separated by form feeds. */
  text: string;
  /** pdfinfo's page count. */
  pages: number;
  /** pdfinfo's page size in points (A4: 595.28 × 841.89, written « 595.28 x 841.89 pts (A4) »). */
  pageSize: string;
  /** The pages (from 1) whose pixels are all white once rendered by pdftoppm at 20 dpi. */
  blankPages: number[];
}

export async function inspectPdf(bytes: Uint8Array): Promise<PdfInspection> {
  const folder = await mkdtemp(join(tmpdir(), 'chaussee-pdf-'));
  try {
    const file = join(folder, 'report.pdf');
    await writeFile(file, bytes);
    const [{ stdout: text }, { stdout: info }] = await Promise.all([
      run('pdftotext', ['-enc', 'UTF-8', file, '-']),
      run('pdfinfo', [file]),
    ]);
    const pages = Number(/^Pages:\s+(\d+)/mu.exec(info)?.[1] ?? Number.NaN);
    const pageSize = /^Page size:\s+(.+)$/mu.exec(info)?.[1]?.trim() ?? '';
    await run('pdftoppm', ['-r', '20', '-png', file, join(folder, 'page')]);
    const images = (await readdir(folder)).filter((name) => name.endsWith('.png')).sort();
    const blankPages: number[] = [];
    for (const [index, name] of images.entries()) {
      const { channels } = await sharp(await readFile(join(folder, name))).stats();
      if (channels.every((channel) => channel.min === 255)) blankPages.push(index + 1);
    }
    return { text, pages, pageSize, blankPages };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
