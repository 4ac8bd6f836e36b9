import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { defineAbilityFor } from '../ability.js';
import { campaignSubject } from '../membership.js';
import { AbilityProvider, Can, useAbility } from './index.js';

const customer = defineAbilityFor({ id: 'u-cm', roles: ['ROLE_CUSTOMER_MAIN'], job: null });
const ownCampaign = campaignSubject({
  id: 'c1',
  memberIds: ['u-cm'],
  workspace: { id: 'w1', memberIds: [] },
  hasCustomerAccess: true,
});
const otherCampaign = campaignSubject({
  id: 'c2',
  memberIds: [],
  workspace: { id: 'w2', memberIds: [] },
  hasCustomerAccess: true,
});

function render(node: ReactNode) {
  return renderToStaticMarkup(<AbilityProvider value={customer}>{node}</AbilityProvider>);
}

describe('Can', () => {
  it('shows its children for a right the user has', () => {
    expect(
      render(
        <Can I="export" a="Pdf">
          pdf
        </Can>,
      ),
    ).toBe('pdf');
  });

  it('hides its children for a right the user lacks', () => {
    expect(
      render(
        <Can I="delete" a="Campaign">
          delete
        </Can>,
      ),
    ).toBe('');
  });

  it('asks about an instance: a member sees its campaign, not another one', () => {
    expect(
      render(
        <Can I="read" this={ownCampaign}>
          open
        </Can>,
      ),
    ).toBe('open');
    expect(
      render(
        <Can I="read" this={otherCampaign}>
          open
        </Can>,
      ),
    ).toBe('');
  });

  it('shows its children when the right is refused, with not', () => {
    expect(
      render(
        <Can not I="delete" a="Campaign">
          read only
        </Can>,
      ),
    ).toBe('read only');
    expect(
      render(
        <Can not I="export" a="Pdf">
          read only
        </Can>,
      ),
    ).toBe('');
  });

  it('always renders a function child with passThrough, telling it the answer', () => {
    const child = ({ isAllowed }: { isAllowed: boolean }) => (isAllowed ? 'enabled' : 'disabled');
    expect(
      render(
        <Can passThrough I="export" a="Pdf">
          {child}
        </Can>,
      ),
    ).toBe('enabled');
    expect(
      render(
        <Can passThrough I="delete" a="Campaign">
          {child}
        </Can>,
      ),
    ).toBe('disabled');
  });
});

describe('useAbility', () => {
  function CanDeleteSites() {
    return useAbility().can('delete', 'Site') ? 'yes' : 'no';
  }

  it('gives the ability of the provider', () => {
    const admin = defineAbilityFor({ id: 'u-a', roles: ['ROLE_ADMIN'], job: null });
    expect(
      renderToStaticMarkup(
        <AbilityProvider value={admin}>
          <CanDeleteSites />
        </AbilityProvider>,
      ),
    ).toBe('yes');
    expect(render(<CanDeleteSites />)).toBe('no');
  });

  it('throws without a provider, rather than deciding without a user', () => {
    expect(() => renderToStaticMarkup(<CanDeleteSites />)).toThrow(/AbilityProvider/);
  });
});
