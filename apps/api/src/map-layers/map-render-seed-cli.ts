// `pnpm bench:map-render` (scripts/bench/map-render.mjs) seeds its campaigns with this, into the
// embedded database of a stopped built server (DATA_DIR): a coring campaign of CORES located
// cores (10,000 by default) and an auscultation campaign of SURVEY_ITEMS survey items (50,000 by
// default, half points, half 20 m segments), in multi-row INSERTs, along a 60 km road. It prints
// the two campaign ids as one JSON line. No right is checked: trusted use.
import { loadConfig } from '../config.js';
import { openDatabase, pgliteDirIn } from '../db/database.js';
import { cores, degradations, surveyItems } from '../db/schema.js';
import { insertTestCampaign } from '../testing/test-campaign.js';

const CORES = Number(process.env.CORES ?? '10000');
const SURVEY_ITEMS = Number(process.env.SURVEY_ITEMS ?? '50000');
const CHUNK = 2000;
const STATUSES = ['empty', 'validated', 'sent_to_study_manager', 'cancelled'] as const;
/** Metres in a degree of latitude, to lay 20 m segments. */
const METRES_PER_DEGREE = 111_000;

/** A point along the road, `along` from 0 to 1, a little off the line by `index`. */
function along(fraction: number, index: number): [number, number] {
  return [5 + fraction * 0.2 + (index % 7) * 1e-5, 45 + fraction * 0.5];
}

const config = loadConfig();
const database = openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: pgliteDirIn(config.dataDir),
});
try {
  const db = database.db;
  const coring = await insertTestCampaign(db, {
    type: 'coring',
    name: `Banc d’essai carte — ${String(CORES)} carottes`,
  });
  const auscultation = await insertTestCampaign(db, {
    type: 'auscultation',
    name: `Banc d’essai carte — ${String(SURVEY_ITEMS)} dégradations`,
  });
  for (let start = 0; start < CORES; start += CHUNK) {
    const rows = [];
    for (let index = start; index < Math.min(CORES, start + CHUNK); index += 1) {
      const [lng, lat] = along(index / CORES, index);
      rows.push({
        campaignId: coring.id,
        number: index + 1,
        displayName: `C${String(index + 1)}`,
        sortRank: index,
        status: STATUSES[index % STATUSES.length] ?? 'empty',
        lat,
        lng,
        landmark: `PR ${String(Math.floor(index / 100))}`,
        abscissa: (index % 100) * 10,
      });
    }
    await db.insert(cores).values(rows);
  }
  const kinds = await db.select().from(degradations);
  if (kinds.length === 0) throw new Error('The reference data has no degradation.');
  for (let start = 0; start < SURVEY_ITEMS; start += CHUNK) {
    const rows = [];
    for (let index = start; index < Math.min(SURVEY_ITEMS, start + CHUNK); index += 1) {
      const start = along(index / SURVEY_ITEMS, index);
      const isSegment = index % 2 === 1;
      const degradation = kinds[index % kinds.length] ?? kinds[0];
      if (degradation === undefined) continue;
      rows.push({
        campaignId: auscultation.id,
        kind: isSegment ? ('segment' as const) : ('point' as const),
        geometry: isSegment
          ? {
              type: 'LineString' as const,
              coordinates: [start, [start[0], start[1] + 20 / METRES_PER_DEGREE]],
            }
          : { type: 'Point' as const, coordinates: start },
        road: 'RD 1075',
        prStart: Math.floor(index / 1000),
        abscissaStart: index % 1000,
        prEnd: isSegment ? Math.floor(index / 1000) : null,
        abscissaEnd: isSegment ? (index % 1000) + 20 : null,
        degradationId: degradation.id,
        severity: (index % 3) + 1,
        extent: isSegment ? 20 : 1,
      });
    }
    await db.insert(surveyItems).values(rows);
  }
  process.stdout.write(
    `${JSON.stringify({ coringCampaignId: coring.id, auscultationCampaignId: auscultation.id })}\n`,
  );
} finally {
  await database.close();
}
