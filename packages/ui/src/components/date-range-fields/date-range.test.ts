import { describe, expect, it } from 'vitest';
import { dateRangeProblem } from './date-range.js';

describe('the order of a date range', () => {
  it('accepts days in order, the same day twice and open ends', () => {
    expect(dateRangeProblem({ startDate: '2026-01-10', endDate: '2026-01-20' }, 'endDate')).toBe(
      null,
    );
    expect(dateRangeProblem({ startDate: '2026-01-10', endDate: '2026-01-10' }, 'endDate')).toBe(
      null,
    );
    expect(dateRangeProblem({ startDate: '', endDate: '2026-01-10' }, 'startDate')).toBe(null);
    expect(dateRangeProblem({ startDate: '2026-01-10', endDate: '' }, 'endDate')).toBe(null);
  });

  it('puts the French sentence under the day changed when the range goes backwards', () => {
    const backwards = { startDate: '2026-01-20', endDate: '2025-12-31' };
    expect(dateRangeProblem(backwards, 'endDate')).toBe(
      'La date de fin doit être supérieure ou égale à la date de début',
    );
    expect(dateRangeProblem(backwards, 'startDate')).toBe(
      'La date de début doit être inférieure ou égale à la date de fin',
    );
  });
});
