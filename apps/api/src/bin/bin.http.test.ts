import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { binRestoreDetails } from '@chaussee/validation';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedKeysOfPicture } from '../core-pictures/picture-key.js';
import { DEMO_SITES } from '../db/demo/demo-organizations.js';
import { withBaseTables } from '../db/live-views.js';
import { campaigns, coreLayers, corePictures, cores, documents } from '../db/schema.js';
import { storageOf } from '../downloads/testing/test-worker.js';
import { newStorageKey } from '../storage/storage-key.js';
import { answerOf, present, problemOf } from '../users/testing/http-identity.js';
import {
  DEMO,
  startProjectsTestbed,
  type ProjectsTestbed,
} from '../workspaces/testing/projects-testbed.js';
import { createBinPurge } from './bin-purge.js';

const DAY = 24 * 60 * 60 * 1000;

describe('The bin: deleted workspaces, campaigns, cores and documents, restored or purged', () => {
  let bed: ProjectsTestbed;
  let workspaceId: string;

  beforeAll(async () => {
    bed = await startProjectsTestbed();
    workspaceId = await bed.insertWorkspace({
      siteId: DEMO_SITES.isereMobilites.id,
      name: 'Routes de l’Isère',
      memberIds: [bed.userId(DEMO.officeAdmin)],
    });
  });
  afterAll(() => bed.server.close());

  const path = (id: string) => ({ params: { path: { id } } });
  const restorePath = (kind: 'workspace' | 'campaign' | 'core' | 'document', id: string) => ({
    params: { path: { kind, id } },
  });

  async function coresOf(campaignId: string) {
    return bed.db
      .select({ id: cores.id, number: cores.number })
      .from(cores)
      .where(eq(cores.campaignId, campaignId))
      .orderBy(cores.number);
  }

  /** A campaign of the workspace with one core, and that core's id. */
  async function oneCoreCampaign(name: string) {
    const campaignId = await bed.insertCampaign({ workspaceId, name, coresCount: 1 });
    const [core] = await coresOf(campaignId);
    return { campaignId, coreId: present(core).id };
  }

  async function binList(kind?: 'workspace' | 'campaign' | 'core' | 'document') {
    const { data } = await (
      await bed.as(DEMO.superAdmin)
    ).GET('/bin', { params: { query: { limit: 200, ...(kind && { kind }) } } });
    return present(data);
  }

  async function status(call: Promise<{ response: Response }>) {
    return (await answerOf(call)).status;
  }

  it('bins a core with its layers: gone from every read, listed in the bin, restored with its layers', async () => {
    const campaignId = await bed.insertCampaign({
      workspaceId,
      name: 'Carottage A',
      coresCount: 3,
    });
    const [, second] = await coresOf(campaignId);
    const coreId = present(second).id;
    await bed.db.insert(coreLayers).values({
      coreId,
      position: 1,
      type: 'CA',
      thickness: 40,
      condition: 'healthy_smooth',
    });
    const admin = await bed.as(DEMO.superAdmin);
    const deleted = await admin.DELETE('/cores/{id}', {
      params: { path: { id: coreId }, query: { force: true } },
    });
    expect(deleted.response.status).toBe(204);

    expect(await status(admin.GET('/cores/{id}', path(coreId)))).toBe(404);
    expect(await status(admin.GET('/cores/{id}/cores-layers', path(coreId)))).toBe(404);
    const list = await admin.GET('/campaigns/{id}/cores', {
      params: { path: { id: campaignId }, query: {} },
    });
    expect(JSON.stringify(list.data)).not.toContain(coreId);
    // The later core took its number (spec section 4), the binned one keeps its own.
    expect((await coresOf(campaignId)).map((core) => core.number)).toEqual([1, 2]);

    const binned = (await binList('core')).items.find((item) => item.id === coreId);
    expect(binned).toMatchObject({
      kind: 'core',
      parent: 'Carottage A',
      deletedAt: bed.clock.now().toISOString(),
      purgeAt: new Date(bed.clock.now().getTime() + 30 * DAY).toISOString(),
    });
    expect(present(binned).deletedBy).toMatch(/\S+ \S+/);

    // Its number was taken by the core renumbered after it: the restore says what to do.
    const conflict = await problemOf(
      admin.POST('/bin/{kind}/{id}/restore', restorePath('core', coreId)),
    );
    expect(conflict).toMatchObject({ status: 409, code: 'bin_number_taken' });
    expect(conflict.detail).toContain('Le numéro 2 de cette carotte');

    // The core now numbered 2 goes: the number is free again, the core comes back with its layer.
    const [, third] = await coresOf(campaignId);
    await admin.DELETE('/cores/{id}', {
      params: { path: { id: present(third).id }, query: { force: true } },
    });
    expect(await status(admin.POST('/bin/{kind}/{id}/restore', restorePath('core', coreId)))).toBe(
      204,
    );
    const { data: layers } = await admin.GET('/cores/{id}/cores-layers', path(coreId));
    expect(JSON.stringify(layers)).toContain('"thickness":40');
    expect((await binList('core')).items.map((item) => item.id)).not.toContain(coreId);
  });

  it('bins a campaign with its cores and restores both; a core binned before stays in the bin', async () => {
    const campaignId = await bed.insertCampaign({
      workspaceId,
      name: 'Carottage B',
      coresCount: 2,
    });
    const [firstCore, secondCore] = await coresOf(campaignId);
    const admin = await bed.as(DEMO.superAdmin);
    // The last core first (no renumbering), then its campaign.
    await admin.DELETE('/cores/{id}', {
      params: { path: { id: present(secondCore).id }, query: { force: true } },
    });
    expect(await status(admin.DELETE('/campaigns/{id}', path(campaignId)))).toBe(204);

    expect(await status(admin.GET('/campaigns/{id}', path(campaignId)))).toBe(404);
    expect(await status(admin.GET('/cores/{id}', path(present(firstCore).id)))).toBe(404);
    const member = await bed.as(DEMO.officeAdmin);
    const { data: inWorkspace } = await member.GET('/workspaces/{id}/campaigns', {
      params: { path: { id: workspaceId }, query: {} },
    });
    expect(JSON.stringify(inWorkspace)).not.toContain(campaignId);
    const { data: everywhere } = await member.GET('/users/{id}/campaigns', {
      params: { path: { id: bed.userId(DEMO.officeAdmin) }, query: {} },
    });
    expect(JSON.stringify(everywhere)).not.toContain(campaignId);

    expect(
      await status(admin.POST('/bin/{kind}/{id}/restore', restorePath('campaign', campaignId))),
    ).toBe(204);
    expect(await status(admin.GET('/campaigns/{id}', path(campaignId)))).toBe(200);
    expect(await status(admin.GET('/cores/{id}', path(present(firstCore).id)))).toBe(200);
    expect(await status(admin.GET('/cores/{id}', path(present(secondCore).id)))).toBe(404);
    expect((await binList()).items.map((item) => item.id)).toContain(present(secondCore).id);
  });

  it('bins a workspace: its campaigns vanish with it; restoring one of them first is a French 409', async () => {
    const binnedWorkspaceId = await bed.insertWorkspace({
      siteId: DEMO_SITES.isereMobilites.id,
      name: 'Projet supprimé',
    });
    const campaignId = await bed.insertCampaign({
      workspaceId: binnedWorkspaceId,
      name: 'Carottage C',
      coresCount: 1,
    });
    const admin = await bed.as(DEMO.superAdmin);
    // The campaign goes on its own first, then its workspace.
    await admin.DELETE('/campaigns/{id}', path(campaignId));
    expect(await status(admin.DELETE('/workspaces/{id}', path(binnedWorkspaceId)))).toBe(204);
    expect(await status(admin.GET('/workspaces/{id}', path(binnedWorkspaceId)))).toBe(404);

    const refused = await problemOf(
      admin.POST('/bin/{kind}/{id}/restore', restorePath('campaign', campaignId)),
    );
    expect(refused).toMatchObject({
      status: 409,
      code: 'bin_parent_binned',
      detail: binRestoreDetails.parentBinned('workspace', 'Projet supprimé'),
    });

    expect(
      await status(
        admin.POST('/bin/{kind}/{id}/restore', restorePath('workspace', binnedWorkspaceId)),
      ),
    ).toBe(204);
    expect(await status(admin.GET('/workspaces/{id}', path(binnedWorkspaceId)))).toBe(200);
    // The campaign was deleted on its own: it waits for its own restore.
    expect(await status(admin.GET('/campaigns/{id}', path(campaignId)))).toBe(404);
    expect(
      await status(admin.POST('/bin/{kind}/{id}/restore', restorePath('campaign', campaignId))),
    ).toBe(204);
    expect(await status(admin.GET('/campaigns/{id}', path(campaignId)))).toBe(200);
  });

  it('bins a document: gone from its campaign’s list, back after its restore', async () => {
    const campaignId = await bed.insertCampaign({ workspaceId, name: 'Carottage D' });
    const [document] = await bed.db
      .insert(documents)
      .values({
        campaignId,
        category: 'other',
        name: 'rapport.pdf',
        extension: 'pdf',
        size: 3,
        mediaType: 'application/pdf',
        contentHash: 'a'.repeat(64),
        s3Path: `campaigns/${campaignId}/documents/rapport.pdf`,
      })
      .returning();
    const id = present(document).id;
    const admin = await bed.as(DEMO.superAdmin);
    const listed = async () =>
      JSON.stringify(
        (
          await admin.GET('/campaigns/{id}/documents', {
            params: { path: { id: campaignId }, query: {} },
          })
        ).data,
      );
    expect(await listed()).toContain(id);
    expect(await status(admin.DELETE('/documents/{id}', path(id)))).toBe(204);
    expect(await listed()).not.toContain(id);
    expect((await binList('document')).items.find((item) => item.id === id)).toMatchObject({
      name: 'rapport.pdf',
      parent: 'Carottage D',
    });
    expect(await status(admin.POST('/bin/{kind}/{id}/restore', restorePath('document', id)))).toBe(
      204,
    );
    expect(await listed()).toContain(id);
  });

  it('refuses the bin to every other caller, and answers 404 for what is not in it', async () => {
    const { campaignId, coreId } = await oneCoreCampaign('Carottage E');
    const admin = await bed.as(DEMO.superAdmin);
    expect(await status(admin.POST('/bin/{kind}/{id}/restore', restorePath('core', coreId)))).toBe(
      404,
    );
    await admin.DELETE('/cores/{id}', { params: { path: { id: coreId }, query: { force: true } } });
    for (const email of [DEMO.admin, DEMO.officeAdmin, DEMO.customerSupervisor, DEMO.readOnly]) {
      const caller = await bed.as(email);
      expect([email, await status(caller.GET('/bin', { params: { query: {} } }))]).toEqual([
        email,
        403,
      ]);
      expect([
        email,
        await status(caller.POST('/bin/{kind}/{id}/restore', restorePath('core', coreId))),
      ]).toEqual([email, 403]);
    }
    const guest = await bed.guestOf(campaignId);
    expect(await status(guest.GET('/bin', { params: { query: {} } }))).toBe(403);
    expect(await status(bed.server.client.GET('/bin', { params: { query: {} } }))).toBe(401);
    // Still in the bin: nobody restored it.
    expect(await status(admin.GET('/cores/{id}', path(coreId)))).toBe(404);
  });

  it('lists the bin without a write: its answer may be kept, and those kept for everyone stay kept', async () => {
    const { coreId } = await oneCoreCampaign('Carottage L');
    const admin = await bed.as(DEMO.superAdmin);
    await admin.DELETE('/cores/{id}', { params: { path: { id: coreId }, query: { force: true } } });
    const { generation } = bed.server.database;
    const before = generation.current();
    for (const kind of [undefined, 'core'] as const) {
      const items = (await binList(kind)).items.map((item) => item.id);
      expect([kind, items.includes(coreId)]).toEqual([kind, true]);
    }
    // A transaction or a `set` would have moved it (db/data-generation.ts).
    expect(generation.isUnchangedSince(before)).toBe(true);
  });

  it('lets a delete and a restore of one item race without a 500: it ends in one state, and two restores restore once', async () => {
    const campaignId = await bed.insertCampaign({
      workspaceId,
      name: 'Carottage F',
      coresCount: 1,
    });
    const admin = await bed.as(DEMO.superAdmin);
    await admin.DELETE('/campaigns/{id}', path(campaignId));
    const restores = await Promise.all([
      status(admin.POST('/bin/{kind}/{id}/restore', restorePath('campaign', campaignId))),
      status(admin.POST('/bin/{kind}/{id}/restore', restorePath('campaign', campaignId))),
    ]);
    expect(restores.sort()).toEqual([204, 404]);

    // A live campaign deleted while a restore of it is asked: whichever runs first, both answer
    // as the state they found, and the last word is the state that stays.
    const campaign = () => status(admin.GET('/campaigns/{id}', path(campaignId)));
    const [restored, deleted] = await Promise.all([
      status(admin.POST('/bin/{kind}/{id}/restore', restorePath('campaign', campaignId))),
      status(admin.DELETE('/campaigns/{id}', path(campaignId))),
    ]);
    expect(deleted).toBe(204);
    expect(await campaign()).toBe(restored === 204 ? 200 : 404);
    // Binned: the same race once more, from the bin.
    if (restored === 204) await admin.DELETE('/campaigns/{id}', path(campaignId));
    const [again, deletedAgain] = await Promise.all([
      status(admin.POST('/bin/{kind}/{id}/restore', restorePath('campaign', campaignId))),
      status(admin.DELETE('/campaigns/{id}', path(campaignId))),
    ]);
    expect(again).toBe(204);
    // Either the deletion waited for the restore (and binned it again) or ran first (404).
    expect([204, 404]).toContain(deletedAgain);
    expect(await campaign()).toBe(deletedAgain === 404 ? 200 : 404);
  });

  it('purges what stayed in the bin past the retention, with its rows and stored files, once', async () => {
    const { campaignId, coreId } = await oneCoreCampaign('Carottage G');
    const key = newStorageKey(`cores/${coreId}/pictures/`, 'png');
    const files = storedKeysOfPicture(key).map((stored) =>
      join(bed.server.config.dataDir, 'files', stored),
    );
    for (const file of files) {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, 'image');
    }
    await bed.db.insert(corePictures).values({ coreId, path: key, position: 1 });
    const admin = await bed.as(DEMO.superAdmin);
    await admin.DELETE('/campaigns/{id}', path(campaignId));

    const errors: unknown[] = [];
    const purge = createBinPurge({
      db: bed.db,
      storage: storageOf(bed.server),
      now: bed.clock.now,
      retentionDays: 30,
      log: { error: (details) => errors.push(details) },
    });
    const inBaseTable = () =>
      withBaseTables(bed.db, (tx) =>
        tx.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, campaignId)),
      );

    bed.clock.advance(29 * DAY);
    await purge.runOnce();
    expect(await inBaseTable()).toHaveLength(1);
    expect(files.map((file) => existsSync(file))).toEqual([true, true]);

    bed.clock.advance(2 * DAY);
    // Two processes at once: one purges, the other finds the lock taken or nothing left.
    const removed = await Promise.all([purge.runOnce(), purge.runOnce()]);
    expect(removed.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1);
    expect(await inBaseTable()).toEqual([]);
    const coreRows = await withBaseTables(bed.db, (tx) =>
      tx.select({ id: cores.id }).from(cores).where(eq(cores.id, coreId)),
    );
    expect(coreRows).toEqual([]);
    expect(files.map((file) => existsSync(file))).toEqual([false, false]);
    expect(await purge.runOnce()).toBe(0);
    expect(errors).toEqual([]);
    // The tokens signed in before have expired meanwhile.
    const { token } = await bed.signIn(DEMO.superAdmin);
    const { data } = await bed.server.clientAs(token).GET('/bin', { params: { query: {} } });
    expect(present(data).items.map((item) => item.id)).not.toContain(campaignId);
  });
});
