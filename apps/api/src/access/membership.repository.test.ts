import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, workspaceMembers } from '../db/schema.js';
import { insertTestCampaign } from '../testing/test-campaign.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { createMembershipRepository } from './membership.repository.js';

describe('the membership reads of the guard', () => {
  let testDb: TestDatabase;

  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(() => testDb.dispose());

  async function insertUser(email: string): Promise<string> {
    const [user] = await testDb.database.db
      .insert(users)
      .values({ email, firstName: 'Test', lastName: email, roles: ['ROLE_NEXTROAD_USER'] })
      .returning({ id: users.id });
    if (!user) throw new Error('The user was not inserted.');
    return user.id;
  }

  /** The campaign and how many queries reading it with its members took. */
  async function readCountingQueries(campaignId: string) {
    const queries: string[] = [];
    const stop = testDb.database.observeQueries((query) => queries.push(query));
    try {
      const found = await createMembershipRepository(testDb.database.db).campaignWithMembers(
        campaignId,
      );
      return { found, queries: queries.length };
    } finally {
      stop();
    }
  }

  it('reads a campaign, its workspace and both member lists in one query', async () => {
    // Every operation on a campaign or below it goes through this read first (issue 19).
    const [alice, bob, carol] = await Promise.all(
      ['alice@test.fr', 'bob@test.fr', 'carol@test.fr'].map(insertUser),
    );
    if (!alice || !bob || !carol) throw new Error('users missing');
    const campaign = await insertTestCampaign(testDb.database.db, {
      type: 'coring',
      memberIds: [alice, bob],
    });
    await testDb.database.db
      .insert(workspaceMembers)
      .values({ workspaceId: campaign.workspaceId, userId: carol });

    const { found, queries } = await readCountingQueries(campaign.id);

    expect(queries).toBe(1);
    expect(found?.campaign.id).toBe(campaign.id);
    expect([...(found?.memberIds ?? [])].sort()).toEqual([alice, bob].sort());
    expect(found?.workspace.workspace.id).toBe(campaign.workspaceId);
    expect(found?.workspace.memberIds).toEqual([carol]);
  });

  it('answers empty member lists as empty, and nothing for an unknown campaign', async () => {
    const campaign = await insertTestCampaign(testDb.database.db, { type: 'auscultation' });
    const { found } = await readCountingQueries(campaign.id);
    expect(found?.memberIds).toEqual([]);
    expect(found?.workspace.memberIds).toEqual([]);
    const unknown = await readCountingQueries('00000000-0000-4000-8000-000000000000');
    expect(unknown.found).toBeUndefined();
  });
});
