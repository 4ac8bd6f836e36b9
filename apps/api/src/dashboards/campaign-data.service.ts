import type { SessionUser } from '@chaussee/permissions';
import type { components } from '@chaussee/sdk';
import type { MembershipGuard } from '../access/membership-guard.js';
import { assertNotGuest } from '../access/access-rules.js';
import type { Db } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { campaignDataTable, type CoringDataType } from './campaign-data-table.js';
import { dashboardTexts } from './dashboard-messages.js';
import { dataCsv, dataWorkbook } from './data-files.js';
import { readCampaignSynoptic } from './synoptic-repository.js';
import { synopticWorkbookStream } from './synoptic-workbook.js';

type Schemas = components['schemas'];

export interface CampaignDataServiceDeps {
  db: Db;
  membership: MembershipGuard;
}

/** What a data export answers: JSON, or a file with its media type and name. */
export type CampaignDataAnswer =
  | { format: 'json'; body: Schemas['CampaignData'] }
  | { format: 'csv' | 'xlsx'; body: string | Buffer; fileName: string };

/**
 * The exports of a coring campaign's data: its tables (cores, layers, interfaces, analyses) as
 * JSON, CSV or Excel, and the synoptic as an Excel file. Members of the campaign (customers
 * included); guests are refused, a share link reads the dashboard and the map only.
 */
export function createCampaignDataService({ db, membership }: CampaignDataServiceDeps) {
  async function readableCoring(user: SessionUser, campaignId: string) {
    assertNotGuest(user);
    const found = await membership.readableCampaign(user, campaignId);
    if (found.campaign.type !== 'coring') {
      throw new AppError('bad_request', { detail: 'This operation is for coring campaigns only' });
    }
    return found.campaign;
  }

  return {
    async campaignData(
      user: SessionUser,
      campaignId: string,
      type: Schemas['CampaignDataType'],
      format: 'json' | 'csv' | 'xlsx',
    ): Promise<CampaignDataAnswer> {
      const campaign = await readableCoring(user, campaignId);
      if (type === 'points') {
        throw new AppError('bad_request', {
          detail: 'Survey points belong to auscultation campaigns',
        });
      }
      const dataType: CoringDataType = type;
      const table = campaignDataTable(await readCampaignSynoptic(db, campaignId, {}), dataType);
      const typeName = dashboardTexts.dataTypes[dataType];
      if (format === 'json') {
        return { format, body: { campaignId, type, columns: table.columns, rows: table.rows } };
      }
      const fileName = dashboardTexts.dataFileName(campaign.name, typeName, format);
      return format === 'csv'
        ? { format, body: dataCsv(table), fileName }
        : { format, body: await dataWorkbook(table, typeName), fileName };
    },

    async synopticWorkbook(
      user: SessionUser,
      campaignId: string,
      filters: { direction?: string | undefined; lane?: string | undefined },
    ) {
      const campaign = await readableCoring(user, campaignId);
      const synoptic = await readCampaignSynoptic(db, campaignId, filters);
      return {
        fileName: dashboardTexts.excel.fileName(campaign.name),
        body: synopticWorkbookStream(synoptic),
      };
    },
  };
}

export type CampaignDataService = ReturnType<typeof createCampaignDataService>;
