import type { Job, Role } from './roles.js';
import { ADMIN_ROLES, CUSTOMER_ROLES, INTERNAL_ROLES, JOBS } from './roles.js';

/**
 * One right of spec section 6: granted when the user's job is in `jobs`, or when any role the user
 * reaches through the hierarchy is in `roles`. Both lists empty would mean every signed-in user.
 * Guests get nothing from this table (see ability.ts).
 */
export interface Right {
  action: string;
  subject: string;
  jobs: readonly Job[];
  roles: readonly Role[];
}

/** "Staff jobs": the four jobs. */
const STAFF_JOBS = JOBS;

/**
 * Every right of spec section 6, in the order of the spec, one line each. This is the only place
 * where a right of the spec is written; check it line by line against the specification. The
 * rights the spec does not have, designed by us, are in designed-rights.ts.
 * Campaign and Workspace reads are also open to their members (membership.ts); this table gives the
 * roles that read all of them.
 */
// prettier-ignore
export const RIGHTS = [
  // Global
  { action: 'read',             subject: 'UnfinishedDashboard', jobs: STAFF_JOBS,                      roles: [...INTERNAL_ROLES, ...ADMIN_ROLES] },
  { action: 'use',              subject: 'SearchBox',           jobs: STAFF_JOBS,                      roles: [...INTERNAL_ROLES, ...ADMIN_ROLES, ...CUSTOMER_ROLES] },
  { action: 'export',           subject: 'Pdf',                 jobs: STAFF_JOBS,                      roles: [...INTERNAL_ROLES, ...ADMIN_ROLES, ...CUSTOMER_ROLES] },
  { action: 'filterBy',         subject: 'Organization',        jobs: [],                              roles: [...INTERNAL_ROLES, ...ADMIN_ROLES] },
  { action: 'filterBy',         subject: 'Site',                jobs: [],                              roles: [...INTERNAL_ROLES, ...ADMIN_ROLES] },
  { action: 'read',             subject: 'Statistics',          jobs: [],                              roles: ['ROLE_SUPER_ADMIN', 'ROLE_ACCESS_STATS'] },
  { action: 'delete',           subject: 'Campaign',            jobs: [],                              roles: ['ROLE_SUPER_ADMIN'] },
  { action: 'delete',           subject: 'Workspace',           jobs: [],                              roles: ['ROLE_SUPER_ADMIN'] },
  { action: 'open',             subject: 'AccountSettings',     jobs: [],                              roles: ['ROLE_USER'] },
  { action: 'impersonate',      subject: 'User',                jobs: [],                              roles: ['ROLE_SUPER_ADMIN'] },

  // Campaigns
  { action: 'read',             subject: 'Campaign',            jobs: [],                              roles: ADMIN_ROLES },
  { action: 'create',           subject: 'Campaign',            jobs: [],                              roles: ['ROLE_NEXTROAD_ADMIN', 'ROLE_ADMIN', 'ROLE_SUPER_ADMIN'] },
  { action: 'update',           subject: 'Campaign',            jobs: [],                              roles: ['ROLE_NEXTROAD_ADMIN', 'ROLE_ADMIN', 'ROLE_SUPER_ADMIN', 'ROLE_CUSTOMER_SUPERVISOR'] },
  { action: 'updateStatus',     subject: 'Campaign',            jobs: STAFF_JOBS,                      roles: ADMIN_ROLES },
  { action: 'configure',        subject: 'Dashboard',           jobs: STAFF_JOBS,                      roles: ADMIN_ROLES },
  { action: 'configure',        subject: 'Map',                 jobs: STAFF_JOBS,                      roles: ADMIN_ROLES },
  { action: 'startCoring',      subject: 'Campaign',            jobs: STAFF_JOBS,                      roles: ADMIN_ROLES },
  { action: 'sendToProvider',   subject: 'Campaign',            jobs: STAFF_JOBS,                      roles: ADMIN_ROLES },
  { action: 'prepare',          subject: 'Campaign',            jobs: STAFF_JOBS,                      roles: ADMIN_ROLES },
  { action: 'comment',          subject: 'Chart',               jobs: ['engineer', 'study_manager'],   roles: ADMIN_ROLES },
  { action: 'update',           subject: 'AuscultationPoint',   jobs: [],                              roles: ['ROLE_NEXTROAD_ADMIN', 'ROLE_ADMIN', 'ROLE_SUPER_ADMIN', 'ROLE_CUSTOMER_SUPERVISOR', 'ROLE_CUSTOMER_MAIN'] },
  { action: 'add',              subject: 'Member',              jobs: [],                              roles: ['ROLE_SUPER_ADMIN', 'ROLE_ADMIN', 'ROLE_CUSTOMER_MAIN', 'ROLE_NEXTROAD_ADMIN', 'ROLE_NEXTROAD_MAIN'] },
  { action: 'remove',           subject: 'Member',              jobs: [],                              roles: ['ROLE_SUPER_ADMIN', 'ROLE_ADMIN', 'ROLE_CUSTOMER_MAIN', 'ROLE_NEXTROAD_ADMIN', 'ROLE_NEXTROAD_MAIN'] },
  { action: 'editRights',       subject: 'Member',              jobs: [],                              roles: ['ROLE_SUPER_ADMIN', 'ROLE_ADMIN', 'ROLE_CUSTOMER_MAIN', 'ROLE_NEXTROAD_ADMIN', 'ROLE_NEXTROAD_MAIN'] },
  { action: 'contact',          subject: 'Engineer',            jobs: ['study_manager', 'engineer'],   roles: [...ADMIN_ROLES, ...CUSTOMER_ROLES] },
  { action: 'generate',         subject: 'ShareLink',           jobs: [],                              roles: ['ROLE_CUSTOMER_MAIN', 'ROLE_CUSTOMER_SUPERVISOR', 'ROLE_SUPER_ADMIN'] },
  { action: 'delete',           subject: 'File',                jobs: ['commercial', 'study_manager'], roles: ['ROLE_NEXTROAD_ADMIN', 'ROLE_ADMIN', 'ROLE_SUPER_ADMIN'] },
  { action: 'group',            subject: 'Core',                jobs: ['commercial', 'study_manager'], roles: ['ROLE_NEXTROAD_ADMIN', 'ROLE_ADMIN', 'ROLE_SUPER_ADMIN'] },

  // Workspaces (projects)
  { action: 'read',             subject: 'Workspace',           jobs: [],                              roles: ADMIN_ROLES },
  { action: 'create',           subject: 'Workspace',           jobs: [],                              roles: ['ROLE_NEXTROAD_ADMIN', 'ROLE_ADMIN', 'ROLE_SUPER_ADMIN'] },
  { action: 'update',           subject: 'Workspace',           jobs: [],                              roles: ['ROLE_NEXTROAD_ADMIN', 'ROLE_ADMIN', 'ROLE_SUPER_ADMIN', 'ROLE_CUSTOMER_SUPERVISOR'] },

  // Users
  { action: 'create',           subject: 'MainCustomer',        jobs: ['commercial'],                  roles: ADMIN_ROLES },
  { action: 'create',           subject: 'SupervisorCustomer',  jobs: ['study_manager', 'engineer'],   roles: [] },
  { action: 'create',           subject: 'SecondaryCustomer',   jobs: [],                              roles: ['ROLE_CUSTOMER_MAIN'] },
  { action: 'create',           subject: 'User',                jobs: [],                              roles: ['ROLE_CUSTOMER_MAIN', 'ROLE_CUSTOMER_SUPERVISOR', ...INTERNAL_ROLES] },
  { action: 'update',           subject: 'User',                jobs: [],                              roles: ['ROLE_CUSTOMER_MAIN', 'ROLE_CUSTOMER_SUPERVISOR', ...INTERNAL_ROLES] },
  { action: 'send',             subject: 'InviteLink',          jobs: [],                              roles: ['ROLE_CUSTOMER_MAIN', 'ROLE_CUSTOMER_SUPERVISOR', ...INTERNAL_ROLES] },
  { action: 'copy',             subject: 'InviteLink',          jobs: [],                              roles: ['ROLE_CUSTOMER_SUPERVISOR', 'ROLE_SUPER_ADMIN', 'ROLE_NEXTROAD_ADMIN'] },
  { action: 'delete',           subject: 'User',                jobs: [],                              roles: [...ADMIN_ROLES, ...INTERNAL_ROLES] },

  // Files
  { action: 'read',             subject: 'Deliverable',         jobs: STAFF_JOBS,                      roles: [...INTERNAL_ROLES, ...ADMIN_ROLES, ...CUSTOMER_ROLES] },
  { action: 'read',             subject: 'CustomerFile',        jobs: STAFF_JOBS,                      roles: [...INTERNAL_ROLES, ...ADMIN_ROLES, ...CUSTOMER_ROLES] },
  { action: 'upload',           subject: 'Deliverable',         jobs: [],                              roles: ['ROLE_ADMIN', 'ROLE_SUPER_ADMIN', 'ROLE_NEXTROAD_MAIN'] },
  { action: 'upload',           subject: 'CustomerFile',        jobs: [],                              roles: ['ROLE_ADMIN', 'ROLE_SUPER_ADMIN', 'ROLE_CUSTOMER_MAIN'] },
  { action: 'send',             subject: 'AskedFile',           jobs: [],                              roles: ['ROLE_ADMIN', 'ROLE_SUPER_ADMIN', 'ROLE_CUSTOMER_MAIN'] },
  { action: 'ask',              subject: 'FileRequest',         jobs: [],                              roles: ADMIN_ROLES },
  { action: 'validate',         subject: 'FileRequest',         jobs: [],                              roles: ADMIN_ROLES },
  { action: 'delete',           subject: 'FileRequest',         jobs: [],                              roles: ADMIN_ROLES },
  { action: 'download',         subject: 'Deliverable',         jobs: [],                              roles: ['ROLE_SUPER_ADMIN', ...INTERNAL_ROLES] },
  { action: 'share',            subject: 'Deliverable',         jobs: [],                              roles: ['ROLE_CUSTOMER_MAIN', 'ROLE_CUSTOMER_SUPERVISOR', ...ADMIN_ROLES, ...INTERNAL_ROLES] },

  // Organizations
  { action: 'create',           subject: 'Organization',        jobs: [],                              roles: [...ADMIN_ROLES, 'ROLE_NEXTROAD_MAIN'] },
  { action: 'administerAll',    subject: 'Organization',        jobs: [],                              roles: [...ADMIN_ROLES, 'ROLE_NEXTROAD_MAIN'] },
  { action: 'updateInfo',       subject: 'Organization',        jobs: [],                              roles: [...ADMIN_ROLES, 'ROLE_NEXTROAD_MAIN'] },
  { action: 'administer',       subject: 'Organization',        jobs: [],                              roles: [...ADMIN_ROLES, 'ROLE_NEXTROAD_MAIN', 'ROLE_CUSTOMER_SUPERVISOR'] },

  // Sites
  { action: 'create',           subject: 'Site',                jobs: [],                              roles: ['ROLE_CUSTOMER_MAIN', 'ROLE_CUSTOMER_SUPERVISOR', ...ADMIN_ROLES] },
  { action: 'update',           subject: 'Site',                jobs: [],                              roles: ['ROLE_CUSTOMER_MAIN', 'ROLE_CUSTOMER_SUPERVISOR', ...ADMIN_ROLES] },
  { action: 'updateAccess',     subject: 'Site',                jobs: [],                              roles: ADMIN_ROLES },
  { action: 'deactivate',       subject: 'Site',                jobs: [],                              roles: ADMIN_ROLES },
  { action: 'delete',           subject: 'Site',                jobs: [],                              roles: ADMIN_ROLES },
  { action: 'updateCommercial', subject: 'Site',                jobs: [],                              roles: ['ROLE_NEXTROAD_MAIN', 'ROLE_ADMIN', 'ROLE_SUPER_ADMIN', 'ROLE_NEXTROAD_ADMIN'] },
] as const satisfies readonly Right[];
