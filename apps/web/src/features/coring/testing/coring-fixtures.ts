import {
  getGetCoreResponseMock,
  getGetCoringCampaignMockHandler,
  getGetCoringCampaignResponseMock,
  getGetCoreMockHandler,
  getListCampaignCoresMockHandler,
} from '@chaussee/sdk/mocks';
import type { Core, CoringCampaign } from '@chaussee/sdk/react';
import type { setUpMockApi } from '../../../shared/testing/mock-api.js';

export const campaignId = '2b7c5c1e-4a5f-4c3e-9d2a-7e1f0a9b8c6d';
export const workspaceId = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

/** A coring campaign of the contract's shape with the values a test fixes. */
export function coringCampaign(values: Partial<CoringCampaign> = {}): CoringCampaign {
  const sample = getGetCoringCampaignResponseMock();
  return {
    ...sample,
    id: campaignId,
    name: 'Carottage RD 12',
    reference: 'CH-2025-0012',
    status: 'awaiting_validation',
    coresValid: false,
    shouldValidateCustomer: false,
    validateCustomer: false,
    hasCustomerAccess: false,
    mainCustomer: null,
    workspace: { id: workspaceId, name: 'Réfection RD 12' },
    ...values,
  };
}

/**
 * Core number `number` as a new core is: named by its number, empty, no prefix, road, diameter nor
 * picture. Its other fields come from `sample`, by default a new random core of the contract's
 * shape (a shared sample shares its nested values: read them, do not change them).
 */
export function coreNumbered(
  number: number,
  values: Partial<Core> = {},
  sample: Core = getGetCoreResponseMock(),
): Core {
  return {
    ...sample,
    id: `00000000-0000-4000-8000-${String(number).padStart(12, '0')}`,
    campaignId,
    number,
    displayName: String(number),
    displayNamePrefix: null,
    status: 'empty',
    roadId: null,
    road: null,
    landmark: null,
    abscissa: null,
    diameter: null,
    city: null,
    corePictures: [],
    ...values,
  };
}

type MockApi = ReturnType<typeof setUpMockApi>;

/** GET /coring-campaigns/{id} answers `campaign` (a function: what it returns at each call). */
export function serveCampaign(api: MockApi, campaign: CoringCampaign | (() => CoringCampaign)) {
  api.use(
    getGetCoringCampaignMockHandler(() => (typeof campaign === 'function' ? campaign() : campaign)),
  );
}

/** GET /campaigns/{id}/cores answers the cores of `cores()` at each call, in one page. */
export function serveCores(api: MockApi, cores: () => Core[]) {
  api.use(
    getListCampaignCoresMockHandler(() => {
      const items = cores();
      return { total: items.length, limit: 200, offset: 0, items };
    }),
    // The sheet of a core reads it again (for its version): the same core as in the list.
    getGetCoreMockHandler(({ params }) => {
      const found = cores().find((core) => core.id === params.id);
      if (found === undefined) throw new Error(`No core ${String(params.id)} in this test`);
      return found;
    }),
  );
}

/** A page GET /campaigns/{id}/cores was asked for. */
export interface AskedPage {
  limit: number;
  offset: number;
}

/**
 * GET /campaigns/{id}/cores answers pages of `cores()` as the API does (its `limit` and `offset`,
 * the `total`). Each page asked is recorded in `asked`; `hold(page)` may return a promise the
 * answer waits for (a slow page), or undefined to answer at once.
 */
export function servePagedCores(
  api: MockApi,
  cores: () => Core[],
  {
    asked = [],
    hold = () => undefined,
  }: { asked?: AskedPage[]; hold?: (page: AskedPage) => Promise<void> | undefined } = {},
) {
  api.use(
    getListCampaignCoresMockHandler(async ({ request }) => {
      const query = new URL(request.url).searchParams;
      const page = { limit: Number(query.get('limit')), offset: Number(query.get('offset')) };
      asked.push(page);
      await hold(page);
      const all = cores();
      const items = all.slice(page.offset, page.offset + page.limit);
      return { total: all.length, limit: page.limit, offset: page.offset, items };
    }),
  );
}

/** Cores 1 to `count`, named by their number. */
export function coresNumbered(count: number): Core[] {
  // One random sample for all of them: faker's core took 4 ms, 20 s of a streaming test's 27.
  const sample = getGetCoreResponseMock();
  return Array.from({ length: count }, (_unused, index) => coreNumbered(index + 1, {}, sample));
}
