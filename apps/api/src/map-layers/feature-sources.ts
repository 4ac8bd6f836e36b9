import { contentRanges, type MeasuredPollutant } from '@chaussee/validation';
import { type SQL, sql } from 'drizzle-orm';
import { BITUMINOUS_LAYER_TYPES } from '../dashboards/synoptic-repository.js';
import type { LayerKind } from './layer-catalogue.js';

/**
 * The features of each kind of layer as one SQL relation (`facts`) for a campaign: `id`, the
 * feature's extent (`west`, `south`, `east`, `north`; null when not located), the geometry's own
 * columns, and one column per field key (quoted camelCase, the keys of layer-catalogue.ts), so that
 * GeoJSON, filters, value classes and value lists are written once over any kind. Used by the
 * repositories only.
 */

/** A number of pollutant-classes.ts written into the SQL (a constant, never user input). */
const literal = (value: number): SQL => sql.raw(String(value));

/** The class of a content in SQL, from the thresholds of pollutant-classes.ts (highest first). */
function contentClassSql(pollutant: MeasuredPollutant, value: SQL): SQL {
  const ranges = [...contentRanges(pollutant)].reverse();
  const branches = ranges.map(({ id, from }) => sql`when ${value} >= ${literal(from)} then ${id}`);
  return sql`(case ${sql.join(branches, sql` `)} end)::text`;
}

const bituminousTypes = sql.join(
  BITUMINOUS_LAYER_TYPES.map((type) => sql`${type}`),
  sql`, `,
);

/** The laboratory's result of a pollutant, else the « Ref. BE » one (as the waste routes read them). */
const content = (kind: 'PAH' | 'TH') =>
  sql`coalesce(max(a.value_mg_kg) filter (where a.kind = ${kind} and a.value_mg_kg >= 0), max(a.value_mg_kg) filter (where a.kind = ${`${kind}_ref_be`} and a.value_mg_kg >= 0))`;

const asbestos = sql`coalesce(bool_or(a.asbestos_present) filter (where a.kind = 'asbestos'), bool_or(a.asbestos_present) filter (where a.kind = 'asbestos_ref_be'))`;

function coreFacts(campaignId: string): SQL {
  return sql`
    select c.id::text as id, c.lng as west, c.lat as south, c.lng as east, c.lat as north,
      c.lng as lng, c.lat as lat, c.road_id as road_id, pic.path as picture,
      c.display_name as "name", c.number as "number", c.status as "status", r.name as "road",
      c.landmark as "landmark", c.abscissa as "abscissa", c.direction as "direction",
      c.lane as "lane", pol.pah_class as "pahClass", pol.th_class as "thClass",
      pol.asbestos_class as "asbestosClass", thick.bituminous as "bituminousThickness",
      (c.lat is null or c.lng is null) as "isPositionComputed"
    from cores c
    left join roads r on r.id = c.road_id
    left join (
      select cl.core_id, sum(cl.thickness) filter (where cl.type in (${bituminousTypes})) as bituminous
      from core_layers cl join cores cc on cc.id = cl.core_id
      where cc.campaign_id = ${campaignId}
      group by cl.core_id
    ) thick on thick.core_id = c.id
    left join (
      select cl.core_id,
        ${contentClassSql('PAH', content('PAH'))} as pah_class,
        ${contentClassSql('TH', content('TH'))} as th_class,
        (case when ${asbestos} then 'asbestos_present' when not ${asbestos} then 'asbestos_absent' end) as asbestos_class
      from layer_pollutant_analyses a
      join core_layers cl on cl.id = a.layer_id
      join cores cc on cc.id = cl.core_id
      where cc.campaign_id = ${campaignId}
      group by cl.core_id
    ) pol on pol.core_id = c.id
    left join (
      select distinct on (cp.core_id) cp.core_id, cp.path
      from core_pictures cp join cores cc on cc.id = cp.core_id
      where cc.campaign_id = ${campaignId}
      order by cp.core_id, cp.position
    ) pic on pic.core_id = c.id
    where c.campaign_id = ${campaignId}`;
}

