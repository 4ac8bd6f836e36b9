import { describe, expect, it } from 'vitest';
import { csvLine, dateCell, dateTimeCell, numberCell, textCell } from './french-csv.js';

describe('the French CSV writer', () => {
  it('quotes a text cell only when it holds a separator, a quote or a line break', () => {
    expect(textCell('Carotte 12')).toBe('Carotte 12');
    expect(textCell('dit "grave"; à voir')).toBe('"dit ""grave""; à voir"');
    expect(textCell('ligne 1\nligne 2')).toBe('"ligne 1\nligne 2"');
  });

  it('keeps a cell a spreadsheet would run as a formula as plain text', () => {
    for (const formula of ['=1+1', '+33 6 12', '-2', '@SUM(A1)', '\tx']) {
      expect(textCell(formula)).toBe(`'${formula}`);
    }
    expect(textCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  });

  it('writes numbers with a decimal comma, never rounded nor with an exponent', () => {
    expect(numberCell(1234.5)).toBe('1234,5');
    expect(numberCell(-0.25)).toBe('-0,25');
    expect(numberCell(45.123456789)).toBe('45,123456789');
    expect(numberCell(1e-7)).toBe('0,0000001');
    expect(numberCell(null)).toBe('');
  });

  it('writes dates as French spreadsheets read them, in Paris time', () => {
    expect(dateCell('2026-03-31')).toBe('31/03/2026');
    expect(dateCell(null)).toBe('');
    // 12:05 UTC on a summer day is 14:05 in Paris.
    expect(dateTimeCell('2026-07-01T12:05:00Z')).toBe('01/07/2026 14:05');
  });

  it('joins the cells of a line with semicolons and ends it with CRLF', () => {
    expect(csvLine(['a', 'b', ''])).toBe('a;b;\r\n');
  });
});
