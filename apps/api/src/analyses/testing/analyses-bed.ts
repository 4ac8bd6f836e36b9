import type { ChausseeClient, components } from '@chaussee/sdk';
import { startCoresBed, type CoresBed, type DemoName } from '../../cores/testing/cores-bed.js';
import { rankCampaign } from '../../cores/core-order.js';
import type { Db } from '../../db/database.js';
import {
  campaignPrestations,
  campaignProviders,
  coreLayers,
  cores,
  samples,
  siteProviders,
} from '../../db/schema.js';
import { createProvidersRepository } from '../../providers/providers.repository.js';
import { present } from '../../users/testing/http-identity.js';

type Schemas = components['schemas'];
type CampaignStatus = Schemas['CampaignStatus'];

/** A provider with one laboratory and its four prestations (three analyses and a test). */
export interface ProviderFixture {
  providerId: string;
  laboratoryId: string;
  prestations: { PAH: string; TH: string; asbestos: string; test: string };
}

export interface LayerFixture {
  type?: Schemas['LayerType'];
  thickness?: number;
  /** Kinds of the samples already taken from the layer (none by default). */
  samples?: readonly Schemas['CoreSampleKind'][];
}

/** Cores of a campaign by display name, each with its layer ids from the surface. */
export type CoresFixture = Record<string, { coreId: string; layerIds: string[] }>;

async function inserted<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error('Nothing was inserted.');
  return row;
}

/**
 * A provider written through the providers' repository: `apiUrl` makes it an API provider, its
 * laboratory has `laboratoryEmail` (undefined: an address; null: none). The PAH prestation carries
 * a sample code (BACC), the others none, so that both ways of getting a sample are exercised.
 */
export async function insertProvider(
  db: Db,
  options: {
    name: string;
    apiUrl?: string;
    apiKey?: string;
    laboratoryEmail?: string | null;
  },
): Promise<ProviderFixture> {
  const providers = createProvidersRepository(db);
  const provider = await providers.insertProvider({
    name: options.name,
    isLaboratory: true,
    email: 'contact@labo.example',
    apiUrl: options.apiUrl ?? null,
    apiKey: options.apiKey ?? null,
  });
  const laboratory = await providers.insertLaboratory({
    providerId: provider.id,
    name: `${options.name} – Grenoble`,
    email:
      options.laboratoryEmail === undefined ? 'commandes@labo.example' : options.laboratoryEmail,
  });
  const prestation = async (
    name: string,
    values: Pick<Schemas['Prestation'], 'code' | 'pollutantKind' | 'layerTypes'>,
  ) => (await providers.insertPrestation({ providerId: provider.id, name, ...values })).id;
  return {
    providerId: provider.id,
    laboratoryId: laboratory.id,
    prestations: {
      PAH: await prestation('HAP (16 composés)', {
        code: 'BACC',
        pollutantKind: 'PAH',
        layerTypes: ['CA'],
      }),
      TH: await prestation('HCT C10-C40', { code: null, pollutantKind: 'TH', layerTypes: ['CA'] }),
      asbestos: await prestation('Recherche d’amiante', {
        code: null,
        pollutantKind: 'asbestos',
        layerTypes: [],
      }),
      test: await prestation('Module complexe', {
        code: 'MACC',
        pollutantKind: null,
        layerTypes: [],
      }),
    },
  };
}

/** Offers the provider's prestations for the campaign, with its laboratory, and its customer code. */
export async function offerProvider(
  db: Db,
  campaign: { id: string; siteId: string },
  provider: ProviderFixture,
): Promise<void> {
  await db
    .insert(campaignProviders)
    .values({ campaignId: campaign.id, providerId: provider.providerId });
  await db.insert(campaignPrestations).values(
    Object.values(provider.prestations).map((prestationId) => ({
      campaignId: campaign.id,
      prestationId,
      laboratoryId: provider.laboratoryId,
    })),
  );
  await db
    .insert(siteProviders)
    .values({ siteId: campaign.siteId, providerId: provider.providerId, customerCode: 'CLI-0815' })
    .onConflictDoNothing();
}

/** Cores (numbered in the given order) with their layers, straight to the tables. */
export async function insertCores(
  db: Db,
  campaignId: string,
  layout: Record<string, readonly LayerFixture[]>,
): Promise<CoresFixture> {
  const fixture: CoresFixture = {};
  let number = 0;
  for (const [displayName, layers] of Object.entries(layout)) {
    number += 1;
    const core = await inserted(
      db.insert(cores).values({ campaignId, number, displayName, status: 'validated' }).returning(),
    );
    const layerIds: string[] = [];
    for (const [index, layer] of layers.entries()) {
      const row = await inserted(
        db
          .insert(coreLayers)
          .values({
            coreId: core.id,
            position: index + 1,
            type: layer.type ?? 'CA',
            thickness: layer.thickness ?? 40,
            condition: 'healthy_smooth',
          })
          .returning(),
      );
      for (const kind of layer.samples ?? []) {
        await db.insert(samples).values({ layerId: row.id, kind, codes: ['LFRA'] });
      }
      layerIds.push(row.id);
    }
    fixture[displayName] = { coreId: core.id, layerIds };
  }
  // As the cores domain does: the campaign's core order is kept as ranks (cores/core-order.ts).
  await rankCampaign(db, campaignId);
  return fixture;
}

export interface AnalysesBed extends CoresBed {
  /** A coring campaign with these members and its site (for the providers' settings). */
  coringCampaign(
    members: readonly DemoName[],
    status?: CampaignStatus,
  ): Promise<{ id: string; siteId: string; workspaceId: string }>;
  /** Asks prestations on layers through the API, as the campaign's technician. */
  ask(
    client: ChausseeClient,
    campaignId: string,
    pairs: readonly { layerId: string; prestationId: string }[],
  ): Promise<Schemas['LayerPrestation'][]>;
}

/** The cores test bed (demo accounts, clients, guests) with the analyses' fixtures. */
export async function startAnalysesBed(): Promise<AnalysesBed> {
  const bed = await startCoresBed();
  return {
    ...bed,
    async coringCampaign(members, status = 'taking_validated') {
      const campaign = await bed.campaign(members, status);
      const workspace = await bed.db.query.workspaces.findFirst({
        where: (table, { eq }) => eq(table.id, campaign.workspaceId),
      });
      if (!workspace) throw new Error('The workspace vanished.');
      return { ...campaign, siteId: workspace.siteId };
    },
    async ask(client, campaignId, pairs) {
      const { data } = await client.POST('/campaigns/{id}/prestations', {
        params: { path: { id: campaignId } },
        body: { prestations: [...pairs] },
      });
      return present(data).items;
    },
  };
}
