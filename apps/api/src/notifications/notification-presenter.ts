import type { components } from '@chaussee/sdk';
import { toUserSummary } from '../users/user-presenter.js';
import type { NotificationView } from './notifications.repository.js';

type Notification = components['schemas']['Notification'];

/**
 * The contract's Notification. A deleted campaign leaves the notification without campaign (its
 * message still names it) and without notifiable when that was the campaign; a deleted user is
 * no longer shown as its actor.
 */
export function toNotification({ notification, campaign, actor }: NotificationView): Notification {
  const { notifiableType, notifiableId } = notification;
  const isGoneCampaign = notifiableType === 'campaign' && campaign === null;
  return {
    id: notification.id,
    type: notification.type,
    title: notification.title,
    message: notification.message,
    isRead: notification.isRead,
    createdAt: notification.createdAt.toISOString(),
    campaign: campaign && { id: campaign.id, name: campaign.name, type: campaign.type },
    actor: actor?.deletedAt === null ? toUserSummary(actor) : null,
    notifiable:
      notifiableType === null || notifiableId === null || isGoneCampaign
        ? null
        : { type: notifiableType, id: notifiableId },
  };
}
