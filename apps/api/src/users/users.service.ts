import {
  defineAbilityFor,
  expandRoles,
  type Job,
  type Role,
  type SessionUser,
  type UserType,
  userTypeOf,
} from '@chaussee/permissions';
import type { components } from '@chaussee/sdk';
import { createViolation } from '@chaussee/validation';
import { SERVER_MESSAGES } from '../auth/server-messages.js';
import type { Clock } from '../clock.js';
import { AppError } from '../errors/app-error.js';
import { staleOrMissing, type VersionCondition, type Versioned } from '../http/entity-version.js';
import type { AccountService } from './account.service.js';
import type { AvatarService } from './avatar.service.js';
import type { UserAccess } from './user-access.js';
import { assertNameLengths, checkAttachments } from './user-input.js';
import { toUser, toUserSummary } from './user-presenter.js';
import { assertNotGuest, assertUserTypeMatches } from './user-rights.js';
import type { UserChanges, UserRow, UsersRepository } from './users.repository.js';

type User = components['schemas']['User'];
type UserCreate = components['schemas']['UserCreate'];
type UserUpdate = components['schemas']['UserUpdate'];
type UserPatch = components['schemas']['UserPatch'];
type UserSummaryPage = components['schemas']['UserSummaryPage'];

export interface UserListQuery {
  job?: Job | undefined;
  organizationId?: string | undefined;
  agencyIds?: readonly string[] | undefined;
  byOrganization?: boolean | undefined;
  limit?: number | undefined;
  offset?: number | undefined;
}

export interface UsersServiceDeps {
  users: UsersRepository;
  access: UserAccess;
  accounts: AccountService;
  avatars: Pick<AvatarService, 'isAvatarOf'>;
  /** Ends every session of a user (deleted, or given other roles, job, sites or agencies). */
  endSessions: (userId: string) => Promise<void>;
  now: Clock;
}

/** What an account's change of roles, job, sites or agencies would make of it. */
interface Assignment {
  userType: UserType;
  roles: Role[];
  job: Job | null;
  siteIds: readonly string[];
  agencyIds: readonly string[];
}

function sameSet<T>(a: readonly T[], b: readonly T[]): boolean {
  return (
    a.length === b.length &&
    a.every((item) => b.includes(item)) &&
    new Set(a).size === new Set(b).size
  );
}

