import { createServer, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { createHttpProviderAdapter } from './http-provider-adapter.js';
import type { OrderToLaboratory } from './laboratory-order.js';
import { fixtureOrder, fixtureSamples } from './testing/order-fixture.js';

const apiOrder = (apiUrl: string | null): OrderToLaboratory => {
  const order = fixtureOrder();
  return { ...order, laboratory: { ...order.laboratory, apiUrl } };
};

interface Recorded {
  url: string;
  init: RequestInit | undefined;
}

/** A fetch that answers `response` and records what it was asked. */
function answering(response: () => Response, recorded: Recorded[] = []): typeof fetch {
  return (input, init) => {
    const url = input instanceof URL ? input.href : typeof input === 'string' ? input : input.url;
    recorded.push({ url, init });
    return Promise.resolve(response());
  };
}

const json = (status: number, body: unknown, type = 'application/json') =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': type } });

const S1 = fixtureSamples[0]?.sampleId ?? '';
const S2 = fixtureSamples[1]?.sampleId ?? '';

describe('HTTP provider adapter, requests', () => {
  it('posts the order as JSON under the API path, with the bearer key and an idempotency key', async () => {
    const recorded: Recorded[] = [];
    const adapter = createHttpProviderAdapter({
      apiKey: 'key-123',
      fetch: answering(() => json(201, { externalReference: 'LAB-9' }), recorded),
    });

    const sent = await adapter.sendOrder(apiOrder('https://labo.example/api/v2'));

    expect(sent).toEqual({ externalReference: 'LAB-9' });
    const [{ url, init } = { url: '', init: undefined }] = recorded;
    expect(url).toBe('https://labo.example/api/v2/orders');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({
      authorization: 'Bearer key-123',
      'content-type': 'application/json',
      'idempotency-key': '5d0f3f0c-2a55-4c1e-8f7b-6a2a4f9d0042',
    });
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
    expect(body).toMatchObject({ reference: 'CMD-2026-0042', samples: fixtureSamples });
    expect(body).toHaveProperty('laboratory', {
      id: '3c7b9a52-1f4e-4c2a-9e61-0a8b5d2f0002',
      name: 'Labo Analyses – Villeurbanne',
      email: 'commandes@labo-analyses.fr',
    });
  });

  it('asks for the results of the external reference, encoded in the path', async () => {
    const recorded: Recorded[] = [];
    const adapter = createHttpProviderAdapter({
      apiKey: 'k',
      fetch: answering(() => json(202, { status: 'pending' }), recorded),
    });

    await expect(adapter.fetchResults(apiOrder('https://labo.example/'), 'A/B 1')).resolves.toEqual(
      {
        state: 'pending',
      },
    );
    expect(recorded[0]?.url).toBe('https://labo.example/orders/A%2FB%201/results');
    expect(recorded[0]?.init?.method).toBe('GET');
  });

  it("calls the provider's API address when it has one for all its laboratories", async () => {
    const recorded: Recorded[] = [];
    const adapter = createHttpProviderAdapter({
      apiKey: 'k',
      apiUrl: 'https://provider.example/api',
      fetch: answering(() => json(201, { externalReference: 'P-1' }), recorded),
    });

    await adapter.sendOrder(apiOrder(null));

    expect(recorded[0]?.url).toBe('https://provider.example/api/orders');
  });

  it('refuses to call a laboratory without API address', async () => {
    const recorded: Recorded[] = [];
    const adapter = createHttpProviderAdapter({
      apiKey: 'k',
      fetch: answering(() => json(201, {}), recorded),
    });

    await expect(adapter.sendOrder(apiOrder(null))).rejects.toMatchObject({
      code: 'not_configured',
      message: "Le laboratoire Labo Analyses – Villeurbanne n'a pas d'adresse d'API.",
    });
    expect(recorded).toEqual([]);
  });
});

describe('HTTP provider adapter, answers', () => {
  const order = apiOrder('https://labo.example/api');
  const adapterAnswering = (response: () => Response) =>
    createHttpProviderAdapter({ apiKey: 'k', fetch: answering(response) });

  it.each([
    [401, 'unauthorized', "Le laboratoire Labo Analyses – Villeurbanne refuse notre clé d'API."],
    [403, 'unauthorized', "Le laboratoire Labo Analyses – Villeurbanne refuse notre clé d'API."],
    [
      500,
      'provider_failure',
      'Le laboratoire Labo Analyses – Villeurbanne est en erreur (HTTP 500).',
    ],
    [
      503,
      'provider_failure',
      'Le laboratoire Labo Analyses – Villeurbanne est en erreur (HTTP 503).',
    ],
  ])('turns a %i answer into a %s error', async (status, code, message) => {
    const adapter = adapterAnswering(() =>
      json(status, { title: 'x', status }, 'application/problem+json'),
    );

    await expect(adapter.sendOrder(order)).rejects.toMatchObject({ code, message, status });
  });

  it("quotes the laboratory's problem detail when it refuses the order", async () => {
    const adapter = adapterAnswering(() =>
      json(422, { title: 'Invalide', status: 422, detail: 'analyse PAH non proposée' }),
    );

    await expect(adapter.sendOrder(order)).rejects.toMatchObject({
      code: 'rejected',
      message:
        'Le laboratoire Labo Analyses – Villeurbanne refuse la commande : analyse PAH non proposée',
    });
  });

  it('says which order the laboratory does not know', async () => {
    const adapter = adapterAnswering(() => json(404, { title: 'Inconnue', status: 404 }));

    await expect(adapter.fetchResults(order, 'LAB-404')).rejects.toMatchObject({
      code: 'unknown_order',
      message: 'Le laboratoire Labo Analyses – Villeurbanne ne connaît pas la commande LAB-404.',
    });
  });

  it('refuses a success whose body does not follow the contract', async () => {
    const notJson = adapterAnswering(() => new Response('<html>OK</html>', { status: 201 }));
    const noReference = adapterAnswering(() => json(201, { id: 3 }));
    const badResults = adapterAnswering(() => json(200, { status: 'finished', results: 'none' }));
    const invalid = {
      code: 'invalid_answer',
      message:
        'La réponse du laboratoire Labo Analyses – Villeurbanne ne suit pas le format convenu.',
    };

    await expect(notJson.sendOrder(order)).rejects.toMatchObject(invalid);
    await expect(noReference.sendOrder(order)).rejects.toMatchObject(invalid);
    await expect(badResults.fetchResults(order, 'LAB-1')).rejects.toMatchObject(invalid);
  });

  it('keeps the usable results, classified, and reports the others', async () => {
    const adapter = adapterAnswering(() =>
      json(200, {
        status: 'finished',
        externalReference: 'LAB-1',
        results: [
          {
            sampleId: S1,
            pahMgKg: 512,
            thMgKg: null,
            asbestosDetected: false,
            analysedAt: '2026-04-02',
          },
          { sampleId: S2, pahMgKg: -4 },
          { sampleId: 'not-ordered', pahMgKg: 3 },
          { pahMgKg: 3 },
        ],
      }),
    );

    await expect(adapter.fetchResults(order, 'LAB-1')).resolves.toEqual({
      state: 'ready',
      results: [
        {
          sampleId: S1,
          pahMgKg: 512,
          asbestosDetected: false,
          analysedAt: '2026-04-02',
          classes: { PAH: 'PAH_500', asbestos: 'asbestos_absent' },
        },
      ],
      refused: [
        { sampleId: S2, reason: 'Valeur HAP négative : -4' },
        { sampleId: 'not-ordered', reason: 'Échantillon hors commande : not-ordered' },
        { sampleId: null, reason: "Résultat sans identifiant d'échantillon" },
      ],
    });
  });
});

describe('HTTP provider adapter, network', () => {
  let server: Server | undefined;
  afterEach(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => {
      if (server === undefined) resolve(undefined);
      else server.close(resolve);
    });
    server = undefined;
  });

  async function listen(handler: Parameters<typeof createServer>[1]): Promise<string> {
    const started = createServer(handler);
    server = started;
    await new Promise<void>((resolve) => started.listen(0, '127.0.0.1', resolve));
    const address = started.address();
    return `http://127.0.0.1:${String(typeof address === 'object' && address !== null ? address.port : 0)}`;
  }

  it('gives up on a laboratory that does not answer in time', async () => {
    const url = await listen(() => undefined); // never answers
    const adapter = createHttpProviderAdapter({ apiKey: 'k', timeoutMs: 150 });

    const started = Date.now();
    await expect(adapter.sendOrder(apiOrder(url))).rejects.toMatchObject({
      code: 'timeout',
      message: "Le laboratoire Labo Analyses – Villeurbanne n'a pas répondu en 0,15 s.",
    });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('gives up on an answer whose body stops coming', async () => {
    const url = await listen((_request, response) => {
      response.writeHead(201, { 'content-type': 'application/json' });
      response.write('{"externalRef');
    });
    const adapter = createHttpProviderAdapter({ apiKey: 'k', timeoutMs: 150 });

    await expect(adapter.sendOrder(apiOrder(url))).rejects.toMatchObject({ code: 'timeout' });
  });

  it('reports a laboratory nobody listens for', async () => {
    const url = await listen(() => undefined);
    await new Promise((resolve) => server?.close(resolve));
    server = undefined;
    const adapter = createHttpProviderAdapter({ apiKey: 'k', timeoutMs: 2000 });

    await expect(adapter.sendOrder(apiOrder(url))).rejects.toMatchObject({
      code: 'unreachable',
      message: 'Le laboratoire Labo Analyses – Villeurbanne est injoignable.',
    });
  });
});
