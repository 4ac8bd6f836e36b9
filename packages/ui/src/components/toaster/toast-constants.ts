import { AVATAR_LIST_MAX } from '../avatar-list/avatar-overflow.js';

/**
 * The toast constants of spec section 9, in one place. sonner 2 applies all of them through the
 * Toaster's props except two it keeps internal: its swipe threshold is fixed at 45 px (the spec
 * says 20 px) and its removal delay at 200 ms (as the spec says).
 */
export const toastConstants = {
  durationMs: 4000,
  swipeThresholdPx: 20,
  removalDelayMs: 200,
  visibleToasts: 3,
  /** How long a progress toast (an operation that reports its end) stays by default. */
  progressDurationMs: 5000,
  position: 'bottom-center',
  offsetPx: 32,
  gapPx: 14,
  widthPx: 356,
  /** Alt+T moves the focus to the toasts (sonner's key names). */
  hotkey: ['altKey', 'KeyT'],
  avatarListMax: AVATAR_LIST_MAX,
} as const;
