import { and, count, eq, gt, isNull, lt, max, min, ne } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { impersonationAudit, loginFailures, refreshTokens } from '../db/schema.js';

type RefreshTokenRow = typeof refreshTokens.$inferSelect;
type NewRefreshToken = typeof refreshTokens.$inferInsert;
export type AuditEntry = Omit<typeof impersonationAudit.$inferInsert, 'id'>;

/** What presenting a refresh token found. */
export type RefreshOutcome =
  | { kind: 'consumed'; token: RefreshTokenRow }
  | { kind: 'unknown' }
  | { kind: 'expired' }
  /** Already used or revoked: someone replays it. */
  | { kind: 'reused'; token: RefreshTokenRow };

/** Refresh tokens, failed sign-ins and the impersonation audit: the SQL of sessions. */
export function createSessionRepository(db: Db) {
  return {
    async insertRefreshToken(token: NewRefreshToken): Promise<void> {
      await db.insert(refreshTokens).values(token);
    },

    /**
     * Marks the token used if it still may be, in one statement: of two requests racing with the
     * same token, exactly one wins and the other is a reuse.
     */
    async consumeRefreshToken(tokenHash: string, at: Date): Promise<RefreshOutcome> {
      const [consumed] = await db
        .update(refreshTokens)
        .set({ usedAt: at })
        .where(
          and(
            eq(refreshTokens.tokenHash, tokenHash),
            isNull(refreshTokens.usedAt),
            isNull(refreshTokens.revokedAt),
            gt(refreshTokens.expiresAt, at),
          ),
        )
        .returning();
      if (consumed) return { kind: 'consumed', token: consumed };
      const [found] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash));
      if (!found) return { kind: 'unknown' };
      if (found.usedAt === null && found.revokedAt === null) return { kind: 'expired' };
      return { kind: 'reused', token: found };
    },

    async revokeFamily(familyId: string, at: Date): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: at })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },

    /** Ends every session of a user (password changed, user deleted), but the one kept. */
    async revokeUserFamilies(userId: string, at: Date, keptFamilyId?: string): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: at })
        .where(
          and(
            eq(refreshTokens.userId, userId),
            isNull(refreshTokens.revokedAt),
            keptFamilyId === undefined ? undefined : ne(refreshTokens.familyId, keptFamilyId),
          ),
        );
    },

    /** Failures from one client (every address it typed) since a moment, and the oldest. */
    async clientLoginFailures(
      clientKey: string,
      since: Date,
    ): Promise<{ count: number; oldestAt: Date | null }> {
      const [row] = await db
        .select({ failures: count(), oldestAt: min(loginFailures.failedAt) })
        .from(loginFailures)
        .where(and(eq(loginFailures.clientKey, clientKey), gt(loginFailures.failedAt, since)));
      return { count: row?.failures ?? 0, oldestAt: row?.oldestAt ?? null };
    },

    /** Failures on one address (from every client) since a moment, and the latest. */
    async accountLoginFailures(
      emailKey: string,
      since: Date,
    ): Promise<{ count: number; latestAt: Date | null }> {
      const [row] = await db
        .select({ failures: count(), latestAt: max(loginFailures.failedAt) })
        .from(loginFailures)
        .where(and(eq(loginFailures.emailKey, emailKey), gt(loginFailures.failedAt, since)));
      return { count: row?.failures ?? 0, latestAt: row?.latestAt ?? null };
    },

    /** Records a failure and forgets the ones too old to count any more. */
    async recordLoginFailure(
      clientKey: string,
      emailKey: string,
      at: Date,
      forgetBefore: Date,
    ): Promise<void> {
      await db.insert(loginFailures).values({ clientKey, emailKey, failedAt: at });
      await db.delete(loginFailures).where(lt(loginFailures.failedAt, forgetBefore));
    },

    async clearAccountLoginFailures(emailKey: string): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.emailKey, emailKey));
    },

    async insertAudit(entry: AuditEntry): Promise<void> {
      await db.insert(impersonationAudit).values(entry);
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
