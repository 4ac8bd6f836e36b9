import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  present,
  problemOf,
  startIdentityServer,
  type IdentityServer,
} from './testing/http-identity.js';

const PNG = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
  Buffer.alloc(32),
]);

describe('Account operations over HTTP: passwords, recovery links, avatars', () => {
  let bed: IdentityServer;

  beforeAll(async () => {
    bed = await startIdentityServer();
  });
  afterAll(() => bed.server.close());

  const as = (token: string) => bed.server.clientAs(token);

  describe('passwords', () => {
    it('changes one’s own password (204), refusing a wrong current one (400) and another user (403)', async () => {
      const { token } = await bed.signIn('statistiques@demo.chaussee.fr');
      const id = await bed.idOf('statistiques@demo.chaussee.fr');
      const wrong = await problemOf(
        as(token).PUT('/users/{id}/password', {
          params: { path: { id } },
          body: { currentPassword: 'Mauvais2026!', newPassword: 'Nouveau2026!' },
        }),
      );
      expect(wrong).toMatchObject({
        status: 400,
        violations: [expect.objectContaining({ propertyPath: 'currentPassword' })],
      });
      const weak = await problemOf(
        as(token).PUT('/users/{id}/password', {
          params: { path: { id } },
          body: { currentPassword: 'Chaussee2026!', newPassword: 'faible' },
        }),
      );
      expect(weak.violations).toEqual([
        {
          propertyPath: 'newPassword',
          code: 'password',
          message:
            'Min. 8 caractères avec au moins une lettre majuscule, un chiffre et un caractère spécial.',
        },
      ]);
      const readerId = await bed.idOf('lecteur@demo.chaussee.fr');
      expect(
        await problemOf(
          as(token).PUT('/users/{id}/password', {
            params: { path: { id: readerId } },
            body: { currentPassword: 'Chaussee2026!', newPassword: 'Nouveau2026!' },
          }),
        ),
      ).toMatchObject({ status: 403 });
      const { response } = await as(token).PUT('/users/{id}/password', {
        params: { path: { id } },
        body: { currentPassword: 'Chaussee2026!', newPassword: 'Nouveau2026!' },
      });
      expect(response.status).toBe(204);
    });

    it('recovers an account by email: same answer for anyone, a link that works once', async () => {
      const client = bed.server.client;
      const before = bed.outboxLinks().length;
      const unknown = await client.POST('/account-recoveries', {
        body: { email: 'personne@nulle-part.fr' },
      });
      const known = await client.POST('/account-recoveries', {
        body: { email: 'technicien@demo.chaussee.fr' },
      });
      expect([unknown.response.status, known.response.status]).toEqual([204, 204]);
      const links = bed.outboxLinks().slice(before);
      expect(links).toHaveLength(1);
      const token = new URL(links[0] ?? '').searchParams.get('token') ?? '';

      const { response } = await client.POST('/reset-password/{token}', {
        params: { path: { token } },
        body: { password: 'Recupere2026!' },
      });
      expect(response.status).toBe(204);
      await expect(
        client.POST('/login_check', {
          body: { username: 'technicien@demo.chaussee.fr', password: 'Recupere2026!' },
        }),
      ).resolves.toHaveProperty('data.token');
      expect(
        await problemOf(
          client.POST('/reset-password/{token}', {
            params: { path: { token } },
            body: { password: 'Encore2026!' },
          }),
        ),
      ).toMatchObject({ status: 400, code: 'bad_request', detail: 'The token has expired' });
      expect(
        await problemOf(
          client.POST('/reset-password/{token}', {
            params: { path: { token: 'inconnu' } },
            body: { password: 'Encore2026!' },
          }),
        ),
      ).toMatchObject({ status: 404 });
    });

    it('creates a recovery link (201, ld+json) and mails it when asked', async () => {
      const id = await bed.idOf('client-utilisateur@demo.chaussee.fr');
      const { token } = await bed.signIn('client-superviseur@demo.chaussee.fr');
      const before = bed.outboxLinks().length;
      const { data, response } = await as(token).POST('/v2/users/{id}/create-recovery-link', {
        params: { path: { id }, query: { sendEmail: true } },
      });
      expect(response.status).toBe(201);
      expect(data).toMatchObject({ emailSent: true });
      expect(bed.outboxLinks().slice(before)).toEqual([present(data).url]);
      const copied = await as(token).POST('/v2/users/{id}/create-recovery-link', {
        params: { path: { id }, query: { sendEmail: false } },
      });
      expect(copied.data).toMatchObject({ emailSent: false });
      expect(bed.outboxLinks().slice(before)).toHaveLength(1);
      const { token: userToken } = await bed.signIn('client-utilisateur@demo.chaussee.fr');
      expect(
        await problemOf(
          as(userToken).POST('/v2/users/{id}/create-recovery-link', {
            params: { path: { id }, query: { sendEmail: true } },
          }),
        ),
      ).toMatchObject({ status: 403 });
    });
  });

  describe('POST /users/{id}/avatar/upload', () => {
    function upload(token: string, id: string, content: Buffer, name = 'photo.png') {
      return as(token).POST('/users/{id}/avatar/upload', {
        params: { path: { id } },
        body: { file: name },
        bodySerializer: () => {
          const form = new FormData();
          form.append('file', new Blob([content]), name);
          return form;
        },
      });
    }

    it('stores a picture checked by content, then PATCH sets it as the profile picture', async () => {
      const { token } = await bed.signIn('client-utilisateur@demo.chaussee.fr');
      const id = await bed.idOf('client-utilisateur@demo.chaussee.fr');
      const { data, response } = await upload(token, id, PNG, 'photo.gif');
      expect(response.status).toBe(201);
      const path = present(data).path;
      expect(path).toMatch(new RegExp(`^avatars/${id}/[0-9a-f-]{36}\\.png$`, 'u'));
      const { data: patched } = await as(token).PATCH('/users/{id}', {
        params: { path: { id } },
        body: { profilePicturePath: path },
      });
      expect(present(patched).profilePicturePath).toBe(path);
    });

    it('answers 400 with the section 8 texts for another type or more than 1 MB', async () => {
      const { token } = await bed.signIn('client-utilisateur@demo.chaussee.fr');
      const id = await bed.idOf('client-utilisateur@demo.chaussee.fr');
      expect(
        await problemOf(upload(token, id, Buffer.from('GIF89a....'), 'photo.png')),
      ).toMatchObject({
        status: 400,
        detail: 'File type must be a jpg or png image',
        violations: [
          {
            propertyPath: 'file',
            code: 'pictureType',
            message: 'le fichier doit être un JPG ou un PNG',
          },
        ],
      });
      const large = Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]);
      expect(await problemOf(upload(token, id, large))).toMatchObject({
        status: 400,
        detail: 'File size should not exceed 1MB',
      });
    });
  });
});
