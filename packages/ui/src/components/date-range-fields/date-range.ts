import { validationMessages } from '@chaussee/validation';

/** A range of calendar days, `2026-03-02`; '' for an open end. */
export interface DateRange {
  startDate: string;
  endDate: string;
}

export type DateRangeEnd = keyof DateRange;

/**
 * The French sentence a backwards range earns, under the day the user just changed (the server's
 * own sentences, violations startBeforeEnd and endAfterStart of @chaussee/validation); null while
 * the days are in order or an end is open. ISO days compare as text.
 */
export function dateRangeProblem(range: DateRange, changed: DateRangeEnd): string | null {
  const { startDate, endDate } = range;
  if (startDate === '' || endDate === '' || startDate <= endDate) return null;
  return changed === 'startDate'
    ? validationMessages.startBeforeEnd
    : validationMessages.endAfterStart;
}
