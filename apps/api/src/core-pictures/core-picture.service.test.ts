import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SessionUser } from '@chaussee/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMembershipGuard } from '../access/membership-guard.js';
import { createMembershipRepository } from '../access/membership.repository.js';
import { createTestFileStorage } from '../storage/testing/test-file-storage.js';
import { insertTestCampaign } from '../testing/test-campaign.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { createCorePictureRepository } from './core-picture.repository.js';
import { createCorePictureService, type CorePictureService } from './core-picture.service.js';
import { FIXTURE_ACTOR } from './testing/picture-bed.js';
import { insertTestCore, PDF, pngOf } from './testing/picture-fixtures.js';

const CUSTOMER: SessionUser = {
  id: '00000000-0000-4000-8000-000000000002',
  roles: ['ROLE_CUSTOMER_SUPERVISOR'],
  job: null,
};

describe('core picture service (what the demo data calls)', () => {
  let testDatabase: TestDatabase;
  let filesDir: string;
  let service: CorePictureService;
  let campaignId: string;
  let png: Buffer;
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    const db = testDatabase.database.db;
    filesDir = mkdtempSync(join(tmpdir(), 'chaussee-core-pictures-'));
    service = createCorePictureService({
      db,
      storage: createTestFileStorage(filesDir),
      membership: createMembershipGuard(createMembershipRepository(db)),
    });
    campaignId = (await insertTestCampaign(db, { type: 'coring' })).id;
    png = await pngOf(20, 20);
  });
  afterAll(async () => {
    await testDatabase.dispose();
    rmSync(filesDir, { recursive: true, force: true });
  });

  it('addPicture stores the buffer and attaches it last, with its caption', async () => {
    const coreId = await insertTestCore(testDatabase.database.db, campaignId, 1);
    const first = await service.addPicture(FIXTURE_ACTOR, coreId, png, { title: 'Vue de dessus' });
    const second = await service.addPicture(FIXTURE_ACTOR, coreId, png);
    expect(first).toMatchObject({ coreId, position: 1, title: 'Vue de dessus' });
    expect(second).toMatchObject({ coreId, position: 2, title: null });
    expect(second.path).toMatch(new RegExp(`^cores/${coreId}/pictures/.+\\.png$`, 'u'));
  });

  it('addPicture applies the same checks as the requests: content, membership', async () => {
    const coreId = await insertTestCore(testDatabase.database.db, campaignId, 2);
    await expect(service.addPicture(FIXTURE_ACTOR, coreId, PDF)).rejects.toMatchObject({
      code: 'validation_failed',
      detail: 'File type must be a jpg or png image',
    });
    await expect(service.addPicture(CUSTOMER, coreId, png)).rejects.toMatchObject({
      code: 'not_member',
    });
  });

  it('numbers pictures added at the same time 1..n, each once (the core row is locked)', async () => {
    const coreId = await insertTestCore(testDatabase.database.db, campaignId, 3);
    await Promise.all(
      Array.from({ length: 6 }, () => service.addPicture(FIXTURE_ACTOR, coreId, png)),
    );
    const rows = await createCorePictureRepository(testDatabase.database.db).listByCore(coreId);
    expect(rows.map((row) => row.position)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
