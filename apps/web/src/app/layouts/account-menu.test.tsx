import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser } from '../../shared/session/testing/fake-session-api.js';
import { setUpMockApi } from '../../shared/testing/mock-api.js';
import { renderScreen } from '../../shared/testing/render-screen.js';
import { AccountMenu } from './account-menu.js';

setUpMockApi();

describe('account menu', () => {
  it("shows who is signed in, with the session's current e-mail", async () => {
    const { session, sessionApi } = await renderScreen(<AccountMenu />, { route: '/', at: '/' });
    fireEvent.click(screen.getByRole('button', { name: 'Menu du compte' }));
    const identity = await screen.findByTestId('account-identity');
    expect(identity.textContent).toBe(`Sandrine Admin${adminUser.email}`);

    // The profile changed the e-mail and reloaded the session's user.
    for (const [token, user] of sessionApi.usersByToken) {
      sessionApi.usersByToken.set(token, { ...user, email: 'sandrine.admin@demo.chaussee.fr' });
    }
    await act(() => session.reloadUser());
    await waitFor(() => {
      expect(screen.getByTestId('account-identity').textContent).toBe(
        'Sandrine Adminsandrine.admin@demo.chaussee.fr',
      );
    });
  });

  it('offers the account settings to ROLE_USER and above, not to a READ_ONLY account', async () => {
    await renderScreen(<AccountMenu />, { route: '/', at: '/' });
    fireEvent.click(screen.getByRole('button', { name: 'Menu du compte' }));
    expect(await screen.findByRole('menuitem', { name: 'Mon compte' })).toBeTruthy();
  });

  it('hides « Mon compte » from a READ_ONLY account', async () => {
    await renderScreen(<AccountMenu />, {
      route: '/',
      at: '/',
      user: { ...adminUser, roles: ['ROLE_READ_ONLY'] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Menu du compte' }));
    await screen.findByTestId('account-identity');
    expect(screen.queryByRole('menuitem', { name: 'Mon compte' })).toBeNull();
  });
});
