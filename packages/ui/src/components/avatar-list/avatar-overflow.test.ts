import { describe, expect, it } from 'vitest';
import { AVATAR_LIST_MAX, initialsOf, splitAvatars } from './avatar-overflow.js';

const people = (count: number) => Array.from({ length: count }, (_, index) => `P${index + 1}`);

describe('splitAvatars', () => {
  it('shows at most 5 avatars, as spec section 9 asks', () => {
    expect(AVATAR_LIST_MAX).toBe(5);
  });

  it('shows everyone up to the limit, with nothing more', () => {
    expect(splitAvatars(people(5))).toEqual({ visible: people(5), hiddenCount: 0 });
    expect(splitAvatars(people(2))).toEqual({ visible: ['P1', 'P2'], hiddenCount: 0 });
  });

  it('counts the people past the limit for the "+N"', () => {
    expect(splitAvatars(people(6))).toEqual({ visible: people(5), hiddenCount: 1 });
    expect(splitAvatars(people(12))).toEqual({ visible: people(5), hiddenCount: 7 });
  });

  it('takes another limit', () => {
    expect(splitAvatars(people(4), 3)).toEqual({ visible: ['P1', 'P2', 'P3'], hiddenCount: 1 });
  });

  it('shows nobody for an empty list', () => {
    expect(splitAvatars([])).toEqual({ visible: [], hiddenCount: 0 });
  });
});

describe('initialsOf', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initialsOf('Jeanne Dupont')).toBe('JD');
    expect(initialsOf('  Marie  Claire   Lefèvre ')).toBe('ML');
    expect(initialsOf('élodie')).toBe('É');
    expect(initialsOf('')).toBe('');
  });
});
