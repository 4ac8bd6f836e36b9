import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BUILD_POLL_INTERVAL_MS,
  watchBuildManifest,
  type BuildManifest,
} from './build-manifest.js';

const running: BuildManifest = {
  id: 'build-a',
  version: '0.1.0',
  date: '2026-03-01T08:00:00.000Z',
};
const newer: BuildManifest = { id: 'build-b', version: '0.1.1', date: '2026-03-02T08:00:00.000Z' };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('build manifest polling', () => {
  it('says nothing while the manifest names the running build', async () => {
    const onNewBuild = vi.fn();
    const stop = watchBuildManifest({
      currentBuildId: 'build-a',
      fetchManifest: () => Promise.resolve(running),
      onNewBuild,
    });
    await vi.advanceTimersByTimeAsync(BUILD_POLL_INTERVAL_MS * 3);
    expect(onNewBuild).not.toHaveBeenCalled();
    stop();
  });

  it('offers a reload once when a newer build is out', async () => {
    const onNewBuild = vi.fn();
    const fetchManifest = vi.fn().mockResolvedValueOnce(running).mockResolvedValue(newer);
    const stop = watchBuildManifest({ currentBuildId: 'build-a', fetchManifest, onNewBuild });
    await vi.advanceTimersByTimeAsync(BUILD_POLL_INTERVAL_MS);
    expect(onNewBuild).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(BUILD_POLL_INTERVAL_MS * 2);
    expect(onNewBuild).toHaveBeenCalledOnce();
    expect(onNewBuild).toHaveBeenCalledWith(newer);
    stop();
  });

  it('ignores failed polls and answers that are not a manifest', async () => {
    const onNewBuild = vi.fn();
    const fetchManifest = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('<html>');
    const stop = watchBuildManifest({ currentBuildId: 'build-a', fetchManifest, onNewBuild });
    await vi.advanceTimersByTimeAsync(BUILD_POLL_INTERVAL_MS * 2);
    expect(onNewBuild).not.toHaveBeenCalled();
    stop();
  });
});
