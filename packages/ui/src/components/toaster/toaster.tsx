import { useTheme } from '@mui/material/styles';
import type { CSSProperties } from 'react';
import { Toaster as SonnerToaster, toast, type ExternalToast } from 'sonner';
import { messages } from '../../messages.js';
import { toastConstants } from './toast-constants.js';

/**
 * The one place toasts appear, with the constants of spec section 9 and the colours of the
 * current theme. Mount it once near the root of the app; show toasts with `toast` (from sonner,
 * re-exported by @chaussee/ui).
 */
export function Toaster() {
  const theme = useTheme();
  // sonner sizes the toasts with its `--width` variable.
  const style: CSSProperties & Record<'--width', string> = {
    '--width': `${toastConstants.widthPx}px`,
    fontFamily: theme.typography.fontFamily,
  };
  return (
    <SonnerToaster
      theme={theme.palette.mode}
      position={toastConstants.position}
      duration={toastConstants.durationMs}
      visibleToasts={toastConstants.visibleToasts}
      offset={toastConstants.offsetPx}
      gap={toastConstants.gapPx}
      hotkey={[...toastConstants.hotkey]}
      containerAriaLabel={messages.toaster.containerLabel}
      style={style}
      toastOptions={{ closeButtonAriaLabel: messages.toaster.close }}
      closeButton
    />
  );
}

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
) {
  return toast.promise(operation, {
    ...texts,
    duration: toastConstants.progressDurationMs,
    ...options,
  });
}
