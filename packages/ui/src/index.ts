export { breakpoints, isMobileWidth } from './breakpoints.js';
export type { Breakpoint } from './breakpoints.js';
