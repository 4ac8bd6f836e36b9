import { eq } from 'drizzle-orm';
import type { Db } from './database.js';
import { appMeta } from './schema.js';

const SEEDED_AT = 'demo_seeded_at';

/** A demo account printed at start so that a newcomer can sign in at once. */
export interface DemoAccount {
  email: string;
  password: string;
  description: string;
}

/**
 * The demo accounts. The users table arrives with the API core (issue 7), which fills this list;
 * until then there is nobody to sign in as and start says so.
 */
export const demoAccounts: readonly DemoAccount[] = [];

export interface SeedOutcome {
  seeded: boolean;
  seededAt: Date;
}

/** Seeds the demo data once: a later start finds the marker and keeps the data as it is. */
export async function seedDemoDataOnce(
  db: Db,
  now: () => Date = () => new Date(),
): Promise<SeedOutcome> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(appMeta).where(eq(appMeta.key, SEEDED_AT));
    if (existing) return { seeded: false, seededAt: new Date(existing.value) };
    const seededAt = now();
    await tx.insert(appMeta).values({ key: SEEDED_AT, value: seededAt.toISOString() });
    return { seeded: true, seededAt };
  });
}
