import { useEffect, useState } from 'react';

const MIN_ZOOM = 0.25;
const MAX_ZOOM = 4;
const STEP = 1.25;

function clamp(zoom: number): number {
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));
}

/**
 * The synoptic's horizontal zoom: buttons, and Ctrl + wheel over the drawing (the wheel listener
 * is not passive, so that the page itself does not zoom).
 */
export function useZoom(): {
  zoom: number;
  zoomIn: () => void;
  zoomOut: () => void;
  canZoomIn: boolean;
  canZoomOut: boolean;
  /** The callback ref of the element Ctrl + wheel zooms over. */
  wheelTarget: (element: HTMLDivElement | null) => void;
} {
  const [zoom, setZoom] = useState(1);
  const [target, wheelTarget] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    if (target === null) return;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey) return;
      event.preventDefault();
      setZoom((current) => clamp(event.deltaY < 0 ? current * STEP : current / STEP));
    };
    target.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      target.removeEventListener('wheel', onWheel);
    };
  }, [target]);
  return {
    zoom,
    zoomIn: () => {
      setZoom((current) => clamp(current * STEP));
    },
    zoomOut: () => {
      setZoom((current) => clamp(current / STEP));
    },
    canZoomIn: zoom < MAX_ZOOM,
    canZoomOut: zoom > MIN_ZOOM,
    wheelTarget,
  };
}
