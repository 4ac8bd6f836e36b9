import { useTheme } from '@mui/material/styles';
import { useEffect, type CSSProperties } from 'react';
import { Toaster as SonnerToaster, toast } from 'sonner';
import { messages } from '../../messages.js';
import { toasterListens } from './toast.js';
import { toastConstants } from './toast-constants.js';

/** sonner's Toaster with the constants of spec section 9 and the colours of the current theme. */
export default function ThemedSonnerToaster() {
  const theme = useTheme();
  // sonner subscribes in its own effect, which runs before this one: the toasts asked for while
  // it loaded are shown now.
  useEffect(() => {
    toasterListens(toast);
  }, []);
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
