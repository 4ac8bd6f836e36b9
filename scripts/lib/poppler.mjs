// @ts-check
import { existsSync } from 'node:fs';
import { installDebianPackages } from './system-packages.mjs';

/**
 * poppler-utils (pdftotext, pdfinfo, pdftoppm) read the PDF reports back in the API tests: their
 * text, their page count, and each page as an image to catch a blank one.
 */
export async function ensurePoppler() {
  const tools = ['/usr/bin/pdftotext', '/usr/bin/pdfinfo', '/usr/bin/pdftoppm'];
  if (tools.every((tool) => existsSync(tool))) return;
  await installDebianPackages(
    ['poppler-utils'],
    'poppler-utils (pdftotext) for the PDF report tests',
  );
}
