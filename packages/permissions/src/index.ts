export { defineAbilityFor, isGranted } from './ability.js';
export type { Action, AppAbility, AppSubject, SubjectName } from './ability.js';
export {
  AUSCULTATION_STATUSES,
  CAMPAIGN_STATUSES_BY_TYPE,
  EXISTING_CAMPAIGN_TYPES,
} from './campaign-lifecycles.js';
export { areCoresValid } from './cores-validity.js';
export {
  CORING_STATUSES,
  CORING_TRANSITIONS,
  FINAL_CORING_STATUSES,
  coringTransitionsFrom,
  coresValidationStep,
  decideCoringTransition,
  findCoringTransition,
} from './coring-lifecycle.js';
export type {
  CoringStatus,
  CoringTransition,
  LifecycleFacts,
  LifecycleRight,
  TransitionDecision,
  TransitionGuard,
  TransitionRefusalReason,
} from './coring-lifecycle.js';
export { DESIGNED_RIGHTS } from './designed-rights.js';
export type { DesignedRight } from './designed-rights.js';
export { campaignSubject, workspaceSubject } from './membership.js';
export type {
  CampaignFacts,
  CampaignSubject,
  WorkspaceFacts,
  WorkspaceSubject,
} from './membership.js';
export { RIGHTS } from './rights-table.js';
export type { Right } from './rights-table.js';
export { ROLE_INCLUDES, expandRoles } from './role-hierarchy.js';
export {
  ADMIN_ROLES,
  CUSTOMER_ROLES,
  INTERNAL_ROLES,
  JOBS,
  ROLES,
  isJob,
  isRole,
} from './roles.js';
export type { Job, Role } from './roles.js';
export {
  isCustomer,
  isGuest,
  isInternal,
  isStudyManager,
  isSuperAdmin,
  isTechnician,
} from './session-user.js';
export type { CampaignType, GuestUser, SessionUser } from './session-user.js';
export { userTypeOf, type UserType } from './user-type.js';
export { JOB_RANK, mayActOnAccount } from './account-rules.js';
export type { AccountAction, AccountActor, AccountFacts } from './account-rules.js';
