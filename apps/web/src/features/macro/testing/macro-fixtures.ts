import type { MacroCampaign, MacroCore } from '@chaussee/sdk/react';

const macroCampaignId = 'a0000000-0000-4000-8000-000000000001';
const macroWorkspaceId = 'b0000000-0000-4000-8000-000000000001';

/** A core of the first campaign, located, with the results given (none by default). */
export function macroCore(number: number, results: Partial<MacroCore> = {}): MacroCore {
  return {
    id: `c0000000-0000-4000-8000-${String(number).padStart(12, '0')}`,
    number,
    displayName: `C${String(number)}`,
    status: 'validated',
    campaign: { id: macroCampaignId, name: 'Carottage RD 1075', type: 'coring' },
    workspace: { id: macroWorkspaceId, name: 'RD 1075' },
    road: null,
    city: null,
    landmark: null,
    abscissa: null,
    lat: 45.1 + number / 1000,
    lng: 5.7,
    pahMaxMgKg: null,
    thMaxMgKg: null,
    asbestosPresent: null,
    layers: [],
    ...results,
  };
}

export function macroCampaign(values: Partial<MacroCampaign> = {}): MacroCampaign {
  return {
    id: macroCampaignId,
    name: 'Carottage RD 1075',
    reference: 'CAR-1075',
    type: 'coring',
    status: 'results_obtained',
    isArchived: false,
    workspace: { id: macroWorkspaceId, name: 'RD 1075' },
    organization: { id: 'd0000000-0000-4000-8000-000000000001', name: 'Département de l’Isère' },
    coresCount: 3,
    pollutants: {
      analysedCoresCount: 3,
      pahMaxMgKg: 1200,
      thMaxMgKg: 600,
      asbestosCoresCount: 1,
    },
    bbox: null,
    ...values,
  };
}

/** One page answering every core or campaign given. */
export function pageOf<T>(items: T[]) {
  return { total: items.length, limit: 200, offset: 0, items };
}
