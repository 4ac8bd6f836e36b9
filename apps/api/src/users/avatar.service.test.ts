import type { SessionUser } from '@chaussee/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityTestbed, type IdentityTestbed } from './testing/identity-testbed.js';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const JPEG = Buffer.from('ffd8ffe000104a464946', 'hex');
const GIF = Buffer.from('GIF89a0000', 'latin1');
const ONE_MB = 1024 * 1024;

function padded(head: Buffer, size: number): Buffer {
  return Buffer.concat([head, Buffer.alloc(size - head.length)]);
}

describe('avatars', () => {
  let bed: IdentityTestbed;
  let user: SessionUser;
  let other: SessionUser;

  beforeAll(async () => {
    bed = await createIdentityTestbed();
    const row = await bed.createUser({
      email: 'a@client.fr',
      roles: ['ROLE_CUSTOMER_USER'],
      siteIds: [bed.customerSiteId],
    });
    user = { id: row.id, roles: row.roles, job: null };
    const otherRow = await bed.createUser({
      email: 'b@client.fr',
      roles: ['ROLE_CUSTOMER_USER'],
      siteIds: [bed.customerSiteId],
    });
    other = { id: otherRow.id, roles: otherRow.roles, job: null };
  });
  afterAll(() => bed.dispose());

  it('stores a PNG or a JPG under a name the server chooses', async () => {
    const png = await bed.avatars.uploadAvatar(user, user.id, PNG);
    const jpg = await bed.avatars.uploadAvatar(user, user.id, JPEG);
    expect(png.path).toMatch(new RegExp(`^avatars/${user.id}/[0-9a-f-]{36}\\.png$`, 'u'));
    expect(jpg.path).toMatch(/\.jpg$/u);
    await expect(bed.storage.get(png.path)).resolves.toEqual(PNG);
  });

  it('accepts exactly 1 MB and refuses one byte more', async () => {
    await expect(
      bed.avatars.uploadAvatar(user, user.id, padded(PNG, ONE_MB)),
    ).resolves.toHaveProperty('path');
    await expect(
      bed.avatars.uploadAvatar(user, user.id, padded(PNG, ONE_MB + 1)),
    ).rejects.toMatchObject({
      status: 400,
      detail: 'File size should not exceed 1MB',
      violations: [
        {
          propertyPath: 'file',
          code: 'pictureSize',
          message: 'le fichier ne doit pas excéder 1Mo',
        },
      ],
    });
  });

  it('refuses any other content, whatever it is called', async () => {
    for (const content of [GIF, Buffer.from('%PDF-1.7'), Buffer.alloc(0)]) {
      await expect(bed.avatars.uploadAvatar(user, user.id, content)).rejects.toMatchObject({
        code: 'validation_failed',
        status: 400,
        detail: 'File type must be a jpg or png image',
        violations: [{ propertyPath: 'file', code: 'pictureType' }],
      });
    }
  });

  it('reports both rules at once for a large file of another type, the type first', async () => {
    await expect(
      bed.avatars.uploadAvatar(user, user.id, padded(GIF, ONE_MB + 1)),
    ).rejects.toMatchObject({
      detail: 'File type must be a jpg or png image',
      violations: [{ code: 'pictureType' }, { code: 'pictureSize' }],
    });
  });

  it('refuses uploading for another user without the right to edit users', async () => {
    await expect(bed.avatars.uploadAvatar(user, other.id, PNG)).rejects.toMatchObject({
      status: 403,
    });
  });
});
