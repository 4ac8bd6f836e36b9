import type { SessionUser } from '@chaussee/permissions';
import type { components } from '@chaussee/sdk';
import { assertRight } from '../access/access-rules.js';
import type { MembershipGuard } from '../access/membership-guard.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { importResultsFile } from '../laboratory/results-import.js';
import { analysisConflict } from './analysis-errors.js';
import { toLaboratoryOrder } from './laboratory-order-presenter.js';
import { createLaboratoryOrdersRepository } from './laboratory-orders.repository.js';
import { storeOrderResults, type StoredResult } from './order-results.js';
import { createOrderSamplesRepository } from './order-samples.repository.js';
import { SENT_ORDER_STATUSES } from './order-status.js';

type Schemas = components['schemas'];
type ImportReport = Schemas['LaboratoryResultsImport'];

function toImportedResult({ result, sample }: StoredResult): ImportReport['results'][number] {
  return {
    sampleId: result.sampleId,
    layerId: sample.layerId,
    coreId: sample.coreId,
    pahMgKg: result.pahMgKg ?? null,
    thMgKg: result.thMgKg ?? null,
    asbestosDetected: result.asbestosDetected ?? null,
    analysedAt: result.analysedAt ?? null,
    classes: result.classes,
  };
}

/**
 * Results files of the laboratories without an API (orders sent by e-mail): read line by line
 * (laboratory/results-import.ts), the accepted lines stored like an API's answer, the report
 * answered so that staff upload only the refused lines again.
 */
export function createResultsImportService({
  db,
  membership,
  now,
}: {
  db: Db;
  membership: MembershipGuard;
  now: Clock;
}) {
  const orders = createLaboratoryOrdersRepository(db);
  const samplesOf = createOrderSamplesRepository(db);

  /** Imports for an actor whose rights on the order's campaign are checked. */
  async function importInto(
    actor: SessionUser,
    orderId: string,
    content: Buffer,
  ): Promise<ImportReport> {
    const order = await orders.find(orderId);
    if (!order) throw new AppError('not_found');
    if (!SENT_ORDER_STATUSES.some((status) => status === order.status)) {
      throw analysisConflict('orderNotSent');
    }
    const samples = await samplesOf.orderedSamples(orderId);
    const report = await importResultsFile(content, new Set(samples.map((row) => row.sampleId)));
    const { stored, campaignStatus } =
      report.fileError === null && report.results.length > 0
        ? await db.transaction((tx) =>
            storeOrderResults(tx, actor, orderId, report.results, {
              laboratoryFinished: false,
              now: now(),
            }),
          )
        : { stored: [], campaignStatus: await orders.campaignStatus(order.campaignId) };
    const [presented] = await orders.presented([orderId]);
    if (!presented || campaignStatus === undefined) throw new AppError('not_found');
    return {
      order: toLaboratoryOrder(presented),
      campaignStatus,
      format: report.format,
      fileError: report.fileError,
      accepted: report.accepted.map(({ line, result }) => ({ line, sampleId: result.sampleId })),
      refused: report.refused,
      results: stored.map(toImportedResult),
    };
  }

  return {
    /** POST /laboratory-orders/{id}/results-import: 404, membership, « send to provider », 409. */
    async importLaboratoryOrderResults(user: SessionUser, orderId: string, content: Buffer) {
      const order = await orders.find(orderId);
      if (!order) throw new AppError('not_found');
      await membership.writableCampaign(user, order.campaignId, 'sendToProvider', 'Campaign');
      return importInto(user, orderId, content);
    },

    /** For the demo seed: imports a file as `actor` (who needs « send to provider »). */
    async importResultsAs(actor: SessionUser, orderId: string, content: Buffer) {
      assertRight(actor, 'sendToProvider', 'Campaign');
      return importInto(actor, orderId, content);
    },
  };
}

export type ResultsImportService = ReturnType<typeof createResultsImportService>;
