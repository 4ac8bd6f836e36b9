import type { Analytics } from '../../shared/telemetry/analytics.js';
import { layoutMessages } from '../layouts/messages.js';
import { titleOf } from './messages.js';

/** The document title of a screen (« Connexion · Chaussée ») and its page view, at each navigation. */
export function announcePage(analytics: Analytics, routeName: string | undefined): void {
  const title = titleOf(routeName);
  document.title =
    title === layoutMessages.productName ? title : `${title} · ${layoutMessages.productName}`;
  analytics.trackPageView(window.location.href, title);
}
