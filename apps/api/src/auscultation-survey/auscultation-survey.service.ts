import type { SessionUser } from '@chaussee/permissions';
import type { components } from '@chaussee/sdk';
import { createViolation } from '@chaussee/validation';
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { DomainDeps } from '../app/domain-deps.js';
import { isFinalAuscultation } from '../campaigns/auscultation/auscultation-status.js';
import { degradations, surveyImports, surveyItems } from '../db/schema.js';
import { AppError } from '../errors/app-error.js';
import { jsonPage, pageRequest, type PageQuery } from '../http/paging.js';
import { labels } from '@chaussee/validation';
import { columnKey, readSurveyFile } from './survey-file.js';
import { CAMPAIGN_CLOSED_DETAIL } from './survey-messages.js';
import {
  createSurveyItemsRepository,
  type NewSurveyItemRow,
  type SurveyItemFilters,
} from './survey-items.repository.js';
import { toHistoryEntry, toSurveyItem } from './survey-presenter.js';
import { aggregateSections } from './survey-statistics.repository.js';
import { statisticTables } from './survey-statistics.js';

type Schemas = components['schemas'];
type Patch = Schemas['SurveyItemPatch'];
type PatchField = Schemas['SurveyItemHistoryEntry']['changes'][number]['field'];

const DEFAULT_SECTION_LENGTH = 200;
const PATCH_FIELDS: readonly PatchField[] = [
  'degradationId',
  'severity',
  'extent',
  'direction',
  'lane',
  'comment',
];

