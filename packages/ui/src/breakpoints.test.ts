import { describe, expect, it } from 'vitest';
import { isMobileWidth } from './breakpoints.js';

describe('isMobileWidth', () => {
  it('treats widths below lg (1280 px) as mobile', () => {
    expect(isMobileWidth(1279)).toBe(true);
    expect(isMobileWidth(1280)).toBe(false);
  });
});
