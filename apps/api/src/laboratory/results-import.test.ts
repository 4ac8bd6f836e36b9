import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { importResultsFile } from './results-import.js';

const S1 = '0b6b2b0e-4f7e-4a39-9d0c-3d1c6a0f0001';
const S2 = '0b6b2b0e-4f7e-4a39-9d0c-3d1c6a0f0002';
const S3 = '0b6b2b0e-4f7e-4a39-9d0c-3d1c6a0f0003';
const orderSamples = new Set([S1, S2, S3]);

const csv = (text: string, encoding: BufferEncoding = 'utf8') => Buffer.from(text, encoding);

async function xlsx(rows: (string | number | Date | null)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Résultats');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('importResultsFile, CSV', () => {
  it('reads French headers, decimal commas, oui/non and a BOM, and classes each result', async () => {
    const file = csv(
      '\uFEFFIdentifiant échantillon;HAP (mg/kg);HCT (mg/kg);Amiante\r\n' +
        `${S1};12,5;620;non détecté\r\n` +
        `${S2};1 250;;oui\r\n`,
    );

    const report = await importResultsFile(file, orderSamples);

    expect(report).toMatchObject({ format: 'csv', fileError: null, refused: [] });
    expect(report.accepted.map(({ line }) => line)).toEqual([2, 3]);
    expect(report.results).toEqual([
      {
        sampleId: S1,
        pahMgKg: 12.5,
        thMgKg: 620,
        asbestosDetected: false,
        classes: { PAH: 'PAH_0', TH: 'TH_500', asbestos: 'asbestos_absent' },
      },
      {
        sampleId: S2,
        pahMgKg: 1250,
        asbestosDetected: true,
        classes: { PAH: 'PAH_1000', asbestos: 'asbestos_present' },
      },
    ]);
  });

  it('keeps the good lines and reports each bad one with its line number and French reason', async () => {
    const file = csv(
      'Echantillon;HAP;HCT;Amiante\n' +
        `${S1};abc;10;non\n` +
        'inconnu-42;5;5;non\n' +
        `${S2};48;;\n` +
        `;3;;\n` +
        `${S3};-2;;peut-être\n` +
        `${S3};;;\n`,
    );

    const report = await importResultsFile(file, orderSamples);

    expect(report.accepted).toEqual([{ line: 4, result: { sampleId: S2, pahMgKg: 48 } }]);
    expect(report.refused).toEqual([
      { line: 2, sampleId: S1, reason: 'Valeur HAP illisible : abc' },
      { line: 3, sampleId: 'inconnu-42', reason: 'Échantillon inconnu : inconnu-42' },
      { line: 5, sampleId: null, reason: "Identifiant d'échantillon manquant" },
      {
        line: 6,
        sampleId: S3,
        reason: 'Valeur HAP négative : -2 ; Valeur Amiante illisible : peut-être',
      },
      { line: 7, sampleId: S3, reason: 'Aucun résultat sur la ligne' },
    ]);
    expect(report.results).toEqual([{ sampleId: S2, pahMgKg: 48, classes: { PAH: 'PAH_0' } }]);
  });

  it('reads comma-separated files with quoted decimal commas, capital ids and blank lines', async () => {
    const file = csv(
      'sampleId,pahMgKg,thMgKg,asbestosDetected,analysedAt,laboratoryReference\n\n' +
        `${S1.toUpperCase()},"50,0",499.9,false,02/04/2026,"R-1, lot 2"\n`,
    );

    const report = await importResultsFile(file, orderSamples);

    expect(report.refused).toEqual([]);
    expect(report.results).toEqual([
      {
        sampleId: S1,
        pahMgKg: 50,
        thMgKg: 499.9,
        asbestosDetected: false,
        analysedAt: '2026-04-02',
        laboratoryReference: 'R-1, lot 2',
        classes: { PAH: 'PAH_50', TH: 'TH_0', asbestos: 'asbestos_absent' },
      },
    ]);
  });

  it('keeps a value below the quantification limit as its bound', async () => {
    const report = await importResultsFile(csv(`Échantillon;HAP\n${S1};<0,5\n`), orderSamples);

    expect(report.results).toEqual([{ sampleId: S1, pahMgKg: 0.5, classes: { PAH: 'PAH_0' } }]);
  });

  it('merges the lines of one sample and refuses a line that contradicts an earlier one', async () => {
    const file = csv(
      `Échantillon;HAP;HCT;Amiante\n${S1};12;;\n${S1};;30;non\n${S1};13;;\n${S1};12;;\n`,
    );

    const report = await importResultsFile(file, orderSamples);

    expect(report.refused).toEqual([
      { line: 4, sampleId: S1, reason: 'Valeur HAP déjà donnée pour cet échantillon ligne 2' },
    ]);
    expect(report.accepted.map(({ line }) => line)).toEqual([2, 3, 5]);
    expect(report.results).toEqual([
      {
        sampleId: S1,
        pahMgKg: 12,
        thMgKg: 30,
        asbestosDetected: false,
        classes: { PAH: 'PAH_0', TH: 'TH_0', asbestos: 'asbestos_absent' },
      },
    ]);
  });

  it('reads a Windows-1252 file as French Excel saves it', async () => {
    const file = csv(`Échantillon;Amiante\n${S3};Détecté\n`, 'latin1');

    const report = await importResultsFile(file, orderSamples);

    expect(report.results).toEqual([
      { sampleId: S3, asbestosDetected: true, classes: { asbestos: 'asbestos_present' } },
    ]);
  });

  it('counts lines as an editor does when a quoted cell spans two lines', async () => {
    const file = csv(`Échantillon;HAP;Référence laboratoire\n${S1};1;"a\nb"\n${S2};x;\n`);

    const report = await importResultsFile(file, orderSamples);

    expect(report.refused).toEqual([{ line: 4, sampleId: S2, reason: 'Valeur HAP illisible : x' }]);
  });

  it('refuses the whole file when no column names the samples or none holds a result', async () => {
    await expect(
      importResultsFile(csv(`Carotte;HAP\nC1;3\n`), orderSamples),
    ).resolves.toMatchObject({
      fileError:
        'Colonne « Identifiant échantillon » introuvable : la première ligne doit nommer les colonnes.',
      accepted: [],
    });
    await expect(
      importResultsFile(csv(`Échantillon;HAP Réf. BE\n${S1};3\n`), orderSamples),
    ).resolves.toMatchObject({
      fileError:
        'Aucune colonne de résultat trouvée (« HAP (mg/kg) », « HCT (mg/kg) » ou « Amiante »).',
    });
    await expect(importResultsFile(Buffer.alloc(0), orderSamples)).resolves.toMatchObject({
      fileError: 'Le fichier est vide.',
    });
    await expect(
      importResultsFile(csv(`Échantillon;HAP\n"${S1};3\n`), orderSamples),
    ).resolves.toMatchObject({ fileError: 'Guillemet non fermé à partir de la ligne 2.' });
  });
});

