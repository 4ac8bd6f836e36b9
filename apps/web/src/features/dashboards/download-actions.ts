import {
  exportCampaignSynoptic,
  generateCoringCampaignPdf,
  getCampaignData,
  type CampaignDataType,
} from '@chaussee/sdk/react';
import { fileNameOf, saveBlob } from '../../shared/files/save-blob.js';
import type { DashboardFilters } from './dashboard-filters.js';

/** The tables a coring campaign exports through GET /campaigns/{id}/data. */
export const CORING_DATA_TABLES = [
  'cores',
  'layers',
  'interfaces',
  'analyses',
] as const satisfies readonly CampaignDataType[];

export type CoringDataTable = (typeof CORING_DATA_TABLES)[number];

/** A PDF of the whole campaign (its non-cancelled cores), streamed and saved by the browser. */
export async function downloadPdfReport(campaign: { id: string; name: string }): Promise<void> {
  const answer = await generateCoringCampaignPdf(campaign.id, {}, { stream: true });
  if (!(answer.data instanceof Blob)) return;
  saveBlob(answer.data, fileNameOf(answer.headers, `${campaign.name}.pdf`));
}

/** The structural synoptic as Excel, for the direction and lane filtered on the dashboard. */
export async function downloadSynopticExcel(
  campaign: { id: string; name: string },
  filters: DashboardFilters,
): Promise<void> {
  const answer = await exportCampaignSynoptic(campaign.id, {
    ...(filters.direction === undefined ? {} : { direction: filters.direction }),
    ...(filters.lane === undefined ? {} : { lane: filters.lane }),
  });
  saveBlob(answer.data, fileNameOf(answer.headers, `${campaign.name} - synoptique.xlsx`));
}

/** One table of the campaign's data as CSV (text answer) or Excel (binary answer). */
export async function downloadCampaignData(
  campaign: { id: string; name: string },
  type: CoringDataTable,
  format: 'csv' | 'xlsx',
): Promise<void> {
  const answer = await getCampaignData(campaign.id, { type, format });
  const fallback = `${campaign.name} - ${type}.${format}`;
  if (typeof answer.data === 'string') {
    saveBlob(new Blob([answer.data], { type: 'text/csv' }), fileNameOf(answer.headers, fallback));
  } else if (answer.data instanceof Blob) {
    saveBlob(answer.data, fileNameOf(answer.headers, fallback));
  }
}
