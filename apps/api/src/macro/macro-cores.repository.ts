import type { components } from '@chaussee/sdk';
import { and, asc, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
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
import type { PageRequest } from '../http/paging.js';
import { contractObjectSql, nullUnless } from '../db/json-objects.js';
import {
  coreConditions,
  selectedCampaigns,
  type MacroFilters,
  type MacroScope,
} from './macro-filters.js';

type Schemas = components['schemas'];
type MacroLayer = Schemas['MacroCore']['layers'][number];

const analyses = layerPollutantAnalyses;

/** Whether a result's value is a content: given, and not below zero (imports refuse those). */
const isContentValue = (value: SQLWrapper) => sql`${value} >= 0`;

/**
 * The layers of the page's cores (`pageCoreIds`) with their results, and each core's highest
 * contents (PAH, TH) and asbestos finding, one row per core: a grouped subquery to left-join on
 * `coreId`. A layer has at most one result of each kind (a unique index), so each kind is a left
 * join. Not subqueries per core and per layer: each of those scans a table again, and on the
 * embedded PGlite every scan asks the file's size of the file system (an `fstat`): about 950 a
 * page of 200 cores.
 */
function pageResults(db: Db, pageCoreIds: SQL) {
  const pah = alias(analyses, 'pah_result');
  const th = alias(analyses, 'th_result');
  const asbestos = alias(analyses, 'asbestos_result');
  return db
    .select({
      coreId: sql<string>`${coreLayers.coreId}`.as('results_core_id'),
      layers: sql<MacroLayer[]>`json_agg(json_build_object(
        'position', ${coreLayers.position},
        'type', ${coreLayers.type},
        'thickness', ${coreLayers.thickness},
        'pahMgKg', ${pah.valueMgKg},
        'thMgKg', ${th.valueMgKg},
        'asbestosPresent', ${asbestos.asbestosPresent}
      ) order by ${coreLayers.position})`.as('layers'),
      pahMax: sql<
        number | null
      >`max(${pah.valueMgKg}) filter (where ${isContentValue(pah.valueMgKg)})`.as('pah_max'),
      thMax: sql<
        number | null
      >`max(${th.valueMgKg}) filter (where ${isContentValue(th.valueMgKg)})`.as('th_max'),
      asbestos: sql<boolean | null>`bool_or(${asbestos.asbestosPresent})`.as('asbestos'),
    })
    .from(coreLayers)
    .leftJoin(pah, and(eq(pah.layerId, coreLayers.id), eq(pah.kind, 'PAH')))
    .leftJoin(th, and(eq(th.layerId, coreLayers.id), eq(th.kind, 'TH')))
    .leftJoin(asbestos, and(eq(asbestos.layerId, coreLayers.id), eq(asbestos.kind, 'asbestos')))
    .where(inArray(coreLayers.coreId, pageCoreIds))
    .groupBy(coreLayers.coreId)
    .as('page_results');
}

/**
 * The contract's MacroCore of the current row of `cores`, written by the database
 * (db/json-objects.ts): the query joins the core's campaign, workspace, road and city, and the
 * page's `results`.
 */
function macroCoreJson(results: ReturnType<typeof pageResults>): SQL {
  return contractObjectSql('MacroCore', cores, {
    computed: {
      campaign: contractObjectSql('CampaignReference', campaigns),
      workspace: sql`json_build_object('id', ${workspaces.id}, 'name', ${workspaces.name})`,
      road: nullUnless(roads.id, contractObjectSql('Road', roads)),
      city: nullUnless(cities.id, contractObjectSql('City', cities)),
      pahMaxMgKg: sql`${results.pahMax}`,
      thMaxMgKg: sql`${results.thMax}`,
      asbestosPresent: sql`${results.asbestos}`,
      layers: sql`coalesce(${results.layers}, '[]'::json)`,
    },
  });
}

/** A page of macro cores as the database wrote them: their JSON texts joined by commas. */
export interface MacroCoresJson {
  total: number;
  /** The page's MacroCores, in order, joined by commas; '' for none. */
  itemsJson: string;
}

/**
 * A page of macro cores: the cores of the selected campaigns that the core filters keep, by
 * campaign then in each campaign's core order (MacroCorePage), written by the database (a page of
 * 200 cores presented in JavaScript cost more than its reading, as the cores grid's did: apps/api
 * README, « Long lists written by the database »). One statement: the selected cores are found
 * once (the pollutant filters as hash semi-joins on the results' (kind, value) index), counted,
 * and the page taken from them; then the layers and results of the page's cores only are read
 * (pageResults). The count comes with every page, one past the end included.
 */
export async function pageMacroCores(
  db: Db,
  scope: MacroScope,
  filters: MacroFilters,
  page: PageRequest,
): Promise<MacroCoresJson> {
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
  const results = pageResults(db, sql`(select ${pageIds.id} from ${pageIds})`);
  const counted = db
    .$with('counted')
    .as(db.select({ total: sql<number>`count(*)`.as('total') }).from(selected));
  // An aggregate: one row even for a page past the end, which still says the total.
  const [row] = await db
    .with(selected, pageIds, counted)
    .select({
      total: sql<number>`(select ${counted.total} from ${counted})`.mapWith(Number),
      itemsJson: sql<
        string | null
      >`string_agg(${macroCoreJson(results)}::text, ',' order by ${cores.campaignId}, ${cores.sortRank} asc nulls last, ${cores.number})`,
    })
    .from(pageIds)
    .innerJoin(cores, eq(cores.id, pageIds.id))
    .innerJoin(campaigns, eq(campaigns.id, cores.campaignId))
    .innerJoin(workspaces, eq(workspaces.id, campaigns.workspaceId))
    .leftJoin(roads, eq(roads.id, cores.roadId))
    .leftJoin(cities, eq(cities.id, cores.cityId))
    .leftJoin(results, eq(results.coreId, cores.id));
  return { total: row?.total ?? 0, itemsJson: row?.itemsJson ?? '' };
}
