import type { ChausseeClient } from '@chaussee/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCoresInBulk, type BulkCore } from '../cores/cores-bulk.js';
import { startCoresBed, type CoresBed } from '../cores/testing/cores-bed.js';
import { campaigns, laboratoryOrders, providers, sampleResults } from '../db/schema.js';
import { insertTestCampaign } from '../testing/test-campaign.js';
import { answerOf, present, problemOf } from '../users/testing/http-identity.js';
import { readZip, type ZipEntryRead } from './testing/read-zip.js';
import { eq } from 'drizzle-orm';

const BOM = '\uFEFF';

/** The lines of a CSV entry, after its byte-order mark, without the empty string after the last CRLF. */
function linesOf(entry: ZipEntryRead | undefined): string[] {
  if (entry === undefined) throw new Error('Entry missing from the zip');
  const text = entry.content.toString('utf8');
  expect(text.startsWith(BOM)).toBe(true);
  expect(text.endsWith('\r\n')).toBe(true);
  return text.slice(1).split('\r\n').slice(0, -1);
}

describe('GET /coring-campaigns/{id}/zip-all-csv-exports', () => {
  let t: CoresBed;
  let campaignId: string;
  let customer: ChausseeClient;
  let entries: ZipEntryRead[];
  let response: Response;

  const exportOf = (client: ChausseeClient, id: string) =>
    client.GET('/coring-campaigns/{id}/zip-all-csv-exports', {
      params: { path: { id } },
      parseAs: 'arrayBuffer',
    });

  beforeAll(async () => {
    t = await startCoresBed();
    const campaign = await t.campaign(['technician', 'customerUser', 'reader'], 'taking_validated');
    campaignId = campaign.id;
    await t.db
      .update(campaigns)
      .set({ name: 'RD 1075 – Diagnostic' })
      .where(eq(campaigns.id, campaignId));
    const road = await t.road(campaign.workspaceId, 'RD 1075');
    const asphalt = await t.materialCategory('Béton bitumineux');
    const [provider] = await t.db
      .insert(providers)
      .values({ name: 'Laboratoire', isLaboratory: true })
      .returning();
    const [order] = await t.db
      .insert(laboratoryOrders)
      .values({ status: 'Finished', campaignId, providerId: present(provider).id })
      .returning();
    const written = await insertCoresInBulk(
      t.db,
      campaignId,
      [
        {
          roadId: road,
          landmark: 'PR 12',
          abscissa: 250.5,
          lat: 45.188529,
          lng: 5.724524,
          diameter: 150,
          isFullStructure: true,
          note: '=HYPERLINK("x"); voir « fissure »',
          status: 'validated',
          layers: [
            {
              name: 'Roulement',
              type: 'EB',
              materialCategoryId: asphalt,
              thickness: 42.5,
              condition: 'healthy_smooth',
              pollutantAnalyses: [
                { kind: 'PAH', valueMgKg: 612.25, analysedAt: '2026-03-02' },
                { kind: 'asbestos', asbestosPresent: false },
              ],
              samples: [
                { kind: 'core', codes: ['BACC', 'MACC'], laboratoryOrderId: present(order).id },
              ],
            },
            { type: 'CS', otherMaterial: 'Grave', thickness: 250, condition: 'crushed' },
          ],
          interfaces: [{ position: 1, bondState: 'semi-bonded', comment: 'décollée' }],
        },
        { status: 'empty', layers: [{ type: 'BETON', thickness: 200, condition: 'fragmented' }] },
        { status: 'empty' },
      ],
      t.bed.clock.now,
    );
    const sampleId = present(written[0]?.sampleIds[0]?.[0]);
    await t.db.insert(sampleResults).values({
      sampleId,
      code: 'BACC',
      value: 1.5,
      unit: 'MPa',
      comment: null,
      receivedAt: new Date('2026-03-30T22:30:00Z'),
    });
    customer = await t.as('customerUser');
    const answer = await exportOf(customer, campaignId);
    response = answer.response;
    entries = await readZip(Buffer.from(present(answer.data)));
  });
  afterAll(() => t.close());

  const entry = (name: string) => entries.find((candidate) => candidate.name === name);

  it('answers a zip named after the campaign, kept by no cache', () => {
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="RD 1075 _ Diagnostic - exports CSV.zip"; filename*=UTF-8''RD%201075%20%E2%80%93%20Diagnostic%20-%20exports%20CSV.zip`,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(entries.map((file) => file.name)).toEqual([
      'carottes.csv',
      'couches.csv',
      'interfaces.csv',
      'echantillons.csv',
      'resultats-essais.csv',
      'analyses-polluants.csv',
    ]);
  });

  it('writes one line per core, with the catalogue’s headers and labels, decimal commas and the formula disarmed', () => {
    const lines = linesOf(entry('carottes.csv'));
    expect(lines[0]).toBe(
      'N°;Nom affiché;Préfixe du nom;Nom BE;Statut;Route;Ville;PR (point de repère);Abscisse (m);' +
        'Sens de circulation;Voie;Position latérale;Type de structure;Structure complète;' +
        'Diamètre (mm);Latitude;Longitude;Note du technicien;Créée le;Modifiée le',
    );
    expect(lines).toHaveLength(4);
    const cells = present(lines[1]).split(';');
    expect(cells.slice(0, 17)).toEqual([
      '1',
      '1',
      '',
      '',
      'Validée',
      'RD 1075',
      '',
      'PR 12',
      '250,5',
      '',
      '',
      '',
      '',
      'Oui',
      '150',
      '45,188529',
      '5,724524',
    ]);
    // The note holds the separator and quotes: quoted, and its leading = made plain text.
    expect(lines[1]).toContain(`;"'=HYPERLINK(""x""); voir « fissure »";`);
    expect(lines[2]?.split(';').slice(0, 5)).toEqual(['2', '2', '', '', 'Vide']);
    expect(lines[3]?.split(';')[0]).toBe('3');
  });

  it('writes one line per layer, per interface, per sample, per result and per pollutant result', () => {
    expect(linesOf(entry('couches.csv'))).toEqual([
      'N°;Nom affiché;Couche;Nom de la couche;Type de couche;Catégorie de matériaux;Autre matériau;' +
        'Épaisseur (mm);Profondeur du haut (mm);Profondeur du bas (mm);État de la couche;Commentaire',
      '1;1;1;Roulement;EB – Enrobé bitumineux;Béton bitumineux;;42,5;0;42,5;Saine / lisse;',
      '1;1;2;;CS – Structure;;Grave;250;42,5;292,5;Broyée;',
      '2;2;1;;Béton;;;200;0;200;Fragmentée;',
    ]);
    expect(linesOf(entry('interfaces.csv'))).toEqual([
      'N°;Nom affiché;Sous la couche n°;État de l’interface;Commentaire',
      '1;1;1;Semi-collée;décollée',
    ]);
    expect(linesOf(entry('echantillons.csv'))).toEqual([
      'N°;Nom affiché;Couche;Nature du prélèvement;Préparations et essais;Statut',
      '1;1;1;Carotte;BACC, MACC;Nouvelle',
    ]);
    // 22:30 UTC on 30 March is 00:30 on the 31st in Paris.
    expect(linesOf(entry('resultats-essais.csv'))).toEqual([
      'N°;Nom affiché;Couche;Nature du prélèvement;Essai;Valeur;Unité;Commentaire du laboratoire;Reçu le',
      '1;1;1;Carotte;BACC;1,5;MPa;;31/03/2026 00:30',
    ]);
    expect(linesOf(entry('analyses-polluants.csv'))).toEqual([
      'N°;Nom affiché;Couche;Polluant;Teneur (mg/kg);Présence d’amiante;Date d’analyse',
      '1;1;1;Amiante;;Non;',
      '1;1;1;HAP;612,25;;02/03/2026',
    ]);
  });

  it('reads a campaign of 1,203 cores page after page, every core once and in order', async () => {
    const campaign = await t.campaign(['technician']);
    const many: BulkCore[] = Array.from({ length: 1203 }, () => ({
      status: 'empty',
      layers: [{ type: 'CA', thickness: 40, condition: 'healthy_smooth' }],
    }));
    await insertCoresInBulk(t.db, campaign.id, many, t.bed.clock.now);
    const { data } = await exportOf(await t.as('technician'), campaign.id);
    const zip = await readZip(Buffer.from(present(data)));
    const numbers = (name: string) =>
      linesOf(zip.find((file) => file.name === name))
        .slice(1)
        .map((line) => Number(line.split(';')[0]));
    const expected = Array.from({ length: 1203 }, (_, index) => index + 1);
    expect(numbers('carottes.csv')).toEqual(expected);
    expect(numbers('couches.csv')).toEqual(expected);
  });

  it('is refused to a non-member, a guest, and for a campaign that is not a coring one', async () => {
    const engineer = await t.as('engineer');
    expect(await problemOf(exportOf(engineer, campaignId))).toMatchObject({
      status: 403,
      code: 'not_member',
      detail: 'Only members can view campaign',
    });
    const guest = await t.guestOf(campaignId);
    expect(await problemOf(exportOf(guest, campaignId))).toMatchObject({
      status: 403,
      code: 'forbidden',
    });
    const survey = await insertTestCampaign(t.db, {
      type: 'auscultation',
      memberIds: [await t.idOf('customerUser')],
    });
    expect(await problemOf(exportOf(customer, survey.id))).toMatchObject({
      status: 404,
      code: 'not_found',
    });
    expect(
      await problemOf(exportOf(customer, '00000000-0000-4000-8000-000000000000')),
    ).toMatchObject({ status: 404 });
  });

  it('is answered to a READ_ONLY member (the data it reads on screen), not to a customer before the campaign opens to them', async () => {
    expect((await answerOf(exportOf(await t.as('reader'), campaignId))).status).toBe(200);
    const closed = await insertTestCampaign(t.db, {
      type: 'coring',
      hasCustomerAccess: false,
      memberIds: [await t.idOf('customerUser')],
    });
    expect(await problemOf(exportOf(customer, closed.id))).toMatchObject({
      status: 403,
      code: 'customer_access_closed',
    });
  });
});
