import { describe, expect, it } from 'vitest';
import { nextOffset } from './workspaces-data.js';

describe('paging of my projects', () => {
  it('asks the next page from where the last one ended', () => {
    expect(nextOffset({ offset: 0, total: 45, items: new Array(20) })).toBe(20);
    expect(nextOffset({ offset: 20, total: 45, items: new Array(20) })).toBe(40);
  });

  it('stops when every workspace is loaded or a page comes back empty', () => {
    expect(nextOffset({ offset: 40, total: 45, items: new Array(5) })).toBeUndefined();
    expect(nextOffset({ offset: 40, total: 60, items: [] })).toBeUndefined();
  });
});
