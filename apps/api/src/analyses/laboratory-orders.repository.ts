import type { components } from '@chaussee/sdk';
import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import {
  campaignAnalyses,
  campaigns,
  laboratories,
  laboratoryOrders,
  layerPrestations,
  organizations,
  prestations,
  providers,
  samples,
  siteProviders,
  sites,
  workspaces,
} from '../db/schema.js';
import { laboratoryAnalyses } from '../laboratory/laboratory-order.js';

type Schemas = components['schemas'];
type OrderStatus = Schemas['LaboratoryOrderStatus'];
export type LaboratoryOrderRow = typeof laboratoryOrders.$inferSelect;
export type ProviderRow = typeof providers.$inferSelect;

interface Named {
  id: string;
  name: string;
}

/** A layer prestation waiting for an order, with where its analysis goes. */
export interface PendingPrestation {
  id: string;
  layerId: string;
  analysisId: string;
  providerId: string;
  laboratoryId: string | null;
}

/** An order with what its presentation names (the contract's LaboratoryOrder). */
export interface PresentedOrderRow {
  order: LaboratoryOrderRow;
  provider: Named;
  laboratory: Named | null;
  samplesCount: number;
}

/** What an order to a laboratory says about who orders, from where, and to whom. */
export interface OrderContext {
  order: LaboratoryOrderRow;
  campaign: { id: string; name: string; reference: string | null };
  engineeringOffice: string;
  site: { name: string; customerCode: string | null };
  provider: ProviderRow;
  laboratory: { id: string; name: string; email: string | null } | null;
}

