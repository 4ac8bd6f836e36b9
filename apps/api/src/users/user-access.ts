import {
  mayActOnAccount,
  type AccountAction,
  type AccountFacts,
  type Job,
  type Role,
  type SessionUser,
} from '@chaussee/permissions';
import { AppError } from '../errors/app-error.js';
import { assertAccountSettings, assertNotGuest, scopeIncludes, scopeOf } from './user-rights.js';
import type { UserRow, UserScope, UsersRepository } from './users.repository.js';

/**
 * Finding the user an operation is about, with the caller's view of them: a user the caller cannot
 * see is answered 404 like one that does not exist, so ids reveal nothing. What the caller may do
 * to an account they see is packages/permissions' `mayActOnAccount`, asked here only.
 */
export function createUserAccess(users: UsersRepository) {
  async function scopeFor(caller: SessionUser): Promise<UserScope> {
    assertNotGuest(caller);
    const scope = scopeOf(caller, []);
    if (scope.kind !== 'organizations') return scope;
    return { ...scope, organizationIds: await users.organizationIdsOf(caller.id) };
  }

  async function isVisible(scope: UserScope, user: UserRow): Promise<boolean> {
    if (scope.kind !== 'organizations') return scopeIncludes(scope, user.id, []);
    return scopeIncludes(scope, user.id, await users.organizationIdsOf(user.id));
  }

  /** The user, when it exists and the caller sees it; 404 otherwise, 403 for a guest. */
  async function visibleUser(caller: SessionUser, id: string): Promise<UserRow> {
    const scope = await scopeFor(caller);
    const user = await users.findById(id);
    if (!user || !(await isVisible(scope, user))) throw new AppError('not_found');
    return user;
  }

  async function mayAct(
    caller: SessionUser,
    target: AccountFacts,
    action: AccountAction,
  ): Promise<boolean> {
    const actor = { ...caller, organizationIds: await users.organizationIdsOf(caller.id) };
    return mayActOnAccount(actor, target, action);
  }

  async function factsOf(user: UserRow): Promise<AccountFacts> {
    return {
      id: user.id,
      roles: user.roles,
      job: user.job,
      organizationIds: await users.organizationIdsOf(user.id),
    };
  }

  /** A user the caller sees (else 404) and may do `action` to (else 403). */
  async function manageableUser(
    caller: SessionUser,
    id: string,
    action: AccountAction,
  ): Promise<UserRow> {
    const user = await visibleUser(caller, id);
    if (!(await mayAct(caller, await factsOf(user), action))) throw new AppError('forbidden');
    return user;
  }

  return {
    scopeFor,
    isVisible,
    visibleUser,
    manageableUser,

    /** Whether the caller may do `action` to a user (no refusal). */
    async mayActOnUser(caller: SessionUser, user: UserRow, action: AccountAction) {
      return mayAct(caller, await factsOf(user), action);
    },

    /**
     * 403 unless the caller may make (`create`) or turn into (`changeAccess`) an account with
     * these roles, job and sites; its organizations are those of the sites that exist (unknown
     * sites are answered 400 afterwards).
     */
    async assertMayAssign(
      caller: SessionUser,
      account: { id?: string; roles: readonly Role[]; job: Job | null },
      siteIds: readonly string[],
      action: 'create' | 'changeAccess',
    ): Promise<void> {
      assertNotGuest(caller);
      const sites = await users.sitesByIds(siteIds);
      const organizationIds = [...new Set(sites.map((site) => site.organizationId))];
      if (!(await mayAct(caller, { ...account, organizationIds }, action))) {
        throw new AppError('forbidden');
      }
    },

    /**
     * The user an edit applies to. One's own name, e-mail, phone and picture are the account
     * settings, ROLE_USER's (spec section 6, `open AccountSettings`): a READ_ONLY account edits
     * nothing of its own; anything else, or another user, goes through the account rule: `update`
     * for names, `changeAccess` for roles, job, type, sites or agencies.
     */
    async editableUser(caller: SessionUser, id: string, touchesAccess: boolean): Promise<UserRow> {
      assertNotGuest(caller);
      if (id === caller.id && !touchesAccess) {
        assertAccountSettings(caller);
        const self = await users.findById(id);
        if (!self) throw new AppError('not_found');
        return self;
      }
      return manageableUser(caller, id, touchesAccess ? 'changeAccess' : 'update');
    },
  };
}

export type UserAccess = ReturnType<typeof createUserAccess>;
