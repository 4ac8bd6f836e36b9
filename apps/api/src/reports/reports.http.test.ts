import type { ChausseeClient } from '@chaussee/sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegOf } from '../core-pictures/testing/picture-fixtures.js';
import { insertCoresInBulk } from '../cores/cores-bulk.js';
import { startCoresBed, type CoresBed, type DemoName } from '../cores/testing/cores-bed.js';
import { campaigns, corePictures, documents } from '../db/schema.js';
import { storageOf } from '../downloads/testing/test-worker.js';
import { answerOf, present, problemOf } from '../users/testing/http-identity.js';
import { inspectPdf } from './testing/pdf-inspect.js';

/** The PDF bytes of an answer read as an ArrayBuffer. */
const bytesOf = (data: ArrayBuffer | undefined) => new Uint8Array(present(data));

describe('PDF reports of a coring campaign', () => {
  let t: CoresBed;
  let technician: ChausseeClient;
  let campaignId: string;
  let coreIds: string[];

  beforeAll(async () => {
    t = await startCoresBed();
    technician = await t.as('technician');
    const campaign = await t.campaign(
      ['technician', 'reader', 'customerUser', 'agencyHead'],
      'taking_validated',
    );
    campaignId = campaign.id;
    await t.db
      .update(campaigns)
      .set({ name: 'RD 1075 – Diagnostic d’été', startDate: '2026-03-02' })
      .where(eq(campaigns.id, campaignId));
    const road = await t.road(campaign.workspaceId, 'RD 1075');
    const asphalt = await t.materialCategory('Béton bitumineux à module élevé');
    const written = await insertCoresInBulk(
      t.db,
      campaignId,
      [
        {
          roadId: road,
          landmark: 'PR 12',
          abscissa: 250.5,
          direction: 'Croissant',
          status: 'validated',
          diameter: 150,
          layers: [
            {
              type: 'EB',
              materialCategoryId: asphalt,
              thickness: 60,
              condition: 'healthy_smooth',
              pollutantAnalyses: [
                { kind: 'PAH', valueMgKg: 612.25, analysedAt: '2026-03-02' },
                { kind: 'asbestos', asbestosPresent: true },
              ],
            },
            {
              type: 'CS',
              otherMaterial: 'Grave non traitée',
              thickness: 250,
              condition: 'crushed',
              pollutantAnalyses: [{ kind: 'TH_ref_be', valueMgKg: 40 }],
            },
          ],
          interfaces: [{ position: 1, bondState: 'unbonded' }],
        },
        {
          roadId: road,
          landmark: 'PR 13',
          status: 'validated',
          layers: [{ type: 'BETON', thickness: 200, condition: 'fragmented' }],
        },
        { status: 'cancelled', layers: [{ type: 'EB', thickness: 10, condition: 'crushed' }] },
      ],
      t.bed.clock.now,
    );
    coreIds = written.map((core) => core.id);
    // A photo of the first core, stored as the pictures domain stores it.
    const path = `core-pictures/${present(coreIds[0])}/photo.jpg`;
    await storageOf(t.bed.server).put(path, await jpegOf(1600, 1200), 'image/jpeg');
    await t.db.insert(corePictures).values({ coreId: present(coreIds[0]), path, position: 1 });
  });
  afterAll(() => t.close());

  const campaignPdf = (
    client: ChausseeClient,
    query: { save?: boolean; stream?: boolean } = {},
    body: { cores?: string[] } = {},
    id = campaignId,
  ) =>
    client.POST('/v2/coring/campaigns/{id}/pdf', {
      params: { path: { id }, query },
      body,
      parseAs: 'arrayBuffer',
    });

  it('writes the campaign report: cover, contents, synoptics, one sheet per core, appendix; A4, numbered, accents and classes', async () => {
    const { data, response } = await campaignPdf(technician);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain('attachment');
    const pdf = await inspectPdf(bytesOf(data));
    // Cover, contents, summary, 2 synoptics of 2 pages each (the two cores are in two groups of
    // direction and lane), 2 core sheets (the cancelled core left out), appendix.
    expect(pdf.pages).toBe(10);
    expect(pdf.pageSize).toContain('595.28 x 841.89');
    expect(pdf.blankPages).toEqual([]);
    const text = pdf.text.replaceAll('\u00a0', ' ');
    for (const expected of [
      'Rapport de campagne de carottage',
      'RD 1075 – Diagnostic d’été',
      'Sommaire',
      'Synoptique structurel',
      'Synoptique des analyses',
      'Carotte 1',
      'Carotte 2',
      'Béton bitumineux à module élevé',
      'Grave non traitée',
      'HAP de 500 à 1 000 mg/kg',
      'Amiante détecté',
      'HCT < 500 mg/kg',
      'HCT (Réf. BE)',
      'Interface : Décollée',
      'Annexe : tableau des couches',
      'du 2 mars 2026',
      'Sens : Croissant · Voie : —',
      'Sens : — · Voie : —',
      'Déchet dangereux amianté (ISDD)',
      'Page 1 / 10',
      'Page 10 / 10',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('Carotte 3');
  });

  it('writes the sheets of the asked cores only, in the campaign order, and the sheet of one core', async () => {
    const { data } = await technician.POST('/v2/coring/campaigns/{id}/cores/pdf', {
      params: { path: { id: campaignId } },
      body: { cores: [present(coreIds[1]), present(coreIds[0])] },
      parseAs: 'arrayBuffer',
    });
    const sheets = await inspectPdf(bytesOf(data));
    expect(sheets.pages).toBe(2);
    expect(sheets.blankPages).toEqual([]);
    expect(sheets.text.indexOf('Carotte 1')).toBeLessThan(sheets.text.indexOf('Carotte 2'));

    const one = await technician.POST('/v2/coring/cores/{id}/pdf', {
      params: { path: { id: present(coreIds[1]) } },
      body: {},
      parseAs: 'arrayBuffer',
    });
    const sheet = await inspectPdf(bytesOf(one.data));
    expect(sheet.pages).toBe(1);
    expect(sheet.text).toContain('Carotte 2');
    expect(sheet.text).toContain('Aucun résultat de laboratoire.');
  });

  it('refuses a core of another campaign under its index, and save=false with stream=false', async () => {
    const other = await t.campaign(['technician']);
    const [foreign] = await insertCoresInBulk(
      t.db,
      other.id,
      [{ status: 'empty' }],
      t.bed.clock.now,
    );
    const problem = await problemOf(
      campaignPdf(technician, {}, { cores: [present(coreIds[0]), present(foreign).id] }),
    );
    expect(problem.violations).toEqual([
      expect.objectContaining({ propertyPath: 'cores.1', code: 'coreOfAnotherCampaign' }),
    ]);
    const neither = await problemOf(campaignPdf(technician, { save: false, stream: false }));
    expect(neither.violations).toEqual([
      expect.objectContaining({ propertyPath: 'stream', code: 'saveOrStream' }),
    ]);
  });

  it('saves the report as a deliverable of the campaign for those who upload deliverables', async () => {
    expect(await problemOf(campaignPdf(technician, { save: true, stream: false }))).toMatchObject({
      status: 403,
      code: 'forbidden',
    });
    const agencyHead = await t.as('agencyHead');
    const { response } = await agencyHead.POST('/v2/coring/campaigns/{id}/pdf', {
      params: { path: { id: campaignId }, query: { save: true, stream: false } },
      body: {},
    });
    expect(response.status).toBe(201);
    const [stored] = await t.db
      .select()
      .from(documents)
      .where(eq(documents.campaignId, campaignId));
    expect(stored).toMatchObject({ category: 'deliverable', extension: 'pdf' });
    const saved = await storageOf(t.bed.server).get(present(stored).s3Path);
    expect((await inspectPdf(new Uint8Array(present(saved)))).pages).toBe(10);
  });

  describe('authorization', () => {
    type Caller = DemoName | 'guest' | 'guest elsewhere' | 'stale token' | 'anonymous';

    async function clientOf(caller: Caller): Promise<ChausseeClient> {
      if (caller === 'anonymous') return t.bed.server.client;
      if (caller === 'stale token') return t.bed.server.clientAs('eyJhbGciOiJIUzI1NiJ9.e30.x');
      if (caller === 'guest') return t.guestOf(campaignId);
      if (caller === 'guest elsewhere') return t.guestOf((await t.campaign([])).id);
      return t.as(caller);
    }

    /**
     * Members: technician (staff job), customerUser (customer: « Customers get PDF »), reader
     * (READ_ONLY: no right to export a PDF). Not members: engineer (staff), customerMain (a
     * customer of another organization than the campaign's). admin sees every campaign.
     */
    // prettier-ignore
    const TABLE: readonly [string, Caller, number, string?][] = [
      ['campaign', 'superAdmin',      200],
      ['campaign', 'admin',           200],
      ['campaign', 'technician',      200],
      ['campaign', 'customerUser',    200],
      ['campaign', 'reader',          403, 'forbidden'],
      ['campaign', 'engineer',        403, 'not_member'],
      ['campaign', 'customerMain',    403, 'not_member'],
      ['campaign', 'guest',           403, 'forbidden'],
      ['campaign', 'guest elsewhere', 403, 'forbidden'],
      ['campaign', 'stale token',     401, 'unauthenticated'],
      ['campaign', 'anonymous',       401, 'unauthenticated'],
      ['core',     'technician',      200],
      ['core',     'customerUser',    200],
      ['core',     'reader',          403, 'forbidden'],
      ['core',     'engineer',        403, 'not_member'],
      ['core',     'customerMain',    403, 'not_member'],
      ['core',     'guest',           403, 'forbidden'],
      ['core',     'stale token',     401, 'unauthenticated'],
      ['cores',    'technician',      200],
      ['cores',    'reader',          403, 'forbidden'],
      ['cores',    'engineer',        403, 'not_member'],
      ['cores',    'guest',           403, 'forbidden'],
    ];

    it.each(TABLE)('%s by %s: %i %s', async (operation, caller, status, code) => {
      const client = await clientOf(caller);
      const one = present(coreIds[1]);
      const call =
        operation === 'campaign'
          ? campaignPdf(client, {}, { cores: [one] })
          : operation === 'core'
            ? client.POST('/v2/coring/cores/{id}/pdf', {
                params: { path: { id: one } },
                body: {},
                parseAs: 'arrayBuffer',
              })
            : client.POST('/v2/coring/campaigns/{id}/cores/pdf', {
                params: { path: { id: campaignId } },
                body: { cores: [one] },
                parseAs: 'arrayBuffer',
              });
      const answer = await answerOf(call);
      expect([answer.status, answer.problem?.code]).toEqual([status, code]);
    });
  });
});
