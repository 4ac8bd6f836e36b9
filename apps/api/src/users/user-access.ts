import { defineAbilityFor, type SessionUser } from '@chaussee/permissions';
import { AppError } from '../errors/app-error.js';
import {
  assertAccountSettings,
  assertNotGuest,
  mayManage,
  scopeIncludes,
  scopeOf,
} from './user-rights.js';
import type { UserRow, UserScope, UsersRepository } from './users.repository.js';

/**
 * Finding the user an operation is about, with the caller's view of them: a user the caller cannot
 * see is answered 404 like one that does not exist, so ids reveal nothing.
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

  /**
   * A user the caller may act on: visible, the caller holds the right (`allowed`, asked of
   * packages/permissions), and the account is not above what the caller could create.
   */
  async function manageableUser(
    caller: SessionUser,
    id: string,
    allowed: boolean,
  ): Promise<UserRow> {
    const user = await visibleUser(caller, id);
    if (!allowed || !mayManage(caller, user)) throw new AppError('forbidden');
    return user;
  }

  return {
    scopeFor,
    isVisible,
    visibleUser,
    manageableUser,

    /**
     * The user an edit applies to. One's own name, e-mail, phone and picture are the account
     * settings, ROLE_USER's (spec section 6, `open AccountSettings`): a READ_ONLY account edits
     * nothing of its own; anything else, or another user, needs « update User » on an account the
     * caller could have created.
     */
    async editableUser(caller: SessionUser, id: string, touchesAccess: boolean): Promise<UserRow> {
      assertNotGuest(caller);
      if (id === caller.id && !touchesAccess) {
        assertAccountSettings(caller);
        const self = await users.findById(id);
        if (!self) throw new AppError('not_found');
        return self;
      }
      return manageableUser(caller, id, defineAbilityFor(caller).can('update', 'User'));
    },
  };
}

export type UserAccess = ReturnType<typeof createUserAccess>;
