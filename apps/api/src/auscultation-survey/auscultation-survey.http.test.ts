import type { ChausseeClient } from '@chaussee/sdk';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITES } from '../db/demo/demo-organizations.js';
import { DEMO_DEGRADATIONS } from '../db/demo/demo-degradations.js';
import { degradations, surveyImports, surveyItems } from '../db/schema.js';
import { present, problemOf } from '../users/testing/http-identity.js';
import {
  DEMO,
  startProjectsTestbed,
  type ProjectsTestbed,
} from '../workspaces/testing/projects-testbed.js';

const HEADER =
  'route;pr;abscisse;cote;code;gravite;longueur_surface;lat;lng;pr_fin;abscisse_fin;lat_fin;lng_fin';

/**
 * The hand-computed survey of the statistics (sections of 200 m of the RD 1, PR 0):
 * section PR 0+000–0+200: longitudinal crack sev. 2 on 50–150 (100 m), transverse crack sev. 3
 * on 150–250 (50 m in this section); section 0+200–0+400: the other 50 m of the transverse crack,
 * a pothole sev. 3 counted 2 at 300 (2 m of lane), crazing sev. 1 of 35 m² at 350 (10 m of lane).
 */
const SURVEY = [
  HEADER,
  'RD 1;0;50;D;longitudinal_crack;2;100;45.10;5.70;0;150;45.11;5.71',
  'RD 1;0;150;D;Fissure transversale;3;100;45.11;5.71;0;250;45.12;5.72',
  'RD 1;0;300;D;pothole;3;2;45.12;5.72;;;;',
  'RD 1;0;350;G;crazing;1;35;45.12;5.72;;;;',
  ';0;10;D;fissure;4;;45.1;5.7;;;;',
  'RD 1;0;abc;D;pothole;2;1;95;5.7;;;;',
].join('\n');

