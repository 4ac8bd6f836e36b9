import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { providers, siteProviders } from '../db/schema.js';
import type { PageOf, PageRequest } from '../http/paging.js';

type SiteProviderRow = typeof siteProviders.$inferSelect;
type ProviderRow = typeof providers.$inferSelect;

/** A provider enabled for a site, with the site's settings there. */
export interface SiteProviderView {
  settings: SiteProviderRow;
  provider: ProviderRow;
}

export interface SiteProviderSettings {
  isDefault: boolean;
  customerCode: string | null;
}

/** The providers enabled for each site: the only SQL of site_providers. */
export function createSiteProvidersRepository(db: Db) {
  function key(siteId: string, providerId: string) {
    return and(eq(siteProviders.siteId, siteId), eq(siteProviders.providerId, providerId));
  }

  /**
   * A default provider is the one preselected among those of its kind (laboratory or not): setting
   * one clears the others of that kind on the site, in the same transaction.
   */
  async function clearOtherDefaults(tx: Db, siteId: string, provider: ProviderRow) {
    const sameKind = tx
      .select({ id: providers.id })
      .from(providers)
      .where(eq(providers.isLaboratory, provider.isLaboratory));
    await tx
      .update(siteProviders)
      .set({ isDefault: false })
      .where(
        and(
          eq(siteProviders.siteId, siteId),
          ne(siteProviders.providerId, provider.id),
          inArray(siteProviders.providerId, sameKind),
        ),
      );
  }

  return {
    /** By provider name. */
    async list(siteId: string, page: PageRequest): Promise<PageOf<SiteProviderView>> {
      const where = eq(siteProviders.siteId, siteId);
      const [counted] = await db.select({ total: count() }).from(siteProviders).where(where);
      const rows = await db
        .select({ settings: siteProviders, provider: providers })
        .from(siteProviders)
        .innerJoin(providers, eq(providers.id, siteProviders.providerId))
        .where(where)
        .orderBy(sql`lower(${providers.name})`, asc(providers.id))
        .limit(page.limit)
        .offset(page.offset);
      return { rows, total: counted?.total ?? 0 };
    },

    async find(siteId: string, providerId: string): Promise<SiteProviderView | undefined> {
      const [row] = await db
        .select({ settings: siteProviders, provider: providers })
        .from(siteProviders)
        .innerJoin(providers, eq(providers.id, siteProviders.providerId))
        .where(key(siteId, providerId));
      return row;
    },

    async findProvider(id: string): Promise<ProviderRow | undefined> {
      const [row] = await db.select().from(providers).where(eq(providers.id, id));
      return row;
    },

    /** Enables the provider; false when it already was (nothing changes then). */
    async insert(
      siteId: string,
      provider: ProviderRow,
      settings: SiteProviderSettings,
      at: Date,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(siteProviders)
          .values({ siteId, providerId: provider.id, ...settings, createdAt: at })
          .onConflictDoNothing()
          .returning({ siteId: siteProviders.siteId });
        if (inserted.length === 0) return false;
        if (settings.isDefault) await clearOtherDefaults(tx, siteId, provider);
        return true;
      });
    },

    async update(siteId: string, provider: ProviderRow, settings: SiteProviderSettings) {
      await db.transaction(async (tx) => {
        await tx.update(siteProviders).set(settings).where(key(siteId, provider.id));
        if (settings.isDefault) await clearOtherDefaults(tx, siteId, provider);
      });
    },

    /** False when the provider was not enabled. */
    async delete(siteId: string, providerId: string): Promise<boolean> {
      const deleted = await db
        .delete(siteProviders)
        .where(key(siteId, providerId))
        .returning({ siteId: siteProviders.siteId });
      return deleted.length > 0;
    },
  };
}

export type SiteProvidersRepository = ReturnType<typeof createSiteProvidersRepository>;
