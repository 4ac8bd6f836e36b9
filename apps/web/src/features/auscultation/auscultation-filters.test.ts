import { describe, expect, it } from 'vitest';
import {
  readAuscultationFilters,
  withAuscultationFilter,
  withoutAuscultationFilters,
} from './auscultation-filters.js';

describe('auscultation filters in the URL', () => {
  it('reads the known filters, leaving out blanks and a section length the API would refuse', () => {
    const query = new URLSearchParams(
      'road=RD%201090&direction=+&lane=2&sectionLength=200&tableau=x&other=1',
    );
    expect(readAuscultationFilters(query)).toEqual({
      road: 'RD 1090',
      lane: '2',
      sectionLength: '200',
    });
    expect(readAuscultationFilters(new URLSearchParams('sectionLength=200m'))).toEqual({});
    expect(readAuscultationFilters(new URLSearchParams('sectionLength=0'))).toEqual({});
    expect(readAuscultationFilters(new URLSearchParams('sectionLength=49'))).toEqual({});
    expect(readAuscultationFilters(new URLSearchParams('sectionLength=5001'))).toEqual({});
    expect(readAuscultationFilters(new URLSearchParams('sectionLength=5000'))).toEqual({
      sectionLength: '5000',
    });
  });

  it('sets, removes and clears filters, keeping the selected table', () => {
    const query = new URLSearchParams('tableau=t1&lane=1');
    expect(withAuscultationFilter(query, 'direction', ' Nord ').toString()).toBe(
      'tableau=t1&lane=1&direction=Nord',
    );
    expect(withAuscultationFilter(query, 'lane', '').toString()).toBe('tableau=t1');
    expect(withoutAuscultationFilters(new URLSearchParams('road=a&tableau=t1')).toString()).toBe(
      'tableau=t1',
    );
  });
});