describe('importResultsFile, Excel', () => {
  it('finds the header under a title block, reads numbers, dates and texts, and reports bad rows', async () => {
    const file = await xlsx([
      ['Rapport d’essais n° 2026-118'],
      [],
      ['Identifiant échantillon', 'HAP (mg/kg)', 'HCT (mg/kg)', 'Amiante', "Date d'analyse"],
      [S1, 730.25, 12, 'Non', new Date(Date.UTC(2026, 3, 2))],
      [S2, 'n/a', 12, 'non', null],
      [S3, null, null, 'Présence', '03/04/2026'],
    ]);

    const report = await importResultsFile(file, orderSamples);

    expect(report.format).toBe('xlsx');
    expect(report.refused).toEqual([
      { line: 5, sampleId: S2, reason: 'Valeur HAP illisible : n/a' },
    ]);
    expect(report.results).toEqual([
      {
        sampleId: S1,
        pahMgKg: 730.25,
        thMgKg: 12,
        asbestosDetected: false,
        analysedAt: '2026-04-02',
        classes: { PAH: 'PAH_500', TH: 'TH_0', asbestos: 'asbestos_absent' },
      },
      {
        sampleId: S3,
        asbestosDetected: true,
        analysedAt: '2026-04-03',
        classes: { asbestos: 'asbestos_present' },
      },
    ]);
  });

  it('reports an archive that is not a workbook', async () => {
    const notAWorkbook = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64)]);

    await expect(importResultsFile(notAWorkbook, orderSamples)).resolves.toMatchObject({
      format: 'xlsx',
      fileError: 'Le fichier Excel est illisible.',
    });
  });
});
