import type { DomainDeps } from '../app/domain-deps.js';
import type { RouteModule } from '../http/operation-handler.js';
import { notificationRouteHandlers } from './notifications.routes.js';
import { createNotificationsService } from './notifications.service.js';

/**
 * The current user's notifications (the bell of issue 10): list, mark one, mark all. They are
 * written by the other domains' events through notification-events.ts, in the event's
 * transaction. GET /notifiables/required-documents/{id} belongs to the documents domain, not built
 * yet: it still answers 501.
 */
export const notificationsRoutes = ({ db, now }: DomainDeps): RouteModule =>
  notificationRouteHandlers(createNotificationsService({ db, now }));
