/**
 * French formats of numbers and dates (spec section 9: the date locale is French, the week starts
 * on Monday). Dates are shown in the time zone of the platform's users.
 */
export const dateLocale = {
  code: 'fr-FR',
  timeZone: 'Europe/Paris',
  /** 1 = Monday, as date-fns' `weekStartsOn` and ISO 8601 count. */
  weekStartsOn: 1,
} as const;

const numberFormat = new Intl.NumberFormat(dateLocale.code, { maximumFractionDigits: 2 });
const dateFormat = new Intl.DateTimeFormat(dateLocale.code, {
  dateStyle: 'short',
  timeZone: dateLocale.timeZone,
});
const dateTimeFormat = new Intl.DateTimeFormat(dateLocale.code, {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: dateLocale.timeZone,
});

/** `1234.5` -> « 1 234,5 » (narrow no-break space between thousands). */
export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** An ISO date (`2024-05-02`) or date-time -> « 02/05/2024 »; `null` for anything else. */
export function formatDate(value: string): string | null {
  // A bare date is a calendar day: read it at noon UTC so that no time zone moves it a day.
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : dateFormat.format(date);
}

/** An ISO date-time -> « 02/05/2024 14:30 » in Paris time; `null` for anything else. */
export function formatDateTime(value: string): string | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : dateTimeFormat.format(date);
}
