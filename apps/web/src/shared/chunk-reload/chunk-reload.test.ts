import { describe, expect, it, vi } from 'vitest';
import { memoryStorage, type KeyValueStorage } from '../session/session-storage.js';
import {
  createChunkReload,
  reloadOnChunkLoadFailure,
  ROUTE_RELOAD_GUARD_MS,
} from './chunk-reload.js';

/** One page of a tab: the tab's storage survives the reload, the page's memory does not. */
function pageOf(storage: KeyValueStorage, now: () => number) {
  const reload = vi.fn();
  return { reload, chunkReload: createChunkReload({ storage, now, reload }) };
}

describe('chunk reload guard (spec section 9: 10 seconds)', () => {
  it('lasts 10 seconds', () => {
    expect(ROUTE_RELOAD_GUARD_MS).toBe(10_000);
  });

  it('reloads the page the first time a chunk fails to load', () => {
    const { reload, chunkReload } = pageOf(memoryStorage(), () => 1_000_000);
    expect(chunkReload.isReloading()).toBe(false);
    expect(chunkReload.reloadOnce()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(chunkReload.isReloading()).toBe(true);
  });

  it('reloads once however many chunks of the page fail', () => {
    const { reload, chunkReload } = pageOf(memoryStorage(), () => 1_000_000);
    chunkReload.reloadOnce();
    expect(chunkReload.reloadOnce()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload again within 10 seconds of its reload: the error page shows instead', () => {
    const storage = memoryStorage();
    let now = 1_000_000;
    pageOf(storage, () => now).chunkReload.reloadOnce();
    now += ROUTE_RELOAD_GUARD_MS - 1;
    const reloaded = pageOf(storage, () => now);
    expect(reloaded.chunkReload.reloadOnce()).toBe(false);
    expect(reloaded.reload).not.toHaveBeenCalled();
    expect(reloaded.chunkReload.isReloading()).toBe(false);
  });

  it('reloads again once the 10 seconds have passed', () => {
    const storage = memoryStorage();
    let now = 1_000_000;
    pageOf(storage, () => now).chunkReload.reloadOnce();
    now += ROUTE_RELOAD_GUARD_MS;
    const later = pageOf(storage, () => now);
    expect(later.chunkReload.reloadOnce()).toBe(true);
    expect(later.reload).toHaveBeenCalledTimes(1);
  });

  it('reloads when the clock was set back since the last reload', () => {
    const storage = memoryStorage();
    let now = 1_000_000;
    pageOf(storage, () => now).chunkReload.reloadOnce();
    now -= 60_000;
    expect(pageOf(storage, () => now).chunkReload.reloadOnce()).toBe(true);
  });

  it('never reloads without a storage to remember it in', () => {
    const refusing: KeyValueStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => undefined,
    };
    const { reload, chunkReload } = pageOf(refusing, () => 1_000_000);
    expect(chunkReload.reloadOnce()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('reloadOnChunkLoadFailure', () => {
  it('reloads on Vite’s vite:preloadError event, until stopped', () => {
    const target = new EventTarget();
    const reloadOnce = vi.fn(() => true);
    const stop = reloadOnChunkLoadFailure(target, { reloadOnce, isReloading: () => false });
    target.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    expect(reloadOnce).toHaveBeenCalledTimes(1);
    stop();
    target.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    expect(reloadOnce).toHaveBeenCalledTimes(1);
  });

  it('lets the error go on to the route’s error boundary', () => {
    const target = new EventTarget();
    reloadOnChunkLoadFailure(target, { reloadOnce: () => true, isReloading: () => true });
    const event = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });
});