function surveyFacts(campaignId: string, kind: 'point' | 'segment'): SQL {
  return sql`
    select s.id::text as id, ext.west, ext.south, ext.east, ext.north, s.geometry as geometry,
      s.degradation_id as degradation_id, d.label as degradation,
      d.distress_type as "distressType", s.severity as "severity", s.road as "road",
      s.pr_start as "prStart", s.abscissa_start as "abscissaStart", s.pr_end as "prEnd",
      s.abscissa_end as "abscissaEnd", s.direction as "direction", s.lane as "lane",
      s.extent as "extent"
    from survey_items s
    join degradations d on d.id = s.degradation_id
    cross join lateral (
      select min((p->>0)::float8) as west, min((p->>1)::float8) as south,
        max((p->>0)::float8) as east, max((p->>1)::float8) as north
      from jsonb_array_elements(
        case when s.geometry->>'type' = 'Point' then jsonb_build_array(s.geometry->'coordinates')
        else s.geometry->'coordinates' end) p
    ) ext
    where s.campaign_id = ${campaignId} and s.kind = ${kind}`;
}

/** The PR landmarks of the roads of the campaign's workspace. */
function prFacts(campaignId: string): SQL {
  return sql`
    select p.id::text as id, p.lng as west, p.lat as south, p.lng as east, p.lat as north,
      p.lng as lng, p.lat as lat, r.name as "road", r.id::text as "roadId", p.pr as "landmark"
    from road_prs p
    join roads r on r.id = p.road_id
    join campaigns k on k.workspace_id = r.workspace_id
    where k.id = ${campaignId}`;
}

export function factsOf(kind: LayerKind, campaignId: string): SQL {
  switch (kind) {
    case 'cores':
      return coreFacts(campaignId);
    case 'auscultation_points':
      return surveyFacts(campaignId, 'point');
    case 'auscultation_segments':
      return surveyFacts(campaignId, 'segment');
    case 'prs':
      return prFacts(campaignId);
  }
}

/**
 * `"key":` then the JSON of a column of `f`, or SQL null when the value is null, so that
 * concat_ws leaves the property out: a feature carries only the properties it has (compact).
 */
const property = (key: string, column: SQL = sql`f.${sql.identifier(key)}`): SQL =>
  sql`(${`"${key}":`}::text || to_json(${column})::text)`;

/** The properties of a feature, those without value left out. */
const properties = (parts: SQL[]): SQL => sql`concat_ws(',', ${sql.join(parts, sql`, `)})`;

/**
 * A compact point: `[lng,lat]` with 6 decimals (about 0.1 m), rounded in float8 (PostgreSQL
 * prints the shortest text that reads back the same double): rounding through numeric costs
 * twice the rest of the feature.
 */
const pointCoordinates = sql`'[' || (round(f.lng * 1e6) / 1e6)::text || ',' || (round(f.lat * 1e6) / 1e6)::text || ']'`;

/**
 * One feature of `f` as compact GeoJSON text, built by concatenation in SQL (no JSON object per
 * row to serialise again); the located cores are never placed from their PR, so they carry no
 * `isPositionComputed` (located-features.ts adds it to the others). A core's picture is written
 * as a `"@picture:<key>"` marker that the service replaces by a signed URL (signing needs the
 * storage's secret).
 */
export function featureJson(kind: LayerKind): SQL {
  // Ids are UUIDs (and PR rows' too): nothing to escape.
  const open = sql`'{"type":"Feature","id":"' || f.id || '","geometry":'`;
  switch (kind) {
    case 'cores':
      return sql`${open} || '{"type":"Point","coordinates":' || ${pointCoordinates} || '},"properties":{' || ${properties(
        [
          property('name'),
          property('status'),
          property('pahClass'),
          property('thClass'),
          property('asbestosClass'),
          property('bituminousThickness'),
          property('road'),
          property('landmark'),
          property('abscissa'),
          property('thumbnailUrl', sql`'@picture:' || f.picture`),
        ],
      )} || '}}'`;
    case 'auscultation_points':
    case 'auscultation_segments':
      return sql`${open} || jsonb_build_object('type', f.geometry->'type', 'coordinates', f.geometry->'coordinates')::text || ',"properties":{' || ${properties(
        [
          property('distressType'),
          property('degradation'),
          property('severity'),
          property('road'),
          property('prStart'),
          property('abscissaStart'),
          property('prEnd'),
          property('abscissaEnd'),
          property('extent'),
          property('direction'),
          property('lane'),
        ],
      )} || '}}'`;
    case 'prs':
      return sql`${open} || '{"type":"Point","coordinates":' || ${pointCoordinates} || '},"properties":{' || ${properties(
        [property('road'), property('roadId'), property('landmark')],
      )} || '}}'`;
  }
}
