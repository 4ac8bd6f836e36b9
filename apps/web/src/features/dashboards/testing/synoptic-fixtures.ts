import { getGetCampaignSynopticMockHandler } from '@chaussee/sdk/mocks';
import type { CampaignSynoptic, SynopticCore, SynopticLayer } from '@chaussee/sdk/react';
import type { setUpMockApi } from '../../../shared/testing/mock-api.js';
import { campaignId } from './dashboard-fixtures.js';

type MockApi = ReturnType<typeof setUpMockApi>;

let sequence = 0;
function nextId(): string {
  sequence += 1;
  return `00000000-0000-4000-9000-${String(sequence).padStart(12, '0')}`;
}

/** A layer of a synoptic: a type, a thickness, maybe a PAH content and a bond with the next. */
export function synopticLayer(
  values: Partial<SynopticLayer> & Pick<SynopticLayer, 'type' | 'thickness'>,
): SynopticLayer {
  return {
    id: nextId(),
    position: 1,
    name: null,
    materialCategory: null,
    otherMaterial: null,
    topDepth: 0,
    bottomDepth: values.thickness,
    condition: 'healthy_smooth',
    interfaceBelow: null,
    pollutants: [],
    wasteRoute: 'unknown',
    ...values,
  };
}

/** A PAH result of a layer, in mg/kg. */
export function pah(value: number): SynopticLayer['pollutants'][number] {
  return { kind: 'PAH', value, unit: 'mg/kg', asbestosPresent: null, classId: null };
}

export function synopticCore(
  values: Partial<SynopticCore> & Pick<SynopticCore, 'id' | 'displayName' | 'layers'>,
): SynopticCore {
  const total = values.layers.reduce((sum, layer) => sum + layer.thickness, 0);
  return {
    nrName: null,
    status: 'validated',
    road: null,
    landmark: null,
    prNumber: null,
    abscissa: null,
    direction: null,
    lane: null,
    lat: null,
    lng: null,
    totalThickness: total,
    bituminousThickness: total,
    wasteRoute: 'unknown',
    ...values,
  };
}

/** GET /campaigns/{id}/synoptic answers the cores in one group per direction and lane; queries recorded. */
export function serveSynoptic(api: MockApi, cores: SynopticCore[]) {
  const asked: string[] = [];
  api.use(
    getGetCampaignSynopticMockHandler(({ request }): CampaignSynoptic => {
      asked.push(new URL(request.url).search);
      const groups = new Map<string, SynopticCore[]>();
      for (const core of cores) {
        const key = `${core.direction ?? ''}|${core.lane ?? ''}`;
        groups.set(key, [...(groups.get(key) ?? []), core]);
      }
      return {
        campaignId,
        generatedAt: '2026-11-26T04:00:00Z',
        filters: {},
        groups: [...groups.values()].map((members) => ({
          direction: members[0]?.direction ?? null,
          lane: members[0]?.lane ?? null,
          cores: members,
        })),
      };
    }),
  );
  return asked;
}
