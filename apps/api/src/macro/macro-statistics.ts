import { and, type SQL, sql } from 'drizzle-orm';
import { cores } from '../db/schema.js';
import { coreResults } from './macro-filters.js';

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
 * the row it sits in: counts, highest contents, asbestos, and the extent of the located ones.
 */
export function coreFigures(selected: SQL | undefined): SQL<CoreFigures> {
  const located = sql`s.lat is not null and s.lng is not null`;
  return sql<CoreFigures>`(select json_build_object(
      'coresCount', count(*),
      'analysedCoresCount', count(*) filter (where s.analysed),
      'pahMaxMgKg', max(s.pah),
      'thMaxMgKg', max(s.th),
      'asbestosCoresCount', count(*) filter (where s.asbestos),
      'west', min(s.lng) filter (where ${located}),
      'south', min(s.lat) filter (where ${located}),
      'east', max(s.lng) filter (where ${located}),
      'north', max(s.lat) filter (where ${located}))
    from (select ${cores.lat} as lat, ${cores.lng} as lng, ${coreResults.pahMax} as pah,
        ${coreResults.thMax} as th, ${coreResults.asbestos} as asbestos,
        ${coreResults.isAnalysed} as analysed
      from ${cores} where ${and(sql`true`, selected)}) s)`;
}

/** The contract's MacroPollutantSummary of some figures. */
export function pollutantsOf(figures: CoreFigures) {
  return {
    analysedCoresCount: Number(figures.analysedCoresCount),
    pahMaxMgKg: figures.pahMaxMgKg,
    thMaxMgKg: figures.thMaxMgKg,
    asbestosCoresCount: Number(figures.asbestosCoresCount),
  };
}

/** The extent [west, south, east, north] of the located cores, null without any. */
export function bboxOf(figures: CoreFigures): [number, number, number, number] | null {
  const { west, south, east, north } = figures;
  if (west === null || south === null || east === null || north === null) return null;
  return [west, south, east, north];
}
