/**
 * The contract's dates (`format: date`) are calendar days, `2026-03-02`; a date picker works on
 * `Date` objects. A day is read as local midnight so that no time zone moves it to the day before.
 */
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/u;

export function dateOfIsoDay(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const match = ISO_DAY.exec(value);
  if (match === null) return null;
  const [, year, month, day] = match.map(Number);
  if (year === undefined || month === undefined || day === undefined) return null;
  const date = new Date(year, month - 1, day);
  // 2026-02-31 is no day: Date would roll it over to March.
  return date.getMonth() === month - 1 ? date : null;
}

/** The calendar day of a date picked, `undefined` for an empty or unfinished one. */
export function isoDayOf(date: Date | null): string | undefined {
  if (date === null || Number.isNaN(date.getTime())) return undefined;
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
