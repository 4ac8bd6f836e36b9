import { describe, expect, it } from 'vitest';
import { demoCalendar, DEMO_STORY_DAY } from './demo-calendar.js';

describe('the demo calendar', () => {
  it('keeps the story’s dates when seeded on the story’s day, whatever the hour', () => {
    const calendar = demoCalendar(new Date(`${DEMO_STORY_DAY}T17:30:00Z`));
    expect(calendar.shiftDays).toBe(0);
    expect(calendar.day('2026-03-02')).toBe('2026-03-02');
    expect(calendar.at('2026-11-20T16:00:00.000Z').toISOString()).toBe('2026-11-20T16:00:00.000Z');
  });

  it('moves every date by the whole days between the story’s day and the seed’s', () => {
    const earlier = demoCalendar(new Date('2026-11-21T08:00:00Z'));
    expect(earlier.shiftDays).toBe(-3);
    expect(earlier.day('2026-03-02')).toBe('2026-02-27');
    expect(earlier.at('2026-11-20T16:00:00.000Z').toISOString()).toBe('2026-11-17T16:00:00.000Z');
    const later = demoCalendar(new Date('2027-01-10T00:00:00Z'));
    expect(later.day('2026-11-24')).toBe('2027-01-10');
  });
});
