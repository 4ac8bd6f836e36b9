import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { tooManyRequestsDetail } from '@chaussee/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITES, demoUserId } from '../db/demo/demo-organizations.js';
import { DEMO_PASSWORD, seedDemoDataOnce } from '../db/seed.js';
import { loadContract } from '../http/contract/contract.js';
import type { OperationId } from '../http/operation-handler.js';
import { createTestClock } from '../testing/test-clock.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { DEFAULT_BUDGETS, mapBudgets } from './rate-limit-budgets.js';
import { RATE_LIMIT_RULES, UNLIMITED_PUBLIC_OPERATIONS } from './rate-limit-rules.js';

/** Every budget at 2 requests a minute: the third request of a row is the one refused. */
const SMALL_BUDGETS = mapBudgets(DEFAULT_BUDGETS, () => ({ limit: 2, windowSeconds: 60 }));
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** A request to send as it is: a JSON or multipart body, with the super administrator's token. */
interface RawRequest {
  method: 'GET' | 'POST';
  path: string;
  json?: unknown;
  form?: () => FormData;
  asSuperAdmin?: boolean;
}

const csvForm = () => {
  const form = new FormData();
  form.append('file', new Blob(['a;b\n1;2\n'], { type: 'text/csv' }), 'results.csv');
  return form;
};

/**
 * A request of each limited operation that passes authentication and validation (what it answers
 * then does not matter: the limit is counted before the handler). An operation still answering
 * 501 is marked so; once implemented, its row fails until a request is written here.
 */
const REQUESTS: Record<keyof typeof RATE_LIMIT_RULES, RawRequest | 'not implemented'> = {
  signIn: {
    method: 'POST',
    path: '/login_check',
    json: { username: 'lecteur@demo.chaussee.fr', password: 'Mauvais2026!' },
  },
  signInGuest: { method: 'POST', path: '/guest/login_check', json: { token: 'x'.repeat(43) } },
  refreshSession: { method: 'POST', path: '/refresh_token', json: { refresh_token: 'unknown' } },
  requestAccountRecovery: {
    method: 'POST',
    path: '/account-recoveries',
    json: { email: 'nobody@demo.chaussee.fr' },
  },
  resetPassword: {
    method: 'POST',
    path: `/reset-password/${'y'.repeat(43)}`,
    json: { password: 'Nouveau2026!' },
  },
  getSignedFile: { method: 'GET', path: '/storage/a%2Fb.png?expires=1&signature=forged' },
  getRuntimeConfig: { method: 'GET', path: '/runtime-config' },
  createUser: {
    method: 'POST',
    path: '/users',
    asSuperAdmin: true,
    json: {
      userType: 'customer_user',
      email: 'invitee@demo.chaussee.fr',
      firstName: 'Inès',
      lastName: 'Invitée',
      roles: ['ROLE_CUSTOMER_USER'],
      siteIds: [DEMO_SITES.isereMobilites.id],
    },
  },
  createUserRecoveryLink: {
    method: 'POST',
    path: `/v2/users/${demoUserId('lecteur@demo.chaussee.fr')}/create-recovery-link?sendEmail=true`,
    asSuperAdmin: true,
    json: {},
  },
  createCampaignShareLink: {
    method: 'POST',
    path: `/campaigns/${UNKNOWN_ID}/share`,
    asSuperAdmin: true,
    json: { email: 'guest@demo.chaussee.fr' },
  },
  contactCampaignEngineer: {
    method: 'POST',
    path: `/campaigns/${UNKNOWN_ID}/contact`,
    asSuperAdmin: true,
    json: { subject: 'Question', message: 'Bonjour' },
  },
  sendCoringCampaignToProvider: {
    method: 'POST',
    path: `/coring-campaigns/${UNKNOWN_ID}/actions/send-to-provider`,
    asSuperAdmin: true,
    json: {},
  },
  fetchCoringCampaignResults: {
    method: 'POST',
    path: `/coring-campaigns/${UNKNOWN_ID}/actions/get-from-provider`,
    asSuperAdmin: true,
    json: {},
  },
  importLaboratoryOrderResults: {
    method: 'POST',
    path: `/laboratory-orders/${UNKNOWN_ID}/results-import`,
    asSuperAdmin: true,
    form: csvForm,
  },
  getDownloadLink: { method: 'GET', path: `/download-links/${'z'.repeat(43)}` },
  listDownloadLinkFiles: { method: 'GET', path: `/download-links/${'z'.repeat(43)}/files` },
  zipDownloadLinkFiles: { method: 'GET', path: `/download-links/${'z'.repeat(43)}/zip` },
  createDownloadLink: {
    method: 'POST',
    path: '/download-links',
    asSuperAdmin: true,
    json: { campaignId: UNKNOWN_ID, documentIds: [UNKNOWN_ID], recipients: ['bureau@exemple.fr'] },
  },
  zipFiles: {
    method: 'POST',
    path: '/files/zip',
    asSuperAdmin: true,
    json: {
      campaignId: UNKNOWN_ID,
      documentPaths: [`campaigns/${UNKNOWN_ID}/documents/${UNKNOWN_ID}.pdf`],
    },
  },
  zipCoringCampaignCsvExports: {
    method: 'GET',
    path: `/coring-campaigns/${UNKNOWN_ID}/zip-all-csv-exports`,
    asSuperAdmin: true,
  },
  downloadCampaignDelivery: {
    method: 'GET',
    path: `/campaigns/${UNKNOWN_ID}/documents/delivery`,
    asSuperAdmin: true,
  },
  mergePdfDocuments: {
    method: 'POST',
    path: '/pdf/merge',
    asSuperAdmin: true,
    json: { documentsIds: [UNKNOWN_ID, UNKNOWN_ID] },
  },
  splitPdfDocument: {
    method: 'POST',
    path: '/pdf/split',
    asSuperAdmin: true,
    json: { documentId: UNKNOWN_ID },
  },
  generateCoringCampaignPdf: {
    method: 'POST',
    path: `/v2/coring/campaigns/${UNKNOWN_ID}/pdf?stream=true`,
    asSuperAdmin: true,
    json: {},
  },
  generateCoringCampaignCoresPdf: {
    method: 'POST',
    path: `/v2/coring/campaigns/${UNKNOWN_ID}/cores/pdf`,
    asSuperAdmin: true,
    json: {},
  },
  generateCorePdf: {
    method: 'POST',
    path: `/v2/coring/cores/${UNKNOWN_ID}/pdf`,
    asSuperAdmin: true,
    json: {},
  },
  getCampaignData: {
    method: 'GET',
    path: `/campaigns/${UNKNOWN_ID}/data?format=json&type=cores`,
    asSuperAdmin: true,
  },
  createCampaignDownload: {
    method: 'POST',
    path: `/campaigns/${UNKNOWN_ID}/downloads/create`,
    asSuperAdmin: true,
    json: { type: 'raw_data', format: 'csv' },
  },
  exportCampaignSynoptic: {
    method: 'GET',
    path: `/campaigns/${UNKNOWN_ID}/export-synoptic-as-excel`,
    asSuperAdmin: true,
  },
};

