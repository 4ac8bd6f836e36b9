import type { MongoAbility, RawRuleOf } from '@casl/ability';
import { createMongoAbility } from '@casl/ability';
import type { DesignedRight } from './designed-rights.js';
import { DESIGNED_RIGHTS } from './designed-rights.js';
import type { CampaignSubject, WorkspaceSubject } from './membership.js';
import { guestRules, membershipRules } from './membership.js';
import { expandRoles } from './role-hierarchy.js';
import type { Job, Role } from './roles.js';
import type { Right } from './rights-table.js';
import { RIGHTS } from './rights-table.js';
import type { SessionUser } from './session-user.js';
import { isGuest } from './session-user.js';

/** Every action named by the spec's table or by our designed rights. */
export type Action = (typeof RIGHTS)[number]['action'] | (typeof DESIGNED_RIGHTS)[number]['action'];

/** Every kind of subject named by the spec's table or by our designed rights. */
export type SubjectName =
  (typeof RIGHTS)[number]['subject'] | (typeof DESIGNED_RIGHTS)[number]['subject'];

/** A subject kind, or a campaign or workspace instance made by campaignSubject / workspaceSubject. */
export type AppSubject = SubjectName | CampaignSubject | WorkspaceSubject;

export type AppAbility = MongoAbility<[Action, AppSubject]>;

/** The grant rule of spec section 6, for one right of the table. */
export function isGranted(
  right: Right,
  job: Job | null,
  expandedRoles: ReadonlySet<Role>,
): boolean {
  if (right.jobs.length === 0 && right.roles.length === 0) return true;
  if (job !== null && right.jobs.includes(job)) return true;
  return right.roles.some((role) => expandedRoles.has(role));
}

/** Our rule for a designed right: the grant rule, and the role it also requires. */
function isDesignedRightGranted(
  right: DesignedRight,
  job: Job | null,
  expandedRoles: ReadonlySet<Role>,
): boolean {
  return expandedRoles.has(right.requires) && isGranted(right, job, expandedRoles);
}

/** Everything `user` may do, as one CASL ability shared by the web app and the API. */
export function defineAbilityFor(user: SessionUser): AppAbility {
  return createMongoAbility<AppAbility>(rulesFor(user));
}

function rulesFor(user: SessionUser): RawRuleOf<AppAbility>[] {
  if (isGuest(user)) return [...guestRules(user.campaign?.id)];
  const roles = expandRoles(user.roles);
  const granted = [
    ...RIGHTS.filter((right) => isGranted(right, user.job, roles)),
    ...DESIGNED_RIGHTS.filter((right) => isDesignedRightGranted(right, user.job, roles)),
  ];
  return [...granted.map(({ action, subject }) => ({ action, subject })), ...membershipRules(user)];
}
