import { describe, expect, it, vi } from 'vitest';
import { analyticsConfigFrom, createAnalytics } from './analytics.js';

const campaignPage =
  'https://app.chaussee.fr/coring-campaign/6f1c2b7e-3a4d-4c5e-9f60-718293a4b5c6/map?token=secret#x';

describe('analytics adapter', () => {
  it('sends nothing when no tracker is configured (the default)', () => {
    const send = vi.fn();
    createAnalytics(analyticsConfigFrom({}), send).trackPageView(campaignPage, 'Carte');
    expect(send).not.toHaveBeenCalled();
  });

  it('sends a Matomo page view with an anonymous URL', () => {
    const send = vi.fn();
    const config = analyticsConfigFrom({
      VITE_ANALYTICS_PROVIDER: 'matomo',
      VITE_ANALYTICS_URL: 'https://stats.example.fr/',
      VITE_ANALYTICS_SITE_ID: '7',
    });
    createAnalytics(config, send).trackPageView(campaignPage, 'Carte');
    expect(send).toHaveBeenCalledWith(
      'https://stats.example.fr/matomo.php?idsite=7&rec=1&url=https%3A%2F%2Fapp.chaussee.fr%2Fcoring-campaign%2F%3Aid%2Fmap&action_name=Carte',
    );
  });

  it('sends a Plausible page view event with an anonymous URL', () => {
    const send = vi.fn();
    const config = analyticsConfigFrom({
      VITE_ANALYTICS_PROVIDER: 'plausible',
      VITE_ANALYTICS_URL: 'https://plausible.io',
      VITE_ANALYTICS_DOMAIN: 'app.chaussee.fr',
    });
    createAnalytics(config, send).trackPageView(
      'https://app.chaussee.fr/project/42?q=Lyon',
      'Projet',
    );
    expect(send).toHaveBeenCalledWith(
      'https://plausible.io/api/event',
      JSON.stringify({
        name: 'pageview',
        url: 'https://app.chaussee.fr/project/:id',
        domain: 'app.chaussee.fr',
      }),
    );
  });

  it('stays off when the provider is named without its settings', () => {
    expect(
      analyticsConfigFrom({
        VITE_ANALYTICS_PROVIDER: 'matomo',
        VITE_ANALYTICS_URL: 'https://s.fr',
      }),
    ).toEqual({
      provider: 'none',
    });
  });
});
