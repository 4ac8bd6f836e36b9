import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.js';
import { fixedTokens, ids, userFixture } from '../testing/framework-fixtures.js';
import { rawGet, rawRequest, type RawResponse } from '../testing/raw-request.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { loadContract } from './contract/contract.js';
import { locate, pointerOf } from './contract/contract-document.js';
import type { RouteModule } from './operation-handler.js';

/*
 * Bytes on the wire (issue 19): API answers compressed on the fly above 1 kB (brotli, else
 * gzip), never pictures and other binary answers; JSON GET answers tagged with an ETag, a repeated
 * read with If-None-Match answered 304 without body.
 */

const contract = loadContract();
const AUTH = { authorization: 'Bearer valid' };
const ENTITY_TAG = /^"[A-Za-z0-9_-]{22}"$/u;

/** `count` versions: about 150 bytes of JSON each. */
function versionPage(count: number, notes = 'Corrections de la grille des carottes.') {
  const items = Array.from({ length: count }, (_, index) => ({
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    product: 'web' as const,
    version: `v1.${String(index)}.0`,
    releasedAt: '2026-01-05',
    notes,
  }));
  return { items, total: count, limit: Math.max(count, 1), offset: 0 };
}

/** A JPEG as the picture download answers it: mostly zeros, so compression would shrink it. */
const PICTURE = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(8000)]);

/** A Cache-Control that a handler sets itself (the picture download sets one). */
const PICTURE_CACHE = 'private, max-age=60';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** A CSV export of `lines` cores: 26 bytes a line. */
function csvOf(lines: number): string {
  return `Carotte;Note\n${'C-1;Fissure longitudinale\n'.repeat(lines)}`;
}
const CSV = csvOf(100);
/** What the CSV export answers (a test may lengthen it). */
let csv = CSV;

let notes = 'Corrections de la grille des carottes.';

const wireModule: RouteModule = {
  listProductVersions: (input) =>
    Promise.resolve({ status: 200, body: versionPage(input.query.limit ?? 20, notes) }),
  getUser: (input) => {
    if (input.params.id === ids.admin) {
      return Promise.reject(
        new AppError('not_found', { detail: `Introuvable. ${'x'.repeat(2000)}` }),
      );
    }
    return Promise.resolve({ status: 200, body: userFixture({ id: input.params.id }) });
  },
  downloadCorePicture: () =>
    Promise.resolve({
      status: 200,
      body: PICTURE,
      contentType: 'image/jpeg',
      headers: { 'cache-control': PICTURE_CACHE },
    }),
  signIn: () => Promise.resolve({ status: 200, body: { token: 't', refresh_token: 'r' } }),
  getCampaignData: (input) =>
    Promise.resolve(
      input.query.format === 'xlsx'
        ? { status: 200, body: PICTURE, contentType: XLSX }
        : { status: 200, body: csv, contentType: 'text/csv' },
    ),
};

function decoded(response: RawResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.body).toString();
  if (encoding === 'gzip') return gunzipSync(response.body).toString();
  return response.body.toString();
}

