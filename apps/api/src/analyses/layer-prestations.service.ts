import type { SessionUser } from '@chaussee/permissions';
import type { components } from '@chaussee/sdk';
import { createViolation, type Violation } from '@chaussee/validation';
import type { MembershipGuard } from '../access/membership-guard.js';
import { assertRight } from '../access/access-rules.js';
import type { Clock } from '../clock.js';
import { toLayerPrestation } from '../cores/core-layer-presenter.js';
import { isClosedCampaign } from '../cores/core-rights.js';
import type { Db } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { jsonPage, pageRequest, type PageQuery } from '../http/paging.js';
import { analysisConflict } from './analysis-errors.js';
import { lockCampaign } from './campaign-lock.js';
import {
  createLayerPrestationsRepository,
  type CampaignLayer,
  type OfferedPrestation,
} from './layer-prestations.repository.js';

type Schemas = components['schemas'];
type PrestationPair = Schemas['CampaignPrestationsCreate']['prestations'][number];

/** The contract's Limit and Offset query parameters. */
/** The violations of the asked pairs: layers of the campaign, prestations offered and fit, once each. */
function pairViolations(
  pairs: readonly PrestationPair[],
  layers: ReadonlyMap<string, CampaignLayer>,
  offered: ReadonlyMap<string, OfferedPrestation>,
): Violation[] {
  const seen = new Set<string>();
  return pairs.flatMap((pair, index) => {
    const path = `prestations.${String(index)}`;
    const layer = layers.get(pair.layerId);
    const offer = offered.get(pair.prestationId);
    const violations: Violation[] = [];
    if (!layer) violations.push(createViolation(`${path}.layerId`, 'invalidValue'));
    // A prestation for some layer types (asbestos, PAH, TH on CA layers) fits no other layer.
    const fits =
      offer !== undefined &&
      (layer === undefined ||
        offer.prestation.layerTypes.length === 0 ||
        offer.prestation.layerTypes.includes(layer.type));
    if (!fits) violations.push(createViolation(`${path}.prestationId`, 'invalidValue'));
    const key = `${pair.layerId}:${pair.prestationId}`;
    if (seen.has(key)) violations.push(createViolation(path, 'uniqueItems'));
    seen.add(key);
    return violations;
  });
}

/**
 * Prestations asked on the layers of a campaign's cores (the analyses synoptic). Members read them;
 * asking is part of « prepare campaign » (right prepare on Campaign). The layer prestations of one
 * prestation (at one laboratory) not ordered yet share one campaign analysis, which send-to-provider
 * puts in its provider's order as a whole.
 */
export function createLayerPrestationsService({
  db,
  membership,
  now,
}: {
  db: Db;
  membership: MembershipGuard;
  now: Clock;
}) {
  const repository = createLayerPrestationsRepository(db);

  /** Adds the pairs for an actor whose rights on the campaign are already checked. */
  async function addPrestations(
    campaignId: string,
    pairs: readonly PrestationPair[],
  ): Promise<Schemas['LayerPrestationList']> {
    return db.transaction(async (tx) => {
      const campaign = await lockCampaign(tx, campaignId);
      if (isClosedCampaign(campaign.status)) throw analysisConflict('campaignClosed');
      const prestationsOf = createLayerPrestationsRepository(tx);
      const layerIds = [...new Set(pairs.map((pair) => pair.layerId))];
      const prestationIds = [...new Set(pairs.map((pair) => pair.prestationId))];
      const [layers, offered] = await Promise.all([
        prestationsOf.campaignLayers(campaignId, layerIds),
        prestationsOf.offeredPrestations(campaignId, prestationIds),
      ]);
      const violations = pairViolations(pairs, layers, offered);
      if (violations.length > 0) throw new AppError('validation_failed', { violations });
      const asked = await prestationsOf.askedPairs(layerIds);
      if (pairs.some((pair) => asked.has(`${pair.layerId}:${pair.prestationId}`))) {
        throw analysisConflict('duplicatePrestation');
      }
      const analysisOf = new Map<string, string>();
      for (const prestationId of prestationIds) {
        const offer = offered.get(prestationId);
        if (!offer) continue;
        const pending = await prestationsOf.pendingAnalysisId(
          campaignId,
          prestationId,
          offer.laboratoryId,
        );
        analysisOf.set(
          prestationId,
          pending ??
            (await prestationsOf.insertAnalysis({
              campaignId,
              prestationId,
              providerId: offer.prestation.providerId,
              laboratoryId: offer.laboratoryId,
              createdAt: now(),
            })),
        );
      }
      const ids = await prestationsOf.insertLayerPrestations(
        pairs.map((pair) => ({
          layerId: pair.layerId,
          prestationId: pair.prestationId,
          campaignAnalysisId: analysisOf.get(pair.prestationId) ?? null,
        })),
      );
      return { items: (await prestationsOf.detailsOf(ids)).map(toLayerPrestation) };
    });
  }

  return {
    /** GET /campaigns/{id}/prestations, in the campaign's core order. */
    async listCampaignPrestations(user: SessionUser, campaignId: string, query: PageQuery) {
      await membership.readableCampaign(user, campaignId);
      const page = pageRequest(query);
      return jsonPage(page, await repository.ofCampaign(campaignId, page), toLayerPrestation);
    },

    /** GET /cores-layers/{id}/layer-prestations: 404 for an unknown layer, then membership. */
    async listLayerPrestations(user: SessionUser, layerId: string, query: PageQuery) {
      const campaignId = await repository.campaignOfLayer(layerId);
      if (campaignId === undefined) throw new AppError('not_found');
      await membership.readableCampaign(user, campaignId);
      const page = pageRequest(query);
      return jsonPage(page, await repository.ofLayer(layerId, page), toLayerPrestation);
    },

    /** POST /campaigns/{id}/prestations: membership, then the right « prepare campaign ». */
    async addCampaignPrestations(
      user: SessionUser,
      campaignId: string,
      body: Schemas['CampaignPrestationsCreate'],
    ) {
      await membership.writableCampaign(user, campaignId, 'prepare', 'Campaign');
      return addPrestations(campaignId, body.prestations);
    },

    /**
     * For the demo seed: asks the pairs as `actor` (who needs « prepare campaign »), without the
     * membership rule the seed's campaigns are built around.
     */
    async addPrestationsAs(
      actor: SessionUser,
      campaignId: string,
      pairs: readonly PrestationPair[],
    ) {
      assertRight(actor, 'prepare', 'Campaign');
      return addPrestations(campaignId, pairs);
    },
  };
}

export type LayerPrestationsService = ReturnType<typeof createLayerPrestationsService>;
