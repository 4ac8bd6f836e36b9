/**
 * The demo's dates are written as of one day, DEMO_STORY_DAY: a campaign taken last week, a
 * notification of last Friday. Seeding moves every one of them by the whole days between that day
 * and the seed's clock, so that the story is as recent on the day of any install and nothing is
 * dated after it (a notification « dans 3 jours », results before their order).
 */
export const DEMO_STORY_DAY = '2026-11-24';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface DemoCalendar {
  /** A calendar day of the story (`2026-03-02`), moved to the seed's calendar. */
  day(storyDay: string): string;
  /** An instant of the story (`2026-04-20T10:00:00.000Z`), moved to the seed's calendar. */
  at(storyInstant: string): Date;
  /** Whole days between the story's day and the seed's (0 on DEMO_STORY_DAY, -3 three days before). */
  shiftDays: number;
}

function parsed(text: string): Date {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/u.test(text) ? `${text}T00:00:00.000Z` : text);
  if (Number.isNaN(date.getTime())) throw new Error(`Not a demo date: ${text}`);
  return date;
}

export function demoCalendar(now: Date): DemoCalendar {
  const shiftDays = Math.floor((now.getTime() - parsed(DEMO_STORY_DAY).getTime()) / DAY_MS);
  const moved = (text: string) => new Date(parsed(text).getTime() + shiftDays * DAY_MS);
  return {
    shiftDays,
    day: (storyDay) => moved(storyDay).toISOString().slice(0, 10),
    at: moved,
  };
}