function isOperationId(id: string): id is keyof typeof RATE_LIMIT_RULES {
  return Object.hasOwn(RATE_LIMIT_RULES, id);
}

const ROWS = Object.entries(REQUESTS).flatMap(([operationId, request]) =>
  isOperationId(operationId) ? [{ operationId, request }] : [],
);

describe('Rate limits: every limited operation answers 429 past its budget', () => {
  const clock = createTestClock();
  let server: TestServer;
  let superAdminToken: string;

  beforeAll(async () => {
    server = await startTestServer({ clock: clock.now, config: { rateLimits: SMALL_BUDGETS } });
    await seedDemoDataOnce(server.database.db, clock.now, { NODE_ENV: 'test' });
    const response = await fetch(`${server.baseUrl}/api/login_check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'super-admin@demo.chaussee.fr', password: DEMO_PASSWORD }),
    });
    const { token } = (await response.json()) as { token: string };
    superAdminToken = token;
  });
  afterAll(() => server.close());

  // The web app asks its runtime configuration at each navigation of every tab (every 30 s at
  // most): counted, it must not drop the answers the server keeps for everyone.
  it('counts a request without moving the generation of the data', async () => {
    const { generation } = server.database;
    const seen = generation.current();
    const response = await fetch(`${server.baseUrl}/api/runtime-config`);
    expect(response.status).toBe(200);
    expect(generation.isUnchangedSince(seen)).toBe(true);
  });

  function send(request: RawRequest): Promise<Response> {
    const headers: Record<string, string> = {};
    if (request.asSuperAdmin === true) headers.authorization = `Bearer ${superAdminToken}`;
    let body: FormData | string | undefined;
    if (request.form) body = request.form();
    else if (request.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(request.json);
    }
    return fetch(`${server.baseUrl}/api${request.path}`, {
      method: request.method,
      headers,
      ...(body !== undefined && { body }),
    });
  }

  const implemented = ROWS.flatMap(({ operationId, request }) =>
    request === 'not implemented' ? [] : [{ operationId, request }],
  );

  it.each(implemented)(
    '$operationId: 429 problem+json with Retry-After and a French detail, until the window passes',
    async ({ operationId, request }) => {
      // A fresh window for each row (the sign-in of the super administrator counted too).
      clock.advance(60 * 1000);
      for (let call = 0; call < 2; call += 1) {
        const allowed = await send(request);
        expect(allowed.status, `call ${String(call + 1)}`).not.toBe(429);
        expect(allowed.status).toBeLessThan(500);
      }
      const refused = await send(request);
      await server.assertContractResponse(refused, operationId);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('content-type')).toMatch(/^application\/problem\+json/u);
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(await refused.json()).toMatchObject({
        status: 429,
        code: 'too_many_requests',
        detail: tooManyRequestsDetail(retryAfter),
      });
      clock.advance(retryAfter * 1000);
      expect((await send(request)).status).not.toBe(429);
    },
  );

  it.each(ROWS.filter(({ request }) => request === 'not implemented'))(
    '$operationId is limited as soon as it is implemented (501 today: write its request above then)',
    async ({ operationId }) => {
      const operation = loadContract().operationById(operationId);
      if (!operation) throw new Error(`${operationId} is not in the contract`);
      const path = operation.path.replace(/\{[^}]+\}/gu, UNKNOWN_ID);
      const response = await fetch(`${server.baseUrl}/api${path}`, {
        method: operation.method.toUpperCase(),
        headers: { authorization: `Bearer ${superAdminToken}` },
      });
      expect(response.status).toBe(501);
    },
  );
});

describe('Rate limits in the contract', () => {
  const contract = loadContract();

  it('documents a 429 answer for every limited operation, and only for those', () => {
    const documenting = contract.operations
      .filter(({ responses }) => responses.has(429))
      .map(({ operationId }) => operationId)
      .sort();
    expect(documenting).toEqual(Object.keys(RATE_LIMIT_RULES).sort());
  });

  it('limits every operation open without a token, but those said unlimited and why', () => {
    const open = contract.operations.filter(({ isPublic }) => isPublic);
    const unlimited = open
      .map(({ operationId }): OperationId => operationId)
      .filter((id) => !Object.hasOwn(RATE_LIMIT_RULES, id));
    expect(unlimited).toEqual(Object.keys(UNLIMITED_PUBLIC_OPERATIONS));
  });
});

describe('POST /account-recoveries, with the default budgets', () => {
  const clock = createTestClock();
  let server: TestServer;
  const outboxCount = () => {
    try {
      return readdirSync(join(server.config.dataDir, 'outbox')).length;
    } catch {
      return 0;
    }
  };

  beforeAll(async () => {
    server = await startTestServer({ clock: clock.now, config: { rateLimits: DEFAULT_BUDGETS } });
    await seedDemoDataOnce(server.database.db, clock.now, { NODE_ENV: 'test' });
  });
  afterAll(() => server.close());

  async function eightCalls(email: string): Promise<number[]> {
    const statuses: number[] = [];
    for (let call = 0; call < 8; call += 1) {
      const response = await fetch(`${server.baseUrl}/api/account-recoveries`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      });
      statuses.push(response.status);
    }
    return statuses;
  }

  it('sends 3 mails for 8 calls on one address, and answers an unknown address the same way', async () => {
    const limited = [204, 204, 204, 429, 429, 429, 429, 429];
    expect(await eightCalls('lecteur@demo.chaussee.fr')).toEqual(limited);
    expect(outboxCount()).toBe(DEFAULT_BUDGETS.recoveryPerAddress.limit);
    // The address typed otherwise is the same address.
    expect(await eightCalls('Lecteur@Demo.Chaussee.FR')).toEqual(Array(8).fill(429));
    clock.advance(60 * 60 * 1000);
    expect(await eightCalls('personne@demo.chaussee.fr')).toEqual(limited);
    expect(outboxCount()).toBe(DEFAULT_BUDGETS.recoveryPerAddress.limit);
  });
});

describe('Rate limits across servers sharing one database', () => {
  it('counts the requests of every server together', async () => {
    const clock = createTestClock();
    const first = await startTestServer({
      clock: clock.now,
      config: { rateLimits: SMALL_BUDGETS },
    });
    const second = await startTestServer({
      clock: clock.now,
      database: first.database,
      config: { rateLimits: SMALL_BUDGETS },
    });
    const recover = (on: TestServer) =>
      fetch(`${on.baseUrl}/api/account-recoveries`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'partage@demo.chaussee.fr' }),
      });
    expect((await recover(first)).status).toBe(204);
    expect((await recover(second)).status).toBe(204);
    expect((await recover(first)).status).toBe(429);
    expect((await recover(second)).status).toBe(429);
    await second.close();
    await first.close();
  });
});