describe('The survey of an auscultation campaign over HTTP', () => {
  let bed: ProjectsTestbed;
  let campaignId: string;
  let admin: ChausseeClient;

  const upload = (client: ChausseeClient, id: string, content: string) =>
    client.POST('/auscultation-campaigns/{id}/survey-imports', {
      params: { path: { id } },
      body: { file: 'releve.csv' },
      bodySerializer: () => {
        const form = new FormData();
        form.append('file', new Blob([content]), 'releve.csv');
        return form;
      },
    });

  async function itemsCount(id: string) {
    const [row] = await bed.db
      .select({ total: count() })
      .from(surveyItems)
      .where(eq(surveyItems.campaignId, id));
    return row?.total ?? 0;
  }

  beforeAll(async () => {
    bed = await startProjectsTestbed();
    const [known] = await bed.db.select({ total: count() }).from(degradations);
    if ((known?.total ?? 0) === 0) await bed.db.insert(degradations).values([...DEMO_DEGRADATIONS]);
    const workspaceId = await bed.insertWorkspace({
      siteId: DEMO_SITES.isereMobilites.id,
      name: 'Relevés de l’Isère',
      memberIds: [DEMO.officeAdmin, DEMO.customerSupervisor, DEMO.customerUser].map((email) =>
        bed.userId(email),
      ),
    });
    campaignId = await bed.insertCampaign({
      workspaceId,
      name: 'Relevé RD 1',
      type: 'auscultation',
      memberIds: [DEMO.officeAdmin, DEMO.customerSupervisor, DEMO.customerUser].map((email) =>
        bed.userId(email),
      ),
    });
    admin = await bed.as(DEMO.superAdmin);
  });
  afterAll(() => bed.server.close());

  it('imports the accepted lines and reports each refused one by its line number, in French', async () => {
    const { data, response } = await upload(admin, campaignId, SURVEY);
    expect(response.status).toBe(200);
    expect(present(data)).toMatchObject({
      format: 'csv',
      fileError: null,
      alreadyImported: false,
      importedCount: 4,
      refusedCount: 2,
      refused: [
        {
          line: 6,
          reason:
            'la colonne « route » est vide ; code de dégradation inconnu « fissure » ; gravité « 4 » hors de 1 à 3',
        },
        {
          line: 7,
          reason:
            '« abc » n’est pas un nombre (colonne « abscisse ») ; coordonnées hors des bornes WGS84 (latitude -90 à 90, longitude -180 à 180)',
        },
      ],
    });
    expect(await itemsCount(campaignId)).toBe(4);
  });

  it('stores nothing more when the same file is imported again', async () => {
    const { data } = await upload(admin, campaignId, SURVEY);
    expect(present(data)).toMatchObject({ alreadyImported: true, importedCount: 4, refusedCount: 2 });
    expect(await itemsCount(campaignId)).toBe(4);
  });

  it('computes the statistic tables per section of 200 m with the hand-computed condition index', async () => {
    const { data: page } = await admin.GET('/auscultation-campaigns/{id}/statistic-tables', {
      params: { path: { id: campaignId } },
    });
    const tables = present(page).items;
    expect(tables.map((table) => [table.position, table.distressType, table.rowsCount])).toEqual([
      [1, null, 2],
      [2, 'crazing', 1],
      [3, 'longitudinal_crack', 1],
      [4, 'transverse_crack', 2],
      [5, 'pothole', 1],
    ]);
    const summaryId = tables[0]?.id ?? '';
    const { data } = await admin.GET('/auscultation-campaigns/{id}/statistic-tables/{tableId}', {
      params: { path: { id: campaignId, tableId: summaryId } },
    });
    const summary = present(data);
    expect(summary.sectionLength).toBe(200);
    // 0+000–0+200: 100 + 50 m affected = 75 %; deduction 0.5 × 1 × 50 + 0.5 × 1.5 × 25 = 43.75.
    // 0+200–0+400: 50 + 2 + 10 m = 31 %; deduction 0.5 × 1.5 × 25 + 1 × 1.5 × 1 + 0.8 × 0.5 × 5 = 22.25.
    expect(summary.rows).toEqual([
      {
        road: 'RD 1',
        prStart: 0,
        abscissaStart: 0,
        prEnd: 0,
        abscissaEnd: 200,
        crazing: 0,
        longitudinal_crack: 100,
        transverse_crack: 50,
        pothole: 0,
        affectedShare: 75,
        conditionIndex: 56.3,
      },
      {
        road: 'RD 1',
        prStart: 0,
        abscissaStart: 200,
        prEnd: 0,
        abscissaEnd: 400,
        crazing: 35,
        longitudinal_crack: 0,
        transverse_crack: 50,
        pothole: 2,
        affectedShare: 31,
        conditionIndex: 77.8,
      },
    ]);
    expect(summary.totals).toMatchObject({ transverse_crack: 100, conditionIndex: 67.1 });
  });

  it('cuts the same survey into sections of the length asked for', async () => {
    const { data: page } = await admin.GET('/auscultation-campaigns/{id}/statistic-tables', {
      params: { path: { id: campaignId }, query: { sectionLength: 1000 } },
    });
    const summaryId = present(page).items[0]?.id ?? '';
    const { data } = await admin.GET('/auscultation-campaigns/{id}/statistic-tables/{tableId}', {
      params: { path: { id: campaignId, tableId: summaryId }, query: { sectionLength: 1000 } },
    });
    // 0+000–1+000: 100 + 100 + 2 + 10 = 212 m = 21.2 %; deduction 0.5 × 1 × 10 + 0.5 × 1.5 × 10
    // + 1 × 1.5 × 0.2 + 0.8 × 0.5 × 1 = 13.2.
    expect(present(data).rows).toEqual([
      expect.objectContaining({ prEnd: 1, abscissaEnd: 0, affectedShare: 21.2, conditionIndex: 86.8 }),
    ]);
  });

  it('lists the survey items with their filters, and lets a supervisor edit one with its history', async () => {
    const supervisor = await bed.as(DEMO.customerSupervisor);
    const { data } = await supervisor.GET('/auscultation-campaigns/{id}/survey-items', {
      params: { path: { id: campaignId }, query: { distressType: 'pothole' } },
    });
    const [pothole] = present(data).items;
    expect(present(data).total).toBe(1);
    expect(pothole).toMatchObject({
      kind: 'point',
      geometry: { type: 'Point', coordinates: [5.72, 45.12] },
      severity: 3,
      extent: 2,
      extentUnit: 'count',
    });
    const id = pothole?.id ?? '';
    const edit = await supervisor.PATCH('/survey-items/{id}', {
      params: { path: { id } },
      body: { severity: 2, comment: 'Rebouché en partie' },
    });
    expect(edit.response.status).toBe(200);
    expect(present(edit.data)).toMatchObject({ severity: 2, comment: 'Rebouché en partie' });
    const { data: history } = await supervisor.GET('/survey-items/{id}/history', {
      params: { path: { id } },
    });
    expect(present(history).items).toEqual([
      expect.objectContaining({
        changedBy: expect.objectContaining({ id: bed.userId(DEMO.customerSupervisor) }),
        changes: [
          { field: 'severity', before: 3, after: 2 },
          { field: 'comment', before: null, after: 'Rebouché en partie' },
        ],
      }),
    ]);
    const user = await bed.as(DEMO.customerUser);
    const refused = await problemOf(
      user.PATCH('/survey-items/{id}', { params: { path: { id } }, body: { severity: 1 } }),
    );
    expect(refused).toMatchObject({ status: 403, code: 'forbidden' });
  });

  it('stores nothing of a file when the database refuses one of its lines (one transaction)', async () => {
    const workspaceId = await bed.insertWorkspace({
      siteId: DEMO_SITES.isereMobilites.id,
      name: 'Relevé avorté',
    });
    const id = await bed.insertCampaign({ workspaceId, name: 'Relevé RD 2', type: 'auscultation' });
    // A failure after the first line was written: the database refuses the second.
    await bed.db.execute(sql`
      create or replace function refuse_boom() returns trigger language plpgsql as $$
      begin
        if new.road = 'BOOM' then raise exception 'boom'; end if;
        return new;
      end $$`);
    await bed.db.execute(
      sql`create trigger refuse_boom before insert on survey_items for each row execute function refuse_boom()`,
    );
    try {
      const problem = await problemOf(
        upload(
          admin,
          id,
          [
            HEADER,
            'RD 2;1;0;D;pothole;1;1;45.1;5.7;;;;',
            'BOOM;1;10;D;pothole;1;1;45.1;5.7;;;;',
          ].join('\n'),
        ),
      );
      expect(problem.status).toBe(500);
    } finally {
      await bed.db.execute(sql`drop trigger refuse_boom on survey_items`);
    }
    expect(await itemsCount(id)).toBe(0);
    const imports = await bed.db
      .select()
      .from(surveyImports)
      .where(eq(surveyImports.campaignId, id));
    expect(imports).toEqual([]);
  });

  it('answers a file it cannot read with fileError and stores nothing', async () => {
    const { data } = await upload(admin, campaignId, 'nom;prenom\nDupont;Jean');
    expect(present(data)).toMatchObject({
      fileError: 'La première ligne doit nommer les colonnes (route, pr, abscisse, code, gravite…).',
      importedCount: 0,
    });
  });
});
