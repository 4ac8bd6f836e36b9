import type { MacroCampaign, MacroCore } from '@chaussee/sdk/react';
import { labels } from '@chaussee/validation';
import { saveBlob } from '../../shared/files/save-blob.js';
import { xlsxBlob, type XlsxCell, type XlsxSheet } from '../../shared/files/xlsx-workbook.js';
import { coreLevelOf } from './macro-levels.js';
import { macroMessages } from './messages.js';

const text = macroMessages.export;
const grid = macroMessages.grid;

function yesNo(value: boolean | null): XlsxCell {
  return value === null ? null : value ? text.yes : text.no;
}

/** The two tabs of the macro export: the campaigns and the cores, as the screen shows them. */
function macroSheets(
  campaigns: readonly MacroCampaign[],
  cores: readonly MacroCore[],
): XlsxSheet[] {
  return [
    {
      name: text.campaignsSheet,
      rows: [
        [
          grid.campaign,
          grid.reference,
          grid.status,
          grid.project,
          grid.organization,
          grid.cores,
          grid.analysedCores,
          grid.pahMax,
          grid.thMax,
          grid.asbestosCores,
        ],
        ...campaigns.map((campaign) => [
          campaign.name,
          campaign.reference,
          labels.CampaignStatus[campaign.status],
          campaign.workspace.name,
          campaign.organization.name,
          campaign.coresCount,
          campaign.pollutants.analysedCoresCount,
          campaign.pollutants.pahMaxMgKg,
          campaign.pollutants.thMaxMgKg,
          campaign.pollutants.asbestosCoresCount,
        ]),
      ],
    },
    {
      name: text.coresSheet,
      rows: [
        text.coreHeaders,
        ...cores.map((core) => [
          core.displayName,
          core.campaign.name,
          core.workspace.name,
          core.road?.name ?? null,
          core.city?.name ?? null,
          core.landmark,
          core.abscissa,
          core.lat,
          core.lng,
          core.pahMaxMgKg,
          core.thMaxMgKg,
          yesNo(core.asbestosPresent),
          macroMessages.map.levels[coreLevelOf(core)],
        ]),
      ],
    },
  ];
}

/** Saves the macro view as an Excel file named after the day. */
export function exportMacroView(
  campaigns: readonly MacroCampaign[],
  cores: readonly MacroCore[],
  today: Date = new Date(),
): void {
  const day = today.toISOString().slice(0, 10);
  saveBlob(xlsxBlob(macroSheets(campaigns, cores)), text.fileName(day));
}
