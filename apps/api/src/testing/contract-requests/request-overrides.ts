import { eq } from 'drizzle-orm';
import { cores, productVersions } from '../../db/schema.js';
import { DEMO_PASSWORD } from '../../db/seed.js';
import { storePdfDeliverables } from '../../document-tools/testing/contract-documents.js';
import type { OperationId } from '../../http/operation-handler.js';
import { ACTOR, DEMO_TARGETS, EMAILS, type Caller, type FixtureWorld } from './fixture-world.js';
import type { Scope } from './fixture-scope.js';
import { DOCUMENT_OVERRIDES } from './document-overrides.js';
import { REPORT_OVERRIDES } from './report-overrides.js';
import type { OperationRequest } from './operation-requests.js';

/** The parts of a request an override may change. */
export type RequestParts = Omit<OperationRequest, 'operation'>;

interface OverrideContext {
  scope: Scope;
  world: FixtureWorld;
  caller: Caller;
}

/**
 * Where the generic request of an operation (operation-requests.ts) cannot be valid: a real id the
 * property name does not tell, a state the call needs, a body whose values must agree. Each one
 * says why in its first line.
 */
export interface RequestOverride {
  /** A POST or PUT that changes nothing the next rows read (a sign-in): the shared scope is enough. */
  readsOnly?: boolean;
  /** Acts on an organization of its own (see FreshScopeOptions). */
  ownOrganization?: boolean;
  request?(parts: RequestParts, context: OverrideContext): Promise<RequestParts>;
}

/** A JSON body of the same media type, with these values. */
function withJson(parts: RequestParts, value: unknown): RequestParts {
  const mediaType = parts.body?.kind === 'json' ? parts.body.mediaType : 'application/json';
  return { ...parts, body: { kind: 'json', mediaType, value } };
}

/** The JSON body sampled for the operation, with these values added or replaced. */
function withFields(parts: RequestParts, fields: Record<string, unknown>): RequestParts {
  const sampled = parts.body?.kind === 'json' ? parts.body.value : {};
  return withJson(parts, { ...(sampled as Record<string, unknown>), ...fields });
}

/** The token of a link as the server hands it out (`…?token=…` or its last path segment). */
function tokenOfUrl(url: string): string {
  const parsed = new URL(url);
  const token = parsed.searchParams.get('token') ?? parsed.pathname.split('/').pop();
  if (!token) throw new Error(`No token in ${url}`);
  return token;
}

const NEW_PASSWORD = 'Nouveau2026!';

let emails = 0;

/** An address no account has. */
function uniqueEmail(): string {
  emails += 1;
  return `nouveau-compte-${String(emails)}@isere.test`;
}

