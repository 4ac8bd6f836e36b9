import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { laboratories, prestations, providers } from '../db/schema.js';
import type { PageOf, PageRequest } from '../http/paging.js';

export type ProviderRow = typeof providers.$inferSelect;
export type LaboratoryRow = typeof laboratories.$inferSelect;
export type PrestationRow = typeof prestations.$inferSelect;
export type NewProvider = typeof providers.$inferInsert;
export type NewLaboratory = typeof laboratories.$inferInsert;
export type NewPrestation = typeof prestations.$inferInsert;

/** Providers, their laboratories and prestations: the only code with their SQL. */
export function createProvidersRepository(db: Db) {
  return {
    /** By name; `isLaboratory` keeps laboratories only (true) or other providers only (false). */
    async list(
      filter: { isLaboratory?: boolean | undefined },
      page: PageRequest,
    ): Promise<PageOf<ProviderRow>> {
      const where =
        filter.isLaboratory === undefined
          ? undefined
          : eq(providers.isLaboratory, filter.isLaboratory);
      const [counted] = await db.select({ total: count() }).from(providers).where(where);
      const rows = await db
        .select()
        .from(providers)
        .where(where)
        .orderBy(sql`lower(${providers.name})`, asc(providers.id))
        .limit(page.limit)
        .offset(page.offset);
      return { rows, total: counted?.total ?? 0 };
    },

    async findById(id: string): Promise<ProviderRow | undefined> {
      const [row] = await db.select().from(providers).where(eq(providers.id, id));
      return row;
    },

    async laboratoriesOf(providerId: string, page: PageRequest): Promise<PageOf<LaboratoryRow>> {
      const where = eq(laboratories.providerId, providerId);
      const [counted] = await db.select({ total: count() }).from(laboratories).where(where);
      const rows = await db
        .select()
        .from(laboratories)
        .where(where)
        .orderBy(sql`lower(${laboratories.name})`, asc(laboratories.id))
        .limit(page.limit)
        .offset(page.offset);
      return { rows, total: counted?.total ?? 0 };
    },

    async prestationsOf(providerId: string, page: PageRequest): Promise<PageOf<PrestationRow>> {
      const where = eq(prestations.providerId, providerId);
      const [counted] = await db.select({ total: count() }).from(prestations).where(where);
      const rows = await db
        .select()
        .from(prestations)
        .where(where)
        .orderBy(sql`lower(${prestations.name})`, asc(prestations.id))
        .limit(page.limit)
        .offset(page.offset);
      return { rows, total: counted?.total ?? 0 };
    },

    async insertProvider(values: NewProvider): Promise<ProviderRow> {
      const [row] = await db.insert(providers).values(values).returning();
      if (!row) throw new Error('The provider was not inserted.');
      return row;
    },

    async insertLaboratory(values: NewLaboratory): Promise<LaboratoryRow> {
      const [row] = await db.insert(laboratories).values(values).returning();
      if (!row) throw new Error('The laboratory was not inserted.');
      return row;
    },

    async insertPrestation(values: NewPrestation): Promise<PrestationRow> {
      const [row] = await db.insert(prestations).values(values).returning();
      if (!row) throw new Error('The prestation was not inserted.');
      return row;
    },
  };
}

export type ProvidersRepository = ReturnType<typeof createProvidersRepository>;
