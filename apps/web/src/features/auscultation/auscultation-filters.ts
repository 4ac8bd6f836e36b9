/**
 * The filters of an auscultation dashboard, kept in the URL's query so a filtered view can be
 * bookmarked and shared (with a guest too). Road, direction and lane select the sections shown;
 * the section length is the one the statistics are computed over.
 */
const AUSCULTATION_FILTER_KEYS = ['road', 'direction', 'lane', 'sectionLength'] as const;

export type AuscultationFilterKey = (typeof AUSCULTATION_FILTER_KEYS)[number];

export type AuscultationFilters = Partial<Record<AuscultationFilterKey, string>>;

/** The row filters: those matched against a table's columns of the same key. */
export const ROW_FILTER_KEYS = ['road', 'direction', 'lane'] as const;

/** A section length as the API takes it: a whole number of metres, 50 to 5 000. */
const METRES = /^\d{1,4}$/u;
const SECTION_LENGTH = { min: 50, max: 5000 } as const;

export function isSectionLength(value: string): boolean {
  if (value === '') return true;
  const metres = Number(value);
  return METRES.test(value) && metres >= SECTION_LENGTH.min && metres <= SECTION_LENGTH.max;
}

/** The filters a URL query holds: known keys with a non-blank, well-formed value only. */
export function readAuscultationFilters(query: URLSearchParams): AuscultationFilters {
  const filters: AuscultationFilters = {};
  for (const key of AUSCULTATION_FILTER_KEYS) {
    const value = query.get(key)?.trim() ?? '';
    if (value === '') continue;
    // A length typed into the URL that the API would refuse is left out, not sent.
    if (key === 'sectionLength' && !isSectionLength(value)) continue;
    filters[key] = value;
  }
  return filters;
}

/** The query with one filter set (removed when blank), its other parameters kept. */
export function withAuscultationFilter(
  query: URLSearchParams,
  key: AuscultationFilterKey,
  value: string,
): URLSearchParams {
  const next = new URLSearchParams(query);
  if (value.trim() === '') next.delete(key);
  else next.set(key, value.trim());
  return next;
}

/** The query without any filter (the selected table kept). */
export function withoutAuscultationFilters(query: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(query);
  for (const key of AUSCULTATION_FILTER_KEYS) next.delete(key);
  return next;
}

/** The section length of the statistic tables' query, when the URL sets one (else the API's 200 m). */
export function sectionLengthParam(filters: AuscultationFilters): { sectionLength?: number } {
  return filters.sectionLength === undefined
    ? {}
    : { sectionLength: Number(filters.sectionLength) };
}
