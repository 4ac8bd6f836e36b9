import { describe, expect, it, vi } from 'vitest';
import type { ChausseeClient } from '@chaussee/sdk';
import { createRuntimeConfigReader, type RuntimeConfig } from './runtime-config.js';

const config: RuntimeConfig = {
  maintenance: false,
  version: '0.1.0',
  minimumWebVersion: null,
  environment: 'test',
};

/** A client whose GET answers `answer()` and counts the reads. */
function clientAnswering(answer: () => Promise<{ data?: RuntimeConfig }>) {
  const get = vi.fn(answer);
  return { client: { GET: get } as unknown as ChausseeClient, get };
}

describe('createRuntimeConfigReader', () => {
  it('gives callers that ask while a read is under way that same read', async () => {
    let arrive: (value: { data: RuntimeConfig }) => void = () => undefined;
    const { client, get } = clientAnswering(
      () =>
        new Promise((resolve) => {
          arrive = resolve;
        }),
    );
    const read = createRuntimeConfigReader(client, () => 0);
    const first = read();
    const second = read();
    arrive({ data: config });
    expect(await first).toEqual(config);
    expect(await second).toEqual(config);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('reads again once its 30 seconds are over', async () => {
    const { client, get } = clientAnswering(() => Promise.resolve({ data: config }));
    let now = 0;
    const read = createRuntimeConfigReader(client, () => now);
    await read();
    now = 29_999;
    await read();
    expect(get).toHaveBeenCalledTimes(1);
    now = 30_000;
    await read();
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('leaves maintenance off when the read fails', async () => {
    const { client } = clientAnswering(() => Promise.reject(new Error('network down')));
    expect(await createRuntimeConfigReader(client, () => 0)()).toBeNull();
  });
});
