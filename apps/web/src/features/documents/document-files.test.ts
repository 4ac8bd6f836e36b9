import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size.js';

describe('file sizes', () => {
  it.each([
    [512, '512 o'],
    [1536, '1,5 Ko'],
    [2.3 * 1024 * 1024, '2,3 Mo'],
  ])('%d bytes read %s', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });
});
