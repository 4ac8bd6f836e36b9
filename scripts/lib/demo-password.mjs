// @ts-check
/**
 * The password of every demo account (apps/api/src/db/seed.ts, DEMO_PASSWORD), for the scripts
 * and benchmarks that sign in to a server started with the demo data. The scripts run without a
 * build of the API, so they cannot import the seed itself (seed.test.ts pins the same value).
 */
export const DEMO_PASSWORD = 'Chaussee2026!';
