import type { Job, Role, SessionUser } from '@chaussee/permissions';
import type { components } from '@chaussee/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { valueOf } from '../testing/versioned-resource.js';
import {
  TEST_PASSWORD,
  createIdentityTestbed,
  type IdentityTestbed,
} from './testing/identity-testbed.js';

type UserCreate = components['schemas']['UserCreate'];

const asSessionUser = (user: { id: string; roles: Role[]; job: Job | null }): SessionUser => ({
  id: user.id,
  roles: user.roles,
  job: user.job,
});

describe('users service', () => {
  let bed: IdentityTestbed;
  let admin: SessionUser;
  let commercial: SessionUser;
  let engineer: SessionUser;
  let technician: SessionUser;
  let customerMain: SessionUser;
  let customerUser: SessionUser;
  let reader: SessionUser;
  let outsider: SessionUser;
  let guest: SessionUser;
  let counter = 0;

  beforeAll(async () => {
    bed = await createIdentityTestbed();
    const make = async (email: string, roles: Role[], job: Job | null, siteId: string) =>
      asSessionUser(await bed.createUser({ email, roles, job, siteIds: [siteId] }));
    admin = await make('admin@demo.chaussee.fr', ['ROLE_ADMIN'], null, bed.internalSiteId);
    commercial = await make(
      'co@demo.chaussee.fr',
      ['ROLE_NEXTROAD_USER'],
      'commercial',
      bed.internalSiteId,
    );
    engineer = await make(
      'ing@demo.chaussee.fr',
      ['ROLE_NEXTROAD_USER'],
      'engineer',
      bed.internalSiteId,
    );
    technician = await make(
      'tech@demo.chaussee.fr',
      ['ROLE_NEXTROAD_USER'],
      'technician',
      bed.internalSiteId,
    );
    customerMain = await make('main@client.fr', ['ROLE_CUSTOMER_MAIN'], null, bed.customerSiteId);
    customerUser = await make('user@client.fr', ['ROLE_CUSTOMER_USER'], null, bed.customerSiteId);
    reader = await make('lecteur@client.fr', ['ROLE_READ_ONLY'], null, bed.customerSiteId);
    outsider = await make('other@ailleurs.fr', ['ROLE_CUSTOMER_MAIN'], null, bed.otherSiteId);
    guest = {
      id: 'guest',
      roles: [],
      job: null,
      invitedBy: admin.id,
      campaign: { id: 'c', type: 'coring' },
    };
  });
  afterAll(() => bed.dispose());

  function newUser(overrides: Partial<UserCreate> = {}): UserCreate {
    counter += 1;
    return {
      userType: 'customer_user',
      email: `new${counter}@client.fr`,
      firstName: 'Louise',
      lastName: 'Bernard',
      roles: ['ROLE_CUSTOMER_USER'],
      siteIds: [bed.customerSiteId],
      sendInvitation: false,
      ...overrides,
    };
  }

  describe('creation', () => {
    it('lets each role create the kinds of account spec section 6 gives it', async () => {
      const mainCustomer = newUser({ userType: 'customer_main', roles: ['ROLE_CUSTOMER_MAIN'] });
      const supervisor = newUser({
        userType: 'customer_supervisor',
        roles: ['ROLE_CUSTOMER_SUPERVISOR'],
      });
      await expect(bed.users.createUser(commercial, mainCustomer)).resolves.toMatchObject({
        email: mainCustomer.email,
        roles: ['ROLE_CUSTOMER_MAIN'],
        organization: { id: bed.customerOrganizationId },
        isActive: true,
        lastLoginAt: null,
      });
      await expect(bed.users.createUser(engineer, supervisor)).resolves.toHaveProperty('id');
      await expect(bed.users.createUser(customerMain, newUser())).resolves.toHaveProperty('id');
      await expect(
        bed.users.createUser(
          admin,
          newUser({
            userType: 'internal',
            roles: ['ROLE_NEXTROAD_ADMIN'],
            job: 'engineer',
            siteIds: [bed.internalSiteId],
          }),
        ),
      ).resolves.toMatchObject({ job: 'engineer' });
    });

    it('refuses kinds of account the caller may not create (403)', async () => {
      const refusals: [SessionUser, UserCreate][] = [
        [technician, newUser({ userType: 'customer_main', roles: ['ROLE_CUSTOMER_MAIN'] })],
        [
          customerMain,
          newUser({ userType: 'customer_supervisor', roles: ['ROLE_CUSTOMER_SUPERVISOR'] }),
        ],
        [customerUser, newUser()],
        [reader, newUser()],
        [guest, newUser()],
        // Nobody raises an account above their own rank.
        [
          engineer,
          newUser({
            userType: 'internal',
            roles: ['ROLE_SUPER_ADMIN'],
            siteIds: [bed.internalSiteId],
          }),
        ],
        [
          admin,
          newUser({
            userType: 'internal',
            roles: ['ROLE_SUPER_ADMIN'],
            siteIds: [bed.internalSiteId],
          }),
        ],
      ];
      for (const [caller, input] of refusals) {
        await expect(bed.users.createUser(caller, input)).rejects.toMatchObject({
          code: 'forbidden',
          status: 403,
        });
      }
    });

    it('answers « You should set a userType » when the roles do not suit the type', async () => {
      const mismatches = [
        newUser({ userType: 'customer_user', roles: ['ROLE_CUSTOMER_MAIN'] }),
        newUser({ userType: 'customer_main', roles: ['ROLE_CUSTOMER_USER'] }),
        newUser({ userType: 'customer_user', roles: ['ROLE_CUSTOMER_USER'], job: 'engineer' }),
        newUser({ userType: 'internal', roles: ['ROLE_CUSTOMER_USER'] }),
        newUser({ userType: 'customer_main', roles: ['ROLE_CUSTOMER_MAIN', 'ROLE_NEXTROAD_USER'] }),
      ];
      for (const input of mismatches) {
        await expect(bed.users.createUser(admin, input)).rejects.toMatchObject({
          status: 400,
          detail: 'You should set a userType',
        });
      }
    });

    it('refuses an address already used, whatever its case (409)', async () => {
      await expect(
        bed.users.createUser(admin, newUser({ email: 'MAIN@Client.FR' })),
      ).rejects.toMatchObject({
        code: 'already_exists',
        status: 409,
        detail: 'user already exist',
      });
    });

    it('tells a customer to ask an administrator when the address belongs to another organization', async () => {
      await expect(
        bed.users.createUser(customerMain, newUser({ email: 'other@ailleurs.fr' })),
      ).rejects.toMatchObject({
        status: 409,
        detail: 'The user already exist. Ask an administrator.',
      });
      await expect(
        bed.users.createUser(customerMain, newUser({ email: 'user@client.fr' })),
      ).rejects.toMatchObject({ status: 409, detail: 'user already exist' });
    });

    it('answers the database text for a name over 254 characters, and accepts 254', async () => {
      await expect(
        bed.users.createUser(admin, newUser({ lastName: 'é'.repeat(255) })),
      ).rejects.toMatchObject({
        code: 'validation_failed',
        status: 400,
        detail: 'value too long for type character varying(255)',
        violations: [
          { propertyPath: 'lastName', code: 'maxLength', message: '254 caractères max' },
        ],
      });
      await expect(
        bed.users.createUser(admin, newUser({ firstName: 'é'.repeat(254) })),
      ).resolves.toHaveProperty('id');
    });

    it('checks the sites: they exist, and a customer attaches only sites of their organization', async () => {
      await expect(
        bed.users.createUser(admin, newUser({ siteIds: ['00000000-0000-4000-8000-000000000000'] })),
      ).rejects.toMatchObject({
        status: 400,
        violations: [{ propertyPath: 'siteIds', code: 'invalidValue' }],
      });
      await expect(
        bed.users.createUser(admin, newUser({ siteIds: [bed.customerSiteId, bed.otherSiteId] })),
      ).rejects.toMatchObject({ status: 400 });
      await expect(
        bed.users.createUser(customerMain, newUser({ siteIds: [bed.otherSiteId] })),
      ).rejects.toMatchObject({ status: 403 });
    });

    it('mails an invitation link to choose a password unless told not to', async () => {
      const before = bed.mails.length;
      await bed.users.createUser(
        admin,
        newUser({ email: 'invite-moi@client.fr', sendInvitation: true }),
      );
      expect(bed.mails.slice(before)).toEqual([
        expect.objectContaining({
          to: 'invite-moi@client.fr',
          subject: 'Votre compte Chaussée',
          link: expect.stringMatching(
            /^http:\/\/localhost:3000\/password-edit\?token=[\w-]{43}$/u,
          ) as unknown,
        }),
      ]);
      await bed.users.createUser(admin, newUser({ sendInvitation: false }));
      expect(bed.mails).toHaveLength(before + 1);
    });
  });

  describe('reading', () => {
    it('shows staff everyone, customers their organization, others only themselves', async () => {
      await expect(valueOf(bed.users.getUser(technician, outsider.id))).resolves.toHaveProperty(
        'id',
      );
      await expect(
        valueOf(bed.users.getUser(customerUser, customerMain.id)),
      ).resolves.toHaveProperty('id');
      await expect(valueOf(bed.users.getUser(customerMain, outsider.id))).rejects.toMatchObject({
        code: 'not_found',
        status: 404,
      });
      await expect(valueOf(bed.users.getUser(reader, reader.id))).resolves.toHaveProperty('id');
      await expect(valueOf(bed.users.getUser(reader, customerMain.id))).rejects.toMatchObject({
        status: 404,
      });
      await expect(valueOf(bed.users.getUser(guest, admin.id))).rejects.toMatchObject({
        status: 403,
      });
    });

    it('lists by last then first name, filtered and paged, with the total', async () => {
      const page = await bed.users.listUsers(admin, { job: 'engineer', limit: 1, offset: 0 });
      expect(page.totalItems).toBeGreaterThanOrEqual(2);
      expect(page.member).toHaveLength(1);
      expect(page.member.every((user) => user.job === 'engineer')).toBe(true);

      const ofCustomer = await bed.users.listUsers(admin, {
        organizationId: bed.customerOrganizationId,
        limit: 200,
      });
      expect(
        ofCustomer.member.every((u) => u.organization?.id === bed.customerOrganizationId),
      ).toBe(true);
      const names = ofCustomer.member.map(
        (u) => `${u.lastName.toLowerCase()} ${u.firstName.toLowerCase()}`,
      );
      expect(names).toEqual([...names].sort());
    });

    it('lists for a customer only their organization, and byOrganization narrows staff to theirs', async () => {
      const seen = await bed.users.listUsers(customerMain, { limit: 200 });
      expect(seen.member.map((u) => u.id)).not.toContain(outsider.id);
      expect(seen.member.map((u) => u.id)).toContain(customerUser.id);
      const own = await bed.users.listUsers(technician, { byOrganization: true, limit: 200 });
      expect(own.member.every((u) => u.organization?.id === bed.internalOrganizationId)).toBe(true);
      const alone = await bed.users.listUsers(reader, { limit: 200 });
      expect(alone).toEqual({
        totalItems: 1,
        member: [expect.objectContaining({ id: reader.id })],
      });
      await expect(bed.users.listUsers(guest, {})).rejects.toMatchObject({ status: 403 });
    });

    it('filters by agency', async () => {
      const staff = await bed.createUser({
        email: 'agence@demo.chaussee.fr',
        roles: ['ROLE_NEXTROAD_USER'],
        job: 'technician',
        siteIds: [bed.internalSiteId],
        agencyIds: [bed.agencyId],
      });
      const page = await bed.users.listUsers(admin, { agencyIds: [bed.agencyId], limit: 200 });
      expect(page.member.map((u) => u.id)).toEqual([staff.id]);
      expect(page.member[0]?.agencies).toEqual([
        expect.objectContaining({
          id: bed.agencyId,
          name: 'Rhône',
          organization: expect.objectContaining({ id: bed.internalOrganizationId }) as unknown,
        }),
      ]);
    });
  });

  describe('editing', () => {
    it('lets a user change their own name, but not their own roles without the right', async () => {
      await expect(
        valueOf(
          bed.users.patchUser(customerUser, customerUser.id, { firstName: 'Lou' }, undefined),
        ),
      ).resolves.toMatchObject({
        firstName: 'Lou',
        roles: ['ROLE_CUSTOMER_USER'],
      });
      await expect(
        valueOf(
          bed.users.patchUser(
            customerUser,
            customerUser.id,
            { roles: ['ROLE_CUSTOMER_MAIN'] },
            undefined,
          ),
        ),
      ).rejects.toMatchObject({ status: 403 });
    });

    it('refuses a READ_ONLY account every account setting of its own (ROLE_USER’s)', async () => {
      const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(64)]);
      for (const refused of [
        () => valueOf(bed.users.patchUser(reader, reader.id, { firstName: 'Lou' }, undefined)),
        () => bed.avatars.uploadAvatar(reader, reader.id, png),
        () =>
          bed.accounts.changePassword(reader, reader.id, {
            currentPassword: TEST_PASSWORD,
            newPassword: 'Nouveau2026!',
          }),
      ]) {
        await expect(refused()).rejects.toMatchObject({ status: 403, code: 'forbidden' });
      }
      await expect(valueOf(bed.users.getUser(reader, reader.id))).resolves.toMatchObject({
        firstName: 'Camille',
      });
    });

    it('replaces a user with PUT, within the caller’s rights', async () => {
      const created = await bed.users.createUser(customerMain, newUser());
      const update = {
        userType: 'customer_user',
        email: created.email,
        firstName: 'Lucie',
        lastName: 'Bernard',
        phone: '0612345678',
        roles: ['ROLE_CUSTOMER_USER'],
        siteIds: [bed.customerSiteId],
      } as const;
      await expect(
        valueOf(
          bed.users.updateUser(
            customerMain,
            created.id,
            {
              ...update,
              roles: [...update.roles],
              siteIds: [...update.siteIds],
            },
            undefined,
          ),
        ),
      ).resolves.toMatchObject({
        firstName: 'Lucie',
        phone: '0612345678',
      });
      // A main customer cannot make someone supervisor (above their own rank).
      await expect(
        valueOf(
          bed.users.updateUser(
            customerMain,
            created.id,
            {
              ...update,
              userType: 'customer_supervisor',
              roles: ['ROLE_CUSTOMER_SUPERVISOR'],
              siteIds: [bed.customerSiteId],
            },
            undefined,
          ),
        ),
      ).rejects.toMatchObject({ status: 403 });
      // Nor edit an account above them.
      await expect(
        valueOf(bed.users.patchUser(customerMain, admin.id, { firstName: 'X' }, undefined)),
      ).rejects.toMatchObject({ status: 404 });
      await expect(
        valueOf(bed.users.patchUser(technician, admin.id, { firstName: 'X' }, undefined)),
      ).rejects.toMatchObject({ status: 403 });
      await expect(
        valueOf(
          bed.users.updateUser(
            customerMain,
            created.id,
            {
              ...update,
              siteIds: [bed.customerSiteId],
              roles: ['ROLE_CUSTOMER_USER'],
              email: 'USER@client.fr',
            },
            undefined,
          ),
        ),
      ).rejects.toMatchObject({ status: 409, detail: 'user already exist' });
    });

    it('refuses to remove the main-customer role of a user linked to a campaign', async () => {
      const main = await bed.users.createUser(
        commercial,
        newUser({ userType: 'customer_main', roles: ['ROLE_CUSTOMER_MAIN'] }),
      );
      const lockedDetail = "Can't change customer role because he's linked to a campaign";
      // Without a campaign the role may change...
      await expect(
        valueOf(bed.users.patchUser(admin, main.id, { roles: ['ROLE_CUSTOMER_USER'] }, undefined)),
      ).resolves.toMatchObject({ roles: ['ROLE_CUSTOMER_USER'] });
      await valueOf(
        bed.users.patchUser(admin, main.id, { roles: ['ROLE_CUSTOMER_MAIN'] }, undefined),
      );
      // ...once main customer of a campaign, it may not, nor may the user be deleted.
      await bed.createCampaign('coring', main.id);
      await expect(
        valueOf(bed.users.patchUser(admin, main.id, { roles: ['ROLE_CUSTOMER_USER'] }, undefined)),
      ).rejects.toMatchObject({ code: 'conflict', status: 409, detail: lockedDetail });
      await expect(bed.users.deleteUser(admin, main.id)).rejects.toMatchObject({
        status: 409,
        detail: lockedDetail,
      });
      // Becoming supervisor keeps the main-customer role (the hierarchy includes it).
      await expect(
        valueOf(
          bed.users.patchUser(admin, main.id, { roles: ['ROLE_CUSTOMER_SUPERVISOR'] }, undefined),
        ),
      ).resolves.toMatchObject({ roles: ['ROLE_CUSTOMER_SUPERVISOR'] });
    });

    it('accepts as profile picture only a file uploaded for that user', async () => {
      const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(64)]);
      const { path } = await bed.avatars.uploadAvatar(customerUser, customerUser.id, png);
      await expect(
        valueOf(
          bed.users.patchUser(
            customerUser,
            customerUser.id,
            { profilePicturePath: path },
            undefined,
          ),
        ),
      ).resolves.toMatchObject({ profilePicturePath: path });
      const foreign = await bed.avatars.uploadAvatar(customerMain, customerMain.id, png);
      await expect(
        valueOf(
          bed.users.patchUser(
            customerUser,
            customerUser.id,
            { profilePicturePath: foreign.path },
            undefined,
          ),
        ),
      ).rejects.toMatchObject({
        status: 400,
        violations: [{ propertyPath: 'profilePicturePath', code: 'invalidValue' }],
      });
      await expect(
        valueOf(
          bed.users.patchUser(
            customerUser,
            customerUser.id,
            { profilePicturePath: null },
            undefined,
          ),
        ),
      ).resolves.toMatchObject({ profilePicturePath: null });
    });
  });

  describe('deletion', () => {
    it('deletes for admin and internal roles: the user can no longer sign in', async () => {
      const doomed = await bed.createUser({
        email: 'doomed@client.fr',
        roles: ['ROLE_CUSTOMER_USER'],
        siteIds: [bed.customerSiteId],
      });
      const tokens = await bed.session.signIn(
        { username: doomed.email, password: 'Chaussee2026!' },
        'x',
      );
      await expect(bed.users.deleteUser(customerMain, doomed.id)).rejects.toMatchObject({
        status: 403,
      });
      await expect(bed.users.deleteUser(technician, doomed.id)).resolves.toBeUndefined();
      await expect(valueOf(bed.users.getUser(admin, doomed.id))).rejects.toMatchObject({
        status: 404,
      });
      await expect(bed.session.authenticate(tokens.token)).resolves.toBeUndefined();
      await expect(bed.session.refresh(tokens.refresh_token)).rejects.toMatchObject({
        status: 401,
      });
      await expect(
        bed.session.signIn({ username: doomed.email, password: 'Chaussee2026!' }, 'x'),
      ).rejects.toMatchObject({ status: 401 });
      // The address may be given to a new account.
      await expect(
        bed.users.createUser(admin, newUser({ email: 'doomed@client.fr' })),
      ).resolves.toHaveProperty('id');
    });

    it('refuses deleting oneself and deleting as a guest', async () => {
      await expect(bed.users.deleteUser(admin, admin.id)).rejects.toMatchObject({ status: 403 });
      await expect(bed.users.deleteUser(guest, reader.id)).rejects.toMatchObject({ status: 403 });
    });
  });
});
