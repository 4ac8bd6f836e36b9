import { isInternal, type SessionUser } from '@chaussee/permissions';
import type { components } from '@chaussee/sdk';
import type { Db } from '../db/database.js';
import type { NotifiableType } from '../db/schema.js';
import {
  createNotificationAudienceRepository,
  type AudienceCampaign,
  type AudienceMember,
} from './notification-audience.repository.js';
import { notificationTexts, type NotificationText } from './notification-texts.js';
import { createNotificationsRepository } from './notifications.repository.js';

type Schemas = components['schemas'];

/*
 * The producers of notifications. Each is called by the domain where the event happens, inside
 * that event's transaction (`tx`), so that a notification never exists without its event and an
 * event rolled back leaves none.
 */

export interface EventOptions {
  /** Who caused the event; null for the system. Never notified of their own action. */
  actor: Pick<SessionUser, 'id' | 'invitedBy'> | null;
  /** When the event happened; the database's time when absent. */
  at?: Date | undefined;
  /** A fixed id per recipient, for the demo seed's deterministic data only. */
  idOf?: ((recipientId: string) => string) | undefined;
}

/** A guest is not a user (its id is its share link's): it is recorded as no actor. */
function actorIdOf(actor: EventOptions['actor']): string | null {
  const isGuest = typeof actor?.invitedBy === 'string';
  return actor === null || isGuest ? null : actor.id;
}

/** The object a notification points at; its campaign when none is given. */
export interface Notifiable {
  type: NotifiableType;
  id: string;
}

/**
 * One notification per recipient (the actor excepted, duplicates once) about something of a
 * campaign: the campaign itself unless `notifiable` names a file request or a document.
 */
export async function insertCampaignNotifications(
  tx: Db,
  campaignId: string,
  recipientIds: readonly string[],
  type: Schemas['NotificationType'],
  text: NotificationText,
  options: EventOptions & { notifiable?: Notifiable },
): Promise<void> {
  const notifiable = options.notifiable ?? { type: 'campaign' as const, id: campaignId };
  const actorId = actorIdOf(options.actor);
  await createNotificationsRepository(tx).insert(
    [...new Set(recipientIds)]
      .filter((recipientId) => recipientId !== actorId)
      .map((recipientId) => ({
        ...(options.idOf && { id: options.idOf(recipientId) }),
        recipientId,
        type,
        ...text,
        campaignId,
        actorId,
        notifiableType: notifiable.type,
        notifiableId: notifiable.id,
        ...(options.at && { createdAt: options.at }),
      })),
  );
}

/**
 * Whether a member hears of a campaign's progress: the engineering office always; anyone else
 * (customers, read-only accounts) only while the campaign is open to its customers
 * (hasCustomerAccess) and they are on its diffusion list (isDiffused) — whatever the membership
 * rules would let them read.
 */
export function hearsOfCampaignProgress(
  member: AudienceMember,
  campaign: AudienceCampaign,
): boolean {
  if (isInternal({ id: member.userId, roles: member.roles, job: member.job })) return true;
  return campaign.hasCustomerAccess && member.isDiffused;
}

/**
 * One notification about a campaign for each of its members the audience rule keeps, the actor
 * excepted. The text is written from the campaign as it is now.
 */
export async function notifyCampaignMembers(
  tx: Db,
  event: EventOptions & {
    campaignId: string;
    type: Schemas['NotificationType'];
    text: (campaign: AudienceCampaign) => NotificationText;
    audience: (member: AudienceMember, campaign: AudienceCampaign) => boolean;
    notifiable?: Notifiable;
  },
): Promise<void> {
  const audience = createNotificationAudienceRepository(tx);
  const campaign = await audience.campaign(event.campaignId);
  if (!campaign) return;
  const recipients = (await audience.members(campaign.id)).filter((member) =>
    event.audience(member, campaign),
  );
  await insertCampaignNotifications(
    tx,
    campaign.id,
    recipients.map((member) => member.userId),
    event.type,
    event.text(campaign),
    event,
  );
}

/** campaign_status_changed: « Campagne {name} : {label of the new status} ». */
export async function notifyCampaignStatusChanged(
  tx: Db,
  event: EventOptions & { campaignId: string; status: Schemas['CampaignStatus'] },
): Promise<void> {
  await notifyCampaignMembers(tx, {
    ...event,
    type: 'campaign_status_changed',
    text: (campaign) => notificationTexts.campaignStatusChanged(campaign.name, event.status),
    audience: hearsOfCampaignProgress,
  });
}

/**
 * campaign_assigned: « Vous avez été ajouté à la campagne {name} » for each of `userIds` who is
 * not a member of the campaign yet, unless they added themselves. Call it in the transaction right
 * BEFORE writing the members (add, replace, team): who is new is read from the members as they
 * still are, and a write that fails rolls the notifications back with it.
 */
export async function notifyCampaignAssignments(
  tx: Db,
  event: EventOptions & { campaignId: string; userIds: readonly (string | null)[] },
): Promise<void> {
  const audience = createNotificationAudienceRepository(tx);
  const campaign = await audience.campaign(event.campaignId);
  if (!campaign) return;
  const members = new Set((await audience.members(campaign.id)).map((member) => member.userId));
  const candidates = event.userIds.filter(
    (userId): userId is string => userId !== null && !members.has(userId),
  );
  await insertCampaignNotifications(
    tx,
    campaign.id,
    await audience.liveUserIds(candidates),
    'campaign_assigned',
    notificationTexts.campaignAssigned(campaign.name),
    event,
  );
}

/** The people in charge of a campaign, as the campaigns domain writes them (CampaignTeam). */
interface TeamIds {
  engineerId: string | null;
  studyManagerId: string | null;
  mainCustomerId: string | null;
  technicianIds: readonly string[];
}

/**
 * campaign_assigned for the people of a team about to be written (writeCampaignTeam makes each of
 * them a member): call it right before that write, as `notifyCampaignAssignments`.
 */
export async function notifyTeamAssignments(
  tx: Db,
  event: EventOptions & { campaignId: string; team: TeamIds },
): Promise<void> {
  const { team, ...rest } = event;
  await notifyCampaignAssignments(tx, {
    ...rest,
    userIds: [team.engineerId, team.studyManagerId, team.mainCustomerId, ...team.technicianIds],
  });
}
