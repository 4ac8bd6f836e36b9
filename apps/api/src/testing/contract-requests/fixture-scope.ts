import type { Role } from '@chaussee/permissions';
import type { components } from '@chaussee/sdk';
import { createAuscultationCampaignsService } from '../../campaigns/auscultation/auscultation-campaigns.service.js';
import { createCorePictureService } from '../../core-pictures/core-picture.service.js';
import { createCoresGroupsService } from '../../cores/cores-groups.service.js';
import { createCoringCampaignServices } from '../../coring-campaigns/coring-campaign-services.js';
import { insertNotification } from '../../notifications/testing/notification-fixtures.js';
import { createOrganizationDomain } from '../../organizations/organizations.module.js';
import { createDisplayNamePrefixesService } from '../../reference-data/display-name-prefixes.service.js';
import { createUsersRepository } from '../../users/users.repository.js';
import { createWorkspacesService } from '../../workspaces/workspaces.service.js';
import { EMAILS, type Caller, type FixtureWorld } from './fixture-world.js';

type Schemas = components['schemas'];

/**
 * What one request points at: the campaign under test and everything around it. The shared scope
 * is the world's demo data, for the operations that only read. A fresh scope makes what it is
 * asked for on first use, so that an operation that changes or deletes acts on resources of its
 * own for each caller and the next rows find the world intact: a fresh scope's campaign is in a
 * fresh workspace of a fresh site of the Isère, with the demo's team and members.
 */
export interface Scope {
  readonly isFresh: boolean;
  organizationId(): Promise<string>;
  siteId(): Promise<string>;
  workspaceId(): Promise<string>;
  /** The coring campaign under test. */
  campaignId(): Promise<string>;
  auscultationCampaignId(): Promise<string>;
  /** A survey item (point) of that auscultation campaign. */
  surveyItemId(): Promise<string>;
  coreId(): Promise<string>;
  /** A second core of the campaign (copy targets, groups). */
  otherCoreId(): Promise<string>;
  layerId(): Promise<string>;
  pictureId(): Promise<string>;
  /** The stored path of that picture. */
  picturePath(): Promise<string>;
  /** A road of the workspace (the fresh cores are on it). */
  roadId(): Promise<string>;
  /** Moves the campaign to a status, straight in the table (the lifecycle is not under test). */
  setCampaignStatus(status: Schemas['CampaignStatus']): Promise<void>;
  /** The campaign ready for analyses: taking_validated, the world's laboratory offered. */
  prepareAnalyses(): Promise<void>;
  /** The world's laboratory enabled on the site. */
  enableProviderOnSite(): Promise<void>;
  /** The target account made a member of the campaign (POST /campaigns/{id}/users/{userId}). */
  addTargetUserToCampaign(): Promise<void>;
  /** A picture file uploaded for the core and not attached yet (POST /core-pictures). */
  uploadedPicturePath(): Promise<string>;
  coresGroupId(): Promise<string>;
  prefixId(): Promise<string>;
  shareLinkId(): Promise<string>;
  /** The account the user operations act on: a CUSTOMER_USER of the organization. */
  userId(): Promise<string>;
  /** A campaign analysis (a PAH prestation asked on a layer of the campaign). */
  analysisId(): Promise<string>;
  /** A laboratory order sent by e-mail for the campaign. */
  laboratoryOrderId(): Promise<string>;
  /** A notification of the caller (of the internal member for guests and anonymous callers). */
  notificationId(caller: Caller): Promise<string>;
  /** The token of the guest of this scope's campaign (the world's campaign if none was made). */
  guestToken(): Promise<string>;
  /** The token of the customer of this scope's organization (client-superviseur@ of the Isère). */
  customerToken(): Promise<string>;
}

export interface FreshScopeOptions {
  /**
   * An organization of its own, with a CUSTOMER_SUPERVISOR of it as the `customer` caller: for what
   * would end the world's organization (deactivating it ends its customers' sessions).
   */
  ownOrganization?: boolean;
}

/** A value computed on first use, then kept. */
export function once<T>(make: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => {
    value ??= make();
    return value;
  };
}

/** The domain services the scopes make their resources with, acting as the super administrator. */
export function domain(world: FixtureWorld) {
  const { deps } = world;
  const membership = deps.membership;
  return {
    organizations: createOrganizationDomain({
      db: deps.db,
      now: deps.now,
      endSessions: () => Promise.resolve(),
    }),
    workspaces: createWorkspacesService(deps),
    coring: createCoringCampaignServices(deps),
    auscultation: createAuscultationCampaignsService(deps),
    pictures: createCorePictureService(deps),
    groups: createCoresGroupsService({ db: deps.db, membership, now: deps.now }),
    prefixes: createDisplayNamePrefixesService({ db: deps.db, membership }),
  };
}

let sequence = 0;

/** A name no other fresh resource has (customer references must be unique). */
export function uniqueName(prefix: string): string {
  sequence += 1;
  return `${prefix} ${String(sequence)}`;
}

/** An account of a site, written straight to the table with the demo password. */
export async function insertAccount(
  world: FixtureWorld,
  email: string,
  role: Role,
  siteId: string,
): Promise<string> {
  const user = await createUsersRepository(world.db).insert(
    {
      email,
      firstName: 'Compte',
      lastName: 'De test',
      phone: null,
      job: null,
      roles: [role],
      passwordHash: world.passwordHash,
      createdAt: world.deps.now(),
    },
    [siteId],
    [],
  );
  return user.id;
}

/** A notification per caller, made on first use. */
export function notificationsOf(world: FixtureWorld): (caller: Caller) => Promise<string> {
  const made = new Map<string, Promise<string>>();
  return (caller) => {
    const email =
      caller === 'superAdmin' ||
      caller === 'nonMember' ||
      caller === 'customer' ||
      caller === 'foreignCustomer'
        ? EMAILS[caller]
        : EMAILS.member;
    let id = made.get(email);
    if (id === undefined) {
      id = insertNotification(world.db, {
        recipientId: world.userIdOf(email),
      }).then((row) => row.id);
      made.set(email, id);
    }
    return id;
  };
}
