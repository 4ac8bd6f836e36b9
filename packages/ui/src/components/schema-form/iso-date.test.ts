import { describe, expect, it } from 'vitest';
import { dateOfIsoDay, isoDayOf } from './iso-date.js';

describe('calendar days of the contract and dates of the picker', () => {
  it('reads 2026-03-02 as 2 March 2026 and writes it back', () => {
    const date = dateOfIsoDay('2026-03-02');
    expect([date?.getFullYear(), date?.getMonth(), date?.getDate()]).toEqual([2026, 2, 2]);
    expect(isoDayOf(date)).toBe('2026-03-02');
  });

  it('reads nothing from an empty, malformed or impossible day', () => {
    expect(dateOfIsoDay(undefined)).toBeNull();
    expect(dateOfIsoDay('02/03/2026')).toBeNull();
    expect(dateOfIsoDay('2026-02-31')).toBeNull();
  });

  it('writes nothing for an empty or unfinished date', () => {
    expect(isoDayOf(null)).toBeUndefined();
    expect(isoDayOf(new Date(Number.NaN))).toBeUndefined();
  });
});
