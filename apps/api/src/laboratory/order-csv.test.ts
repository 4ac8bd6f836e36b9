import { describe, expect, it } from 'vitest';
import { buildOrderCsv } from './order-csv.js';
import { fixtureOrder } from './testing/order-fixture.js';

function linesOf(csv: Buffer): string[] {
  return csv.toString('utf8').slice(1).split('\r\n');
}

describe('buildOrderCsv', () => {
  it('starts with a UTF-8 BOM and French headers separated by semicolons', () => {
    const csv = buildOrderCsv(fixtureOrder());

    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(linesOf(csv)[0]).toBe(
      "Référence commande;Date de commande;Bureau d'études;Site;Code client;Campagne;Référence campagne;" +
        'Laboratoire;Identifiant échantillon;Carotte;Couche;Type de couche;Catégorie de matériau;Épaisseur (mm);Analyse',
    );
  });

  it('writes one line per sample and analysis, asbestos then PAH then TH, ending with CRLF', () => {
    const lines = linesOf(buildOrderCsv(fixtureOrder()));

    // 3 + 1 + 1 analyses, the header, and the empty string after the last CRLF.
    expect(lines).toHaveLength(7);
    expect(lines.at(-1)).toBe('');
    expect(lines.slice(1, 6).map((line) => line.split(';').at(-1))).toEqual([
      'Amiante',
      'HAP',
      'HCT',
      'HAP',
      'Amiante',
    ]);
  });

  it('dates the order in Paris time and writes thicknesses with a decimal comma', () => {
    const lines = linesOf(buildOrderCsv(fixtureOrder()));

    // 2026-03-30T22:30Z is 00:30 on 31 March in Paris.
    expect(lines[1]).toBe(
      'CMD-2026-0042;31/03/2026;Ingérop Routes;Agence de Lyon;CLI-0815;RD 12 – Renforcement;CAR-2026-007;' +
        'Labo Analyses – Villeurbanne;0b6b2b0e-4f7e-4a39-9d0c-3d1c6a0f0001;C1;1;CA;Béton bitumineux;60;Amiante',
    );
    expect(lines[4]).toContain(';C1;2;CA;;42,5;HAP');
  });

  it('quotes a cell holding a semicolon or quotes, and disarms a cell a spreadsheet would run as a formula', () => {
    const lines = linesOf(buildOrderCsv(fixtureOrder()));

    expect(lines[5]).toContain(`;"C2; ""rive""";1;EB;'=Grave-bitume;;Amiante`);
  });

  it('leaves the optional order fields empty rather than writing null', () => {
    const order = fixtureOrder({
      site: { name: 'Agence de Lyon', customerCode: null },
      campaign: { id: 'c', name: 'RD 12', reference: null },
    });
    const [, first] = linesOf(buildOrderCsv(order));

    expect(first).toMatch(/^CMD-2026-0042;31\/03\/2026;Ingérop Routes;Agence de Lyon;;RD 12;;/u);
    expect(first).not.toContain('null');
  });
});
