import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO,
  startProjectsTestbed,
  type ProjectsTestbed,
} from '../workspaces/testing/projects-testbed.js';
import { insertDashboardFixture, type DashboardFixture } from './testing/dashboard-fixture.js';

/** The bytes of a CSV answer as text, its byte-order mark kept (fetch's text() drops it). */
function csvText(data: unknown): string {
  if (!(data instanceof ArrayBuffer)) throw new Error('No CSV');
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(data);
}

/** CSV as French spreadsheets read it: cells split on `;` (none of the fixture's cells is quoted). */
function parseCsv(text: string): string[][] {
  return text
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => line.split(';'));
}

async function readWorkbook(data: ArrayBuffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data);
  return workbook;
}

function fillOf(cell: ExcelJS.Cell): string | undefined {
  const { fill } = cell;
  return fill.type === 'pattern' ? fill.fgColor?.argb : undefined;
}

describe('The exports of a coring campaign: its data and its synoptic', () => {
  let bed: ProjectsTestbed;
  let fixture: DashboardFixture;

  beforeAll(async () => {
    bed = await startProjectsTestbed();
    const workspaceId = await bed.insertWorkspace({
      siteId: (await bed.insertOrganization('Département')).siteId,
      name: 'Routes',
      memberIds: [bed.userId(DEMO.engineer)],
    });
    fixture = await insertDashboardFixture(bed.db, { workspaceId });
  });
  afterAll(() => bed.server.close());

  const engineer = () => bed.as(DEMO.engineer);
  const dataOf = async (
    type: 'cores' | 'layers' | 'interfaces' | 'analyses',
    format: 'json' | 'csv' | 'xlsx',
  ) => {
    const client = await engineer();
    return client.GET('/campaigns/{id}/data', {
      params: { path: { id: fixture.campaignId }, query: { type, format } },
      parseAs: format === 'json' ? 'json' : 'arrayBuffer',
    });
  };

  it('answers a table as JSON: columns with units, rows in road order, enums in French', async () => {
    const { data } = await dataOf('cores', 'json');
    if (typeof data !== 'object' || !('rows' in data)) throw new Error('No JSON');
    expect(data.columns.slice(0, 4)).toEqual([
      { key: 'core', label: 'Carotte', unit: null },
      { key: 'road', label: 'Route', unit: null },
      { key: 'landmark', label: 'PR', unit: null },
      { key: 'abscissa', label: 'Abscisse', unit: 'm' },
    ]);
    expect(
      data.rows.map((row) => [row.core, row.status, row.totalThickness, row.wasteRoute]),
    ).toEqual([
      ['K2', 'Validée', 200, 'Non inerte (ISDND)'],
      ['K1', 'Validée', 300, 'Déchet dangereux (ISDD ou traitement thermique)'],
      ['K3', "Envoyée au chargé d'affaires", 30, 'Déchet dangereux amianté (ISDD)'],
      ['K4', 'Vide', 0, 'Indéterminée (analyses manquantes)'],
      ['K5', 'Annulée', 80, 'Indéterminée (analyses manquantes)'],
    ]);
  });

  it('writes CSV for French spreadsheets: BOM, semicolons, decimal commas, Oui/Non', async () => {
    const { data, response } = await dataOf('analyses', 'csv');
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/u);
    expect(response.headers.get('content-disposition')).toContain('analyses.csv');
    const text = csvText(data);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(text.slice(1));
    expect(header).toEqual([
      'Carotte',
      'Route',
      'PR',
      'Abscisse (m)',
      'Sens de circulation',
      'Voie',
      'Couche',
      'Matériau',
      'Analyse',
      'Teneur (mg/kg)',
      'Amiante détecté',
      'Classe',
    ]);
    // K1's second layer: asbestos, PAH 1200, TH 300, PAH Ref. BE 800.
    expect(rows.filter((row) => row[0] === 'K1' && row[6] === '2')).toEqual([
      [
        'K1',
        'RD 12',
        'PR 2',
        '100',
        'Grenoble',
        '1',
        '2',
        'Enrobé goudronneux',
        'Amiante',
        '',
        'Non',
        'Amiante non détecté',
      ],
      [
        'K1',
        'RD 12',
        'PR 2',
        '100',
        'Grenoble',
        '1',
        '2',
        'Enrobé goudronneux',
        'HAP',
        '1200',
        '',
        'HAP ≥ 1 000 mg/kg',
      ],
      [
        'K1',
        'RD 12',
        'PR 2',
        '100',
        'Grenoble',
        '1',
        '2',
        'Enrobé goudronneux',
        'HCT',
        '300',
        '',
        'HCT < 500 mg/kg',
      ],
      [
        'K1',
        'RD 12',
        'PR 2',
        '100',
        'Grenoble',
        '1',
        '2',
        'Enrobé goudronneux',
        'HAP (Réf. BE)',
        '800',
        '',
        'HAP de 500 à 1 000 mg/kg',
      ],
    ]);
  });

  it('writes the interfaces, each between its two layers', async () => {
    const { data } = await dataOf('interfaces', 'csv');
    const rows = parseCsv(csvText(data).slice(1)).slice(1);
    expect(rows[0]?.slice(0, 4)).toEqual(['K2', 'RD 12', 'PR 1', '500,5']);
    expect(rows.map((row) => [row[0], row[6], row[7], row[8], row[9]])).toEqual([
      ['K2', '1', '1 – BBSG', '2 – GTLH – Grave traitée aux liants hydrauliques', 'Semi-collée'],
      ['K1', '1', '1 – BBSG', '2 – Enrobé goudronneux', 'Collée'],
      ['K1', '2', '2 – Enrobé goudronneux', '3 – GNT', 'Décollée'],
    ]);
  });

  it('writes Excel with numbers as numbers', async () => {
    const { data } = await dataOf('layers', 'xlsx');
    if (!(data instanceof ArrayBuffer)) throw new Error('No workbook');
    const sheet = (await readWorkbook(data)).getWorksheet('couches');
    expect(sheet?.getRow(1).getCell(7).value).toBe('Couche');
    expect(sheet?.getRow(1).getCell(11).value).toBe('Épaisseur (mm)');
    // Row 2: K2's surface layer.
    expect([sheet?.getRow(2).getCell(1).value, sheet?.getRow(2).getCell(11).value]).toEqual([
      'K2',
      50,
    ]);
  });

  it('exports the synoptic as Excel: a row per core, coloured layers and classes, a legend', async () => {
    const client = await engineer();
    const { data, response } = await client.GET('/campaigns/{id}/export-synoptic-as-excel', {
      params: { path: { id: fixture.campaignId }, query: { direction: 'Grenoble', lane: '1' } },
      parseAs: 'arrayBuffer',
    });
    expect(response.headers.get('content-disposition')).toContain('synoptique.xlsx');
    if (!(data instanceof ArrayBuffer)) throw new Error('No workbook');
    const workbook = await readWorkbook(data);
    const sheet = workbook.getWorksheet('Synoptique');
    if (!sheet) throw new Error('No synoptic sheet');
    expect(sheet.rowCount).toBe(4);
    const column = (row: number) => sheet.getRow(row).getCell(1).value;
    expect([column(2), column(3), column(4)]).toEqual(['K2', 'K1', 'K3']);
    const k1 = sheet.getRow(3);
    expect(k1.getCell(9).value).toBe('EB – BBSG · 40 mm');
    expect(fillOf(k1.getCell(9))).toBe('FF424242');
    expect(k1.getCell(11).value).toBe('CA – Enrobé goudronneux · 60 mm');
    expect(fillOf(k1.getCell(11))).toBe('FF5D4037');
    // K1's second layer: PAH ≥ 1000 is critical.
    expect(k1.getCell(12).text).toContain('HAP : HAP ≥ 1 000 mg/kg');
    expect(fillOf(k1.getCell(12))).toBe('FFEF9A9A');
    // K1's first layer: PAH 20, TH 100, no asbestos: low.
    expect(fillOf(k1.getCell(10))).toBe('FFC8E6C9');
    const legend = workbook.getWorksheet('Légende');
    const legendTexts: unknown[] = [];
    legend?.eachRow((row) => legendTexts.push(row.getCell(1).value));
    expect(legendTexts).toContain('HAP ≥ 1 000 mg/kg');
    expect(legendTexts).toContain('Réemploi libre');
    expect(legendTexts).toContain('EB – Enrobé bitumineux');
  });

  it('refuses the survey points of a coring campaign', async () => {
    const client = await engineer();
    const { response } = await client
      .GET('/campaigns/{id}/data', {
        params: { path: { id: fixture.campaignId }, query: { type: 'points' } },
      })
      .catch((error: unknown) => ({ response: { status: (error as { status: number }).status } }));
    expect(response.status).toBe(400);
  });
});
