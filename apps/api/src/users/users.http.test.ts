import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestCampaign } from '../testing/test-campaign.js';
import {
  present,
  problemOf,
  startIdentityServer,
  type IdentityServer,
} from './testing/http-identity.js';

describe('Users operations over HTTP', () => {
  let bed: IdentityServer;
  let adminToken: string;
  let customerMainToken: string;
  let customerSiteId: string;

  beforeAll(async () => {
    bed = await startIdentityServer();
    adminToken = (await bed.signIn('admin@demo.chaussee.fr')).token;
    customerMainToken = (await bed.signIn('client-principal@demo.chaussee.fr')).token;
    const { data } = await bed.server.clientAs(customerMainToken).GET('/current_user');
    customerSiteId = present(present(data).sites[0]).id;
  });
  afterAll(() => bed.server.close());

  const as = (token: string) => bed.server.clientAs(token);
  const newCustomer = (email: string) => ({
    userType: 'customer_user' as const,
    email,
    firstName: 'Inès',
    lastName: 'Lambert',
    roles: ['ROLE_CUSTOMER_USER' as const],
    siteIds: [customerSiteId],
  });

  describe('POST /users', () => {
    it('creates a user (201) and mails the invitation by default', async () => {
      const before = bed.outboxLinks().length;
      const { data, response } = await as(customerMainToken).POST('/users', {
        body: { ...newCustomer('ines.lambert@client.fr'), sendInvitation: true },
      });
      expect(response.status).toBe(201);
      expect(data).toMatchObject({
        email: 'ines.lambert@client.fr',
        roles: ['ROLE_CUSTOMER_USER'],
        organization: { name: 'Département de l’Isère' },
        isActive: true,
      });
      expect(present(data)).not.toHaveProperty('passwordHash');
      expect(bed.outboxLinks().slice(before)).toEqual([
        expect.stringMatching(/\/password-edit\?token=[\w-]{43}$/u),
      ]);
    });

    it('mails the invitation when sendInvitation is left out (its default is true)', async () => {
      const before = bed.outboxLinks().length;
      const response = await fetch(`${bed.server.baseUrl}/api/users`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${customerMainToken}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(newCustomer('par-defaut@client.fr')),
      });
      expect(response.status).toBe(201);
      await bed.server.assertContractResponse(response, 'createUser');
      expect(bed.outboxLinks().slice(before)).toHaveLength(1);
    });

    it('answers 400 with French violations, and the section 8 texts where they apply', async () => {
      const invalid = await problemOf(
        as(adminToken).POST('/users', {
          body: { ...newCustomer('pas-une-adresse'), roles: [], sendInvitation: false },
        }),
      );
      expect(invalid).toMatchObject({ status: 400, code: 'validation_failed' });
      expect(invalid.violations).toEqual(
        expect.arrayContaining([
          {
            propertyPath: 'email',
            code: 'email',
            message: 'Veuillez saisir une adresse mail valide',
          },
          {
            propertyPath: 'roles',
            code: 'atLeastOneRole',
            message: 'Veuillez attribuer au moins un rôle',
          },
        ]),
      );
      const wrongType = await problemOf(
        as(adminToken).POST('/users', {
          body: {
            ...newCustomer('type@client.fr'),
            roles: ['ROLE_CUSTOMER_MAIN'],
            sendInvitation: false,
          },
        }),
      );
      expect(wrongType).toMatchObject({ status: 400, detail: 'You should set a userType' });
      const tooLong = await problemOf(
        as(adminToken).POST('/users', {
          body: {
            ...newCustomer('long@client.fr'),
            lastName: 'a'.repeat(255),
            sendInvitation: false,
          },
        }),
      );
      expect(tooLong).toMatchObject({
        status: 400,
        code: 'validation_failed',
        detail: 'value too long for type character varying(255)',
      });
      expect(tooLong.violations).toEqual([
        { propertyPath: 'lastName', code: 'maxLength', message: '254 caractères max' },
      ]);
    });

    it('answers 403 to a role without the right and 409 to an address in use', async () => {
      const { token } = await bed.signIn('client-utilisateur@demo.chaussee.fr');
      expect(
        await problemOf(
          as(token).POST('/users', {
            body: { ...newCustomer('x@client.fr'), sendInvitation: false },
          }),
        ),
      ).toMatchObject({ status: 403, code: 'forbidden' });
      expect(
        await problemOf(
          as(adminToken).POST('/users', {
            body: { ...newCustomer('LECTEUR@demo.chaussee.fr'), sendInvitation: false },
          }),
        ),
      ).toMatchObject({ status: 409, code: 'already_exists', detail: 'user already exist' });
      expect(
        await problemOf(
          as(customerMainToken).POST('/users', {
            body: { ...newCustomer('admin@demo.chaussee.fr'), sendInvitation: false },
          }),
        ),
      ).toMatchObject({ status: 409, detail: 'The user already exist. Ask an administrator.' });
    });

    it('answers 401 without a token', async () => {
      expect(
        await problemOf(
          bed.server.client.POST('/users', {
            body: { ...newCustomer('y@client.fr'), sendInvitation: false },
          }),
        ),
      ).toMatchObject({ status: 401, code: 'unauthenticated' });
    });
  });

  describe('GET /v2/users and GET /users/{id}', () => {
    it('lists the users a customer sees, as an ld+json collection', async () => {
      const { data, response } = await as(customerMainToken).GET('/v2/users', {
        params: { query: { limit: 200 } },
      });
      expect(response.headers.get('content-type')).toContain('application/ld+json');
      const page = present(data);
      expect(page.totalItems).toBe(page.member.length);
      expect(
        page.member.every((user) => user.organization?.name === 'Département de l’Isère'),
      ).toBe(true);
    });

    it('filters staff by job and answers 400 for a job that does not exist', async () => {
      const { data } = await as(adminToken).GET('/v2/users', {
        params: { query: { job: 'technician', limit: 200 } },
      });
      expect(
        present(data)
          .member.map((user) => user.email)
          .sort(),
      ).toEqual(['collaborateur@demo.chaussee.fr', 'technicien@demo.chaussee.fr']);
      const response = await fetch(`${bed.server.baseUrl}/api/v2/users?job=astronaut`, {
        headers: { authorization: `Bearer ${adminToken}`, accept: 'application/ld+json' },
      });
      expect(response.status).toBe(400);
      await bed.server.assertContractResponse(response, 'listUsers');
    });

    it('filters staff by agency (agencies[] in the query)', async () => {
      const { data: me } = await as((await bed.signIn('ingenieur@demo.chaussee.fr')).token).GET(
        '/current_user',
      );
      const { data: engineer } = await as(adminToken).GET('/users/{id}', {
        params: { path: { id: present(me).id } },
      });
      const agencyId = present(present(engineer).agencies?.[0]).id;
      const { data } = await as(adminToken).GET('/v2/users', {
        params: { query: { 'agencies[]': [agencyId], limit: 200 } },
      });
      const emails = present(data).member.map((user) => user.email);
      // The seed puts every staff member with a job in the agency, and nobody else.
      expect(emails).toContain('ingenieur@demo.chaussee.fr');
      expect(emails).not.toContain('admin@demo.chaussee.fr');
      expect(emails).not.toContain('client-principal@demo.chaussee.fr');
    });

    it('reads a visible user, 404 for one of another organization, 400 for a malformed id', async () => {
      const readerId = await bed.idOf('lecteur@demo.chaussee.fr');
      const adminId = await bed.idOf('admin@demo.chaussee.fr');
      const { data } = await as(customerMainToken).GET('/users/{id}', {
        params: { path: { id: readerId } },
      });
      expect(present(data).email).toBe('lecteur@demo.chaussee.fr');
      expect(
        await problemOf(
          as(customerMainToken).GET('/users/{id}', { params: { path: { id: adminId } } }),
        ),
      ).toMatchObject({ status: 404, code: 'not_found' });
      expect(
        await problemOf(
          as(customerMainToken).GET('/users/{id}', { params: { path: { id: 'abc' } } }),
        ),
      ).toMatchObject({ status: 400, code: 'validation_failed' });
    });
  });

  describe('PUT, PATCH and DELETE /users/{id}', () => {
    it('replaces and patches a user within the caller’s rights', async () => {
      const { data: created } = await as(customerMainToken).POST('/users', {
        body: { ...newCustomer('edit@client.fr'), sendInvitation: false },
      });
      const id = present(created).id;
      const { data: replaced } = await as(customerMainToken).PUT('/users/{id}', {
        params: { path: { id } },
        body: { ...newCustomer('edit@client.fr'), firstName: 'Iris', phone: '06 12 34 56 78' },
      });
      expect(replaced).toMatchObject({ firstName: 'Iris', phone: '06 12 34 56 78' });
      const { data: patched } = await as(customerMainToken).PATCH('/users/{id}', {
        params: { path: { id } },
        body: { lastName: 'Lemoine' },
      });
      expect(patched).toMatchObject({ firstName: 'Iris', lastName: 'Lemoine' });
      // Above the caller's rank: refused.
      expect(
        await problemOf(
          as(customerMainToken).PATCH('/users/{id}', {
            params: { path: { id } },
            body: { roles: ['ROLE_CUSTOMER_SUPERVISOR'] },
          }),
        ),
      ).toMatchObject({ status: 403, code: 'forbidden' });
    });

    it('replaces a user created without a phone with a body that has no phone (PUT takes it as none)', async () => {
      const { data: created } = await as(customerMainToken).POST('/users', {
        body: { ...newCustomer('sans-telephone@client.fr'), sendInvitation: false },
      });
      const id = present(created).id;
      expect(created).toMatchObject({ phone: null });
      const { data: replaced, response } = await as(customerMainToken).PUT('/users/{id}', {
        params: { path: { id } },
        body: { ...newCustomer('sans-telephone@client.fr'), lastName: 'Sans-Téléphone' },
      });
      expect(response.status).toBe(200);
      expect(replaced).toMatchObject({ lastName: 'Sans-Téléphone', phone: null });
    });

    it('answers 409 when the main-customer role of a campaign’s main customer is removed', async () => {
      const mainId = await bed.idOf('client-principal@demo.chaussee.fr');
      await insertTestCampaign(bed.server.database.db, { type: 'coring', mainCustomerId: mainId });
      const problem = await problemOf(
        as(adminToken).PATCH('/users/{id}', {
          params: { path: { id: mainId } },
          body: { roles: ['ROLE_CUSTOMER_USER'] },
        }),
      );
      expect(problem).toMatchObject({
        status: 409,
        code: 'conflict',
        detail: "Can't change customer role because he's linked to a campaign",
      });
      expect(
        await problemOf(as(adminToken).DELETE('/users/{id}', { params: { path: { id: mainId } } })),
      ).toMatchObject({ status: 409 });
    });

    it('deletes a user (204): the account no longer signs in', async () => {
      const { data: created } = await as(adminToken).POST('/users', {
        body: { ...newCustomer('bientot-parti@client.fr'), sendInvitation: false },
      });
      const id = present(created).id;
      expect(
        await problemOf(as(customerMainToken).DELETE('/users/{id}', { params: { path: { id } } })),
      ).toMatchObject({ status: 403 });
      const { response } = await as(adminToken).DELETE('/users/{id}', { params: { path: { id } } });
      expect(response.status).toBe(204);
      expect(
        await problemOf(as(adminToken).GET('/users/{id}', { params: { path: { id } } })),
      ).toMatchObject({ status: 404 });
    });
  });
});
