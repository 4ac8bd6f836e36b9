import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { insertDashboardFixture } from '../../dashboards/testing/dashboard-fixture.js';
import { cores, roadPrs } from '../../db/schema.js';

/**
 * The dashboards' fixed coring campaign (K1 to K5, dashboard-fixture.ts) placed on a map, with
 * the PR landmarks of its road RD 12, so that every figure of the map tests is computed by hand.
 *
 * PR landmarks (around latitude 45°, 0.01° of latitude is 1 111.95 m, 0.01° of longitude 786.27 m):
 * PR 0 (45, 5), PR 1 (45.01, 5), PR 2 (45.01, 5.01), PR 3 (45.02, 5.01).
 *
 * | core | status                | located at        | PAH / TH / asbestos        | bituminous (mm) |
 * | K1   | validated             | 45.0105, 5.011    | PAH_1000 / TH_0 / absent   | 100             |
 * | K2   | validated             | none: PR 1 + 500.5 m → 45.01, 5.006366 (computed) | PAH_50 / TH_500 / absent | 50 |
 * | K3   | sent_to_study_manager | 45.05, 5.05       | – / – / present            | 30              |
 * | K4   | empty                 | 45.02, 5.012      | – / – / –                  | none            |
 * | K5   | cancelled             | none, no landmark: not drawn | – / – / –       | 80              |
 */
export async function insertMapFixture(
  db: Db,
  values: { workspaceId?: string } = {},
): Promise<{ campaignId: string; roadId: string; coreIds: Record<string, string> }> {
  const fixture = await insertDashboardFixture(db, values);
  const positions: Record<string, { lat: number; lng: number }> = {
    K1: { lat: 45.0105, lng: 5.011 },
    K3: { lat: 45.05, lng: 5.05 },
    K4: { lat: 45.02, lng: 5.012 },
  };
  for (const [name, position] of Object.entries(positions)) {
    const id = fixture.coreIds[name];
    if (id === undefined) throw new Error(`No core ${name}`);
    await db.update(cores).set(position).where(eq(cores.id, id));
  }
  await db
    .insert(roadPrs)
    .values([
      { roadId: fixture.roadId, pr: 0, lat: 45, lng: 5 },
      { roadId: fixture.roadId, pr: 1, lat: 45.01, lng: 5 },
      { roadId: fixture.roadId, pr: 2, lat: 45.01, lng: 5.01 },
      { roadId: fixture.roadId, pr: 3, lat: 45.02, lng: 5.01 },
    ])
    .onConflictDoNothing();
  return fixture;
}
