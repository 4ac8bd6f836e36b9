import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { dateRangeProblem, type DateRange, type DateRangeEnd } from './date-range.js';

export interface DateRangeFieldsProps {
  /** The range the screen applies: ISO days, '' for an open end. */
  value: DateRange;
  /** The label of each field, in the screen's words (« Du », « Campagnes depuis le »). */
  labels: Record<DateRangeEnd, string>;
  /** Called with the whole range when a day entered changes it and leaves it in order. */
  onChange: (range: DateRange) => void;
}

const ENDS: readonly DateRangeEnd[] = ['startDate', 'endDate'];

interface BackwardsEntry {
  range: DateRange;
  changed: DateRangeEnd;
}

/**
 * The « from » and « to » days of a filter bar: two native date fields, typed with the keyboard or
 * picked in the browser's calendar (no picker library loads with the screen). They render side by
 * side in the caller's row, as two of its filters.
 *
 * A day that puts the range backwards stays in its field with the French sentence under it and is
 * not applied: the screen keeps showing the last range in order rather than asking the server for
 * one it refuses (400 startBeforeEnd). A range that comes backwards (an address written by hand)
 * gets the sentence under its start, where the server puts it. The whole range is handed over at
 * once, because correcting one end may apply the other end's pending day with it.
 */
export function DateRangeFields({ value, labels, onChange }: DateRangeFieldsProps) {
  const [backwards, setBackwards] = useState<BackwardsEntry | null>(null);
  // A new range from the screen (its filters reset, the history moved) replaces what was typed.
  const [applied, setApplied] = useState(value);
  if (applied.startDate !== value.startDate || applied.endDate !== value.endDate) {
    setApplied(value);
    setBackwards(null);
  }
  const shown = backwards?.range ?? value;
  const changed = backwards?.changed ?? 'startDate';
  const problem = dateRangeProblem(shown, changed);

  const enter = (end: DateRangeEnd, day: string) => {
    const next: DateRange = { ...shown, [end]: day };
    if (dateRangeProblem(next, end) !== null) {
      setBackwards({ range: next, changed: end });
      return;
    }
    setBackwards(null);
    if (next.startDate !== value.startDate || next.endDate !== value.endDate) onChange(next);
  };

  return (
    <>
      {ENDS.map((end) => {
        const message = end === changed ? problem : null;
        return (
          <TextField
            key={end}
            type="date"
            size="small"
            label={labels[end]}
            value={shown[end]}
            error={message !== null}
            helperText={message}
            slotProps={{ inputLabel: { shrink: true } }}
            onChange={(event) => {
              enter(end, event.target.value);
            }}
          />
        );
      })}
    </>
  );
}