// Overrides, in the contract's order. Anything not listed is sent as generated.
export const OVERRIDES: Partial<Record<OperationId, RequestOverride>> = {
  // The file manager's (issue 21), in their own module.
  ...DOCUMENT_OVERRIDES,
  // The reports and background exports' (issue 22), in their own module.
  ...REPORT_OVERRIDES,
  getSignedFile: {
    // A URL the storage signed for a picture of the campaign: its key, expiry and signature.
    request: async (parts, { world }) => {
      const { url } = await world.deps.storage.presignedUrl(world.firsts.picturePath, {
        expiresInSeconds: 3600,
      });
      const parsed = new URL(url);
      const key = decodeURIComponent(parsed.pathname.split('/').pop() ?? '');
      return {
        ...parts,
        path: { key },
        query: {
          expires: Number(parsed.searchParams.get('expires')),
          signature: parsed.searchParams.get('signature') ?? '',
        },
      };
    },
  },
  signIn: {
    // The target account's own credentials.
    readsOnly: true,
    request: (parts) =>
      Promise.resolve(withJson(parts, { username: EMAILS.targetUser, password: DEMO_PASSWORD })),
  },
  refreshSession: {
    // A refresh token of a session of the target account, made for this call (single use).
    readsOnly: true,
    request: async (parts, { world }) =>
      withJson(parts, { refresh_token: (await world.signIn(EMAILS.targetUser)).refresh_token }),
  },
  signInGuest: {
    // A share link of the campaign under test, made for this call.
    readsOnly: true,
    request: async (parts, { world }) => {
      const link = await world.deps.identity.guests.createShareLink({
        campaignId: DEMO_TARGETS.campaignId,
        invitedById: ACTOR.id,
      });
      return withJson(parts, { token: link.token });
    },
  },
  requestAccountRecovery: {
    // An address of no account, new for each call: the answer is the same for any address, and
    // eight requests for one address would meet the per-address limit of finding 12.
    readsOnly: true,
    request: (parts) => Promise.resolve(withJson(parts, { email: uniqueEmail() })),
  },
  resetPassword: {
    // A recovery link of a fresh account, made for this call by the super administrator.
    request: async (parts, { scope, world }) => {
      const link = await world.deps.identity.accounts.createRecoveryLink(
        ACTOR,
        await scope.userId(),
        false,
      );
      // Not mailed, so the answer carries the link (the super administrator may copy it).
      if (link.url === undefined) throw new Error('a recovery link made to copy has its url');
      return {
        ...withJson(parts, { password: NEW_PASSWORD }),
        path: { token: tokenOfUrl(link.url) },
      };
    },
  },
  createUser: {
    // A secondary customer of the campaign's organization: what each caller may create there.
    request: async (parts, { scope }) =>
      withJson(parts, {
        userType: 'customer_user',
        email: uniqueEmail(),
        firstName: 'Camille',
        lastName: 'Nouvelle',
        roles: ['ROLE_CUSTOMER_USER'],
        siteIds: [await scope.siteId()],
      }),
  },
  updateUser: {
    // The account as it is (a secondary customer of its site), renamed.
    request: async (parts, { scope }) =>
      withJson(parts, {
        userType: 'customer_user',
        email: uniqueEmail(),
        firstName: 'Camille',
        lastName: 'Renommée',
        phone: null,
        roles: ['ROLE_CUSTOMER_USER'],
        siteIds: [await scope.siteId()],
      }),
  },
  patchUser: {
    request: (parts) => Promise.resolve(withJson(parts, { firstName: 'Camille' })),
  },
  changeUserPassword: {
    // The account's current password (the demo one) and a valid new one.
    request: (parts) =>
      Promise.resolve(
        withJson(parts, { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD }),
      ),
  },
  updateOrganization: {
    // An organization of its own: the world's keeps its name and type.
    ownOrganization: true,
    request: (parts) => Promise.resolve(withJson(parts, { name: 'Organisation renommée' })),
  },
  uploadOrganizationLogo: { ownOrganization: true },
  deactivateOrganization: {
    // Deactivating ends the sessions of the organization's users: never the world's Isère.
    ownOrganization: true,
  },
  updateSiteProvider: {
    // The provider must already serve the site.
    request: async (parts, { scope }) => {
      await scope.enableProviderOnSite();
      return parts;
    },
  },
  removeSiteProvider: {
    request: async (parts, { scope }) => {
      await scope.enableProviderOnSite();
      return parts;
    },
  },
  copyLayersToCores: {
    // From the campaign's core to another core of the same campaign.
    request: async (parts, { scope }) =>
      withJson(parts, {
        coreToCopy: await scope.coreId(),
        targetCores: [await scope.otherCoreId()],
      }),
  },
  patchWorkspace: {
    // Archiving (the spec's PATCH with isArchived).
    request: (parts) => Promise.resolve(withJson(parts, { isArchived: true })),
  },
  restoreBinItem: {
    // A core of the campaign in the bin (binned in place: its number stays free to come back to).
    request: async (parts, { scope, world }) => {
      const id = await scope.coreId();
      await world.deps.db.update(cores).set({ deletedAt: new Date() }).where(eq(cores.id, id));
      return { ...parts, path: { kind: 'core', id } };
    },
  },
  deleteCore: {
    // A core with layers is deleted only with force=true (what the web app sends).
    request: (parts) => Promise.resolve({ ...parts, query: { force: true } }),
  },
  patchCore: {
    // One field: an empty patch is valid too, but says nothing.
    request: (parts) => Promise.resolve(withJson(parts, { note: 'Carotte reprise' })),
  },
  validateCampaignCores: {
    // Validated cores, the campaign taken (the step whose cores are validated).
    request: async (parts, { scope }) => {
      await scope.coreId();
      await scope.setCampaignStatus('taken');
      return parts;
    },
  },
  createCorePicture: {
    // A picture file uploaded for the core beforehand.
    request: async (parts, { scope }) =>
      withFields(parts, { coreId: await scope.coreId(), path: await scope.uploadedPicturePath() }),
  },
  updateCorePicture: {
    // The picture's own file, at the first position.
    request: async (parts, { scope }) =>
      withJson(parts, { path: await scope.picturePath(), position: 1 }),
  },
  createCoresGroup: {
    request: async (parts, { scope }) =>
      withJson(parts, { name: 'Groupe', cores: [await scope.coreId()] }),
  },
  updateCoresGroup: {
    request: async (parts, { scope }) =>
      withJson(parts, { name: 'Groupe renommé', cores: [await scope.otherCoreId()] }),
  },
  updateCoringCampaignStatus: {
    // The first step of the lifecycle: preparing → awaiting_validation (right « prepare »).
    request: (parts) => Promise.resolve(withJson(parts, { status: 'awaiting_validation' })),
  },
  fetchCoringCampaignResults: {
    // An order sent to the laboratory, waiting for its results.
    request: async (parts, { scope }) => {
      await scope.laboratoryOrderId();
      return parts;
    },
  },
  sendCoringCampaignToProvider: {
    // A prestation asked on a layer, the campaign taking_validated.
    request: async (parts, { scope }) => {
      await scope.analysisId();
      return parts;
    },
  },
  updateCoringCampaignCustomerValidation: {
    // The customer validates the programme while the campaign is awaiting_validation.
    request: async (parts, { scope }) => {
      await scope.setCampaignStatus('awaiting_validation');
      return parts;
    },
  },
  setCoringCampaignPrestationsAndProviders: {
    // A provider enabled on the campaign's site, with one of its prestations.
    request: async (parts, { scope, world }) => {
      await scope.enableProviderOnSite();
      return withJson(parts, {
        providerIds: [world.provider.providerId],
        prestations: [
          {
            prestationId: world.provider.prestations.PAH,
            laboratoryId: world.provider.laboratoryId,
          },
        ],
      });
    },
  },
  patchCampaign: {
    // Archiving (the spec's PATCH with isArchived).
    request: (parts) => Promise.resolve(withJson(parts, { isArchived: true })),
  },
  addCampaignPrestations: {
    // The world's laboratory offered to the campaign (its PAH prestation fits the CA layer).
    request: async (parts, { scope }) => {
      await scope.prepareAnalyses();
      return parts;
    },
  },
  configureCampaignDashboard: {
    // A sampled tab id is no tab of the campaign: a new tab with two charts of the catalogue.
    request: (parts) =>
      Promise.resolve(
        withJson(parts, {
          categories: [
            {
              name: 'Synthèse',
              charts: [
                { chartType: 'cores_by_waste_route', visibleToCustomers: true },
                { chartType: 'cores_by_status', visibleToCustomers: false },
              ],
            },
          ],
        }),
      ),
  },
  replaceCampaignMembers: {
    // The team as it is (engineer, study manager, technician, main customer) plus the account.
    request: async (parts, { scope, world }) => {
      const member = (email: string, flags: Record<string, boolean> = {}) => ({
        userId: world.userIdOf(email),
        ...flags,
      });
      return withJson(parts, {
        members: [
          member(EMAILS.engineer, { isTeamMember: true }),
          member(EMAILS.studyManager, { isTeamMember: true }),
          member(EMAILS.technician, { isTeamMember: true }),
          member(EMAILS.mainCustomer, { isMainCustomer: true }),
          { userId: await scope.userId() },
        ],
      });
    },
  },
  updateCampaignMember: {
    // A member of the campaign: the fresh account, added first.
    request: async (parts, { scope }) => {
      await scope.addTargetUserToCampaign();
      return parts;
    },
  },
  removeCampaignMember: {
    request: async (parts, { scope }) => {
      await scope.addTargetUserToCampaign();
      return parts;
    },
  },
  updateAuscultationCampaignStatus: {
    request: (parts) => Promise.resolve(withJson(parts, { status: 'processing' })),
  },
  updateSurveyItem: {
    request: (parts) => Promise.resolve(withJson(parts, { severity: 2 })),
  },
  zipFiles: {
    // Two deliverables of the campaign, by their storage paths.
    request: async (parts, { scope, world }) => {
      const campaignId = await scope.campaignId();
      const rows = await storePdfDeliverables(world.deps, campaignId, 2);
      return withJson(parts, { campaignId, documentPaths: rows.map((row) => row.s3Path) });
    },
  },
  mergePdfDocuments: {
    // Two PDF deliverables of the campaign.
    request: async (parts, { scope, world }) => {
      const rows = await storePdfDeliverables(world.deps, await scope.campaignId(), 2);
      return withJson(parts, { documentsIds: rows.map((row) => row.id) });
    },
  },
  splitPdfDocument: {
    // A PDF deliverable of the campaign (two pages: two documents).
    request: async (parts, { scope, world }) => {
      const [row] = await storePdfDeliverables(world.deps, await scope.campaignId(), 1);
      if (!row) throw new Error('No document stored');
      return withJson(parts, { documentId: row.id });
    },
  },
  markNotificationRead: {
    // A notification of the caller's own.
    request: async (parts, { scope, caller }) => ({
      ...parts,
      path: { id: await scope.notificationId(caller) },
    }),
  },
  updateProductVersion: {
    // A demo version of the product (the path's id names no resource), given a number of its own
    // so that it never clashes with the one createProductVersion published.
    request: async (parts, { world }) => {
      const product =
        parts.path.product === 'api' || parts.path.product === 'mobile'
          ? parts.path.product
          : 'web';
      const [version] = await world.deps.db
        .select({ id: productVersions.id })
        .from(productVersions)
        .where(eq(productVersions.product, product))
        .limit(1);
      if (!version) throw new Error(`No demo version of ${product}`);
      return withFields(
        { ...parts, path: { ...parts.path, id: version.id } },
        { version: 'v9.8.7' },
      );
    },
  },
};
