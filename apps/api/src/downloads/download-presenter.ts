import type { components } from '@chaussee/sdk';
import { fieldMapping } from '../db/field-mapping.js';
import { campaignDownloads } from '../db/schema.js';
import { toUserSummary } from '../users/user-presenter.js';
import type { DownloadWithRequester } from './download.repository.js';

type CampaignDownload = components['schemas']['CampaignDownload'];

/** Each field of CampaignDownload is the column of its name (requestedBy, a user, is joined). */
const downloadFields = fieldMapping(campaignDownloads, {});

/** A download job as the contract's CampaignDownload. */
export function toCampaignDownload({
  download,
  requester,
}: DownloadWithRequester): CampaignDownload {
  return {
    ...downloadFields.fieldsOf('CampaignDownload', download),
    requestedBy: requester && toUserSummary(requester),
    createdAt: download.createdAt.toISOString(),
    finishedAt: download.finishedAt?.toISOString() ?? null,
  };
}
