export { JOBS, ROLES, isRole } from './roles.js';
export type { Job, Role } from './roles.js';
