import type { components } from '@chaussee/sdk';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { rowsOf } from '../db/raw-rows.js';
import { degradations, surveyItems } from '../db/schema.js';
import { COUNT_LENGTH, isDistressType, LANE_WIDTH } from './condition-index.js';

type Schemas = components['schemas'];

/** The extent of one distress type and severity in one section of a road. */
export interface SectionAggregate {
  road: string;
  /** Index of the section along the road: it runs from index × length to (index + 1) × length. */
  sectionIndex: number;
  distressType: Schemas['DistressType'];
  unit: Schemas['Degradation']['unit'];
  severity: 1 | 2 | 3;
  /** Extent in the degradation's unit, the part of the items that falls in the section. */
  extent: number;
  /** Length of lane covered (m), as condition-index.ts defines it. */
  equivalentLength: number;
}

/**
 * Positions along a road are PR × 1000 + abscissa (metres, a PR every kilometre). A segment is cut
 * at the section bounds and each part takes its share of the extent; a point falls in the section
 * of its position. The equivalent length uses LANE_WIDTH and COUNT_LENGTH of condition-index.ts.
 */
export async function aggregateSections(
  db: Db,
  campaignId: string,
  sectionLength: number,
): Promise<SectionAggregate[]> {
  const start = sql`(${surveyItems.prStart} * 1000 + ${surveyItems.abscissaStart})`;
  const end = sql`coalesce(${surveyItems.prEnd} * 1000 + ${surveyItems.abscissaEnd}, ${start})`;
  const result = await db.execute(sql`
    with positioned as (
      select ${surveyItems.road} as road, ${degradations.distressType} as distress_type,
        ${degradations.unit} as unit, ${surveyItems.severity} as severity,
        coalesce(${surveyItems.extent}, 0) as extent,
        least(${start}, ${end}) as a, greatest(${start}, ${end}) as b
      from ${surveyItems}
      join ${degradations} on ${degradations.id} = ${surveyItems.degradationId}
      where ${surveyItems.campaignId} = ${campaignId}
    ),
    cut as (
      select p.*, s.idx,
        case when p.b > p.a
          then (least(p.b, (s.idx + 1) * ${sectionLength}::float8) - greatest(p.a, s.idx * ${sectionLength}::float8)) / (p.b - p.a)
          else 1 end as part
      from positioned p
      cross join lateral generate_series(
        floor(p.a / ${sectionLength})::int,
        greatest(floor(p.a / ${sectionLength})::int, ceil(p.b / ${sectionLength})::int - 1)
      ) as s(idx)
    )
    select road, idx as section_index, distress_type, unit, severity,
      sum(extent * part)::float8 as extent,
      sum(case unit when 'm2' then extent * part / ${LANE_WIDTH}::float8 when 'count' then extent * part * ${COUNT_LENGTH}::float8 else extent * part end)::float8 as equivalent_length
    from cut
    where part > 0
    group by road, idx, distress_type, unit, severity
    order by road, idx, distress_type, severity
  `);
  return rowsOf(result).map((row) => toAggregate(row));
}

const UNITS: readonly string[] = ['m', 'm2', 'count'] satisfies Schemas['Degradation']['unit'][];

function isUnit(value: string): value is Schemas['Degradation']['unit'] {
  return UNITS.includes(value);
}

function toAggregate(row: Record<string, unknown>): SectionAggregate {
  const severity = Number(row.severity);
  if (severity !== 1 && severity !== 2 && severity !== 3) throw new Error('Severity out of 1–3');
  const distressType = String(row.distress_type);
  const unit = String(row.unit);
  if (!isDistressType(distressType) || !isUnit(unit)) throw new Error('Unknown degradation');
  return {
    road: String(row.road),
    sectionIndex: Number(row.section_index),
    distressType,
    unit,
    severity,
    extent: Number(row.extent),
    equivalentLength: Number(row.equivalent_length),
  };
}
