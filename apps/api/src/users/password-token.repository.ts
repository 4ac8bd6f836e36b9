import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { passwordTokens } from '../db/schema.js';

type PasswordTokenRow = typeof passwordTokens.$inferSelect;
type NewPasswordToken = Omit<typeof passwordTokens.$inferInsert, 'id'>;

/** The SQL of password links (invitations and recoveries). */
export function createPasswordTokenRepository(db: Db) {
  return {
    /** Stores a new link; the user's earlier unused links stop working. */
    async replace(token: NewPasswordToken & { createdAt: Date }): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(passwordTokens)
          .set({ revokedAt: token.createdAt })
          .where(
            and(
              eq(passwordTokens.userId, token.userId),
              isNull(passwordTokens.usedAt),
              isNull(passwordTokens.revokedAt),
            ),
          );
        await tx.insert(passwordTokens).values(token);
      });
    },

    async findByTokenHash(tokenHash: string): Promise<PasswordTokenRow | undefined> {
      const [row] = await db
        .select()
        .from(passwordTokens)
        .where(eq(passwordTokens.tokenHash, tokenHash));
      return row;
    },

    /** Marks the link used if nobody did first; false when it was already used or replaced. */
    async markUsed(id: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(passwordTokens)
        .set({ usedAt: at })
        .where(
          and(
            eq(passwordTokens.id, id),
            isNull(passwordTokens.usedAt),
            isNull(passwordTokens.revokedAt),
          ),
        )
        .returning({ id: passwordTokens.id });
      return rows.length === 1;
    },
  };
}

export type PasswordTokenRepository = ReturnType<typeof createPasswordTokenRepository>;
