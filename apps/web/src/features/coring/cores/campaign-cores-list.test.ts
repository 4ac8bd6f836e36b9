import { describe, expect, it } from 'vitest';
import { coreNumbered, coresNumbered } from '../testing/coring-fixtures.js';
import {
  completed,
  noCores,
  withAddedCore,
  withCore,
  withoutCoreOf,
  withPage,
  withPages,
} from './campaign-cores-list.js';

const numbers = (list: { cores: { number: number }[] }) => list.cores.map((core) => core.number);

describe('the list of a campaign’s cores while its pages stream in', () => {
  it('adds a page at the end and replaces the cores it already holds (a stream started again)', () => {
    const first = withPage(noCores, { items: coresNumbered(3), total: 5 });
    expect(first).toMatchObject({ total: 5, isComplete: false });
    const again = withPage(first, {
      items: [coreNumbered(2, { note: 'Fissure' }), coreNumbered(4), coreNumbered(5)],
      total: 5,
    });
    expect(numbers(again)).toEqual([1, 2, 3, 4, 5]);
    expect(again.cores[1]?.note).toBe('Fissure');
  });

  it('adds several pages at once, in their order, with the total of the last', () => {
    const list = withPage(noCores, { items: coresNumbered(2), total: 6 });
    const more = withPages(list, [
      { items: [coreNumbered(3), coreNumbered(4)], total: 6 },
      { items: [coreNumbered(1, { note: 'Fissure' }), coreNumbered(5)], total: 5 },
    ]);
    expect(numbers(more)).toEqual([1, 2, 3, 4, 5]);
    expect(more.cores[0]?.note).toBe('Fissure');
    expect(more).toMatchObject({ total: 5, isComplete: false });
    expect(withPages(more, [])).toBe(more);
  });

  it('keeps, once complete, only the cores the pages gave, in the order of spec section 4', () => {
    const list = withPage(noCores, {
      items: [coreNumbered(2), coreNumbered(1), coreNumbered(3)],
      total: 3,
    });
    const done = completed(list, new Set([coreNumbered(1).id, coreNumbered(2).id]));
    expect(numbers(done)).toEqual([1, 2]);
    expect(done).toMatchObject({ total: 2, isComplete: true });
  });

  it('changes one core by its id, and deletes one with the renumbering and the count', () => {
    const list = completed(
      withPage(noCores, { items: coresNumbered(3), total: 3 }),
      new Set(coresNumbered(3).map((core) => core.id)),
    );
    const edited = withCore(list, coreNumbered(2).id, (core) => ({ ...core, lane: 'Voie lente' }));
    expect(edited.cores.map((core) => core.lane)).toEqual([
      list.cores[0]?.lane,
      'Voie lente',
      list.cores[2]?.lane,
    ]);
    const shorter = withoutCoreOf(edited, coreNumbered(2).id);
    expect(shorter.cores.map((core) => core.displayName)).toEqual(['1', '2']);
    expect(shorter).toMatchObject({ total: 2, isComplete: true });
    expect(withoutCoreOf(shorter, 'not-a-core')).toBe(shorter);
  });

  it('puts a created core at its place in the order and counts it', () => {
    const list = withPage(noCores, { items: [coreNumbered(1), coreNumbered(10)], total: 2 });
    const added = withAddedCore(list, coreNumbered(2));
    expect(numbers(added)).toEqual([1, 2, 10]);
    expect(added.total).toBe(3);
    expect(withAddedCore(added, coreNumbered(2))).toBe(added);
  });
});
