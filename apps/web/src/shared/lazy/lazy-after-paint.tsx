import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

/**
 * Runs `callback` once the browser has painted what is on screen now: a task queued from the next
 * animation frame runs after that frame's paint. A hidden page paints no frame, so there it runs
 * as a plain task. Answers a function that cancels it.
 */
export function afterNextPaint(callback: () => void): () => void {
  if (document.visibilityState === 'hidden') {
    const task = setTimeout(callback, 0);
    return () => {
      clearTimeout(task);
    };
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

type Loaded<P> = { readonly component: ComponentType<P> } | { readonly error: unknown };

/**
 * A component whose code is a chunk of its own (like `React.lazy`): `fallback` shows first, and the
 * component renders in a commit of its own once its code is in and the fallback has been painted.
 *
 * Why not `React.lazy` under `<Suspense>`: once a boundary has shown its fallback, React reveals
 * its content no sooner than 300 ms after that fallback showed (its fallback throttle), however
 * soon the code arrives. The coring campaign's cores grid, whose code is asked with the page's
 * (app/routes/route-screens.tsx) and was in before the header rendered, waited those 300 ms before
 * its first rows (issue 19, Chrome trace in the README's « Cores grid »), and a dialog opened for
 * the first time showed 300 ms after the click at the soonest. Here the loaded code is a plain
 * state update, rendered at once.
 *
 * Why after the fallback's paint: the section (a grid: hundreds of milliseconds of work) must not
 * hold back the paint of what renders with it, the page's header and its largest paint.
 *
 * Once it has rendered, a later mount (the dialog opened again, another campaign's grid) renders
 * at once, without its fallback, as `React.lazy` does with code it already has.
 *
 * A failed load is thrown while rendering, to the route's error boundary, as `React.lazy` would:
 * the one reload guard (shared/chunk-reload) and the error page take it from there.
 */
export function lazyAfterPaint<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode,
): ComponentType<P> {
  let loading: Promise<Loaded<P>> | undefined;
  /** The component once it has rendered (see above). */
  let shown: ComponentType<P> | undefined;
  const loadOnce = () => {
    loading ??= load().then(
      (component) => ({ component }),
      (error: unknown) => {
        // The next mount tries again (a new build may have been deployed meanwhile).
        loading = undefined;
        return { error };
      },
    );
    return loading;
  };

  function LazyAfterPaint(props: P) {
    const [loaded, setLoaded] = useState<Loaded<P> | null>(() =>
      shown === undefined ? null : { component: shown },
    );
    const isLoaded = loaded !== null;
    useEffect(() => {
      if (isLoaded) return undefined;
      let isCurrent = true;
      let cancelRender: (() => void) | undefined;
      void loadOnce().then((result) => {
        if (!isCurrent) return;
        cancelRender = afterNextPaint(() => {
          if ('component' in result) shown = result.component;
          setLoaded(result);
        });
      });
      return () => {
        isCurrent = false;
        cancelRender?.();
      };
    }, [isLoaded]);
    if (loaded === null) return fallback;
    if ('error' in loaded) throw loaded.error;
    return <loaded.component {...props} />;
  }
  return LazyAfterPaint;
}
