import type { SessionUser } from '@chaussee/permissions';
import type { components } from '@chaussee/sdk';
import { binRestoreDetails } from '@chaussee/validation';
import { sql } from 'drizzle-orm';
import { assertRight } from '../access/access-rules.js';
import type { Clock } from '../clock.js';
import { rankCampaign } from '../cores/core-order.js';
import type { Db } from '../db/database.js';
import { APPLICATION_SEARCH_PATH, withBaseTables } from '../db/live-views.js';
import { AppError } from '../errors/app-error.js';
import { toBinItem } from './bin-presenter.js';
import { giveBackFileRequestStatus } from './file-request-restore.js';
import { listBinned } from './bin.repository.js';
import {
  binnedParentOf,
  liveCampaignWithReferenceOf,
  liveCoreWithNumber,
  lockBinned,
  unbin,
} from './bin-restore-rows.js';

type Schemas = components['schemas'];
type BinKind = Schemas['BinKind'];

export interface BinServiceDeps {
  db: Db;
  now: Clock;
  /** How many days an item stays in the bin (`BIN_RETENTION_DAYS`). */
  retentionDays: number;
}

/**
 * The bin of issue 27 (README.md): the super administrator lists what was deleted and puts it
 * back. Both read the base tables (the list by their schema's name, bin.repository.ts; a restore
 * in `withBaseTables`); everything else sees the live rows only.
 */
export function createBinService({ db, now, retentionDays }: BinServiceDeps) {
  return {
    /** GET /bin: the items deleted and not purged, the most recent first. */
    async list(
      user: SessionUser,
      query: {
        kind?: BinKind | undefined;
        limit?: number | undefined;
        offset?: number | undefined;
      },
    ): Promise<Schemas['BinItemPage']> {
      assertRight(user, 'manage', 'Bin');
      const limit = query.limit ?? 20;
      const offset = query.offset ?? 0;
      const { rows, total } = await listBinned(db, query.kind, { limit, offset });
      return { total, limit, offset, items: rows.map((row) => toBinItem(row, retentionDays)) };
    },

    /**
     * POST /bin/{kind}/{id}/restore: back where it was, with what was deleted with it (a
     * document's file request with the status it had, file-request-restore.ts). Refused
     * (409, a French detail saying what to do) while its workspace or campaign is itself in the
     * bin, or when its core number or customer reference was taken meanwhile.
     */
    async restore(user: SessionUser, kind: BinKind, id: string): Promise<void> {
      assertRight(user, 'manage', 'Bin');
      await withBaseTables(db, async (tx) => {
        const item = await lockBinned(tx, kind, id);
        if (item === undefined) throw new AppError('not_found');
        const parent = await binnedParentOf(tx, item);
        if (parent !== undefined) {
          throw new AppError('bin_parent_binned', {
            detail: binRestoreDetails.parentBinned(parent.kind, parent.name),
          });
        }
        if (kind === 'core') {
          // Under the campaign's lock, as every numbering write (src/cores/cores.repository.ts).
          await tx.execute(sql`select 1 from campaigns where id = ${item.campaignId} for update`);
          const taken = await liveCoreWithNumber(tx, id);
          if (taken !== undefined) {
            throw new AppError('bin_number_taken', {
              detail: binRestoreDetails.numberTaken(taken.number, taken.displayName),
            });
          }
        }
        if (kind === 'campaign') {
          const taken = await liveCampaignWithReferenceOf(tx, id);
          if (taken !== undefined) {
            throw new AppError('bin_reference_taken', {
              detail: binRestoreDetails.referenceTaken(taken.reference, taken.name),
            });
          }
        }
        const at = now();
        // The file request the document answered takes back the status the deletion took from it.
        if (kind === 'document') await giveBackFileRequestStatus(tx, id, at);
        if (!(await unbin(tx, kind, id, at))) throw new AppError('not_found');
        if (kind === 'core' && item.campaignId !== null) {
          // The core order's ranks count live cores only: back to the live views to rank them.
          await tx.execute(sql.raw(`set local search_path to ${APPLICATION_SEARCH_PATH}`));
          await rankCampaign(tx, item.campaignId);
        }
      });
    },
  };
}

export type BinService = ReturnType<typeof createBinService>;
