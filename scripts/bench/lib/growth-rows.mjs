// @ts-check
// The rows `pnpm bench:growth` adds to the demo database, with SQL (generate_series: 100,000 rows
// in seconds, where the API would take an hour), on PGlite or PostgreSQL alike. The server must
// be stopped on PGlite (one process per embedded database). The drivers are the API's own
// dependencies, loaded from apps/api.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from '../../lib/paths.mjs';

/** The growth campaign's id, fixed so that the benchmark finds it after each restart. */
export const GROWTH_CAMPAIGN_ID = '0a0b0c0d-0000-4000-8000-00000000c0de';

const apiRequire = createRequire(join(repoRoot, 'apps/api/package.json'));

/**
 * @param {string} name a dependency of apps/api
 * @returns {Promise<any>}
 */
const importApiDependency = (name) => import(pathToFileURL(apiRequire.resolve(name)).href);

/** @param {string} value a uuid given by the API */
function uuidLiteral(value) {
  if (!/^[0-9a-f-]{36}$/.test(value)) throw new Error(`not a uuid: ${value}`);
  return `'${value}'`;
}

/**
 * The SQL adding cores `cores.from`..`cores.to` to the growth campaign (made on the first call, a
 * copy of the template campaign in its workspace) and workspaces `from`..`to` on the site.
 * Cores are numbered as the API numbers them and named `G-000001`…, so that their rank in the
 * campaign's natural order is their number minus one; each copies the fields of the template's
 * first core (road, city, position…), so rows are as wide as the demo's.
 * @param {{ templateCampaignId: string, siteId: string, cores: { from: number, to: number },
 *   workspaces: { from: number, to: number } }} plan
 */
function growthSql({ templateCampaignId, siteId, cores, workspaces }) {
  const campaign = uuidLiteral(GROWTH_CAMPAIGN_ID);
  const template = uuidLiteral(templateCampaignId);
  return `
insert into campaigns (id, type, workspace_id, name, status, has_customer_access)
  select ${campaign}, type, workspace_id, 'Croissance (banc de mesure)', status, has_customer_access
  from campaigns where id = ${template}
  on conflict (id) do nothing;
insert into cores (campaign_id, number, display_name, status, road_id, city_id, landmark, abscissa,
  direction, lane, lateral_position, structure_type, is_full_structure, diameter, lat, lng, note,
  sort_rank)
  select ${campaign}, n, 'G-' || lpad(n::text, 6, '0'), t.status, t.road_id, t.city_id, t.landmark,
    t.abscissa, t.direction, t.lane, t.lateral_position, t.structure_type, t.is_full_structure,
    t.diameter, t.lat, t.lng, t.note, n - 1
  from generate_series(${String(cores.from)}, ${String(cores.to)}) as n
  cross join (select * from cores where campaign_id = ${template} order by number limit 1) as t;
-- One surface layer per growth core, with laboratory PAH and TH results spread over the classes
-- of the macro filters (0 to 1,499 mg/kg), so that the macro lists filter and aggregate real rows.
insert into core_layers (core_id, position, type, thickness, condition)
  select id, 1, 'EB', 60, 'healthy_smooth' from cores
  where campaign_id = ${campaign} and number between ${String(cores.from)} and ${String(cores.to)};
insert into layer_pollutant_analyses (layer_id, kind, value_mg_kg)
  select l.id, k.kind, (c.number * k.factor) % 1500 from cores c
  join core_layers l on l.core_id = c.id
  cross join (values ('PAH', 7), ('TH', 13)) as k(kind, factor)
  where c.campaign_id = ${campaign} and c.number between ${String(cores.from)} and ${String(cores.to)};
insert into workspaces (site_id, name, description)
  select ${uuidLiteral(siteId)}, 'Croissance ' || lpad(n::text, 6, '0'), 'Banc de mesure'
  from generate_series(${String(workspaces.from)}, ${String(workspaces.to)}) as n;
analyze;
`;
}

/**
 * Adds the rows on the database the server used.
 * @param {{ database: string, pgliteDir: string, databaseUrl: string | undefined,
 *   templateCampaignId: string, siteId: string, cores: { from: number, to: number },
 *   workspaces: { from: number, to: number } }} options
 */
export async function addGrowthRows({ database, pgliteDir, databaseUrl, ...plan }) {
  const sql = growthSql(plan);
  if (database === 'pglite') {
    const { PGlite } = await importApiDependency('@electric-sql/pglite');
    const client = new PGlite(pgliteDir);
    try {
      await client.exec(sql);
    } finally {
      await client.close();
    }
    return;
  }
  const pg = (await importApiDependency('pg')).default;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
