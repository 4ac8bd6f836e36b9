import { describe, expect, it } from 'vitest';
import { formatFrenchDate } from './format-date.js';

describe('French dates', () => {
  it('writes the day, the French month name and the year', () => {
    expect(formatFrenchDate('2026-03-02')).toBe('2 mars 2026');
  });
});
