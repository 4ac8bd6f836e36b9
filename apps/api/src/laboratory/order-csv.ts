import { CSV_BOM, csvLine, textCell } from '@chaussee/validation';
import { analysisLabel, frenchDate, frenchNumber, orderCsvHeaders } from './laboratory-messages.js';
import { laboratoryAnalyses, type OrderToLaboratory } from './laboratory-order.js';

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
  const lines = [csvLine(orderCsvHeaders.map(textCell))];
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
      lines.push(csvLine([...orderCells, ...sampleCells, analysisLabel(analysis)]));
    }
  }
  return Buffer.from(`${CSV_BOM}${lines.join('')}`, 'utf8');
}
