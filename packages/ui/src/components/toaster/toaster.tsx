import { lazy, Suspense } from 'react';

const ThemedSonnerToaster = lazy(() => import('./sonner-toaster.js'));

/**
 * The one place toasts appear, with the constants of spec section 9 and the colours of the
 * current theme. Mount it once near the root of the app; show toasts with `toast` (sonner's calls,
 * exported by @chaussee/ui). sonner loads after the first screen: nothing shows until then.
 */
export function Toaster() {
  return (
    <Suspense fallback={null}>
      <ThemedSonnerToaster />
    </Suspense>
  );
}
