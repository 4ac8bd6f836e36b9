import { defineAbilityFor, isInternal, type Action, type SubjectName } from '@chaussee/permissions';
import type { Db } from '../db/database.js';
import type { AudienceMember } from './notification-audience.repository.js';
import { createNotificationAudienceRepository } from './notification-audience.repository.js';
import {
  hearsOfCampaignProgress,
  insertCampaignNotifications,
  notifyCampaignMembers,
  type EventOptions,
} from './notification-events.js';
import { notificationTexts } from './notification-texts.js';

/*
 * The notifications of a campaign's file manager (issue 21), each written in the transaction of
 * its event: a file asked of the customer, sent, validated or refused, and new deliverables. Each
 * reaches those it concerns: who may act on it, or who it is about.
 */

/** A member holding a right of section 6 (as a user of their roles and job). */
function holds(member: AudienceMember, action: Action, subject: SubjectName): boolean {
  return defineAbilityFor({ id: member.userId, roles: [...member.roles], job: member.job }).can(
    action,
    subject,
  );
}

function isCustomerMember(member: AudienceMember): boolean {
  return !isInternal({ id: member.userId, roles: [...member.roles], job: member.job });
}

/** A file request and its campaign, as the events below name it. */
interface FileRequestEvent extends EventOptions {
  campaignId: string;
  requiredDocumentId: string;
  title: string;
}

/**
 * required_document_requested: the campaign's customers who may send the asked file (« send an
 * asked file »), once the campaign is open to them.
 */
export async function notifyRequiredDocumentRequested(
  tx: Db,
  event: FileRequestEvent,
): Promise<void> {
  await notifyCampaignMembers(tx, {
    ...event,
    type: 'required_document_requested',
    notifiable: { type: 'required_document', id: event.requiredDocumentId },
    text: (campaign) => notificationTexts.requiredDocumentRequested(campaign.name, event.title),
    audience: (member, campaign) =>
      campaign.hasCustomerAccess && isCustomerMember(member) && holds(member, 'send', 'AskedFile'),
  });
}

/**
 * required_document_sent: whoever asked for the file, and the campaign's members who may validate
 * it (« validate file requests »).
 */
export async function notifyRequiredDocumentSent(
  tx: Db,
  event: FileRequestEvent & { requestedById: string | null },
): Promise<void> {
  const audience = createNotificationAudienceRepository(tx);
  const campaign = await audience.campaign(event.campaignId);
  if (!campaign) return;
  const validators = (await audience.members(campaign.id))
    .filter((member) => holds(member, 'validate', 'FileRequest'))
    .map((member) => member.userId);
  const requester = await audience.liveUserIds(
    event.requestedById === null ? [] : [event.requestedById],
  );
  await insertCampaignNotifications(
    tx,
    campaign.id,
    [...requester, ...validators],
    'required_document_sent',
    notificationTexts.requiredDocumentSent(campaign.name, event.title),
    { ...event, notifiable: { type: 'required_document', id: event.requiredDocumentId } },
  );
}

/** required_document_validated or _refused: the users who sent the files of the request. */
export async function notifyRequiredDocumentDecided(
  tx: Db,
  event: FileRequestEvent & {
    status: 'validated' | 'refused';
    senderIds: readonly (string | null)[];
  },
): Promise<void> {
  const audience = createNotificationAudienceRepository(tx);
  const campaign = await audience.campaign(event.campaignId);
  if (!campaign) return;
  const senders = event.senderIds.filter((id): id is string => id !== null);
  const isValidated = event.status === 'validated';
  await insertCampaignNotifications(
    tx,
    campaign.id,
    await audience.liveUserIds([...new Set(senders)]),
    isValidated ? 'required_document_validated' : 'required_document_refused',
    isValidated
      ? notificationTexts.requiredDocumentValidated(campaign.name, event.title)
      : notificationTexts.requiredDocumentRefused(campaign.name, event.title),
    { ...event, notifiable: { type: 'required_document', id: event.requiredDocumentId } },
  );
}

/**
 * deliverable_added: the members who hear of the campaign's progress (the office; customers on
 * the diffusion list of a campaign open to them) and may read deliverables. One notification for
 * the documents recorded together, pointing at the first.
 */
export async function notifyDeliverablesAdded(
  tx: Db,
  event: EventOptions & { campaignId: string; documentIds: readonly string[] },
): Promise<void> {
  const [first] = event.documentIds;
  if (first === undefined) return;
  await notifyCampaignMembers(tx, {
    ...event,
    type: 'deliverable_added',
    notifiable: { type: 'document', id: first },
    text: (campaign) =>
      notificationTexts.deliverablesAdded(campaign.name, event.documentIds.length),
    audience: (member, campaign) =>
      hearsOfCampaignProgress(member, campaign) && holds(member, 'read', 'Deliverable'),
  });
}
