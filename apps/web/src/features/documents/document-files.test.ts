import { describe, expect, it } from 'vitest';
import { documentTitle, fileKindOf, formatFileSize, isPreviewable } from './document-files.js';

describe('file sizes', () => {
  it.each([
    [0, '0 o'],
    [512, '512 o'],
    [1536, '1,5 Ko'],
    [2.3 * 1024 * 1024, '2,3 Mo'],
    [150 * 1024 * 1024, '150 Mo'],
    [3.25 * 1024 * 1024 * 1024, '3,3 Go'],
  ])('%d bytes read %s', (bytes, expected) => {
    expect(formatFileSize(bytes).replaceAll('\u202f', ' ')).toBe(expected);
  });
});

describe('file kinds', () => {
  it.each([
    ['pdf', 'pdf', true],
    ['PDF', 'pdf', true],
    ['jpeg', 'image', true],
    ['png', 'image', true],
    ['xlsx', 'spreadsheet', false],
    ['dwg', 'plan', false],
    ['zip', 'archive', false],
    ['exe', 'other', false],
  ] as const)('%s is a %s file, previewable: %s', (extension, kind, previewable) => {
    expect(fileKindOf(extension)).toBe(kind);
    expect(isPreviewable({ extension })).toBe(previewable);
  });

  it('names a document by its title, else its file name', () => {
    expect(documentTitle({ title: 'Rapport final', name: 'rapport-v3.pdf' })).toBe('Rapport final');
    expect(documentTitle({ title: null, name: 'rapport-v3.pdf' })).toBe('rapport-v3.pdf');
  });
});
