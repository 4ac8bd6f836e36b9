import type {
  StatisticsCoringCampaigns,
  StatisticsExternalUsersConnexions,
} from '@chaussee/sdk/react';
import { saveBlob } from '../../shared/files/save-blob.js';
import { xlsxBlob, type XlsxSheet } from '../../shared/files/xlsx-workbook.js';
import { statisticsMessages } from './messages.js';

const text = statisticsMessages;

interface Grouped {
  campaignsCount: number;
  coresCount: number;
  analysesCount: number;
  resultsDelayDays: number | null;
}

const groupedHeader = (first: string) => [
  first,
  text.coring.campaigns,
  text.coring.cores,
  text.coring.analyses,
  text.coring.delayDays,
];

const groupedCells = (name: string, row: Grouped) => [
  name,
  row.campaignsCount,
  row.coresCount,
  row.analysesCount,
  row.resultsDelayDays,
];

/** The statistics page as Excel tabs: the figures, then each table the page shows. */
function statisticsSheets(
  coring: StatisticsCoringCampaigns,
  connexions: StatisticsExternalUsersConnexions,
): XlsxSheet[] {
  return [
    {
      name: text.export.summarySheet,
      rows: [
        [text.export.figure, text.export.value],
        [text.filters.startDate, coring.startDate],
        [text.filters.endDate, coring.endDate],
        [text.coring.campaigns, coring.campaignsCount],
        [text.coring.cores, coring.coresCount],
        [text.coring.analysedCores, coring.analysedCoresCount],
        [text.coring.analyses, coring.analysesCount],
        [text.coring.delayDays, coring.resultsDelayDays],
        [text.connexions.connexions, connexions.connexionsCount],
        [text.connexions.distinctUsers, connexions.distinctUsersCount],
      ],
    },
    {
      name: text.export.monthSheet,
      rows: [
        groupedHeader(text.coring.month),
        ...coring.byMonth.map((row) => groupedCells(row.month, row)),
      ],
    },
    {
      name: text.export.agencySheet,
      rows: [
        groupedHeader(text.coring.agency),
        ...coring.byAgency.map((row) => groupedCells(row.agency.name, row)),
      ],
    },
    {
      name: text.export.siteSheet,
      rows: [
        groupedHeader(text.coring.site),
        ...coring.bySite.map((row) => groupedCells(row.site.name, row)),
      ],
    },
    {
      name: text.export.connexionsSheet,
      rows: [
        [text.connexions.periodStart, text.connexions.connexions, text.connexions.distinctUsers],
        ...connexions.buckets.map((bucket) => [
          bucket.start,
          bucket.connexionsCount,
          bucket.distinctUsersCount,
        ]),
      ],
    },
    {
      name: text.export.organizationSheet,
      rows: [
        [text.connexions.organization, text.connexions.connexions, text.connexions.distinctUsers],
        ...connexions.byOrganization.map((row) => [
          row.organization.name,
          row.connexionsCount,
          row.distinctUsersCount,
        ]),
      ],
    },
  ];
}

export function exportStatistics(
  coring: StatisticsCoringCampaigns,
  connexions: StatisticsExternalUsersConnexions,
): void {
  saveBlob(
    xlsxBlob(statisticsSheets(coring, connexions)),
    text.export.fileName(connexions.startDate, connexions.endDate),
  );
}
