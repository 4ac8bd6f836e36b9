import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatNumber } from './format.js';

describe('formatNumber', () => {
  it('writes numbers the French way', () => {
    expect(formatNumber(1234.5)).toBe('1\u202f234,5');
  });
});

describe('formatDate', () => {
  it('shows a calendar day as day/month/year whatever the time zone', () => {
    expect(formatDate('2024-05-02')).toBe('02/05/2024');
  });

  it('shows a date-time on its Paris day', () => {
    expect(formatDate('2024-05-01T23:30:00Z')).toBe('02/05/2024');
  });

  it('gives nothing for a value that is not a date', () => {
    expect(formatDate('demain')).toBeNull();
  });
});

describe('formatDateTime', () => {
  it('shows the Paris time', () => {
    expect(formatDateTime('2024-01-15T13:30:00Z')).toBe('15/01/2024 14:30');
  });
});