/** Users: creation, reading, editing and deletion, with the rights of spec section 6. */
export function createUsersService(deps: UsersServiceDeps) {
  const { users, access, accounts, avatars, endSessions, now } = deps;
  async function versionedProfileOf(id: string): Promise<Versioned<User>> {
    const profile = await users.findProfile(id);
    if (!profile) throw new AppError('not_found');
    return { value: toUser(profile), version: profile.user.version };
  }

  async function profileOf(id: string): Promise<User> {
    return (await versionedProfileOf(id)).value;
  }

  /** 409 when the address belongs to another live user; its text depends on who sees that user. */
  async function assertEmailFree(
    caller: SessionUser,
    email: string,
    ownId?: string,
  ): Promise<void> {
    const existing = await users.findByEmail(email);
    if (!existing || existing.id === ownId) return;
    const isSeen = await access.isVisible(await access.scopeFor(caller), existing);
    throw new AppError('already_exists', {
      detail: isSeen
        ? SERVER_MESSAGES.userAlreadyExists
        : SERVER_MESSAGES.userAlreadyExistsElsewhere,
    });
  }

  /**
   * What an account becomes (`changeAccess`) or is made as (`create`): the account rule of
   * packages/permissions on its roles, job and sites (403), then the type (400) and the sites and
   * agencies themselves (400).
   */
  async function checkAssignment(
    caller: SessionUser,
    next: Assignment,
    target: { id?: string; action: 'create' | 'changeAccess' },
  ): Promise<void> {
    await access.assertMayAssign(
      caller,
      { id: target.id, roles: next.roles, job: next.job },
      next.siteIds,
      target.action,
    );
    assertUserTypeMatches(next.userType, next.roles, next.job);
    await checkAttachments(users, {
      siteIds: next.siteIds,
      agencyIds: next.agencyIds,
      isCustomerAccount: next.userType !== 'internal',
    });
  }

  /** A main customer of campaigns keeps the role (and the account) until replaced there. */
  async function assertCustomerRoleFree(user: UserRow, nextRoles: readonly Role[]): Promise<void> {
    const losesRole =
      expandRoles(user.roles).has('ROLE_CUSTOMER_MAIN') &&
      !expandRoles(nextRoles).has('ROLE_CUSTOMER_MAIN');
    if (losesRole && (await users.isMainCustomerOfACampaign(user.id))) {
      throw new AppError('conflict', { detail: SERVER_MESSAGES.customerRoleLocked });
    }
  }

  async function currentLinks(id: string): Promise<{ siteIds: string[]; agencyIds: string[] }> {
    const profile = await users.findProfile(id);
    return {
      siteIds: profile?.sites.map((site) => site.id) ?? [],
      agencyIds: profile?.agencies.map((agency) => agency.id) ?? [],
    };
  }

  /** Whether an assignment changes what the account may do or see (its sessions then end). */
  async function changesAccess(user: UserRow, next: Assignment): Promise<boolean> {
    const links = await currentLinks(user.id);
    return (
      !sameSet(user.roles, next.roles) ||
      user.job !== next.job ||
      !sameSet(links.siteIds, next.siteIds) ||
      !sameSet(links.agencyIds, next.agencyIds)
    );
  }

  /**
   * Applies a change of roles, job, sites or agencies after every check of an assignment. A token
   * issued before such a change must not keep the powers of before: the account's sessions end.
   */
  async function applyChange(
    caller: SessionUser,
    user: UserRow,
    changes: UserChanges,
    next: Assignment | undefined,
    links: { siteIds?: readonly string[] | undefined; agencyIds?: readonly string[] | undefined },
    condition: VersionCondition,
  ): Promise<Versioned<User>> {
    assertNameLengths(changes);
    if (next) {
      await checkAssignment(caller, next, { id: user.id, action: 'changeAccess' });
      await assertCustomerRoleFree(user, next.roles);
    }
    if (changes.email !== undefined) await assertEmailFree(caller, changes.email, user.id);
    const endsSessions = next !== undefined && (await changesAccess(user, next));
    const written = await users.update(user.id, changes, now(), links, condition);
    if (!written) {
      throw await staleOrMissing(async () => (await users.findById(user.id)) !== undefined);
    }
    if (endsSessions) await endSessions(user.id);
    return versionedProfileOf(user.id);
  }

  return {
    /** POST /users: the account type decides the right needed; an invitation is mailed by default. */
    async createUser(caller: SessionUser, input: UserCreate): Promise<User> {
      assertNotGuest(caller);
      const job = input.job ?? null;
      const next = {
        userType: input.userType,
        roles: input.roles,
        job,
        siteIds: input.siteIds,
        agencyIds: input.agencyIds ?? [],
      };
      await checkAssignment(caller, next, { action: 'create' });
      assertNameLengths(input);
      const email = input.email.trim();
      await assertEmailFree(caller, email);
      const user = await users.insert(
        {
          email,
          firstName: input.firstName,
          lastName: input.lastName,
          phone: input.phone ?? null,
          job,
          roles: input.roles,
          passwordHash: null,
          createdAt: now(),
        },
        input.siteIds,
        input.agencyIds ?? [],
      );
      if (input.sendInvitation) await accounts.sendInvitation(user);
      return profileOf(user.id);
    },

    /** GET /users/{id}. */
    async getUser(caller: SessionUser, id: string): Promise<Versioned<User>> {
      await access.visibleUser(caller, id);
      return versionedProfileOf(id);
    },

    /** GET /v2/users: the users the caller sees, filtered, by last then first name. */
    async listUsers(
      caller: SessionUser,
      query: UserListQuery,
    ): Promise<{ totalItems: number; member: User[] }> {
      const scope = await access.scopeFor(caller);
      let organizationIds: readonly string[] | undefined;
      if (query.organizationId !== undefined) organizationIds = [query.organizationId];
      else if (query.byOrganization === true)
        organizationIds = await users.organizationIdsOf(caller.id);
      const { profiles, total } = await users.list({
        scope,
        job: query.job,
        organizationIds,
        agencyIds: query.agencyIds,
        limit: query.limit ?? 20,
        offset: query.offset ?? 0,
      });
      return { totalItems: total, member: profiles.map(toUser) };
    },

    /**
     * GET /super-login/users: the directory of the super-login page, for whoever may act as
     * another user (SUPER_ADMIN) and nobody else, not even staff who list users for pickers.
     */
    async listSuperLoginUsers(
      caller: SessionUser,
      page: { limit?: number | undefined; offset?: number | undefined },
    ): Promise<UserSummaryPage> {
      assertNotGuest(caller);
      if (!defineAbilityFor(caller).can('impersonate', 'User')) throw new AppError('forbidden');
      const limit = page.limit ?? 20;
      const offset = page.offset ?? 0;
      const { profiles, total } = await users.list({ scope: { kind: 'all' }, limit, offset });
      return {
        total,
        limit,
        offset,
        items: profiles.map((profile) => toUserSummary(profile.user)),
      };
    },

    /** PUT /users/{id}: the whole editable user. */
    async updateUser(
      caller: SessionUser,
      id: string,
      input: UserUpdate,
      condition: VersionCondition,
    ): Promise<Versioned<User>> {
      const job = input.job ?? null;
      const agencyIds = input.agencyIds ?? [];
      const before = await users.findById(id);
      const links = await currentLinks(id);
      const touchesAccess =
        before === undefined ||
        !sameSet(before.roles, input.roles) ||
        before.job !== job ||
        userTypeOf(before.roles, before.job) !== input.userType ||
        !sameSet(links.siteIds, input.siteIds) ||
        !sameSet(links.agencyIds, agencyIds);
      const user = await access.editableUser(caller, id, touchesAccess);
      const changes: UserChanges = {
        email: input.email.trim(),
        firstName: input.firstName,
        lastName: input.lastName,
        // The whole user is replaced: a phone left out (as at creation) is no phone.
        phone: input.phone ?? null,
        job,
        roles: input.roles,
      };
      const next = {
        userType: input.userType,
        roles: input.roles,
        job,
        siteIds: input.siteIds,
        agencyIds,
      };
      return applyChange(
        caller,
        user,
        changes,
        touchesAccess ? next : undefined,
        {
          siteIds: input.siteIds,
          agencyIds,
        },
        condition,
      );
    },

    /** PATCH /users/{id} (merge patch): only the fields sent change. */
    async patchUser(
      caller: SessionUser,
      id: string,
      patch: UserPatch,
      condition: VersionCondition,
    ): Promise<Versioned<User>> {
      const touchesAccess =
        patch.roles !== undefined || patch.job !== undefined || patch.siteIds !== undefined;
      const user = await access.editableUser(caller, id, touchesAccess);
      // Only a picture uploaded for this user, never another file of the store.
      const picture = patch.profilePicturePath;
      if (typeof picture === 'string' && !(await avatars.isAvatarOf(user.id, picture))) {
        throw new AppError('validation_failed', {
          violations: [createViolation('profilePicturePath', 'invalidValue')],
        });
      }
      const changes: UserChanges = {
        firstName: patch.firstName,
        lastName: patch.lastName,
        phone: patch.phone,
        job: patch.job,
        roles: patch.roles,
        profilePicturePath: patch.profilePicturePath,
      };
      let next: Assignment | undefined;
      if (touchesAccess) {
        const roles = patch.roles ?? user.roles;
        const job = patch.job === undefined ? user.job : patch.job;
        const links = await currentLinks(id);
        next = {
          userType: userTypeOf(roles, job),
          roles,
          job,
          siteIds: patch.siteIds ?? links.siteIds,
          agencyIds: links.agencyIds,
        };
      }
      return applyChange(caller, user, changes, next, { siteIds: patch.siteIds }, condition);
    },

    /** DELETE /users/{id}: the account stops signing in; its name stays on its work. */
    async deleteUser(caller: SessionUser, id: string): Promise<void> {
      assertNotGuest(caller);
      if (id === caller.id) throw new AppError('forbidden');
      const user = await access.manageableUser(caller, id, 'delete');
      if (await users.isMainCustomerOfACampaign(user.id)) {
        throw new AppError('conflict', { detail: SERVER_MESSAGES.customerRoleLocked });
      }
      await users.softDelete(user.id, now());
      await endSessions(user.id);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
