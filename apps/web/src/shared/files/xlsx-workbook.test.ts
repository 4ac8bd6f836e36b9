import { describe, expect, it } from 'vitest';
import { columnName, xlsxBytes } from './xlsx-workbook.js';

/** The entries of a stored ZIP, read from its central directory: name → text. */
function storedEntries(bytes: Uint8Array): Map<string, string> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = bytes.length - 22;
  expect(view.getUint32(end, true)).toBe(0x06054b50);
  const count = view.getUint16(end + 10, true);
  let position = view.getUint32(end + 16, true);
  const decoder = new TextDecoder();
  const entries = new Map<string, string>();
  for (let index = 0; index < count; index += 1) {
    expect(view.getUint32(position, true)).toBe(0x02014b50);
    const size = view.getUint32(position + 20, true);
    const nameLength = view.getUint16(position + 28, true);
    const localOffset = view.getUint32(position + 42, true);
    const name = decoder.decode(bytes.subarray(position + 46, position + 46 + nameLength));
    const dataStart = localOffset + 30 + view.getUint16(localOffset + 26, true);
    entries.set(name, decoder.decode(bytes.subarray(dataStart, dataStart + size)));
    position += 46 + nameLength;
  }
  return entries;
}

describe('xlsx workbook', () => {
  it('names the columns as Excel does', () => {
    expect([0, 1, 25, 26, 27, 701, 702].map(columnName)).toEqual([
      'A',
      'B',
      'Z',
      'AA',
      'AB',
      'ZZ',
      'AAA',
    ]);
  });

  it('writes a ZIP with the parts of a workbook and one sheet per tab', () => {
    const bytes = xlsxBytes([
      {
        name: 'Campagnes',
        rows: [
          ['Nom', 'Carottes'],
          ['RD 1075 <nord> & sud', 12],
        ],
      },
      { name: 'Carottes: toutes/les [HAP]', rows: [['Amiante'], [true], [null]] },
    ]);
    expect([...bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    const entries = storedEntries(bytes);
    expect([...entries.keys()]).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/workbook.xml',
      'xl/_rels/workbook.xml.rels',
      'xl/worksheets/sheet1.xml',
      'xl/worksheets/sheet2.xml',
    ]);
    expect(entries.get('xl/workbook.xml')).toContain('<sheet name="Carottes  toutes les  HAP"');
    const first = entries.get('xl/worksheets/sheet1.xml') ?? '';
    expect(first).toContain(
      '<c r="A2" t="inlineStr"><is><t xml:space="preserve">RD 1075 &lt;nord&gt; &amp; sud</t></is></c>',
    );
    expect(first).toContain('<c r="B2"><v>12</v></c>');
    expect(entries.get('xl/worksheets/sheet2.xml')).toContain(
      '<row r="2"><c r="A2" t="b"><v>1</v></c></row><row r="3"></row>',
    );
  });
});
