import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUserId } from '../db/demo/demo-organizations.js';
import { DEMO_PASSWORD, seedDemoDataOnce } from '../db/seed.js';
import { insertTestCampaign } from '../testing/test-campaign.js';
import { createTestClock } from '../testing/test-clock.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { testConfig } from '../testing/test-config.js';
import { present } from '../users/testing/http-identity.js';
import { createServices } from './services.js';

/**
 * Every link the server hands out follows PUBLIC_URL, its path included (an app served under a
 * path by a proxy): password links by mail and copied, share links, signed file URLs.
 */
const PUBLIC_URL = 'https://chaussee.example.fr/app/';
const BASE = 'https://chaussee.example.fr/app';

describe('Links follow PUBLIC_URL', () => {
  const clock = createTestClock();
  let server: TestServer;
  let superAdmin: ReturnType<TestServer['clientAs']>;

  beforeAll(async () => {
    server = await startTestServer({
      clock: clock.now,
      env: { ...process.env, PUBLIC_URL },
    });
    await seedDemoDataOnce(server.database.db, clock.now, { NODE_ENV: 'test' });
    const { data } = await server.client.POST('/login_check', {
      body: { username: 'super-admin@demo.chaussee.fr', password: DEMO_PASSWORD },
    });
    superAdmin = server.clientAs(present(data).token);
  });
  afterAll(() => server.close());

  it('mails the recovery link under PUBLIC_URL', async () => {
    await server.client.POST('/account-recoveries', {
      body: { email: 'lecteur@demo.chaussee.fr' },
    });
    const outbox = join(server.config.dataDir, 'outbox');
    const [file] = readdirSync(outbox);
    const eml = readFileSync(join(outbox, file ?? ''), 'latin1').replace(/=\r?\n/gu, '');
    expect(eml).toContain(`${BASE}/password-edit?token=3D`);
  });

  it('answers copied invitation links and share links under PUBLIC_URL', async () => {
    const { data: recovery } = await superAdmin.POST('/v2/users/{id}/create-recovery-link', {
      params: {
        path: { id: demoUserId('client-utilisateur@demo.chaussee.fr') },
        query: { sendEmail: false },
      },
    });
    expect(present(recovery).url).toMatch(new RegExp(`^${BASE}/password-edit\\?token=`, 'u'));

    const campaign = await insertTestCampaign(server.database.db, { type: 'auscultation' });
    const { data: share } = await superAdmin.POST('/campaigns/{id}/share', {
      params: { path: { id: campaign.id } },
      body: {},
    });
    expect(present(share).url).toMatch(new RegExp(`^${BASE}/share-link\\?token=`, 'u'));
  });

  it('signs file URLs under PUBLIC_URL/api', async () => {
    const { domainDeps } = await createServices({
      database: server.database,
      config: testConfig(),
      env: { ...process.env, PUBLIC_URL },
    });
    await domainDeps.storage.put('avatars/x/photo.png', Buffer.from('png'));
    const { url } = await domainDeps.storage.presignedUrl('avatars/x/photo.png', {
      expiresInSeconds: 60,
    });
    expect(url.startsWith(`${BASE}/api/storage/avatars%2Fx%2Fphoto.png?`)).toBe(true);
  });
});
