import { anonymousUrl } from './anonymous-url.js';

/** Page views only: the analytics tracker never receives product data (spec section 7). */
export interface Analytics {
  trackPageView(href: string, title: string): void;
}

export type AnalyticsConfig =
  | { provider: 'none' }
  | { provider: 'matomo'; url: string; siteId: string }
  | { provider: 'plausible'; url: string; domain: string };

/** Sends one request and forgets it; `navigator.sendBeacon` in the browser. */
export type Beacon = (url: string, body?: string) => void;

const noAnalytics: Analytics = { trackPageView: () => undefined };

function matomo(config: { url: string; siteId: string }, send: Beacon): Analytics {
  return {
    trackPageView: (href, title) => {
      const query = new URLSearchParams({
        idsite: config.siteId,
        rec: '1',
        url: anonymousUrl(href),
        action_name: title,
      });
      send(`${config.url.replace(/\/$/u, '')}/matomo.php?${query.toString()}`);
    },
  };
}

function plausible(config: { url: string; domain: string }, send: Beacon): Analytics {
  return {
    trackPageView: (href) => {
      const event = { name: 'pageview', url: anonymousUrl(href), domain: config.domain };
      send(`${config.url.replace(/\/$/u, '')}/api/event`, JSON.stringify(event));
    },
  };
}

export function createAnalytics(config: AnalyticsConfig, send: Beacon): Analytics {
  switch (config.provider) {
    case 'matomo':
      return matomo(config, send);
    case 'plausible':
      return plausible(config, send);
    case 'none':
      return noAnalytics;
  }
}

/** The build's analytics settings (VITE_ANALYTICS_*); nothing configured means no tracker. */
export function analyticsConfigFrom(
  env: Readonly<Record<string, string | undefined>>,
): AnalyticsConfig {
  const url = env.VITE_ANALYTICS_URL;
  if (!url) return { provider: 'none' };
  if (env.VITE_ANALYTICS_PROVIDER === 'matomo' && env.VITE_ANALYTICS_SITE_ID) {
    return { provider: 'matomo', url, siteId: env.VITE_ANALYTICS_SITE_ID };
  }
  if (env.VITE_ANALYTICS_PROVIDER === 'plausible' && env.VITE_ANALYTICS_DOMAIN) {
    return { provider: 'plausible', url, domain: env.VITE_ANALYTICS_DOMAIN };
  }
  return { provider: 'none' };
}
