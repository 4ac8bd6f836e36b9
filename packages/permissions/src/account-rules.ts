import { defineAbilityFor, type AppAbility } from './ability.js';
import { expandRoles } from './role-hierarchy.js';
import { ADMIN_ROLES, ROLES, type Job, type Role } from './roles.js';
import { isGuest, isInternal, type SessionUser } from './session-user.js';
import { userTypeOf, type UserType } from './user-type.js';

/**
 * The ranking of the jobs (our decision; spec section 6 names the jobs, not their order). It
 * follows the rights each job holds in section 6: the technician has only the rights common to
 * every staff job; the commercial adds creating main customers, deleting files and grouping cores;
 * the engineer creates supervisor customers (above main customers), comments charts and is
 * e-mailed by customers; the study manager holds every right of the three others. Section 5 asks
 * every campaign for « un chargé d'affaires référent ou un ingénieur », the two at the top.
 */
export const JOB_RANK: Readonly<Record<Job, number>> = {
  technician: 1,
  commercial: 2,
  engineer: 3,
  study_manager: 4,
};

/** What one may do to an account (spec section 6, Users). */
export type AccountAction =
  /** POST /users: the target is the account to be made. */
  | 'create'
  /** Names, e-mail and phone of another account. */
  | 'update'
  /** Roles, job, type, sites or agencies: checked on the account before and after the change. */
  | 'changeAccess'
  | 'delete'
  /** « send invite link »: a password link mailed to the account's own address. */
  | 'sendInviteLink'
  /** « copy invite link »: the link itself, which opens the account to whoever holds it. */
  | 'copyInviteLink';

/** An account as the rule sees it. `id` is absent for an account being created. */
export interface AccountFacts {
  id?: string;
  roles: readonly Role[];
  job: Job | null;
  /** The organizations of its sites. */
  organizationIds: readonly string[];
}

/** The signed-in user acting, with the organizations of their own sites. */
export type AccountActor = SessionUser & { organizationIds: readonly string[] };

/** The right of spec section 6 that making each type of account needs. */
const CREATION_SUBJECT = {
  internal: 'User',
  customer_main: 'MainCustomer',
  customer_supervisor: 'SupervisorCustomer',
  customer_user: 'SecondaryCustomer',
} as const satisfies Record<UserType, string>;

function jobRank(job: Job | null): number {
  return job === null ? 0 : JOB_RANK[job];
}

/** The roles within the actor's rank: those the hierarchy gives them; all of them for SUPER_ADMIN. */
function reachOf(actor: SessionUser): ReadonlySet<Role> {
  return actor.roles.includes('ROLE_SUPER_ADMIN') ? new Set(ROLES) : expandRoles(actor.roles);
}

/**
 * Whether the target's roles or job rank above the actor's. Roles: every role of the target must
 * be within the actor's reach, except a customer type the spec lets the actor create (an engineer
 * creates supervisor customers, a role their own hierarchy does not reach). Jobs: compared only
 * between accounts of the same role level; an actor whose roles strictly include the target's
 * outranks them whatever the jobs (the office administrator, an engineer, above an agency head).
 */
function outranks(target: AccountFacts, actor: SessionUser, ability: AppAbility): boolean {
  const reach = reachOf(actor);
  const type = userTypeOf(target.roles, target.job);
  const isCreatableCustomer = type !== 'internal' && ability.can('create', CREATION_SUBJECT[type]);
  if (!isCreatableCustomer && !target.roles.every((role) => reach.has(role))) return true;
  const targetReach = expandRoles(target.roles);
  const isAboveByRoles =
    targetReach.size < reach.size && [...targetReach].every((role) => reach.has(role));
  return !isAboveByRoles && jobRank(target.job) > jobRank(actor.job);
}

function holdsRight(ability: AppAbility, target: AccountFacts, action: AccountAction): boolean {
  switch (action) {
    case 'create':
      return ability.can('create', CREATION_SUBJECT[userTypeOf(target.roles, target.job)]);
    case 'update':
    case 'changeAccess':
      return ability.can('update', 'User');
    case 'delete':
      return ability.can('delete', 'User');
    case 'sendInviteLink':
      return ability.can('send', 'InviteLink');
    case 'copyInviteLink':
      return ability.can('copy', 'InviteLink');
  }
}

/**
 * Rules for the engineering office's own staff (a job or an internal role): their accounts are
 * made and their access changed by those who manage every organization, the office included
 * (« administerAll Organization »: the admin roles and NEXTROAD_MAIN, which NEXTROAD_ADMIN
 * reaches), and deleted by the admin roles only. Names and password links follow the rank alone.
 */
function mayActOnStaff(actor: SessionUser, ability: AppAbility, action: AccountAction): boolean {
  switch (action) {
    case 'create':
    case 'changeAccess':
      return ability.can('administerAll', 'Organization');
    case 'delete': {
      const reach = expandRoles(actor.roles);
      return ADMIN_ROLES.some((role) => reach.has(role));
    }
    case 'update':
    case 'sendInviteLink':
    case 'copyInviteLink':
      return true;
  }
}

/** Every organization of the target is one of the actor's, and it has one. */
function isWithinOwnOrganizations(actor: AccountActor, target: AccountFacts): boolean {
  return (
    target.organizationIds.length > 0 &&
    target.organizationIds.every((id) => actor.organizationIds.includes(id))
  );
}

/**
 * Whether `actor` may do `action` to the `target` account: the one rule the API enforces and the
 * web app asks before offering an action on an account. All of these must hold:
 * - the right of spec section 6 (create by type, update, delete, send or copy invite link);
 * - the target's roles or job do not rank above the actor's (see `outranks`, `JOB_RANK`);
 * - someone outside the engineering office (a customer) acts only on accounts all of whose
 *   organizations are theirs;
 * - the office's staff are created and given access by those who manage every organization, and
 *   deleted by the admin roles only;
 * - nobody deletes their own account; a guest does nothing to accounts.
 * Seeing the account is decided apart (an account one cannot see answers 404 in the API).
 */
export function mayActOnAccount(
  actor: AccountActor,
  target: AccountFacts,
  action: AccountAction,
): boolean {
  if (isGuest(actor)) return false;
  if (action === 'delete' && target.id === actor.id) return false;
  const ability = defineAbilityFor(actor);
  if (!holdsRight(ability, target, action)) return false;
  if (!isInternal(actor) && !isWithinOwnOrganizations(actor, target)) return false;
  const targetUser = { id: target.id ?? '', roles: target.roles, job: target.job };
  if (isInternal(targetUser) && !mayActOnStaff(actor, ability, action)) return false;
  return !outranks(target, actor, ability);
}
