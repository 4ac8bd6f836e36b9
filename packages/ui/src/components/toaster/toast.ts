import type { ExternalToast, toast as sonnerToast } from 'sonner';
import { toastConstants } from './toast-constants.js';

type SonnerToast = typeof sonnerToast;
type ToastMessage = Parameters<SonnerToast>[0];

let whenToasterListens: (show: SonnerToast) => void = () => undefined;
/**
 * sonner (about 10 kB gzip) loads with the Toaster, after the first screen: a toast asked for
 * before the Toaster listens waits for it instead of being lost.
 */
const listening = new Promise<SonnerToast>((resolve) => {
  whenToasterListens = resolve;
});

/** Called by the Toaster once sonner listens for toasts. */
export function toasterListens(show: SonnerToast): void {
  whenToasterListens(show);
}

function once(show: (toast: SonnerToast) => void): void {
  void listening.then(show);
}

/**
 * sonner's `toast`, without loading sonner: the same calls and options, shown as soon as the
 * Toaster listens (at once when it does already).
 */
export const toast = Object.assign(
  (message: ToastMessage, options?: ExternalToast) => {
    once((show) => show(message, options));
  },
  {
    success: (message: ToastMessage, options?: ExternalToast) => {
      once((show) => show.success(message, options));
    },
    info: (message: ToastMessage, options?: ExternalToast) => {
      once((show) => show.info(message, options));
    },
    warning: (message: ToastMessage, options?: ExternalToast) => {
      once((show) => show.warning(message, options));
    },
    error: (message: ToastMessage, options?: ExternalToast) => {
      once((show) => show.error(message, options));
    },
    /** Dismisses one toast, or all of them without an id. */
    dismiss: (id?: string | number) => {
      once((show) => show.dismiss(id));
    },
  },
);

export interface ProgressToastTexts<T> {
  loading: string;
  success: string | ((result: T) => string);
  /** The French sentence of the failure (from the catalogue, chosen by error code). */
  error: (error: unknown) => string;
}

/**
 * A toast that follows an operation (an export, an upload): "loading" until it ends, then success
 * or failure, which stays for the progress duration of spec section 9.
 */
export function toastProgress<T>(
  operation: Promise<T>,
  texts: ProgressToastTexts<T>,
  options: ExternalToast = {},
): void {
  once((show) => {
    show.promise(operation, { ...texts, duration: toastConstants.progressDurationMs, ...options });
  });
}
