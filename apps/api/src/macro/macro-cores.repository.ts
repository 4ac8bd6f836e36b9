import type { components } from '@chaussee/sdk';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import {
  campaigns,
  cities,
  coreLayers,
  cores,
  layerPollutantAnalyses,
  roads,
  workspaces,
} from '../db/schema.js';
import type { PageOf, PageRequest } from '../http/paging.js';
import {
  coreConditions,
  coreResults,
  selectedCampaigns,
  type MacroFilters,
  type MacroScope,
} from './macro-filters.js';

type Schemas = components['schemas'];
type MacroLayer = Schemas['MacroCore']['layers'][number];

const analyses = layerPollutantAnalyses;

/** A layer's laboratory result of one kind, as a scalar subquery on the layer in scope. */
const layerValue = (
  kind: Schemas['PollutantKind'],
  column: typeof analyses.valueMgKg | typeof analyses.asbestosPresent,
) =>
  sql`(select ${column} from ${analyses} where ${analyses.layerId} = ${coreLayers.id} and ${analyses.kind} = ${kind})`;

/** The core's layers from the top with their results (the MacroCore's `layers`). */
const layersJson = sql<MacroLayer[]>`(select coalesce(json_agg(json_build_object(
    'position', ${coreLayers.position},
    'type', ${coreLayers.type},
    'thickness', ${coreLayers.thickness},
    'pahMgKg', ${layerValue('PAH', analyses.valueMgKg)},
    'thMgKg', ${layerValue('TH', analyses.valueMgKg)},
    'asbestosPresent', ${layerValue('asbestos', analyses.asbestosPresent)}
  ) order by ${coreLayers.position}), '[]'::json)
  from ${coreLayers} where ${coreLayers.coreId} = ${cores.id})`;

/**
 * A page of macro cores: the cores of the selected campaigns that the core filters keep, by
 * campaign then in each campaign's core order (MacroCorePage). One statement: the selected cores
 * are found once (the pollutant filters as hash semi-joins on the results' (kind, value) index),
 * counted, and the page taken from them; then the results of the page's cores only are read, so
 * the per-layer subqueries never run for the cores of other pages.
 */
export async function pageMacroCores(
  db: Db,
  scope: MacroScope,
  filters: MacroFilters,
  page: PageRequest,
): Promise<PageOf<Schemas['MacroCore']>> {
  const where = and(selectedCampaigns(db, scope, filters), coreConditions(filters));
  const selected = db.$with('selected_cores').as(
    db
      .select({
        id: sql<string>`${cores.id}`.as('selected_id'),
        campaignId: sql<string>`${cores.campaignId}`.as('selected_campaign_id'),
        sortRank: sql<number | null>`${cores.sortRank}`.as('selected_rank'),
        number: sql<number>`${cores.number}`.as('selected_number'),
      })
      .from(cores)
      .innerJoin(campaigns, eq(campaigns.id, cores.campaignId))
      .where(where),
  );
  const pageIds = db.$with('page_ids').as(
    db
      .select({ id: sql<string>`${selected.id}`.as('page_core_id') })
      .from(selected)
      .orderBy(
        asc(selected.campaignId),
        sql`${selected.sortRank} asc nulls last`,
        asc(selected.number),
      )
      .limit(page.limit)
      .offset(page.offset),
  );
  const counted = db
    .$with('counted')
    .as(db.select({ total: sql<number>`count(*)`.as('total') }).from(selected));
  const rows = await db
    .with(selected, pageIds, counted)
    .select({
      total: sql<number>`(select ${counted.total} from ${counted})`.mapWith(Number),
      core: {
        id: cores.id,
        number: cores.number,
        displayName: cores.displayName,
        status: cores.status,
        landmark: cores.landmark,
        abscissa: cores.abscissa,
        lat: cores.lat,
        lng: cores.lng,
      },
      campaign: { id: campaigns.id, name: campaigns.name, type: campaigns.type },
      workspace: { id: workspaces.id, name: workspaces.name },
      road: { id: roads.id, name: roads.name, workspaceId: roads.workspaceId },
      city: {
        id: cities.id,
        name: cities.name,
        zipCode: cities.zipCode,
        workspaceId: cities.workspaceId,
      },
      pahMaxMgKg: sql<number | null>`${coreResults.pahMax}`,
      thMaxMgKg: sql<number | null>`${coreResults.thMax}`,
      asbestosPresent: sql<boolean | null>`${coreResults.asbestos}`,
      layers: layersJson,
    })
    .from(pageIds)
    .innerJoin(cores, eq(cores.id, pageIds.id))
    .innerJoin(campaigns, eq(campaigns.id, cores.campaignId))
    .innerJoin(workspaces, eq(workspaces.id, campaigns.workspaceId))
    .leftJoin(roads, eq(roads.id, cores.roadId))
    .leftJoin(cities, eq(cities.id, cores.cityId))
    .orderBy(asc(cores.campaignId), sql`${cores.sortRank} asc nulls last`, asc(cores.number));
  const total =
    rows[0]?.total ??
    (page.offset === 0
      ? 0
      : // A page past the end says how many there are all the same.
        ((
          await db
            .select({ total: count() })
            .from(cores)
            .innerJoin(campaigns, eq(campaigns.id, cores.campaignId))
            .where(where)
        )[0]?.total ?? 0));
  return {
    total,
    rows: rows.map(({ core, campaign, workspace, road, city, ...results }) => ({
      ...core,
      campaign,
      workspace,
      road,
      city,
      pahMaxMgKg: results.pahMaxMgKg,
      thMaxMgKg: results.thMaxMgKg,
      asbestosPresent: results.asbestosPresent,
      layers: results.layers,
    })),
  };
}
