import { describe, expect, it } from 'vitest';
import { coringDashboardPath } from './route-params.js';
import { guestDashboardPath, pathOf } from './route-table.js';

const U = '6f1c2b7e-3a4d-4c5e-9f60-718293a4b5c6';

describe('paths of named routes', () => {
  it('fills the parameters in', () => {
    expect(pathOf('campaign-files', { id: U })).toBe(`/campaign/${U}/files`);
  });

  it('leaves the optional archived segment out when not given', () => {
    expect(pathOf('workspaces')).toBe('/workspaces');
    expect(pathOf('workspaces', { archived: 'archived' })).toBe('/workspaces/archived');
  });

  it('opens the coring dashboard on its dashboard tab by default', () => {
    expect(coringDashboardPath(U)).toBe(`/coring-campaign/${U}/dashboard`);
    expect(coringDashboardPath(U, 'analyses-synoptic')).toBe(
      `/coring-campaign/${U}/analyses-synoptic`,
    );
  });

  it('names the guest dashboard after the campaign type', () => {
    expect(guestDashboardPath({ id: U, type: 'coring' })).toBe(
      `/guests/coring-campaign/${U}/dashboard`,
    );
    expect(guestDashboardPath({ id: U, type: 'auscultation' })).toBe(
      `/guests/auscultation-campaign/${U}/dashboard`,
    );
    expect(guestDashboardPath({ id: U, type: 'macro' })).toBe(`/coring-macro-campaigns/${U}`);
  });

  it('refuses an unknown route name', () => {
    expect(() => pathOf('nowhere')).toThrow('Unknown route: nowhere');
  });
});
