import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreConflictDetails } from '../cores/core-errors.js';
import { campaigns } from '../db/schema.js';
import { insertTestCampaign } from '../testing/test-campaign.js';
import { present, problemOf } from '../users/testing/http-identity.js';
import { PICTURE_FILE_MISSING } from './core-picture-files.service.js';
import { PATH_NOT_UPLOADED_FOR_CORE } from './core-picture.service.js';
import { newPictureKey, screenCopyKey } from './picture-key.js';
import { DEMO, startPictureBed, type PictureBed } from './testing/picture-bed.js';
import {
  dimensionsOf,
  insertTestCore,
  jpegOf,
  ONE_MB,
  paddedTo,
  PDF,
  pngOf,
} from './testing/picture-fixtures.js';

const UNKNOWN_ID = '7d0c1f9e-5b2a-4c3d-8e4f-a1b2c3d4e5f6';

describe('Core pictures over HTTP', () => {
  let bed: PictureBed;
  let campaignId: string;
  let token: string;
  let png: Buffer;
  beforeAll(async () => {
    bed = await startPictureBed();
    const db = bed.server.database.db;
    const memberIds = await Promise.all(
      ['technicien', 'client-principal'].map((account) => bed.idOf(`${account}${DEMO}`)),
    );
    campaignId = (await insertTestCampaign(db, { type: 'coring', memberIds })).id;
    token = await bed.tokenOf('technicien');
    png = await pngOf(40, 30);
  });
  afterAll(() => bed.server.close());

  const as = (bearer: string) => bed.server.clientAs(bearer);
  const newCore = (() => {
    let number = 0;
    return () => insertTestCore(bed.server.database.db, campaignId, ++number);
  })();

  async function uploadedPath(coreId: string, content = png): Promise<string> {
    const { data } = await bed.upload(token, coreId, content);
    return present(data).path;
  }

  async function addPicture(coreId: string, content = png, title?: string) {
    const path = await uploadedPath(coreId, content);
    const { data } = await as(token).POST('/core-pictures', {
      body: { coreId, path, ...(title === undefined ? {} : { title }) },
    });
    return present(data);
  }

  async function storedFilesOf(coreId: string): Promise<string[]> {
    const folder = join(bed.server.config.dataDir, 'files', 'cores', coreId, 'pictures');
    return readdir(folder).catch(() => []);
  }

  describe('POST /core-pictures/upload', () => {
    it('accepts a PNG named .jpg: the content decides, stored as .png in the core folder', async () => {
      const coreId = await newCore();
      const { data, response } = await bed.upload(token, coreId, png, 'photo.jpg');
      expect(response.status).toBe(201);
      const path = present(data).path;
      expect(path).toMatch(new RegExp(`^cores/${coreId}/pictures/[0-9a-f-]{36}\\.png$`, 'u'));
      expect(await bed.store.get(path)).toEqual(png);
    });

    it('accepts a JPEG named .png and stores it as .jpg', async () => {
      const coreId = await newCore();
      const jpeg = await jpegOf(20, 20);
      const { data } = await bed.upload(token, coreId, jpeg, 'photo.png');
      expect(present(data).path).toMatch(/\.jpg$/u);
    });

    it('refuses a PDF named .png with « File type must be a jpg or png image », storing nothing', async () => {
      const coreId = await newCore();
      const problem = await problemOf(bed.upload(token, coreId, PDF, 'plan.png'));
      expect(problem).toMatchObject({
        status: 400,
        code: 'validation_failed',
        detail: 'File type must be a jpg or png image',
        violations: [
          {
            propertyPath: 'file',
            code: 'pictureType',
            message: 'le fichier doit être un JPG ou un PNG',
          },
        ],
      });
      expect(await storedFilesOf(coreId)).toEqual([]);
    });

    it('accepts exactly 1 MB and refuses 1 MB + 1 byte with « File size should not exceed 1MB »', async () => {
      const coreId = await newCore();
      const { response } = await bed.upload(token, coreId, paddedTo(png, ONE_MB));
      expect(response.status).toBe(201);
      const problem = await problemOf(bed.upload(token, coreId, paddedTo(png, ONE_MB + 1)));
      expect(problem).toMatchObject({
        status: 400,
        code: 'validation_failed',
        detail: 'File size should not exceed 1MB',
        violations: [
          {
            propertyPath: 'file',
            code: 'pictureSize',
            message: 'le fichier ne doit pas excéder 1Mo',
          },
        ],
      });
      expect(await storedFilesOf(coreId)).toHaveLength(1);
    });

    it('refuses a form without file, an unknown core and an anonymous caller', async () => {
      const coreId = await newCore();
      const noFile = await problemOf(
        as(token).POST('/core-pictures/upload', {
          body: { coreId, file: '' },
          bodySerializer: () => {
            const form = new FormData();
            form.append('coreId', coreId);
            return form;
          },
        }),
      );
      expect(noFile).toMatchObject({ status: 400, code: 'validation_failed' });
      expect(noFile.violations).toContainEqual(
        expect.objectContaining({
          propertyPath: 'file',
          message: 'Vous devez obligatoirement choisir une image',
        }),
      );
      expect(await problemOf(bed.upload(token, UNKNOWN_ID, png))).toMatchObject({
        status: 404,
        code: 'not_found',
      });
      expect(await problemOf(bed.upload(undefined, coreId, png))).toMatchObject({ status: 401 });
    });
  });

  describe('POST /core-pictures', () => {
    it('attaches an uploaded path after the last picture; GET answers it', async () => {
      const coreId = await newCore();
      const first = await addPicture(coreId);
      const second = await addPicture(coreId, png, 'Vue de dessus');
      expect(first).toMatchObject({ coreId, position: 1, title: null });
      expect(second).toMatchObject({ coreId, position: 2, title: 'Vue de dessus' });
      const { data } = await as(token).GET('/core-pictures/{id}', {
        params: { path: { id: second.id } },
      });
      expect(data).toEqual(second);
    });

    it('puts a picture at the position asked, the others after it', async () => {
      const coreId = await newCore();
      const a = await addPicture(coreId);
      const b = await addPicture(coreId);
      const path = await uploadedPath(coreId);
      const { data } = await as(token).POST('/core-pictures', {
        body: { coreId, path, position: 1 },
      });
      const c = present(data);
      expect(c.position).toBe(1);
      expect(await bed.orderOf(coreId)).toEqual([c.id, a.id, b.id]);
    });

    it('refuses any path the upload did not make for this core, or already attached', async () => {
      const coreId = await newCore();
      const otherCoreId = await newCore();
      const attached = await addPicture(coreId);
      const userId = await bed.idOf(`technicien${DEMO}`);
      const { data: avatar } = await as(token).POST('/users/{id}/avatar/upload', {
        params: { path: { id: userId } },
        body: { file: 'a.png' },
        bodySerializer: () => {
          const form = new FormData();
          form.append('file', new Blob([png]), 'a.png');
          return form;
        },
      });
      const foreignPaths = [
        await uploadedPath(otherCoreId),
        present(avatar).path,
        newPictureKey(coreId, 'png'),
        screenCopyKey(attached.path),
        attached.path,
        `cores/${coreId}/pictures/../../${otherCoreId}/pictures/x.png`,
        'avatars/../../../etc/passwd',
      ];
      for (const path of foreignPaths) {
        const problem = await problemOf(
          as(token).POST('/core-pictures', { body: { coreId, path } }),
        );
        expect(problem, path).toMatchObject({
          status: 400,
          code: 'validation_failed',
          detail: PATH_NOT_UPLOADED_FOR_CORE,
          violations: [{ propertyPath: 'path', code: 'invalidValue' }],
        });
      }
      expect(await bed.orderOf(coreId)).toEqual([attached.id]);
    });

    it('answers 404 for an unknown core', async () => {
      const problem = await problemOf(
        as(token).POST('/core-pictures', { body: { coreId: UNKNOWN_ID, path: 'x' } }),
      );
      expect(problem).toMatchObject({ status: 404, code: 'not_found' });
    });
  });

  describe('positions', () => {
    it('PATCH and PUT move a picture; the others shift, keeping 1..n', async () => {
      const coreId = await newCore();
      const a = await addPicture(coreId);
      const b = await addPicture(coreId);
      const c = await addPicture(coreId);
      const d = await addPicture(coreId);
      const patch = (id: string, position: number) =>
        as(token).PATCH('/core-pictures/{id}', { params: { path: { id } }, body: { position } });

      await patch(d.id, 1);
      expect(await bed.orderOf(coreId)).toEqual([d.id, a.id, b.id, c.id]);
      await patch(d.id, 3);
      expect(await bed.orderOf(coreId)).toEqual([a.id, b.id, d.id, c.id]);
      const { data: moved } = await as(token).PUT('/core-pictures/{id}', {
        params: { path: { id: a.id } },
        body: { path: a.path, position: 4 },
      });
      expect(present(moved).position).toBe(4);
      expect(await bed.orderOf(coreId)).toEqual([b.id, d.id, c.id, a.id]);
      // Beyond the last means last.
      const { data: last } = await patch(b.id, 99);
      expect(present(last).position).toBe(4);
      expect(await bed.orderOf(coreId)).toEqual([d.id, c.id, a.id, b.id]);

      await as(token).DELETE('/core-pictures/{id}', { params: { path: { id: c.id } } });
      expect(await bed.orderOf(coreId)).toEqual([d.id, a.id, b.id]);
      const positions = await Promise.all(
        [d, a, b].map(async ({ id }) => {
          const { data } = await as(token).GET('/core-pictures/{id}', { params: { path: { id } } });
          return present(data).position;
        }),
      );
      expect(positions).toEqual([1, 2, 3]);
    });
  });

  describe('PUT and PATCH /core-pictures/{id}', () => {
    it('PUT with a new upload replaces the file and removes the old one; a caption left out is null', async () => {
      const coreId = await newCore();
      const picture = await addPicture(coreId, png, 'Avant');
      const newPath = await uploadedPath(coreId, await jpegOf(10, 10));
      const { data } = await as(token).PUT('/core-pictures/{id}', {
        params: { path: { id: picture.id } },
        body: { path: newPath, position: 1 },
      });
      expect(data).toMatchObject({ id: picture.id, path: newPath, title: null, position: 1 });
      expect(await bed.store.get(picture.path)).toBeUndefined();
      expect(await bed.store.get(newPath)).toBeDefined();
    });

    it('PUT refuses a path of another core and keeps the picture as it was', async () => {
      const coreId = await newCore();
      const picture = await addPicture(coreId);
      const foreign = await uploadedPath(await newCore());
      const problem = await problemOf(
        as(token).PUT('/core-pictures/{id}', {
          params: { path: { id: picture.id } },
          body: { path: foreign, position: 1 },
        }),
      );
      expect(problem).toMatchObject({ status: 400, detail: PATH_NOT_UPLOADED_FOR_CORE });
      const { data } = await as(token).GET('/core-pictures/{id}', {
        params: { path: { id: picture.id } },
      });
      expect(data).toEqual(picture);
    });

    it('PATCH changes only what it sends: a caption, then null clears it', async () => {
      const coreId = await newCore();
      await addPicture(coreId);
      const picture = await addPicture(coreId);
      const patch = (body: { title?: string | null }) =>
        as(token).PATCH('/core-pictures/{id}', { params: { path: { id: picture.id } }, body });
      const { data } = await patch({ title: 'Carotte entière' });
      expect(data).toMatchObject({ title: 'Carotte entière', position: 2, path: picture.path });
      expect(present((await patch({})).data).title).toBe('Carotte entière');
      expect(present((await patch({ title: null })).data).title).toBeNull();
    });

    it('answers 404 for an unknown picture and 400 for a malformed id', async () => {
      const body = { title: 'x' };
      expect(
        await problemOf(
          as(token).PATCH('/core-pictures/{id}', { params: { path: { id: UNKNOWN_ID } }, body }),
        ),
      ).toMatchObject({ status: 404, code: 'not_found' });
      expect(
        await problemOf(
          as(token).PATCH('/core-pictures/{id}', { params: { path: { id: 'abc' } }, body }),
        ),
      ).toMatchObject({ status: 400 });
    });
  });

  describe('GET /core-pictures/{id}/download', () => {
    const download = (id: string, original?: boolean) =>
      as(token).GET('/core-pictures/{id}/download', {
        params: { path: { id }, query: original === undefined ? {} : { original } },
        parseAs: 'arrayBuffer',
      });

    it('answers the original as uploaded with original=true', async () => {
      const coreId = await newCore();
      const wide = await pngOf(2400, 1200);
      const picture = await addPicture(coreId, wide);
      const { data, response } = await download(picture.id, true);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(present(data))).toEqual(wide);
    });

    it('answers a copy 1600 px wide by default, made once and then served from the store', async () => {
      const coreId = await newCore();
      const picture = await addPicture(coreId, await jpegOf(3200, 2400));
      const { data, response } = await download(picture.id);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      expect(await dimensionsOf(present(data))).toEqual([1600, 1200]);
      const cached = await bed.store.get(screenCopyKey(picture.path));
      expect(cached).toEqual(Buffer.from(present(data)));
      // A marker in place of the cached copy proves the next answer comes from the cache.
      await bed.store.put(screenCopyKey(picture.path), await jpegOf(8, 8));
      expect(await dimensionsOf(present((await download(picture.id)).data))).toEqual([8, 8]);
      expect(await dimensionsOf(present((await download(picture.id, true)).data))).toEqual([
        3200, 2400,
      ]);
    });

    it('answers the original of a picture already narrow enough, without copy', async () => {
      const coreId = await newCore();
      const picture = await addPicture(coreId, png);
      expect(Buffer.from(present((await download(picture.id)).data))).toEqual(png);
      expect(await bed.store.get(screenCopyKey(picture.path))).toBeUndefined();
    });

    it('answers 404 when the file is missing from the storage, and for an unknown picture', async () => {
      const coreId = await newCore();
      const picture = await addPicture(coreId);
      await bed.store.delete(picture.path);
      expect(await problemOf(download(picture.id, true))).toMatchObject({
        status: 404,
        detail: PICTURE_FILE_MISSING,
      });
      expect(await problemOf(download(UNKNOWN_ID))).toMatchObject({ status: 404 });
    });
  });

  describe('DELETE /core-pictures/{id}', () => {
    it('deletes the picture, then its file and its screen copy', async () => {
      const coreId = await newCore();
      const picture = await addPicture(coreId, await pngOf(2000, 100));
      await as(token).GET('/core-pictures/{id}/download', {
        params: { path: { id: picture.id }, query: {} },
        parseAs: 'arrayBuffer',
      });
      expect(await storedFilesOf(coreId)).toHaveLength(2);
      const { response } = await as(token).DELETE('/core-pictures/{id}', {
        params: { path: { id: picture.id } },
      });
      expect(response.status).toBe(204);
      expect(await storedFilesOf(coreId)).toEqual([]);
      expect(
        await problemOf(
          as(token).GET('/core-pictures/{id}', { params: { path: { id: picture.id } } }),
        ),
      ).toMatchObject({ status: 404 });
    });
  });

  describe('a closed campaign', () => {
    it('keeps its pictures as they are (409) but still shows them', async () => {
      const db = bed.server.database.db;
      const memberIds = [await bed.idOf(`technicien${DEMO}`)];
      const finished = await insertTestCampaign(db, { type: 'coring', memberIds });
      const coreId = await insertTestCore(db, finished.id);
      const picture = await bed.fixturePicture(coreId, png);
      await db.update(campaigns).set({ status: 'finished' }).where(eq(campaigns.id, finished.id));
      const id = { params: { path: { id: picture.id } } };
      // Each call starts when awaited: a call started early would reject with nobody listening.
      const refusals = [
        () => bed.upload(token, coreId, png),
        () => as(token).POST('/core-pictures', { body: { coreId, path: picture.path } }),
        () =>
          as(token).PUT('/core-pictures/{id}', {
            ...id,
            body: { path: picture.path, position: 1 },
          }),
        () => as(token).PATCH('/core-pictures/{id}', { ...id, body: { title: 'Trop tard' } }),
        () => as(token).DELETE('/core-pictures/{id}', id),
      ];
      for (const refusal of refusals) {
        expect(await problemOf(refusal())).toMatchObject({
          status: 409,
          code: 'campaign_closed',
          detail: coreConflictDetails.campaignClosed,
        });
      }
      expect((await as(token).GET('/core-pictures/{id}', id)).data).toEqual(picture);
    });
  });

  describe('GET /cores/{id}/core-pictures/check', () => {
    const check = (coreId: string) =>
      as(token).GET('/cores/{id}/core-pictures/check', { params: { path: { id: coreId } } });

    it('counts the pictures and names those whose file is missing', async () => {
      const coreId = await newCore();
      const { data: empty } = await check(coreId);
      expect(empty).toEqual({
        coreId,
        picturesCount: 0,
        hasPictures: false,
        missingFilePictureIds: [],
      });

      const kept = await addPicture(coreId);
      const lost = await addPicture(coreId);
      // A picture of another core never counts here.
      await addPicture(await newCore());
      await bed.store.delete(lost.path);
      expect((await check(coreId)).data).toEqual({
        coreId,
        picturesCount: 2,
        hasPictures: true,
        missingFilePictureIds: [lost.id],
      });
      await bed.store.delete(kept.path);
      expect((await check(coreId)).data).toMatchObject({
        hasPictures: false,
        missingFilePictureIds: expect.arrayContaining([kept.id, lost.id]) as unknown,
      });
    });

    it('answers 404 for an unknown core', async () => {
      expect(await problemOf(check(UNKNOWN_ID))).toMatchObject({ status: 404, code: 'not_found' });
    });
  });
});
