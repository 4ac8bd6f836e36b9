import { analysisLabel, frenchDate, frenchNumber, orderCsvHeaders } from './laboratory-messages.js';
import { laboratoryAnalyses, type OrderToLaboratory } from './laboratory-order.js';

// Excel opens a `;`-separated UTF-8 file with its accents only when it starts with a BOM.
const BOM = '\uFEFF';
const SEPARATOR = ';';

/** A text cell: quoted when it holds the separator, a quote or a line break. */
function textCell(value: string): string {
  // A cell starting with = + - @ is run as a formula by spreadsheets (CSV injection): the leading
  // apostrophe makes it plain text, which is what a name typed by a user is.
  const safe = /^[=+\-@\t\r]/u.test(value) ? `'${value}` : value;
  return /[;"\r\n]/u.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * The order as a spreadsheet for the laboratory: one line per sample and analysis, `;`-separated,
 * UTF-8 with a BOM, CRLF line ends, French headers and decimal commas. Samples keep their order;
 * analyses follow `laboratoryAnalyses` (asbestos, PAH, TH).
 */
export function buildOrderCsv(order: OrderToLaboratory): Buffer {
  const orderCells = [
    textCell(order.reference),
    frenchDate(order.createdAt),
    textCell(order.engineeringOffice.name),
    textCell(order.site.name),
    textCell(order.site.customerCode ?? ''),
    textCell(order.campaign.name),
    textCell(order.campaign.reference ?? ''),
    textCell(order.laboratory.name),
  ];
  const lines = [orderCsvHeaders.map(textCell).join(SEPARATOR)];
  for (const sample of order.samples) {
    const sampleCells = [
      textCell(sample.sampleId),
      textCell(sample.coreDisplayName),
      String(sample.layerOrder),
      sample.layerType,
      textCell(sample.materialCategory ?? ''),
      sample.thicknessMm === null ? '' : frenchNumber(sample.thicknessMm),
    ];
    for (const analysis of laboratoryAnalyses.filter((kind) => sample.analyses.includes(kind))) {
      lines.push([...orderCells, ...sampleCells, analysisLabel(analysis)].join(SEPARATOR));
    }
  }
  return Buffer.from(`${BOM}${lines.join('\r\n')}\r\n`, 'utf8');
}
