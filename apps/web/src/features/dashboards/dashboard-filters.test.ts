import { describe, expect, it } from 'vitest';
import {
  chartFilters,
  readDashboardFilters,
  withDashboardFilter,
  withoutDashboardFilters,
} from './dashboard-filters.js';

describe('dashboard filters in the URL', () => {
  it('reads the known keys with a value, trimmed, and ignores the others', () => {
    const query = new URLSearchParams(
      'direction=%20Nord%20&lane=&category=abc&prFrom=12&road=RD%2012',
    );
    expect(readDashboardFilters(query)).toEqual({ direction: 'Nord', prFrom: '12', road: 'RD 12' });
  });

  it('sets and removes one filter, keeping the other parameters', () => {
    const query = new URLSearchParams('category=abc&lane=1');
    const set = withDashboardFilter(query, 'direction', 'Sud');
    expect(set.toString()).toBe('category=abc&lane=1&direction=Sud');
    expect(withDashboardFilter(set, 'lane', '  ').toString()).toBe('category=abc&direction=Sud');
    expect(query.toString()).toBe('category=abc&lane=1');
  });

  it('clears every filter but keeps the category', () => {
    const query = new URLSearchParams('category=abc&lane=1&status=validated&pollutant=PAH');
    expect(withoutDashboardFilters(query).toString()).toBe('category=abc&pollutant=PAH');
  });

  it('gives a chart only the filters it declares', () => {
    expect(
      chartFilters({ direction: 'Nord', lane: '2', status: 'validated' }, [
        { key: 'direction' },
        { key: 'road' },
        { key: 'status' },
      ]),
    ).toEqual({ direction: 'Nord', status: 'validated' });
  });
});
