import { describe, expect, it } from 'vitest';
import { insertionPosition, movedPosition, shiftForMove } from './picture-positions.js';

describe('picture positions', () => {
  it('puts a new picture last unless a position is asked, within 1..count+1', () => {
    expect(insertionPosition(undefined, 0)).toBe(1);
    expect(insertionPosition(undefined, 3)).toBe(4);
    expect(insertionPosition(2, 3)).toBe(2);
    expect(insertionPosition(9, 3)).toBe(4);
  });

  it('keeps a moved picture within 1..count', () => {
    expect(movedPosition(1, 3)).toBe(1);
    expect(movedPosition(3, 3)).toBe(3);
    expect(movedPosition(7, 3)).toBe(3);
  });

  it('shifts the pictures in between: down when moving up, up when moving down', () => {
    expect(shiftForMove(4, 1)).toEqual({ first: 1, last: 3, delta: 1 });
    expect(shiftForMove(1, 4)).toEqual({ first: 2, last: 4, delta: -1 });
    expect(shiftForMove(2, 2)).toBeUndefined();
  });
});