/** The survey of auscultation campaigns: items, import, edits with history, statistic tables. */
export function createAuscultationSurveyService(
  deps: Pick<DomainDeps, 'db' | 'membership' | 'now'>,
) {
  const { db, membership, now } = deps;
  const items = createSurveyItemsRepository(db);

  async function readable(user: SessionUser, campaignId: string) {
    const found = await membership.readableCampaign(user, campaignId);
    // Another type's id is no auscultation campaign: 404, as for an unknown id.
    if (found.campaign.type !== 'auscultation') throw new AppError('not_found');
    return found;
  }

  async function tablesOf(user: SessionUser, campaignId: string, sectionLength: number | undefined) {
    await readable(user, campaignId);
    const length = sectionLength ?? DEFAULT_SECTION_LENGTH;
    return statisticTables(campaignId, await aggregateSections(db, campaignId, length), length);
  }

  /** Codes a file may give: the distress type, or its French label (« Nid-de-poule »). */
  async function degradationsByCode() {
    const rows = await db.select().from(degradations);
    const byCode = new Map<string, { id: string }>();
    for (const row of rows) {
      byCode.set(columnKey(row.distressType), row);
      byCode.set(columnKey(labels.DistressType[row.distressType]), row);
      byCode.set(columnKey(row.label), row);
    }
    return byCode;
  }

  async function storedReport(
    campaignId: string,
    hash: string,
  ): Promise<Schemas['SurveyImport'] | undefined> {
    const [found] = await db
      .select()
      .from(surveyImports)
      .where(and(eq(surveyImports.campaignId, campaignId), eq(surveyImports.contentHash, hash)));
    if (found === undefined) return undefined;
    return {
      id: found.id,
      campaignId,
      format: found.format,
      fileError: null,
      alreadyImported: true,
      importedCount: found.importedCount,
      refusedCount: found.refused.length,
      refused: found.refused,
      importedAt: found.createdAt.toISOString(),
    };
  }

  return {
    async listSurveyItems(
      user: SessionUser,
      campaignId: string,
      query: SurveyItemFilters & PageQuery,
    ): Promise<Schemas['SurveyItemPage']> {
      await readable(user, campaignId);
      const page = pageRequest(query);
      return jsonPage(page, await items.list(campaignId, query, page), toSurveyItem);
    },

    async listStatisticTables(
      user: SessionUser,
      campaignId: string,
      query: PageQuery & { sectionLength?: number | undefined },
    ): Promise<Schemas['AuscultationStatisticTablePage']> {
      const tables = await tablesOf(user, campaignId, query.sectionLength);
      const page = pageRequest(query);
      return {
        total: tables.length,
        limit: page.limit,
        offset: page.offset,
        items: tables
          .slice(page.offset, page.offset + page.limit)
          .map(({ id, title, distressType, position, rowsCount }) => ({
            id,
            campaignId,
            title,
            distressType,
            position,
            rowsCount,
          })),
      };
    },

    async getStatisticTable(
      user: SessionUser,
      campaignId: string,
      tableId: string,
      sectionLength: number | undefined,
    ): Promise<Schemas['AuscultationStatisticTable']> {
      const tables = await tablesOf(user, campaignId, sectionLength);
      const table = tables.find((candidate) => candidate.id === tableId);
      if (table === undefined) throw new AppError('not_found');
      return table;
    },

    /** One transaction: the import row and every accepted item, or nothing. */
    async importSurvey(
      user: SessionUser,
      campaignId: string,
      content: Buffer,
    ): Promise<Schemas['SurveyImport']> {
      const { campaign } = await readable(user, campaignId);
      await membership.writableCampaign(user, campaignId, 'prepare', 'Campaign');
      if (isFinalAuscultation(campaign.status)) {
        throw new AppError('campaign_closed', { detail: CAMPAIGN_CLOSED_DETAIL });
      }
      const hash = createHash('sha256').update(content).digest('hex');
      const earlier = await storedReport(campaignId, hash);
      if (earlier) return earlier;
      const file = await readSurveyFile(content, await degradationsByCode());
      const importedAt = now();
      if ('fileError' in file) {
        return {
          id: crypto.randomUUID(),
          campaignId,
          format: file.format,
          fileError: file.fileError,
          alreadyImported: false,
          importedCount: 0,
          refusedCount: 0,
          refused: [],
          importedAt: importedAt.toISOString(),
        };
      }
      try {
        const importId = await db.transaction(async (tx) => {
          const [created] = await tx
            .insert(surveyImports)
            .values({
              campaignId,
              contentHash: hash,
              format: file.format,
              importedCount: file.items.length,
              refused: file.refused,
              importedById: user.id,
              createdAt: importedAt,
            })
            .returning({ id: surveyImports.id });
          if (created === undefined) throw new Error('The survey import was not inserted');
          const rows: NewSurveyItemRow[] = file.items.map((item) => ({
            ...item,
            campaignId,
            importId: created.id,
            createdAt: importedAt,
            updatedAt: importedAt,
          }));
          // In chunks: one statement per thousand items keeps under the parameter limit.
          for (let start = 0; start < rows.length; start += 1000) {
            await tx.insert(surveyItems).values(rows.slice(start, start + 1000));
          }
          return created.id;
        });
        return {
          id: importId,
          campaignId,
          format: file.format,
          fileError: null,
          alreadyImported: false,
          importedCount: file.items.length,
          refusedCount: file.refused.length,
          refused: file.refused,
          importedAt: importedAt.toISOString(),
        };
      } catch (error) {
        // The same file sent twice at once: the other upload stored it.
        const stored = await storedReport(campaignId, hash);
        if (stored) return stored;
        throw error;
      }
    },

    async updateSurveyItem(
      user: SessionUser,
      id: string,
      patch: Patch,
    ): Promise<Schemas['SurveyItem']> {
      const found = await items.findById(id);
      if (found === undefined) throw new AppError('not_found');
      const { campaign } = await readable(user, found.item.campaignId);
      await membership.writableCampaign(user, campaign.id, 'update', 'AuscultationPoint');
      if (isFinalAuscultation(campaign.status)) {
        throw new AppError('campaign_closed', { detail: CAMPAIGN_CLOSED_DETAIL });
      }
      if (patch.degradationId !== undefined) {
        const degradation = await items.degradationById(patch.degradationId);
        if (degradation === undefined) {
          throw new AppError('validation_failed', {
            violations: [createViolation('degradationId', 'invalidValue')],
          });
        }
      }
      const changes = PATCH_FIELDS.flatMap((field) => {
        const after = patch[field];
        const before = found.item[field];
        return after === undefined || after === before ? [] : [{ field, before, after }];
      });
      if (changes.length > 0) {
        const changedAt = now();
        await items.update(
          id,
          Object.fromEntries([
            ...changes.map(({ field, after }) => [field, after]),
            ['updatedAt', changedAt],
          ]),
          { surveyItemId: id, changedById: user.id, changedAt, changes },
        );
      }
      const updated = await items.findById(id);
      if (updated === undefined) throw new AppError('not_found');
      return toSurveyItem(updated);
    },

    async listSurveyItemHistory(
      user: SessionUser,
      id: string,
      query: PageQuery,
    ): Promise<Schemas['SurveyItemHistoryPage']> {
      const found = await items.findById(id);
      if (found === undefined) throw new AppError('not_found');
      await readable(user, found.item.campaignId);
      const page = pageRequest(query);
      return jsonPage(page, await items.history(id, page), toHistoryEntry);
    },
  };
}

export type AuscultationSurveyService = ReturnType<typeof createAuscultationSurveyService>;
