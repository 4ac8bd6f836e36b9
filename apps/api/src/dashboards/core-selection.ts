import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { coreLayers, cores } from '../db/schema.js';
import type { CoreFilters } from './core-filters.js';

/**
 * The SQL pieces every dashboard query shares (used by the repositories only): which cores the
 * filters select, and the road order.
 */

/**
 * The number of a core's landmark (« PR 12 » → 12), null without digits. At most nine digits are
 * read, so that a landmark typed with a long number never overflows an integer.
 */
export const prNumber = sql<number | null>`substring(${cores.landmark} from '[0-9]{1,9}')::integer`;

/** The cores of a campaign that the filters select. */
export function selectedCores(campaignId: string, filters: CoreFilters): SQL {
  const conditions: SQL[] = [eq(cores.campaignId, campaignId)];
  if (filters.road !== undefined) conditions.push(eq(cores.roadId, filters.road));
  if (filters.direction !== undefined) conditions.push(eq(cores.direction, filters.direction));
  if (filters.lane !== undefined) conditions.push(eq(cores.lane, filters.lane));
  if (filters.status !== undefined) conditions.push(eq(cores.status, filters.status));
  if (filters.prFrom !== undefined) conditions.push(sql`${prNumber} >= ${filters.prFrom}`);
  if (filters.prTo !== undefined) conditions.push(sql`${prNumber} <= ${filters.prTo}`);
  if (filters.material !== undefined) {
    conditions.push(
      sql`exists (select 1 from ${coreLayers} where ${coreLayers.coreId} = ${cores.id} and ${coreLayers.type} = ${filters.material})`,
    );
  }
  return and(...conditions) ?? sql`true`;
}

/**
 * Road order: by direction and lane (the synoptic's groups; unnamed last), then PR number, then
 * abscissa (cores without them last), then the campaign's natural core order (sort_rank).
 */
export const roadOrder = [
  sql`${cores.direction} asc nulls last`,
  sql`${cores.lane} asc nulls last`,
  sql`${prNumber} asc nulls last`,
  sql`${cores.abscissa} asc nulls last`,
  sql`${cores.sortRank} asc nulls last`,
  asc(cores.id),
];
