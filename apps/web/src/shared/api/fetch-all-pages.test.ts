import { describe, expect, it } from 'vitest';
import { fetchAllPages } from './fetch-all-pages.js';

describe('fetchAllPages', () => {
  it('asks page after page until the total is reached', async () => {
    const asked: number[] = [];
    const all = Array.from({ length: 450 }, (_, index) => index);
    const items = await fetchAllPages(({ limit, offset }) => {
      asked.push(offset);
      return Promise.resolve({ items: all.slice(offset, offset + limit), total: all.length });
    });
    expect(items).toEqual(all);
    expect(asked).toEqual([0, 200, 400]);
  });

  it('stops at an empty page even if the total promised more', async () => {
    let calls = 0;
    const items = await fetchAllPages(() => {
      calls += 1;
      return Promise.resolve({ items: [], total: 10 });
    });
    expect(items).toEqual([]);
    expect(calls).toBe(1);
  });
});
