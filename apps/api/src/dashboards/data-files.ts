import ExcelJS from 'exceljs';
import { CSV_BOM, csvLine, numberCell, textCell } from '@chaussee/validation';
import type { DataColumn, DataTable } from './campaign-data-table.js';
import { dashboardTexts } from './dashboard-messages.js';

/** « Épaisseur (mm) »: a column's title with its unit. */
function headerOf(column: DataColumn): string {
  return column.unit === null ? column.label : `${column.label} (${column.unit})`;
}

function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return numberCell(value);
  if (typeof value === 'boolean') return value ? dashboardTexts.yes : dashboardTexts.no;
  return textCell(value);
}

/** The table as French spreadsheets open a CSV (UTF-8 with BOM, `;`, decimal commas). */
export function dataCsv(table: DataTable): string {
  const lines = [csvLine(table.columns.map((column) => textCell(headerOf(column))))];
  for (const row of table.rows) {
    lines.push(csvLine(table.columns.map((column) => csvCell(row[column.key]))));
  }
  return CSV_BOM + lines.join('');
}

/** The table as one Excel sheet: a bold frozen header, numbers as numbers, Oui/Non. */
export async function dataWorkbook(table: DataTable, sheetName: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = table.columns.map((column) => ({
    header: headerOf(column),
    key: column.key,
    width: Math.min(Math.max(headerOf(column).length + 2, 10), 40),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of table.rows) {
    sheet.addRow(
      Object.fromEntries(
        table.columns.map((column) => {
          const value = row[column.key];
          if (typeof value === 'boolean') {
            return [column.key, value ? dashboardTexts.yes : dashboardTexts.no];
          }
          return [column.key, value ?? null];
        }),
      ),
    );
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
