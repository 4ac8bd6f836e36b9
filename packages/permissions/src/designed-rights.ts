import type { Role } from './roles.js';
import { INTERNAL_ROLES, JOBS } from './roles.js';
import type { Right } from './rights-table.js';

/**
 * A right of our design, for a decision spec section 6 does not make. It is granted like a right
 * of the table (a job in `jobs`, or a reached role in `roles`), and only to a user who also reaches
 * `requires`: the table lets a job alone grant a right, which would let a READ_ONLY user with a job
 * (or a job with no role) write.
 */
export interface DesignedRight extends Right {
  /** A role the user must reach besides, whatever grants the right. */
  requires: Role;
}

/**
 * The rights we designed, kept apart from RIGHTS so that the table stays the spec's, line for line.
 * Each one documents why it exists; the API and the web app ask it through the same ability.
 */
// prettier-ignore
export const DESIGNED_RIGHTS = [
  // Changing cores, their layers, interfaces and pictures, and copying layers. The spec names no
  // right for it: the engineering office describes cores (a staff job, or an internal role, which
  // ADMIN and SUPER_ADMIN reach), customers read them. It is a write, so ROLE_USER is required
  // (READ_ONLY users and users with no role write nothing). Grouping cores is the spec's « group
  // Core » instead.
  { action: 'edit', subject: 'Core', jobs: JOBS, roles: INTERNAL_ROLES, requires: 'ROLE_USER' },
  // The audit trail (issue 27): the « Historique » of a campaign and of its cores is the office's
  // record of who changed what, naming its staff and the drafts before a campaign is opened to its
  // customers; the staff reads it on the campaigns it may read (membership still applies),
  // customers and guests do not. Searching the whole trail is the super administrator's.
  { action: 'read', subject: 'History', jobs: JOBS, roles: INTERNAL_ROLES, requires: 'ROLE_READ_ONLY' },
  { action: 'search', subject: 'AuditTrail', jobs: [], roles: ['ROLE_SUPER_ADMIN'], requires: 'ROLE_SUPER_ADMIN' },
  // The bin of issue 27 (deleted workspaces, campaigns, cores and documents): listing and
  // restoring are the super administrator's, who alone deletes workspaces and campaigns.
  { action: 'manage', subject: 'Bin', jobs: [], roles: ['ROLE_SUPER_ADMIN'], requires: 'ROLE_SUPER_ADMIN' },
] as const satisfies readonly DesignedRight[];
