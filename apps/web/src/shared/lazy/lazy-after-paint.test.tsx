import { cleanup, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, lazyAfterPaint } from './lazy-after-paint.js';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Greeting({ name }: { name: string }) {
  return <p>Bonjour {name}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error === null ? this.props.children : <p>Erreur attrapée</p>;
  }
}

describe('lazyAfterPaint', () => {
  it('shows the fallback, then the component with its props once its code is in', async () => {
    let resolve: (component: typeof Greeting) => void = () => undefined;
    const load = vi.fn(() => new Promise<typeof Greeting>((done) => (resolve = done)));
    const LazyGreeting = lazyAfterPaint(load, <p>Chargement…</p>);

    render(<LazyGreeting name="Camille" />);
    expect(screen.getByText('Chargement…')).toBeTruthy();
    resolve(Greeting);
    expect(await screen.findByText('Bonjour Camille')).toBeTruthy();
    expect(screen.queryByText('Chargement…')).toBeNull();

    // Mounted again (another campaign, the dialog opened again): at once, its code not asked twice.
    cleanup();
    render(<LazyGreeting name="Dominique" />);
    expect(screen.getByText('Bonjour Dominique')).toBeTruthy();
    expect(screen.queryByText('Chargement…')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('throws a failed load to the error boundary, and a later mount asks for the code again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(Greeting);
    const LazyGreeting = lazyAfterPaint(load, <p>Chargement…</p>);

    render(
      <Boundary>
        <LazyGreeting name="Camille" />
      </Boundary>,
    );
    expect(await screen.findByText('Erreur attrapée')).toBeTruthy();

    cleanup();
    render(<LazyGreeting name="Camille" />);
    expect(await screen.findByText('Bonjour Camille')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('afterNextPaint', () => {
  it('runs once the next frame has painted, as a task of its own, unless cancelled', () => {
    vi.useFakeTimers();
    try {
      const frames: FrameRequestCallback[] = [];
      vi.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => {
        frames.push(frame);
        return frames.length;
      });
      const callback = vi.fn();
      const cancelled = vi.fn();
      afterNextPaint(callback);
      const cancel = afterNextPaint(cancelled);

      vi.runAllTimers();
      expect(callback).not.toHaveBeenCalled();
      for (const frame of frames.splice(0)) frame(0);
      // The frame's own callback only queues it: it runs after the paint that follows.
      expect(callback).not.toHaveBeenCalled();
      cancel();
      vi.runAllTimers();
      expect(callback).toHaveBeenCalledTimes(1);
      expect(cancelled).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('runs as a plain task on a hidden page, which paints no frame', () => {
    vi.useFakeTimers();
    try {
      vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
      const frame = vi.spyOn(window, 'requestAnimationFrame');
      const callback = vi.fn();
      afterNextPaint(callback);
      vi.runAllTimers();
      expect(callback).toHaveBeenCalledTimes(1);
      expect(frame).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
