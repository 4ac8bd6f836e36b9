import { describe, expect, it } from 'vitest';
import { streamPages, type Page } from './stream-pages.js';

const all = Array.from({ length: 650 }, (_, index) => index);

/** Answers the page of `all` asked; `answers` holds the pages not answered yet, by offset. */
function heldPages() {
  const asked: { limit: number; offset: number }[] = [];
  const answers = new Map<number, () => void>();
  const fetchPage = (page: { limit: number; offset: number }) => {
    asked.push(page);
    return new Promise<Page<number>>((resolve) => {
      answers.set(page.offset, () => {
        resolve({ items: all.slice(page.offset, page.offset + page.limit), total: all.length });
      });
    });
  };
  const answer = (offset: number) => {
    const send = answers.get(offset);
    if (send === undefined) throw new Error(`page ${String(offset)} was not asked`);
    answers.delete(offset);
    send();
  };
  return { asked, fetchPage, answer };
}

/** Lets the promises settled so far run their callbacks. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('streamPages', () => {
  it('yields a small first page, then the next pages in order, a few asked at once', async () => {
    const { asked, fetchPage, answer } = heldPages();
    const pages = streamPages(fetchPage, { firstLimit: 50, limit: 200, concurrency: 2 });
    const received: number[][] = [];
    const reading = (async () => {
      for await (const page of pages) received.push(page.items);
    })();
    await settle();
    expect(asked).toEqual([{ limit: 50, offset: 0 }]);
    answer(0);
    await settle();
    expect(received.map((items) => items.length)).toEqual([50]);
    // The total is known: two pages are asked at once, not more.
    expect(asked.slice(1)).toEqual([
      { limit: 200, offset: 50 },
      { limit: 200, offset: 250 },
    ]);
    // The second page answers before the first: it waits its turn.
    answer(250);
    await settle();
    expect(received).toHaveLength(1);
    answer(50);
    await settle();
    expect(received.map((items) => items[0])).toEqual([0, 50, 250]);
    expect(asked.at(-1)).toEqual({ limit: 200, offset: 450 });
    answer(450);
    await reading;
    expect(received.flat()).toEqual(all);
    expect(asked).toHaveLength(4);
  });

  it('asks a small second page with the first one, the large ones once the total is known', async () => {
    const { asked, fetchPage, answer } = heldPages();
    const pages = streamPages(fetchPage, {
      firstLimit: 50,
      secondLimit: 100,
      limit: 300,
      concurrency: 3,
    });
    const received: number[] = [];
    const reading = (async () => {
      for await (const page of pages) received.push(...page.items);
    })();
    await settle();
    expect(asked).toEqual([
      { limit: 50, offset: 0 },
      { limit: 100, offset: 50 },
    ]);
    // The second page may come first: it waits for the first, which tells the total.
    answer(50);
    await settle();
    expect(received).toEqual([]);
    answer(0);
    await settle();
    expect(asked.slice(2)).toEqual([
      { limit: 300, offset: 150 },
      { limit: 300, offset: 450 },
    ]);
    answer(450);
    answer(150);
    await reading;
    expect(received).toEqual(all);
  });

  it('leaves the second page unread when the first holds the whole collection', async () => {
    const asked: number[] = [];
    const pages: Page<number>[] = [];
    for await (const page of streamPages(
      ({ offset }) => {
        asked.push(offset);
        return Promise.resolve({ items: offset === 0 ? [1, 2] : [], total: 2 });
      },
      { firstLimit: 2, secondLimit: 5, limit: 10 },
    )) {
      pages.push(page);
    }
    expect(asked).toEqual([0, 2]);
    expect(pages).toEqual([{ items: [1, 2], total: 2 }]);
  });

  it('asks one page when the first holds the whole collection', async () => {
    const asked: number[] = [];
    const pages: Page<number>[] = [];
    for await (const page of streamPages(
      ({ offset }) => {
        asked.push(offset);
        return Promise.resolve({ items: [1, 2, 3], total: 3 });
      },
      { firstLimit: 50 },
    )) {
      pages.push(page);
    }
    expect(asked).toEqual([0]);
    expect(pages).toEqual([{ items: [1, 2, 3], total: 3 }]);
  });

  it('stops at an empty page even if the total promised more (cores deleted meanwhile)', async () => {
    const offsets: number[] = [];
    for await (const page of streamPages(
      ({ offset }) => Promise.resolve({ items: offset === 0 ? [0, 1] : [], total: 10 }),
      { firstLimit: 2, limit: 2, concurrency: 1 },
    )) {
      offsets.push(page.items.length);
    }
    expect(offsets).toEqual([2, 0]);
  });

  it('fails with the first page that fails, in order', async () => {
    const read = async () => {
      for await (const page of streamPages(
        ({ offset }) =>
          offset === 4
            ? Promise.reject(new Error('page 4 failed'))
            : Promise.resolve({ items: [offset, offset + 1], total: 8 }),
        { firstLimit: 2, limit: 2, concurrency: 3 },
      )) {
        expect(page.items[0]).toBeLessThan(4);
      }
    };
    await expect(read()).rejects.toThrow('page 4 failed');
  });
});
