import type { Document } from '@chaussee/sdk/react';

/** A file size in French units (octets): « 512 o », « 1,5 Ko », « 2,3 Mo ». */
export function formatFileSize(bytes: number): string {
  const units = ['o', 'Ko', 'Mo', 'Go'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 ? 0 : 1;
  return `${value.toLocaleString('fr-FR', { maximumFractionDigits: digits })} ${units[unit] ?? 'o'}`;
}

/** The kinds of file the file manager draws and previews differently. */
export type FileKind = 'pdf' | 'image' | 'spreadsheet' | 'text' | 'plan' | 'archive' | 'other';

const KIND_BY_EXTENSION: Readonly<Record<string, FileKind>> = {
  pdf: 'pdf',
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  xlsx: 'spreadsheet',
  ods: 'spreadsheet',
  csv: 'spreadsheet',
  docx: 'text',
  odt: 'text',
  dwg: 'plan',
  dxf: 'plan',
  zip: 'archive',
};

/** The kind of a file by its extension (the server has checked the content matches it). */
export function fileKindOf(extension: string): FileKind {
  return KIND_BY_EXTENSION[extension.toLowerCase()] ?? 'other';
}

/** What a document is called on screen: its title, else its file name (the contract's rule). */
export function documentTitle(document: Pick<Document, 'title' | 'name'>): string {
  return document.title ?? document.name;
}

/** Whether the browser can show the file in the side panel (PDF and pictures). */
export function isPreviewable(document: Pick<Document, 'extension'>): boolean {
  const kind = fileKindOf(document.extension);
  return kind === 'pdf' || kind === 'image';
}
