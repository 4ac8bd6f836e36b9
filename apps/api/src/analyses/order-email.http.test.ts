import type { ChausseeClient } from '@chaussee/sdk';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { present, problemOf } from '../users/testing/http-identity.js';
import {
  insertCores,
  insertProvider,
  offerProvider,
  startAnalysesBed,
  type AnalysesBed,
  type CoresFixture,
  type ProviderFixture,
} from './testing/analyses-bed.js';
import { readOutbox } from './testing/outbox.js';

/**
 * A laboratory without API: the order leaves by e-mail (CSV and PDF attached), get-from-provider
 * has nothing to ask, and staff import the results file the laboratory sends back.
 */
describe('Orders by e-mail and the results import (POST /laboratory-orders/{id}/results-import)', () => {
  let t: AnalysesBed;
  let technician: ChausseeClient;
  let campaignId: string;
  let provider: ProviderFixture;
  let cores: CoresFixture;
  let orderId: string;
  /** Sample ids of the order by core display name, read from the CSV the laboratory received. */
  const sampleOf = new Map<string, string>();

  const importFile = (
    client: ChausseeClient,
    id: string,
    content: Buffer | string,
    name = 'resultats.csv',
  ) =>
    client.POST('/laboratory-orders/{id}/results-import', {
      params: { path: { id } },
      body: { file: name },
      bodySerializer: () => {
        const form = new FormData();
        form.append('file', new Blob([content]), name);
        return form;
      },
    });
  const layersOf = async (core: string) =>
    present(
      (
        await technician.GET('/cores/{id}/cores-layers', {
          params: { path: { id: cores[core]?.coreId ?? '' } },
        })
      ).data,
    ).layers;
  const sample = (core: string): string => sampleOf.get(core) ?? '';

  beforeAll(async () => {
    t = await startAnalysesBed();
    technician = await t.as('technician');
    const campaign = await t.coringCampaign(['technician', 'customerMain', 'reader']);
    campaignId = campaign.id;
    provider = await insertProvider(t.db, { name: 'Labo Courriel' });
    await offerProvider(t.db, campaign, provider);
    cores = await insertCores(t.db, campaignId, {
      C1: [{ samples: ['core'] }],
      C2: [{ samples: ['core'] }],
      C3: [{ samples: ['core'] }],
    });
    const layer = (core: string) => cores[core]?.layerIds[0] ?? '';
    await t.ask(technician, campaignId, [
      { layerId: layer('C1'), prestationId: provider.prestations.PAH },
      { layerId: layer('C2'), prestationId: provider.prestations.TH },
      { layerId: layer('C3'), prestationId: provider.prestations.asbestos },
    ]);
  });
  afterAll(() => t.close());

  it('sends the order as an e-mail to the laboratory with its CSV and PDF order form', async () => {
    const { data } = await technician.POST('/coring-campaigns/{id}/actions/send-to-provider', {
      params: { path: { id: campaignId } },
      body: {},
    });
    const [order] = present(data).orders;
    orderId = order?.id ?? '';
    expect(order).toMatchObject({ status: 'Sent', samplesCount: 3 });
    const reference = order?.reference ?? '';

    const mails = await readOutbox(t.bed.server.config.dataDir);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.to).toBe('commandes@labo.example');
    expect(mail?.attachments.map(({ filename, contentType }) => [filename, contentType])).toEqual([
      [`${reference}.csv`, 'text/csv'],
      [`${reference}-bon-de-commande.pdf`, 'application/pdf'],
    ]);
    expect(mail?.attachments[1]?.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const csv = mail?.attachments[0]?.content.toString('utf8') ?? '';
    const lines = csv
      .replace(/^\uFEFF/u, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('Identifiant échantillon');
    for (const line of lines.slice(1)) {
      const cells = line.split(';');
      const [sampleId, core] = [cells[8] ?? '', cells[9] ?? ''];
      sampleOf.set(core, sampleId);
      expect(cells[0]).toBe(reference);
    }
    expect([...sampleOf.keys()]).toEqual(['C1', 'C2', 'C3']);
    expect(lines.map((line) => line.split(';').at(-1))).toEqual([
      'Analyse',
      'HAP',
      'HCT',
      'Amiante',
    ]);
  });

  it('has no result to fetch from an e-mail laboratory: the order stays Sent', async () => {
    const { data } = await technician.POST('/coring-campaigns/{id}/actions/get-from-provider', {
      params: { path: { id: campaignId } },
      body: {},
    });
    expect(present(data)).toMatchObject({
      resultsImported: 0,
      errors: [],
      orders: [{ id: orderId, status: 'Sent' }],
      campaignStatus: 'sent_for_analysis',
    });
  });

  it('imports a CSV line by line: bad lines reported with their reasons, good lines stored with their classes', async () => {
    const file = [
      'Rapport d’essais LAB-2026-1187',
      '',
      'Identifiant échantillon;HAP (mg/kg);HCT (mg/kg);Amiante;Date d’analyse',
      `${sample('C1')};612,4;;;02/04/2026`,
      `${crypto.randomUUID()};12;;;`,
      `${sample('C2')};;abc;;`,
      `${sample('C3')};;;non;2026-04-03`,
    ].join('\r\n');
    const { data } = await importFile(technician, orderId, file);
    const report = present(data);
    expect(report).toMatchObject({
      format: 'csv',
      fileError: null,
      accepted: [
        { line: 4, sampleId: sample('C1') },
        { line: 7, sampleId: sample('C3') },
      ],
      order: { id: orderId, status: 'Sent' },
      campaignStatus: 'sent_for_analysis',
    });
    expect(report.refused).toEqual([
      {
        line: 5,
        sampleId: expect.any(String) as unknown,
        reason: expect.stringMatching(/^Échantillon inconnu : /u) as unknown,
      },
      { line: 6, sampleId: sample('C2'), reason: 'Valeur HCT illisible : abc' },
    ]);
    expect(report.results).toEqual([
      {
        sampleId: sample('C1'),
        layerId: cores.C1?.layerIds[0],
        coreId: cores.C1?.coreId,
        pahMgKg: 612.4,
        thMgKg: null,
        asbestosDetected: null,
        analysedAt: '2026-04-02',
        classes: { PAH: 'PAH_500' },
      },
      {
        sampleId: sample('C3'),
        layerId: cores.C3?.layerIds[0],
        coreId: cores.C3?.coreId,
        pahMgKg: null,
        thMgKg: null,
        asbestosDetected: false,
        analysedAt: '2026-04-03',
        classes: { asbestos: 'asbestos_absent' },
      },
    ]);
    expect((await layersOf('C1'))[0]?.pollutantAnalyses).toEqual([
      {
        kind: 'PAH',
        valueMgKg: 612.4,
        asbestosPresent: null,
        analysedAt: '2026-04-02',
        laboratoryOrderId: orderId,
      },
    ]);
    expect((await layersOf('C2'))[0]?.pollutantAnalyses).toEqual([]);
    expect((await layersOf('C3'))[0]?.pollutantAnalyses).toMatchObject([
      { kind: 'asbestos', asbestosPresent: false },
    ]);
  });

  it('finishes the order when a second file gives the refused line: ResultsSent, campaign results_obtained', async () => {
    const { data } = await importFile(
      technician,
      orderId,
      `Identifiant échantillon;HCT (mg/kg)\n${sample('C2')};650\n`,
    );
    expect(present(data)).toMatchObject({
      accepted: [{ line: 2 }],
      refused: [],
      results: [{ sampleId: sample('C2'), thMgKg: 650, classes: { TH: 'TH_500' } }],
      order: { id: orderId, status: 'ResultsSent' },
      campaignStatus: 'results_obtained',
    });
    expect((await layersOf('C2'))[0]?.pollutantAnalyses).toMatchObject([
      { kind: 'TH', valueMgKg: 650 },
    ]);
    const prestations = await technician.GET('/campaigns/{id}/prestations', {
      params: { path: { id: campaignId } },
    });
    expect(new Set(prestations.data.items.map((item) => item.status))).toEqual(
      new Set(['ResultsSent']),
    );
  });

  it('corrects a value with an Excel file into a finished order', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Résultats');
    sheet.addRow(['Identifiant échantillon', 'HAP (mg/kg)']);
    sheet.addRow([sample('C1'), 1250]);
    const content = Buffer.from(await workbook.xlsx.writeBuffer());
    const { data } = await importFile(technician, orderId, content, 'resultats.xlsx');
    expect(present(data)).toMatchObject({
      format: 'xlsx',
      results: [{ sampleId: sample('C1'), pahMgKg: 1250, classes: { PAH: 'PAH_1000' } }],
      order: { status: 'ResultsSent' },
    });
    expect((await layersOf('C1'))[0]?.pollutantAnalyses).toMatchObject([
      { kind: 'PAH', valueMgKg: 1250 },
    ]);
  });

  it('reports an unreadable file without storing anything, and refuses a form without file', async () => {
    const { data } = await importFile(technician, orderId, 'pas de tableau ici\n');
    expect(present(data)).toMatchObject({
      fileError:
        'Colonne « Identifiant échantillon » introuvable : la première ligne doit nommer les colonnes.',
      accepted: [],
      refused: [],
      results: [],
    });
    const noFile = await problemOf(
      technician.POST('/laboratory-orders/{id}/results-import', {
        params: { path: { id: orderId } },
        body: { file: '' },
        bodySerializer: () => new FormData(),
      }),
    );
    expect(noFile).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it('refuses an import into an order that has not left, and into an unknown order', async () => {
    const campaign = await t.coringCampaign(['technician']);
    await offerProvider(t.db, campaign, provider);
    const other = await insertCores(t.db, campaign.id, { C1: [{}] });
    // No sample and no sample code: the order stays New.
    await t.ask(technician, campaign.id, [
      { layerId: other.C1?.layerIds[0] ?? '', prestationId: provider.prestations.asbestos },
    ]);
    await problemOf(
      technician.POST('/coring-campaigns/{id}/actions/send-to-provider', {
        params: { path: { id: campaign.id } },
        body: {},
      }),
    );
    const analyses = present(
      (await technician.GET('/campaigns/{id}/analyses', { params: { path: { id: campaign.id } } }))
        .data,
    );
    const unsentOrderId = analyses.items[0]?.laboratoryOrderId ?? '';
    expect(analyses.items[0]?.status).toBe('New');
    expect(await problemOf(importFile(technician, unsentOrderId, 'x'))).toMatchObject({
      status: 409,
      detail: 'The laboratory order has not been sent, or is cancelled: it has no results yet',
    });
    expect(await problemOf(importFile(technician, crypto.randomUUID(), 'x'))).toMatchObject({
      status: 404,
      code: 'not_found',
    });
  });

  it('lets only members with the right « send to provider » import', async () => {
    const line = `Identifiant échantillon;HAP (mg/kg)\n${sample('C1')};10\n`;
    for (const name of ['customerMain', 'reader'] as const) {
      expect(await problemOf(importFile(await t.as(name), orderId, line))).toMatchObject({
        status: 403,
        code: 'forbidden',
      });
    }
    expect(await problemOf(importFile(await t.guestOf(campaignId), orderId, line))).toMatchObject({
      status: 403,
      code: 'forbidden',
    });
    expect(await problemOf(importFile(await t.as('engineer'), orderId, line))).toMatchObject({
      status: 403,
      code: 'not_member',
      detail: 'Only members can view campaign',
    });
    expect(await problemOf(importFile(t.bed.server.client, orderId, line))).toMatchObject({
      status: 401,
    });
    expect((await layersOf('C1'))[0]?.pollutantAnalyses).toMatchObject([{ valueMgKg: 1250 }]);
  });
});
