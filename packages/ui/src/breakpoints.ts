/**
 * Breakpoints of spec section 9, in pixels. "Mobile" is everything below `lg`.
 */
export const breakpoints = {
  xs: 0,
  sm: 600,
  md: 960,
  lg: 1280,
  xl: 1920,
  xxl: 2560,
} as const;

export type Breakpoint = keyof typeof breakpoints;

export function isMobileWidth(width: number): boolean {
  return width < breakpoints.lg;
}