/** The SQL of laboratory orders: assembling them, their statuses, and what they send. */
export function createLaboratoryOrdersRepository(db: Db) {
  return {
    /**
     * The campaign's layer prestations no order holds, whose prestation is an analysis a
     * laboratory performs (asbestos, PAH, TH: what LABORATORY-API.md carries).
     */
    async pendingPrestations(campaignId: string): Promise<PendingPrestation[]> {
      return db
        .select({
          id: layerPrestations.id,
          layerId: layerPrestations.layerId,
          analysisId: campaignAnalyses.id,
          providerId: campaignAnalyses.providerId,
          laboratoryId: campaignAnalyses.laboratoryId,
        })
        .from(layerPrestations)
        .innerJoin(campaignAnalyses, eq(campaignAnalyses.id, layerPrestations.campaignAnalysisId))
        .innerJoin(prestations, eq(prestations.id, layerPrestations.prestationId))
        .where(
          and(
            eq(campaignAnalyses.campaignId, campaignId),
            isNull(layerPrestations.laboratoryOrderId),
            inArray(prestations.pollutantKind, [...laboratoryAnalyses]),
          ),
        )
        .orderBy(asc(layerPrestations.id));
    },

    async insertOrder(values: typeof laboratoryOrders.$inferInsert): Promise<void> {
      await db.insert(laboratoryOrders).values(values);
    },

    /** Puts layer prestations (and the analyses that gather them) in a New order. */
    async assignToOrder(
      orderId: string,
      prestationIds: readonly string[],
      analysisIds: readonly string[],
    ): Promise<void> {
      await db
        .update(layerPrestations)
        .set({ laboratoryOrderId: orderId, status: 'New' })
        .where(inArray(layerPrestations.id, [...prestationIds]));
      await db
        .update(campaignAnalyses)
        .set({ laboratoryOrderId: orderId })
        .where(inArray(campaignAnalyses.id, [...analysisIds]));
    },

    /** The order of a campaign analysis (null until ordered); undefined for an analysis of another campaign. */
    async analysisOf(
      campaignId: string,
      analysisId: string,
    ): Promise<{ orderId: string | null } | undefined> {
      const [row] = await db
        .select({ orderId: campaignAnalyses.laboratoryOrderId })
        .from(campaignAnalyses)
        .where(
          and(eq(campaignAnalyses.id, analysisId), eq(campaignAnalyses.campaignId, campaignId)),
        );
      return row;
    },

    async campaignStatus(campaignId: string): Promise<Schemas['CampaignStatus'] | undefined> {
      const [row] = await db
        .select({ status: campaigns.status })
        .from(campaigns)
        .where(eq(campaigns.id, campaignId));
      return row?.status;
    },

    async find(orderId: string): Promise<LaboratoryOrderRow | undefined> {
      const [row] = await db
        .select()
        .from(laboratoryOrders)
        .where(eq(laboratoryOrders.id, orderId));
      return row;
    },

    /** The campaign's orders in these statuses, oldest first (the order they were made). */
    async ordersOf(campaignId: string, statuses: readonly OrderStatus[]) {
      return db
        .select()
        .from(laboratoryOrders)
        .where(
          and(
            eq(laboratoryOrders.campaignId, campaignId),
            inArray(laboratoryOrders.status, [...statuses]),
          ),
        )
        .orderBy(asc(laboratoryOrders.createdAt), asc(laboratoryOrders.id));
    },

    /**
     * Moves an order from one of `from` to `to` (with the columns that go with it); false when it
     * was not in `from` any more (another request moved it first).
     */
    async moveOrder(
      orderId: string,
      from: readonly OrderStatus[],
      to: OrderStatus,
      changes: Partial<
        Pick<LaboratoryOrderRow, 'externalReference' | 'sentAt' | 'resultsReceivedAt'>
      > = {},
    ): Promise<boolean> {
      const moved = await db
        .update(laboratoryOrders)
        .set({ ...changes, status: to })
        .where(and(eq(laboratoryOrders.id, orderId), inArray(laboratoryOrders.status, [...from])))
        .returning({ id: laboratoryOrders.id });
      return moved.length > 0;
    },

    /** Results came for an order that still waits for others (an imported file in parts). */
    async touchResultsReceived(orderId: string, now: Date): Promise<void> {
      await db
        .update(laboratoryOrders)
        .set({ resultsReceivedAt: now })
        .where(eq(laboratoryOrders.id, orderId));
    },

    /** The layer prestations of an order follow its status (what the layer editor shows). */
    async setPrestationsStatus(orderId: string, status: OrderStatus): Promise<void> {
      await db
        .update(layerPrestations)
        .set({ status })
        .where(eq(layerPrestations.laboratoryOrderId, orderId));
    },

    async setSamplesStatus(orderId: string, status: Schemas['CampaignStatus']): Promise<void> {
      await db.update(samples).set({ status }).where(eq(samples.laboratoryOrderId, orderId));
    },

    /** Everything an order to a laboratory says besides its samples. */
    async context(orderId: string): Promise<OrderContext | undefined> {
      const [row] = await db
        .select({
          order: laboratoryOrders,
          campaign: { id: campaigns.id, name: campaigns.name, reference: campaigns.reference },
          engineeringOffice: organizations.name,
          siteId: sites.id,
          siteName: sites.name,
          provider: providers,
          laboratoryId: laboratories.id,
          laboratoryName: laboratories.name,
          laboratoryEmail: laboratories.email,
        })
        .from(laboratoryOrders)
        .innerJoin(campaigns, eq(campaigns.id, laboratoryOrders.campaignId))
        .innerJoin(workspaces, eq(workspaces.id, campaigns.workspaceId))
        .innerJoin(sites, eq(sites.id, workspaces.siteId))
        .innerJoin(organizations, eq(organizations.id, sites.organizationId))
        .innerJoin(providers, eq(providers.id, laboratoryOrders.providerId))
        .leftJoin(laboratories, eq(laboratories.id, laboratoryOrders.laboratoryId))
        .where(eq(laboratoryOrders.id, orderId));
      if (!row) return undefined;
      const [settings] = await db
        .select({ customerCode: siteProviders.customerCode })
        .from(siteProviders)
        .where(
          and(eq(siteProviders.siteId, row.siteId), eq(siteProviders.providerId, row.provider.id)),
        );
      return {
        order: row.order,
        campaign: row.campaign,
        engineeringOffice: row.engineeringOffice,
        site: { name: row.siteName, customerCode: settings?.customerCode ?? null },
        provider: row.provider,
        laboratory:
          row.laboratoryId === null || row.laboratoryName === null
            ? null
            : { id: row.laboratoryId, name: row.laboratoryName, email: row.laboratoryEmail },
      };
    },

    /** Orders as the contract presents them, in the order of `orderIds`. */
    async presented(orderIds: readonly string[]): Promise<PresentedOrderRow[]> {
      if (orderIds.length === 0) return [];
      const [rows, counts] = await Promise.all([
        db
          .select({
            order: laboratoryOrders,
            provider: { id: providers.id, name: providers.name },
            laboratoryId: laboratories.id,
            laboratoryName: laboratories.name,
          })
          .from(laboratoryOrders)
          .innerJoin(providers, eq(providers.id, laboratoryOrders.providerId))
          .leftJoin(laboratories, eq(laboratories.id, laboratoryOrders.laboratoryId))
          .where(inArray(laboratoryOrders.id, [...orderIds]))
          .orderBy(desc(laboratoryOrders.createdAt)),
        db
          .select({ orderId: samples.laboratoryOrderId, samplesCount: count() })
          .from(samples)
          .where(inArray(samples.laboratoryOrderId, [...orderIds]))
          .groupBy(samples.laboratoryOrderId),
      ]);
      const countOf = new Map(counts.map((row) => [row.orderId, row.samplesCount]));
      const byId = new Map(
        rows.map(({ order, provider, laboratoryId, laboratoryName }) => [
          order.id,
          {
            order,
            provider,
            laboratory:
              laboratoryId === null || laboratoryName === null
                ? null
                : { id: laboratoryId, name: laboratoryName },
            samplesCount: countOf.get(order.id) ?? 0,
          },
        ]),
      );
      return orderIds.flatMap((id) => byId.get(id) ?? []);
    },
  };
}

export type LaboratoryOrdersRepository = ReturnType<typeof createLaboratoryOrdersRepository>;