describe('bytes on the wire', () => {
  let server: TestServer;
  const url = (path: string) => `${server.baseUrl}/api${path}`;

  beforeAll(async () => {
    server = await startTestServer({
      services: {
        routeModules: [wireModule],
        authenticate: fixedTokens,
        auditImpersonation: () => Promise.resolve(),
      },
    });
  });

  afterAll(async () => {
    await server.close();
  });

  describe('compression', () => {
    it('sends brotli to a client that accepts it, the same JSON once decoded', async () => {
      const plain = await rawGet(url('/web-versions?limit=100'), AUTH);
      const brotli = await rawGet(url('/web-versions?limit=100'), {
        ...AUTH,
        'accept-encoding': 'gzip, deflate, br',
      });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(brotli.status).toBe(200);
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers.vary).toContain('accept-encoding');
      expect(brotli.headers['content-type']).toContain('application/json');
      expect(decoded(brotli)).toBe(plain.body.toString());
      expect(JSON.parse(decoded(brotli))).toEqual(versionPage(100));
      expect(brotli.body.length).toBeLessThan(plain.body.length / 5);
    });

    it('sends gzip to a client without brotli', async () => {
      const response = await rawGet(url('/web-versions?limit=100'), {
        ...AUTH,
        'accept-encoding': 'gzip',
      });
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(decoded(response))).toEqual(versionPage(100));
    });

    it.each([['identity'], ['compress'], [undefined]])(
      'sends the JSON as it is for Accept-Encoding %s',
      async (acceptEncoding) => {
        const response = await rawGet(url('/web-versions?limit=100'), {
          ...AUTH,
          ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
        });
        expect(response.status).toBe(200);
        expect(response.headers['content-encoding']).toBeUndefined();
        expect(JSON.parse(response.body.toString())).toEqual(versionPage(100));
      },
    );

    it('leaves an answer under 1 kB as it is', async () => {
      const small = await rawGet(url('/web-versions?limit=2'), {
        ...AUTH,
        'accept-encoding': 'br, gzip',
      });
      expect(small.body.length).toBeLessThan(1024);
      expect(small.headers['content-encoding']).toBeUndefined();
      const large = await rawGet(url('/web-versions?limit=8'), {
        ...AUTH,
        'accept-encoding': 'br, gzip',
      });
      expect(Buffer.byteLength(JSON.stringify(versionPage(8)))).toBeGreaterThan(1024);
      expect(large.headers['content-encoding']).toBe('br');
    });

    // A page of 1,000 cores (about 660 kB) through the plugin's stream took 15 ms more than in
    // one piece, and pages asked together all left together (compression.ts).
    it.each([
      ['in one piece, its length said, up to a megabyte', 20_000, false],
      ['through a stream above a megabyte', 50_000, true],
    ])('compresses a long answer held in memory %s', async (_case, lines, streamed) => {
      csv = csvOf(lines);
      try {
        expect(Buffer.byteLength(csv) > 1024 * 1024).toBe(streamed);
        const response = await rawGet(url(`/campaigns/${ids.site}/data?type=cores&format=csv`), {
          ...AUTH,
          'accept-encoding': 'br, gzip',
        });
        expect(response.status).toBe(200);
        expect(response.headers['content-encoding']).toBe('br');
        expect(decoded(response)).toBe(csv);
        if (streamed) {
          expect(response.headers['transfer-encoding']).toBe('chunked');
          expect(response.headers['content-length']).toBeUndefined();
        } else {
          expect(response.headers['transfer-encoding']).toBeUndefined();
          expect(response.headers['content-length']).toBe(String(response.body.length));
        }
      } finally {
        csv = CSV;
      }
    });

    it('never compresses a picture', async () => {
      const response = await rawGet(url(`/core-pictures/${ids.user}/download`), {
        ...AUTH,
        'accept-encoding': 'br, gzip',
      });
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body.equals(PICTURE)).toBe(true);
    });

    it('compresses a long problem body, which stays a problem', async () => {
      const response = await rawGet(url(`/users/${ids.admin}`), {
        ...AUTH,
        'accept-encoding': 'br',
      });
      expect(response.status).toBe(404);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.headers['content-encoding']).toBe('br');
      expect(JSON.parse(decoded(response))).toMatchObject({ status: 404, code: 'not_found' });
    });

    it.each([['identity'], [undefined], ['br']])(
      'says the answer depends on Accept-Encoding (%s), so that no cache hands one coding to a client of another',
      async (acceptEncoding) => {
        const response = await rawGet(url('/web-versions?limit=100'), {
          ...AUTH,
          ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
        });
        expect(response.status).toBe(200);
        expect(response.headers.vary?.toLowerCase()).toContain('accept-encoding');
      },
    );

    it('never compresses a spreadsheet (a zip already), but compresses CSV', async () => {
      const spreadsheet = await rawGet(url(`/campaigns/${ids.site}/data?type=cores&format=xlsx`), {
        ...AUTH,
        'accept-encoding': 'br, gzip',
      });
      expect(spreadsheet.status).toBe(200);
      expect(spreadsheet.headers['content-type']).toBe(XLSX);
      expect(spreadsheet.headers['content-encoding']).toBeUndefined();
      expect(spreadsheet.body.equals(PICTURE)).toBe(true);
      const csv = await rawGet(url(`/campaigns/${ids.site}/data?type=cores&format=csv`), {
        ...AUTH,
        'accept-encoding': 'br, gzip',
      });
      expect(csv.status).toBe(200);
      expect(csv.headers['content-encoding']).toBe('br');
      expect(decoded(csv)).toBe(CSV);
    });

    it('keeps the health check and the SDK working', async () => {
      const health = await rawGet(url('/health'), { 'accept-encoding': 'br, gzip' });
      expect(health.status).toBe(200);
      expect(JSON.parse(decoded(health))).toMatchObject({ status: 'ok' });
      const { data } = await server
        .clientAs('valid')
        .GET('/{product}-versions', { params: { path: { product: 'web' }, query: { limit: 50 } } });
      expect(data).toEqual(versionPage(50));
    });
  });

  describe('ETag and 304', () => {
    it('answers a repeated read with If-None-Match by a 304 without body', async () => {
      const first = await fetch(url('/web-versions?limit=30'), { headers: AUTH });
      const tag = first.headers.get('etag') ?? '';
      expect(tag).toMatch(ENTITY_TAG);
      const again = await fetch(url('/web-versions?limit=30'), {
        headers: { ...AUTH, 'if-none-match': tag },
      });
      await server.assertContractResponse(again, 'listProductVersions');
      expect(again.status).toBe(304);
      expect(again.headers.get('etag')).toBe(tag);
      expect(again.headers.get('content-type')).toBeNull();
      expect(await again.text()).toBe('');
    });

    it.each([
      ['a weak form of the tag', (tag: string) => `W/${tag}`],
      ['a list holding the tag', (tag: string) => `"older", ${tag}`],
      ['*', () => '*'],
    ])('answers 304 to %s', async (_name, ifNoneMatch) => {
      const first = await rawGet(url('/web-versions?limit=30'), AUTH);
      const again = await rawGet(url('/web-versions?limit=30'), {
        ...AUTH,
        'if-none-match': ifNoneMatch(first.headers.etag ?? ''),
      });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
    });

    it('answers 200 with the new body and tag once the answer changed', async () => {
      const first = await rawGet(url('/web-versions?limit=30'), AUTH);
      notes = 'Nouvelle note de version.';
      try {
        const again = await rawGet(url('/web-versions?limit=30'), {
          ...AUTH,
          'if-none-match': first.headers.etag ?? '',
        });
        expect(again.status).toBe(200);
        expect(again.headers.etag).toMatch(ENTITY_TAG);
        expect(again.headers.etag).not.toBe(first.headers.etag);
        expect(JSON.parse(again.body.toString())).toEqual(versionPage(30, notes));
      } finally {
        notes = 'Corrections de la grille des carottes.';
      }
    });

    it('gives another caller’s body its own tag: a 304 never hands out someone else’s copy', async () => {
      const mine = await rawGet(url(`/users/${ids.user}`), AUTH);
      const theirs = await rawGet(url(`/users/${ids.organization}`), {
        ...AUTH,
        'if-none-match': mine.headers.etag ?? '',
      });
      expect(theirs.status).toBe(200);
      expect(theirs.headers.etag).not.toBe(mine.headers.etag);
    });

    it('tags the answer, not its encoding: brotli, gzip and plain share the tag', async () => {
      const tags = await Promise.all(
        ['br', 'gzip', 'identity'].map(async (encoding) => {
          const response = await rawGet(url('/web-versions?limit=100'), {
            ...AUTH,
            'accept-encoding': encoding,
          });
          return response.headers.etag;
        }),
      );
      expect(new Set(tags).size).toBe(1);
      const notModified = await rawGet(url('/web-versions?limit=100'), {
        ...AUTH,
        'accept-encoding': 'br',
        'if-none-match': tags[0] ?? '',
      });
      expect(notModified.status).toBe(304);
      expect(notModified.headers['content-encoding']).toBeUndefined();
      expect(notModified.body.length).toBe(0);
    });

    it('tags neither refusals, binary answers nor other methods than GET', async () => {
      const refused = await rawGet(url(`/users/${ids.admin}`), AUTH);
      const picture = await rawGet(url(`/core-pictures/${ids.user}/download`), AUTH);
      const signIn = await fetch(url('/login_check'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'camille@demo.chaussee.fr', password: 'x' }),
      });
      expect(refused.status).toBe(404);
      expect(refused.headers.etag).toBeUndefined();
      expect(picture.headers.etag).toBeUndefined();
      expect(signIn.status).toBe(200);
      expect(signIn.headers.get('etag')).toBeNull();
    });

    it('keeps on a 304 the headers its 200 has: ETag, Cache-Control and Vary', async () => {
      const first = await rawGet(url('/web-versions?limit=100'), {
        ...AUTH,
        'accept-encoding': 'br',
      });
      const again = await rawGet(url('/web-versions?limit=100'), {
        ...AUTH,
        'accept-encoding': 'br',
        'if-none-match': first.headers.etag ?? '',
      });
      expect(again.status).toBe(304);
      expect(again.headers.etag).toBe(first.headers.etag);
      expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
      expect(again.headers.vary?.toLowerCase()).toContain('accept-encoding');
      expect(again.headers['content-encoding']).toBeUndefined();
    });

    it('has browsers keep a tagged answer for themselves and ask again at every use', async () => {
      const tagged = await rawGet(url('/web-versions?limit=30'), AUTH);
      expect(tagged.headers['cache-control']).toBe('private, no-cache');
      // An answer that sets its own keeps it.
      const picture = await rawGet(url(`/core-pictures/${ids.user}/download`), AUTH);
      expect(picture.headers['cache-control']).toBe(PICTURE_CACHE);
    });

    it('answers HEAD with the headers of the GET, ETag included, and 304 to its tag', async () => {
      const get = await rawGet(url('/web-versions?limit=30'), AUTH);
      const head = await rawRequest('HEAD', url('/web-versions?limit=30'), AUTH);
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      expect(head.headers.etag).toBe(get.headers.etag);
      expect(head.headers['cache-control']).toBe('private, no-cache');
      const notModified = await rawRequest('HEAD', url('/web-versions?limit=30'), {
        ...AUTH,
        'if-none-match': get.headers.etag ?? '',
      });
      expect(notModified.status).toBe(304);
      expect(notModified.headers.etag).toBe(get.headers.etag);
    });

    it('tags a spreadsheet or CSV read like JSON: the same bytes, the same tag', async () => {
      const path = `/campaigns/${ids.site}/data?type=cores&format=xlsx`;
      const first = await rawGet(url(path), AUTH);
      expect(first.headers.etag).toMatch(ENTITY_TAG);
      const again = await rawGet(url(path), { ...AUTH, 'if-none-match': first.headers.etag ?? '' });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
    });

    it('tags the health check, which still answers', async () => {
      const first = await rawGet(url('/health'));
      expect(first.status).toBe(200);
      expect(first.headers.etag).toMatch(ENTITY_TAG);
    });

    it('is documented for every GET answering JSON, and only for those', () => {
      const jsonGets = contract.operations
        .filter(
          ({ method, responses }) =>
            (responses.get(200) ?? []).some(({ mediaType }) => mediaType.endsWith('json')) &&
            method === 'get',
        )
        .map(({ operationId }) => operationId);
      const documenting = contract.operations
        .filter(({ responses }) => responses.has(304))
        .map(({ operationId }) => operationId);
      expect(jsonGets.length).toBeGreaterThan(80);
      expect(documenting).toEqual(jsonGets);
      const untagged = contract.operations.filter((operation) => {
        if (!operation.responses.has(304)) return false;
        const pointer = pointerOf(['paths', operation.path, 'get', 'responses', '200']);
        const etag = locate(contract.document, `${pointer}/headers/ETag`)?.node;
        return etag?.schema === undefined;
      });
      expect(untagged.map(({ operationId }) => operationId)).toEqual([]);
    });
  });
});
