import type { MembershipGuard } from '../access/membership-guard.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import type { Mailer } from '../mail/mailer.js';
import type { FileStorage } from '../storage/file-storage.js';
import type { Identity } from './identity.js';

/**
 * What every business domain (organizations, workspaces, campaigns, coring, cores, pictures,
 * analyses) receives from the composition root. A domain's `*.module.ts` builds its repositories
 * and services from these and answers its route handlers.
 */
export interface DomainDeps {
  db: Db;
  storage: FileStorage;
  mailer: Mailer;
  now: Clock;
  /** The web app's address, for links in e-mails and share links. */
  publicUrl: string;
  /** The membership rule (404 / 403 not_member) every campaign and workspace operation applies. */
  membership: MembershipGuard;
  /** Sessions, guests and users (e.g. a share link's guest, a user's summary). */
  identity: Identity;
}
