import { and, type SQL, sql } from 'drizzle-orm';
import { coreLayers, cores, layerPollutantAnalyses } from '../db/schema.js';

/** The aggregates of a set of selected cores, as the JSON object `coreFigures` answers. */
export interface CoreFigures {
  coresCount: number;
  analysedCoresCount: number;
  pahMaxMgKg: number | null;
  thMaxMgKg: number | null;
  asbestosCoresCount: number;
  west: number | null;
  south: number | null;
  east: number | null;
  north: number | null;
}

/**
 * The figures of the cores matching `selected` (a condition on `cores`), as one scalar subquery of
 * the row it sits in: counts, highest contents, asbestos, and the extent of the located ones. The
 * results are read in one pass (cores, their layers and results joined, then grouped by core),
 * not by a subquery per core: a campaign of 100,000 cores is one hash join, not 400,000 probes.
 */
export function coreFigures(selected: SQL | undefined): SQL<CoreFigures> {
  const located = sql`s.lat is not null and s.lng is not null`;
  const a = layerPollutantAnalyses;
  const content = (kind: 'PAH' | 'TH') =>
    sql`max(${a.valueMgKg}) filter (where ${a.kind} = ${kind} and ${a.valueMgKg} >= 0)`;
  const figures = sql`(select json_build_object(
      'coresCount', count(*),
      'analysedCoresCount', count(*) filter (where s.analysed),
      'pahMaxMgKg', max(s.pah),
      'thMaxMgKg', max(s.th),
      'asbestosCoresCount', count(*) filter (where s.asbestos),
      'west', min(s.lng) filter (where ${located}),
      'south', min(s.lat) filter (where ${located}),
      'east', max(s.lng) filter (where ${located}),
      'north', max(s.lat) filter (where ${located}))
    from (select ${cores.lat} as lat, ${cores.lng} as lng, ${content('PAH')} as pah,
        ${content('TH')} as th,
        bool_or(${a.asbestosPresent}) filter (where ${a.kind} = 'asbestos') as asbestos,
        bool_or((${a.kind} in ('PAH', 'TH') and ${a.valueMgKg} >= 0)
          or (${a.kind} = 'asbestos' and ${a.asbestosPresent} is not null)) as analysed
      from ${cores}
      left join ${coreLayers} on ${coreLayers.coreId} = ${cores.id}
      left join ${a} on ${a.layerId} = ${coreLayers.id}
      where ${and(sql`true`, selected)}
      group by ${cores.id}, ${cores.lat}, ${cores.lng}) s)`;
  // Grouped by the columns it reads, not the id alone: \`cores\` is a view of the live cores
  // (src/db/live-views.ts), and PostgreSQL infers nothing from a view's key.
  // Nested, so that its columns stay qualified in a select of one table (Drizzle names the
  // columns of a select field's own chunks without their table there).
  return sql<CoreFigures>`${figures}`;
}

/** The contract's MacroPollutantSummary of some figures. */
export function pollutantsOf(figures: CoreFigures) {
  return {
    analysedCoresCount: figures.analysedCoresCount,
    pahMaxMgKg: figures.pahMaxMgKg,
    thMaxMgKg: figures.thMaxMgKg,
    asbestosCoresCount: figures.asbestosCoresCount,
  };
}

/** The extent [west, south, east, north] of the located cores, null without any. */
export function bboxOf(figures: CoreFigures): [number, number, number, number] | null {
  const { west, south, east, north } = figures;
  if (west === null || south === null || east === null || north === null) return null;
  return [west, south, east, north];
}
