export { defineAbilityFor, isGranted } from './ability.js';
export type { AppAbility, AppSubject } from './ability.js';
export { campaignSubject, workspaceSubject } from './membership.js';
export type {
  CampaignFacts,
  CampaignSubject,
  WorkspaceFacts,
  WorkspaceSubject,
} from './membership.js';
export { RIGHTS } from './rights-table.js';
export type { Action, Right, SubjectName } from './rights-table.js';
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
