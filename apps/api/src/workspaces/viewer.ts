import type { SessionUser } from '@chaussee/permissions';
import type { SQL } from 'drizzle-orm';
import { seesEverything } from '../access/access-rules.js';
import { campaignVisibleTo, workspaceVisibleTo } from '../access/membership.repository.js';

/**
 * Whose eyes a list is built for: everything (ADMIN and SUPER_ADMIN), or one user's memberships.
 * Every list query takes its conditions from here, so none contains, counts or names what the
 * viewer may not see.
 */
export type Viewer = { kind: 'everything' } | { kind: 'member'; userId: string };

export const EVERYTHING: Viewer = { kind: 'everything' };

export function viewerOf(user: SessionUser): Viewer {
  return seesEverything(user) ? EVERYTHING : { kind: 'member', userId: user.id };
}

/** The condition on `campaigns` (undefined: no condition). */
export function campaignsSeenBy(viewer: Viewer): SQL | undefined {
  return viewer.kind === 'everything' ? undefined : campaignVisibleTo(viewer.userId);
}

/** The condition on `workspaces` (undefined: no condition). */
export function workspacesSeenBy(viewer: Viewer): SQL | undefined {
  return viewer.kind === 'everything' ? undefined : workspaceVisibleTo(viewer.userId);
}
