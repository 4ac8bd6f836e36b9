// `node apps/api/dist/db/bench-cores-cli.js <campaignId> <count>`: adds `count` cores to a coring
// campaign in a few multi-row INSERTs (`insertCoresInBulk`, the demo seed's fast path), for the
// cores grid benchmark (scripts/bench/cores-grid.mjs): 10,000 cores through POST /cores one by one
// take many minutes. The database is the one `npm start` would open (DATA_DIR or DATABASE_URL);
// with PGlite, the server must be stopped first (one process at a time holds the folder). The new
// cores carry the road, city, direction, lane, lateral position, structure and diameter of the
// campaign's last core with a road, as POST /cores would have given them (spec section 4), and
// landmarks, abscissas and notes that vary so that rows differ. No right is checked: trusted use.
import { systemClock } from '../clock.js';
import { loadConfig } from '../config.js';
import { insertCoresInBulk, type BulkCore } from '../cores/cores-bulk.js';
import { createCoresRepository } from '../cores/cores.repository.js';
import { openDatabase, pgliteDirIn } from './database.js';

/** Abscissas step 50 m and the landmark (PR) changes every 20 cores: one kilometre per PR. */
const CORES_PER_LANDMARK = 20;
const ABSCISSA_STEP = 50;
/** One core in seven carries a note, so that a text filter keeps some rows. */
const NOTE_EVERY = 7;

const [campaignId = '', countText = ''] = process.argv.slice(2);
const count = Number(countText);
if (!/^[0-9a-f-]{36}$/u.test(campaignId) || !Number.isInteger(count) || count < 1) {
  process.stderr.write('Usage: bench-cores-cli.js <campaignId> <count of cores to add>\n');
  process.exit(2);
}

const config = loadConfig();
const database = openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: pgliteDirIn(config.dataDir),
  purpose: 'the cores benchmark',
});
try {
  const repository = createCoresRepository(database.db);
  const source = await repository.lastCoreWithRoad(campaignId);
  const first = await repository.nextNumber(campaignId);
  const inherited: BulkCore = {
    roadId: source?.roadId ?? null,
    cityId: source?.cityId ?? null,
    direction: source?.direction ?? null,
    lane: source?.lane ?? null,
    lateralPosition: source?.lateralPosition ?? null,
    structureType: source?.structureType ?? null,
    isFullStructure: source?.isFullStructure ?? false,
    diameter: source?.diameter ?? null,
  };
  const cores = Array.from({ length: count }, (_unused, index): BulkCore => {
    const number = first + index;
    return {
      ...inherited,
      landmark: `PR ${String(Math.floor(number / CORES_PER_LANDMARK))}`,
      abscissa: (number % CORES_PER_LANDMARK) * ABSCISSA_STEP,
      note: number % NOTE_EVERY === 0 ? `Fissure transversale, carotte ${String(number)}` : null,
    };
  });
  const written = await insertCoresInBulk(database.db, campaignId, cores, systemClock);
  process.stdout.write(
    `${String(written.length)} cores added to campaign ${campaignId} (numbers ${String(first)} to ${String(first + written.length - 1)}).\n`,
  );
} finally {
  await database.close();
}
