import { classifyContent } from '@chaussee/validation';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestClock } from '../testing/test-clock.js';
import { createHttpProviderAdapter } from './http-provider-adapter.js';
import { toApiOrder } from './laboratory-api.js';
import type { OrderSample, OrderToLaboratory } from './laboratory-order.js';
import { startSimulatedLaboratory, type SimulatedLaboratory } from './simulated-laboratory.js';
import { simulatedResults } from './simulated-results.js';
import { fixtureOrder } from './testing/order-fixture.js';

const API_KEY = 'simulated-key';
const adapter = createHttpProviderAdapter({ apiKey: API_KEY, timeoutMs: 5000 });

function orderTo(laboratory: SimulatedLaboratory, overrides: Partial<OrderToLaboratory> = {}) {
  const order = fixtureOrder(overrides);
  return { ...order, laboratory: { ...order.laboratory, apiUrl: laboratory.url } };
}

describe('simulated laboratory through the HTTP adapter', () => {
  const started: SimulatedLaboratory[] = [];
  afterEach(async () => {
    await Promise.all(started.splice(0).map((laboratory) => laboratory.close()));
  });
  const start = async (options: Parameters<typeof startSimulatedLaboratory>[0]) => {
    const laboratory = await startSimulatedLaboratory({ apiKey: API_KEY, ...options });
    started.push(laboratory);
    return laboratory;
  };

  it('answers pending before the delay and the results of the ordered analyses after it', async () => {
    const clock = createTestClock('2026-04-01T08:00:00.000Z');
    const laboratory = await start({ resultDelayMs: 3_600_000, seed: 7, clock: clock.now });
    const order = orderTo(laboratory);

    const { externalReference } = await adapter.sendOrder(order);
    expect(externalReference).toBe('SIM-7-0001');
    expect(laboratory.orders).toEqual([toApiOrder(order)]);
    await expect(adapter.fetchResults(order, externalReference)).resolves.toEqual({
      state: 'pending',
    });
    clock.advance(3_599_999);
    await expect(adapter.fetchResults(order, externalReference)).resolves.toEqual({
      state: 'pending',
    });
    clock.advance(1);
    const fetched = await adapter.fetchResults(order, externalReference);

    expect(fetched.state).toBe('ready');
    if (fetched.state !== 'ready') return;
    expect(fetched.refused).toEqual([]);
    // C1 layer 1 asked all three analyses, layer 2 PAH only, C2 asbestos only.
    expect(fetched.results.map((result) => Object.keys(result.classes).sort())).toEqual([
      ['PAH', 'TH', 'asbestos'],
      ['PAH'],
      ['asbestos'],
    ]);
    expect(fetched.results[0]).toMatchObject({
      analysedAt: '2026-04-01',
      laboratoryReference: 'SIM-7-0001-001',
    });
    expect(fetched.results[1]).not.toHaveProperty('thMgKg');
  });

  it('gives the same results for the same seed and samples, and others for another seed', async () => {
    const [first, second, other] = await Promise.all([
      start({ seed: 3 }),
      start({ seed: 3 }),
      start({ seed: 4 }),
    ]);
    const resultsOf = async (laboratory: SimulatedLaboratory) => {
      const order = orderTo(laboratory);
      const { externalReference } = await adapter.sendOrder(order);
      const fetched = await adapter.fetchResults(order, externalReference);
      return fetched.state === 'ready' ? fetched.results : [];
    };

    const [a, b, c] = await Promise.all([resultsOf(first), resultsOf(second), resultsOf(other)]);

    expect(a).toHaveLength(3);
    expect(b).toEqual(a);
    expect(c.map(({ pahMgKg }) => pahMgKg)).not.toEqual(a.map(({ pahMgKg }) => pahMgKg));
  });

  it('takes an order sent twice (same idempotency key) once', async () => {
    const laboratory = await start({});
    const order = orderTo(laboratory);

    const first = await adapter.sendOrder(order);
    const again = await adapter.sendOrder(order);
    const next = await adapter.sendOrder({ ...order, id: 'another-order' });

    expect(again).toEqual(first);
    expect(next.externalReference).toBe('SIM-1-0002');
    expect(laboratory.orders).toHaveLength(2);
  });

  it('refuses a wrong key and an unknown order with the errors of the contract', async () => {
    const laboratory = await start({});
    const order = orderTo(laboratory);
    const intruder = createHttpProviderAdapter({ apiKey: 'wrong' });

    await expect(intruder.sendOrder(order)).rejects.toMatchObject({
      code: 'unauthorized',
      status: 401,
    });
    await expect(adapter.fetchResults(order, 'SIM-1-9999')).rejects.toMatchObject({
      code: 'unknown_order',
      status: 404,
    });
    expect(laboratory.orders).toEqual([]);
  });

  it('answers a body that is not an order with a 400 problem', async () => {
    const laboratory = await start({});
    const headers = { authorization: `Bearer ${API_KEY}`, 'content-type': 'application/json' };
    const withoutSamples = { ...toApiOrder(fixtureOrder()), samples: undefined };

    for (const body of [
      '{not json',
      JSON.stringify(withoutSamples),
      JSON.stringify({ ...withoutSamples, samples: [] }),
      JSON.stringify({ ...withoutSamples, samples: [{ sampleId: 'x', analyses: ['lead'] }] }),
    ]) {
      const response = await fetch(`${laboratory.url}/orders`, { method: 'POST', headers, body });
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toBe('application/problem+json');
      await expect(response.json()).resolves.toMatchObject({
        status: 400,
        title: 'Commande invalide',
      });
    }
    expect(laboratory.orders).toEqual([]);
  });
});

describe('simulatedResults', () => {
  const samples: OrderSample[] = Array.from({ length: 1000 }, (_, index) => ({
    sampleId: `sample-${String(index)}`,
    coreDisplayName: 'C1',
    layerOrder: 1,
    layerType: 'CA',
    materialCategory: null,
    thicknessMm: null,
    analyses: ['PAH', 'TH', 'asbestos'],
  }));
  const results = simulatedResults(toApiOrder(fixtureOrder({ samples })), {
    seed: 1,
    externalReference: 'SIM-1-0001',
    analysedAt: '2026-04-01',
  });
  const share = (predicate: (result: (typeof results)[number]) => boolean) =>
    results.filter(predicate).length / results.length;
  const pahClass = (id: string) =>
    share(({ pahMgKg }) => classifyContent('PAH', pahMgKg ?? -1)?.id === id);

  it('puts most PAH contents under 50 mg/kg and some in each higher class', () => {
    expect(pahClass('PAH_0')).toBeGreaterThan(0.6);
    expect(pahClass('PAH_50')).toBeGreaterThan(0.08);
    expect(pahClass('PAH_500')).toBeGreaterThan(0.03);
    expect(pahClass('PAH_1000')).toBeGreaterThan(0.03);
  });

  it('puts most TH contents under 500 mg/kg, and finds asbestos in few samples', () => {
    expect(share(({ thMgKg }) => (thMgKg ?? -1) >= 0 && (thMgKg ?? 0) < 500)).toBeGreaterThan(0.75);
    expect(share(({ thMgKg }) => (thMgKg ?? 0) >= 500)).toBeGreaterThan(0.08);
    const asbestos = share(({ asbestosDetected }) => asbestosDetected === true);
    expect(asbestos).toBeGreaterThan(0.02);
    expect(asbestos).toBeLessThan(0.15);
  });
});
