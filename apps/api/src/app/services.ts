import type { Clock } from '../clock.js';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/database.js';
import type { RouteModule } from '../http/operation-handler.js';
import type { AuditImpersonation, Authenticate } from '../http/principal.js';

export interface ServicesOptions {
  database: Database;
  config: AppConfig;
  clock?: Clock;
}

/** What the HTTP layer needs from the domain: who is calling, the audit, and the handlers. */
export interface Services {
  authenticate: Authenticate;
  auditImpersonation: AuditImpersonation;
  routeModules: readonly RouteModule[];
}

/**
 * Wires the domain services on one database (composition root). No domain yet: no token is valid,
 * nothing is audited and every operation answers 501 `not_implemented`.
 */
export const createServices: (options: ServicesOptions) => Promise<Services> = () =>
  Promise.resolve({
    authenticate: () => Promise.resolve(undefined),
    auditImpersonation: () => Promise.resolve(),
    routeModules: [],
  });
