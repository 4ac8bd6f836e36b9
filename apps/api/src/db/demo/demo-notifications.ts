import type { components } from '@chaussee/sdk';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../database.js';
import { notificationTexts } from '../../notifications/notification-texts.js';
import {
  notifyCampaignMembers,
  notifyCampaignStatusChanged,
} from '../../notifications/notification-events.js';
import { createNotificationsRepository } from '../../notifications/notifications.repository.js';
import { notifications } from '../schema.js';
import type { DemoCalendar } from './demo-calendar.js';
import { demoId } from './demo-ids.js';
import { demoUserId } from './demo-organizations.js';
import { DEMO_WORKSPACES } from './demo-projects.js';

type CampaignStatus = components['schemas']['CampaignStatus'];

/** One event of the demo's story, told to the campaign's members by the producers of the API. */
interface DemoEvent {
  key: string;
  campaignKey: string;
  at: string;
  actor: string;
  /** A status change (to the campaign's status in the dataset), or who was assigned. */
  change: { status: CampaignStatus } | { assigned: readonly string[] };
  /** The recipients who have read it (two hours later). */
  readBy: readonly string[];
}

const INGENIEUR = 'ingenieur@demo.chaussee.fr';
const CHARGE_AFFAIRES = 'charge-affaires@demo.chaussee.fr';
const TECHNICIEN = 'technicien@demo.chaussee.fr';
const COLLABORATEUR = 'collaborateur@demo.chaussee.fr';
const CLIENT_PRINCIPAL = 'client-principal@demo.chaussee.fr';
const BUREAU_ADMIN = 'bureau-admin@demo.chaussee.fr';

/**
 * The story of the département's campaigns, oldest first, so that the engineer, the study manager
 * and the main customer open the bell on a few notifications, some read and some not. Each status
 * is the one the campaign has in the dataset.
 */
const DEMO_EVENTS: readonly DemoEvent[] = [
  {
    key: 'rd1075-diagnostic:results-obtained',
    campaignKey: 'rd1075-diagnostic',
    at: '2026-04-20T10:00:00.000Z',
    actor: CHARGE_AFFAIRES,
    change: { status: 'results_obtained' },
    readBy: [INGENIEUR, TECHNICIEN, COLLABORATEUR, CLIENT_PRINCIPAL],
  },
  {
    key: 'rd1090-systematique:assigned',
    campaignKey: 'rd1090-systematique',
    at: '2026-08-24T08:30:00.000Z',
    actor: BUREAU_ADMIN,
    change: { assigned: [INGENIEUR, CHARGE_AFFAIRES, TECHNICIEN, CLIENT_PRINCIPAL] },
    readBy: [INGENIEUR, CHARGE_AFFAIRES, TECHNICIEN],
  },
  {
    key: 'rd1075-complement:assigned',
    campaignKey: 'rd1075-complement',
    at: '2026-09-14T09:00:00.000Z',
    actor: BUREAU_ADMIN,
    change: { assigned: [INGENIEUR, CHARGE_AFFAIRES, CLIENT_PRINCIPAL] },
    readBy: [INGENIEUR, CHARGE_AFFAIRES],
  },
  {
    key: 'rd1075-complement:awaiting-validation',
    campaignKey: 'rd1075-complement',
    at: '2026-10-02T14:15:00.000Z',
    actor: CHARGE_AFFAIRES,
    change: { status: 'awaiting_validation' },
    readBy: [],
  },
  {
    key: 'rd1085-reconnaissance:taking-in-progress',
    campaignKey: 'rd1085-reconnaissance',
    at: '2026-11-09T07:45:00.000Z',
    actor: TECHNICIEN,
    change: { status: 'taking_in_progress' },
    readBy: [INGENIEUR],
  },
  {
    key: 'rd1090-systematique:taken',
    campaignKey: 'rd1090-systematique',
    at: '2026-11-20T16:00:00.000Z',
    actor: TECHNICIEN,
    change: { status: 'taken' },
    readBy: [CHARGE_AFFAIRES],
  },
];

const READ_DELAY_MS = 2 * 60 * 60 * 1000;

const notificationIdOf = (eventKey: string, recipientId: string) =>
  demoId(`notification:${eventKey}:${recipientId}`);

function campaignIdOf(key: string): string {
  const campaign = DEMO_WORKSPACES.flatMap((workspace) => workspace.coring).find(
    (candidate) => candidate.key === key,
  );
  if (!campaign) throw new Error(`The demo has no coring campaign ${key}.`);
  return campaign.id;
}

async function tell(tx: Db, event: DemoEvent, at: Date): Promise<void> {
  const options = {
    campaignId: campaignIdOf(event.campaignKey),
    actor: { id: demoUserId(event.actor) },
    at,
    idOf: (recipientId: string) => notificationIdOf(event.key, recipientId),
  };
  if ('status' in event.change) {
    await notifyCampaignStatusChanged(tx, { ...options, status: event.change.status });
    return;
  }
  // The members are already in place: they are told as they were when assigned.
  const assignedIds = new Set(event.change.assigned.map(demoUserId));
  await notifyCampaignMembers(tx, {
    ...options,
    type: 'campaign_assigned',
    text: (campaign) => notificationTexts.campaignAssigned(campaign.name),
    audience: (member) => assignedIds.has(member.userId),
  });
}

/**
 * The demo's notifications, deterministic (fixed ids; dates of the story moved to the seed's day by
 * `calendar`, so none is in the future). The dataset is set up by
 * `setUpActorId` through the API's services, whose events notify the teams at the moment of
 * seeding: those are removed (setting up the demo is nobody's news) and replaced by the story
 * above, written through the same producers, then partly read.
 */
export async function seedDemoNotifications(
  db: Db,
  setUpActorId: string,
  calendar: DemoCalendar,
): Promise<void> {
  const campaignIds = DEMO_WORKSPACES.flatMap((workspace) => [
    ...workspace.coring.map((campaign) => campaign.id),
    ...workspace.auscultation.map((campaign) => campaign.id),
  ]);
  await db.transaction(async (tx) => {
    await tx
      .delete(notifications)
      .where(
        and(
          eq(notifications.actorId, setUpActorId),
          inArray(notifications.campaignId, campaignIds),
        ),
      );
    const repository = createNotificationsRepository(tx);
    for (const event of DEMO_EVENTS) {
      const at = calendar.at(event.at);
      await tell(tx, event, at);
      const readAt = new Date(at.getTime() + READ_DELAY_MS);
      for (const recipientId of event.readBy.map(demoUserId)) {
        await repository.setRead(
          recipientId,
          notificationIdOf(event.key, recipientId),
          true,
          readAt,
        );
      }
    }
  });
}
