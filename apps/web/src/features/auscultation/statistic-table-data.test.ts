import { describe, expect, it } from 'vitest';
import {
  conditionIndexAlongRoad,
  filteredRows,
  lengthsByType,
  statisticTableCsv,
} from './statistic-table-data.js';
import { crackTable, globalTable } from './testing/statistic-fixtures.js';

describe('statistic table data', () => {
  it('keeps the sections of the road, direction and lane asked, the table’s own columns only', () => {
    expect(filteredRows(globalTable, {}).map((row) => row.section)).toEqual([
      'PR 12+000',
      'PR 12+200',
      'PR 3+000',
    ]);
    expect(
      filteredRows(globalTable, { road: 'RD 1090', direction: 'Nord' }).map((row) => row.section),
    ).toEqual(['PR 12+000']);
    // A table without a road column is not emptied by a road filter.
    expect(filteredRows(crackTable, { road: 'RD 1090' })).toHaveLength(1);
  });

  it('sums the lengths of each distress type over the sections shown', () => {
    expect(lengthsByType(globalTable, globalTable.rows, 'Longueur')).toEqual({
      labels: ['Fissure longitudinale', 'Nid de poule'],
      series: [{ name: 'Longueur', unit: 'm', data: [50, 8] }],
    });
    const nord = filteredRows(globalTable, { direction: 'Nord' });
    expect(lengthsByType(globalTable, nord, 'Longueur').series[0]?.data).toEqual([40, 8]);
  });

  it('labels a section by its road, PR and abscissa when the table has them', () => {
    const table = {
      columns: [
        { key: 'road', label: 'Route', unit: null },
        { key: 'prStart', label: 'PR début', unit: null },
        { key: 'abscissaStart', label: 'Abscisse début', unit: 'm' },
        { key: 'conditionIndex', label: 'Indice d’état', unit: null },
      ],
    };
    const rows = [
      { road: 'RD 1090', prStart: 12, abscissaStart: 0, conditionIndex: 80 },
      { road: 'RD 1090', prStart: 12, abscissaStart: 200, conditionIndex: 64.2 },
    ];
    expect(conditionIndexAlongRoad(table, rows, 'Indice').labels).toEqual([
      'RD 1090 PR 12+000',
      'RD 1090 PR 12+200',
    ]);
  });

  it('draws the condition index section by section, labelled by the section', () => {
    expect(conditionIndexAlongRoad(globalTable, globalTable.rows, 'Indice')).toEqual({
      labels: ['PR 12+000', 'PR 12+200', 'PR 3+000'],
      series: [{ name: 'Indice', unit: null, data: [78.5, 92, 88] }],
    });
    // A table with no condition index has no such chart.
    expect(conditionIndexAlongRoad(crackTable, crackTable.rows, 'Indice')).toEqual({
      labels: [],
      series: [],
    });
  });

  it('exports a CSV Excel reads in French: semicolons, decimal commas, units, totals', () => {
    const csv = statisticTableCsv(crackTable, crackTable.rows);
    expect(csv).toBe('\uFEFFSection;Gravité 3 (m);Réparation (m²)\r\nPR 12+000;17,5;3\r\n');
    const withTotals = statisticTableCsv(globalTable, globalTable.rows.slice(0, 1));
    expect(withTotals.split('\r\n')).toEqual([
      '\uFEFFSection;Route;Sens;Voie;Longueur de section (m);Fissure longitudinale (m);Nid de poule (m);Part affectée (%);Indice d’état',
      'PR 12+000;RD 1090;Nord;1;200;40;2;21;78,5',
      'Total;;;;;50;8;9,7;',
      '',
    ]);
    expect(
      statisticTableCsv({ columns: [{ key: 'note', label: 'Note', unit: null }], totals: null }, [
        { note: 'dit "grave"; à voir' },
      ]),
    ).toBe('\uFEFFNote\r\n"dit ""grave""; à voir"\r\n');
    // A comment typed by a user that a spreadsheet would run as a formula stays text.
    expect(
      statisticTableCsv({ columns: [{ key: 'note', label: 'Note', unit: null }], totals: null }, [
        { note: '=HYPERLINK("http://x")' },
      ]),
    ).toBe('\uFEFFNote\r\n"\'=HYPERLINK(""http://x"")"\r\n');
  });
});
