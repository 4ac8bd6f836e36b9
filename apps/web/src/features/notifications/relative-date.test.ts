import { describe, expect, it } from 'vitest';
import { relativeDate } from './relative-date.js';

const now = new Date('2026-03-10T12:00:00Z');

describe('relative dates of notifications', () => {
  it('says in French how long ago it happened', () => {
    expect(relativeDate('2026-03-07T12:00:00Z', now)).toBe('il y a 3 jours');
    expect(relativeDate('2026-03-10T11:00:00Z', now)).toBe('il y a environ 1 heure');
    expect(relativeDate('2026-03-10T11:59:50Z', now)).toBe('il y a moins d’une minute');
  });
});
