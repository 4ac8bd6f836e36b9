import { AsyncLocalStorage } from 'node:async_hooks';
import type { Principal } from '../http/principal.js';

/**
 * The PostgreSQL setting that tells the audit triggers who writes (src/audit/audit-triggers.ts).
 * The driver sets it on the connection before every statement that writes (db/database.ts), from
 * the actor of the request under way, or to '' outside any request (seed, migrations, jobs:
 * nothing recorded).
 */
export const ACTOR_SETTING = 'chaussee.actor';

/** Who writes, as the triggers record it. */
export interface AuditActor {
  kind: 'user' | 'guest';
  /** The user, or the share link of a guest. */
  id: string;
  /** The super administrator acting as `id`, else null. */
  impersonatorId: string | null;
  /** The contract's operationId. */
  operation: string;
  requestId: string;
}

const actors = new AsyncLocalStorage<string>();

/** Runs `run` with `actor` as the author of every write it makes, however deep. */
export function runAsActor<T>(actor: AuditActor, run: () => T): T {
  return actors.run(JSON.stringify(actor), run);
}

/** The value of ACTOR_SETTING for a statement sent now: the actor's JSON, or ''. */
export function currentActorSetting(): string {
  return actors.getStore() ?? '';
}

/** The actor of a request made by `principal` (a guest's session user is its share link). */
export function auditActorOf(
  principal: Principal,
  operation: string,
  requestId: string,
): AuditActor {
  return {
    kind: typeof principal.user.invitedBy === 'string' ? 'guest' : 'user',
    id: principal.user.id,
    impersonatorId: principal.impersonatorId,
    operation,
    requestId,
  };
}
