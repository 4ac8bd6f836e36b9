import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretToken, hashSecretToken } from '../auth/secret-token.js';
import {
  startCoringTestbed,
  type CoringTestbed,
} from '../coring-campaigns/testing/coring-testbed.js';
import { shareTokens } from '../db/schema.js';
import { loadContract } from '../http/contract/contract.js';
import type { ContractOperation } from '../http/contract/contract-operations.js';
import type { OperationId } from '../http/operation-handler.js';
import { insertTestCampaign } from '../testing/test-campaign.js';
import { present } from '../users/testing/http-identity.js';

const contract = loadContract();
const SAMPLE_ID = '3f1c2b7a-9d4e-4c1a-8b2f-6e5d4c3b2a19';
/** Paths whose `{id}` is a campaign's. */
const CAMPAIGN_PATH =
  /^\/(campaigns|coring-campaigns|auscultation-campaigns|campaign|v2\/coring\/campaigns|map-layers\/common-prs-layer)\//u;

/**
 * Finding 10 of issue 17: a share link promises a read-only dashboard and map of one campaign, so
 * a guest calls the operations of GUEST_OPERATIONS and nothing else. Every operation of the
 * contract, called by a guest of the campaign it is about (the coring campaign, or the auscultation
 * campaign for the auscultation operations) and by a guest of another campaign. Written out:
 * `403 forbidden` is the guest gate, `403 not_member` the membership guard of an allowed operation,
 * `501 not_implemented` comes before any check (apps/api/README.md, « Routing »), so those rows
 * change when the operation is built. Public operations (`security: []`) answer a guest as they
 * answer anybody: here the empty body or query sent to every row reaches their validation (400).
 */
// prettier-ignore
const TABLE: [OperationId, ofTheCampaign: string, ofAnotherCampaign: string][] = [
  //                                               guest of the campaign    guest of another campaign
  // Agencies
  ['listAgencies',                                 '403 forbidden',         '403 forbidden'],
  // Audit trail (issue 27): the super administrator's search
  ['searchAuditEvents',                            '403 forbidden',         '403 forbidden'],
  // Bin (issue 27): the super administrator's
  ['listBinItems',                                 '403 forbidden',         '403 forbidden'],
  ['restoreBinItem',                               '403 forbidden',         '403 forbidden'],
  // Analyses
  ['cancelPendingPrestations',                     '403 forbidden',         '403 forbidden'],
  ['deleteCampaignAnalysis',                       '403 forbidden',         '403 forbidden'],
  ['importLaboratoryOrderResults',                 '403 forbidden',         '403 forbidden'],
  ['listCampaignAnalyses',                         '403 forbidden',         '403 forbidden'],
  ['listLayerPrestations',                         '403 forbidden',         '403 forbidden'],
  // Auscultation campaigns
  ['createAuscultationCampaign',                   '403 forbidden',         '403 forbidden'],
  ['getAuscultationCampaign',                      '200',                   '403 not_member'],
  ['getAuscultationStatisticTable',                '404 not_found',         '403 not_member'],
  ['listAuscultationStatisticTables',              '200',                   '403 not_member'],
  ['importAuscultationSurvey',                     '403 forbidden',         '403 forbidden'],
  ['listAuscultationSurveyItems',                  '200',                   '403 not_member'],
  ['listSurveyItemHistory',                        '403 forbidden',         '403 forbidden'],
  ['updateAuscultationCampaignStatus',             '403 forbidden',         '403 forbidden'],
  ['updateSurveyItem',                             '403 forbidden',         '403 forbidden'],
  // Campaigns
  ['addCampaignMember',                            '403 forbidden',         '403 forbidden'],
  ['addCampaignPrestations',                       '403 forbidden',         '403 forbidden'],
  ['commentChart',                                 '403 forbidden',         '403 forbidden'],
  ['configureCampaignDashboard',                   '403 forbidden',         '403 forbidden'],
  ['contactCampaignEngineer',                      '403 forbidden',         '403 forbidden'],
  ['createCampaignDownload',                       '403 forbidden',         '403 forbidden'],
  ['createCampaignShareLink',                      '403 forbidden',         '403 forbidden'],
  ['deleteCampaign',                               '403 forbidden',         '403 forbidden'],
  ['exportCampaignSynoptic',                       '403 forbidden',         '403 forbidden'],
  ['generateChartContent',                         '404 not_found',         '404 not_found'],
  ['getCampaign',                                  '200',                   '403 not_member'],
  ['getCampaignChart',                             '404 not_found',         '403 not_member'],
  ['getCampaignData',                              '403 forbidden',         '403 forbidden'],
  ['getCampaignDocumentsStats',                    '403 forbidden',         '403 forbidden'],
  ['getCampaignSynoptic',                          '200',                   '403 not_member'],
  ['getDownloadPresignedLink',                     '403 forbidden',         '403 forbidden'],
  ['listCampaignCategories',                       '200',                   '403 not_member'],
  ['listCampaignCores',                            '403 forbidden',         '403 forbidden'],
  ['listCampaignDownloads',                        '403 forbidden',         '403 forbidden'],
  ['listCampaignDynamicFilters',                   '404 not_found',         '403 not_member'],
  ['listCampaignHistory',                          '403 forbidden',         '403 forbidden'],
  ['listCampaignMapLayers',                        '200',                   '403 not_member'],
  ['listCampaignMemberships',                      '403 forbidden',         '403 forbidden'],
  ['listCampaignOtherMaterials',                   '403 forbidden',         '403 forbidden'],
  ['listCampaignPrestations',                      '403 forbidden',         '403 forbidden'],
  ['listCampaignShareLinks',                       '403 forbidden',         '403 forbidden'],
  ['listStandardColumnValues',                     '403 forbidden',         '403 forbidden'],
  ['patchCampaign',                                '403 forbidden',         '403 forbidden'],
  ['removeCampaignMember',                         '403 forbidden',         '403 forbidden'],
  ['replaceCampaignMembers',                       '403 forbidden',         '403 forbidden'],
  ['revokeCampaignShareLink',                      '403 forbidden',         '403 forbidden'],
  ['updateCampaignMember',                         '403 forbidden',         '403 forbidden'],
  // Cores
  ['checkCorePictures',                            '403 forbidden',         '403 forbidden'],
  ['copyLayersToCores',                            '403 forbidden',         '403 forbidden'],
  ['createCore',                                   '403 forbidden',         '403 forbidden'],
  ['createCorePicture',                            '403 forbidden',         '403 forbidden'],
  ['createCoresGroup',                             '403 forbidden',         '403 forbidden'],
  ['deleteCore',                                   '403 forbidden',         '403 forbidden'],
  ['deleteCorePicture',                            '403 forbidden',         '403 forbidden'],
  ['deleteCoresGroup',                             '403 forbidden',         '403 forbidden'],
  ['downloadCorePicture',                          '403 forbidden',         '403 forbidden'],
  ['getCore',                                      '403 forbidden',         '403 forbidden'],
  ['getCoreInterfaces',                            '403 forbidden',         '403 forbidden'],
  ['getCoreLayers',                                '403 forbidden',         '403 forbidden'],
  ['getCorePicture',                               '403 forbidden',         '403 forbidden'],
  ['listCoreHistory',                              '403 forbidden',         '403 forbidden'],
  ['listCoresGroups',                              '403 forbidden',         '403 forbidden'],
  ['patchCore',                                    '403 forbidden',         '403 forbidden'],
  ['patchCorePicture',                             '403 forbidden',         '403 forbidden'],
  ['updateCore',                                   '403 forbidden',         '403 forbidden'],
  ['updateCoreInterfaces',                         '403 forbidden',         '403 forbidden'],
  ['updateCoreLayers',                             '403 forbidden',         '403 forbidden'],
  ['updateCorePicture',                            '403 forbidden',         '403 forbidden'],
  ['updateCoresGroup',                             '403 forbidden',         '403 forbidden'],
  ['uploadCorePicture',                            '403 forbidden',         '403 forbidden'],
  ['validateCampaignCores',                        '403 forbidden',         '403 forbidden'],
  // Coring campaigns
  ['createCoringCampaign',                         '403 forbidden',         '403 forbidden'],
  ['fetchCoringCampaignResults',                   '403 forbidden',         '403 forbidden'],
  ['generateCorePdf',                              '403 forbidden',         '403 forbidden'],
  ['generateCoringCampaignCoresPdf',               '403 forbidden',         '403 forbidden'],
  ['generateCoringCampaignPdf',                    '403 forbidden',         '403 forbidden'],
  ['getCoringCampaign',                            '403 forbidden',         '403 forbidden'],
  ['getCoringCampaignLayerNames',                  '403 forbidden',         '403 forbidden'],
  ['listCoringCampaignDisplayNamePrefixes',        '403 forbidden',         '403 forbidden'],
  ['sendCoringCampaignToProvider',                 '403 forbidden',         '403 forbidden'],
  ['setCoringCampaignPrestationsAndProviders',     '403 forbidden',         '403 forbidden'],
  ['updateCoringCampaign',                         '403 forbidden',         '403 forbidden'],
  ['updateCoringCampaignCustomerAccess',           '403 forbidden',         '403 forbidden'],
  ['updateCoringCampaignCustomerValidation',       '403 forbidden',         '403 forbidden'],
  ['updateCoringCampaignLayerNames',               '403 forbidden',         '403 forbidden'],
  ['updateCoringCampaignShouldValidateCustomer',   '403 forbidden',         '403 forbidden'],
  ['updateCoringCampaignStatus',                   '403 forbidden',         '403 forbidden'],
  // Documents
  ['createCampaignFolder',                         '403 forbidden',         '403 forbidden'],
  ['createDocument',                               '403 forbidden',         '403 forbidden'],
  ['createDocuments',                              '403 forbidden',         '403 forbidden'],
  ['createDownloadLink',                           '403 forbidden',         '403 forbidden'],
  ['createRequiredDocument',                       '403 forbidden',         '403 forbidden'],
  ['deleteDocument',                               '403 forbidden',         '403 forbidden'],
  ['downloadCampaignDelivery',                     '403 forbidden',         '403 forbidden'],
  ['getDownloadLink',                              '404 not_found',         '404 not_found'],
  ['getFile',                                      '403 forbidden',         '403 forbidden'],
  ['listCampaignDocuments',                        '403 forbidden',         '403 forbidden'],
  ['listCampaignFolders',                          '403 forbidden',         '403 forbidden'],
  ['listCampaignDownloadLinks',                    '403 forbidden',         '403 forbidden'],
  ['listCampaignRequiredDocuments',                '403 forbidden',         '403 forbidden'],
  ['listDownloadLinkFiles',                        '404 not_found',         '404 not_found'],
  ['mergePdfDocuments',                            '403 forbidden',         '403 forbidden'],
  ['patchRequiredDocument',                        '403 forbidden',         '403 forbidden'],
  ['replaceCampaignFolders',                       '403 forbidden',         '403 forbidden'],
  ['revokeDownloadLink',                           '403 forbidden',         '403 forbidden'],
  ['splitPdfDocument',                             '403 forbidden',         '403 forbidden'],
  ['updateDocumentTitles',                         '403 forbidden',         '403 forbidden'],
  ['uploadDocument',                               '403 forbidden',         '403 forbidden'],
  ['uploadDocuments',                              '403 forbidden',         '403 forbidden'],
  ['zipCoringCampaignCsvExports',                  '403 forbidden',         '403 forbidden'],
  ['zipDownloadLinkFiles',                         '404 not_found',         '404 not_found'],
  ['zipFiles',                                     '403 forbidden',         '403 forbidden'],
  // Macro projects
  ['listProjectMacroCampaigns',                    '403 forbidden',         '403 forbidden'],
  ['listProjectMacroCores',                        '403 forbidden',         '403 forbidden'],
  // Map layers and filters
  ['getMapLayerData',                              '404 not_found',         '403 not_member'],
  ['getMapLayersBoundingBox',                      '400 validation_failed', '400 validation_failed'],
  ['getMapLayerValueClasses',                      '404 not_found',         '404 not_found'],
  ['listDynamicFilterValues',                      '403 forbidden',         '403 forbidden'],
  ['listMapLayerFieldData',                        '403 forbidden',         '403 forbidden'],
  ['listMapLayerFloatDocs',                        '404 not_found',         '403 not_member'],
  ['listMapLayerImages',                           '404 not_found',         '403 not_member'],
  ['resetDynamicFiltersByLayers',                  '403 forbidden',         '403 forbidden'],
  ['updateDynamicFilter',                          '403 forbidden',         '403 forbidden'],
  ['updateMapLayerDynamicSchema',                  '403 forbidden',         '403 forbidden'],
  // Notifications
  ['getNotifiableRequiredDocument',                '403 forbidden',         '403 forbidden'],
  ['listNotifications',                            '403 forbidden',         '403 forbidden'],
  ['markAllNotificationsRead',                     '403 forbidden',         '403 forbidden'],
  ['markNotificationRead',                         '403 forbidden',         '403 forbidden'],
  // Organizations
  ['createOrganization',                           '403 forbidden',         '403 forbidden'],
  ['deactivateOrganization',                       '403 forbidden',         '403 forbidden'],
  ['getOrganization',                              '403 forbidden',         '403 forbidden'],
  ['getOrganizationLogoUrl',                       '403 forbidden',         '403 forbidden'],
  ['getOrganizationRelations',                     '403 forbidden',         '403 forbidden'],
  ['listCustomerOrganizations',                    '403 forbidden',         '403 forbidden'],
  ['listOrganizationMacroCampaigns',               '403 forbidden',         '403 forbidden'],
  ['listOrganizationMacroCores',                   '403 forbidden',         '403 forbidden'],
  ['listOrganizationMacroProjects',                '403 forbidden',         '403 forbidden'],
  ['listOrganizations',                            '403 forbidden',         '403 forbidden'],
  ['updateOrganization',                           '403 forbidden',         '403 forbidden'],
  ['uploadOrganizationLogo',                       '403 forbidden',         '403 forbidden'],
  // Providers
  ['listProviderLaboratories',                     '403 forbidden',         '403 forbidden'],
  ['listProviderPrestations',                      '403 forbidden',         '403 forbidden'],
  ['listProviders',                                '403 forbidden',         '403 forbidden'],
  // Reference data
  ['createCity',                                   '403 forbidden',         '403 forbidden'],
  ['createDisplayNamePrefix',                      '403 forbidden',         '403 forbidden'],
  ['createPdfParameters',                          '403 forbidden',         '403 forbidden'],
  ['createProductVersion',                         '403 forbidden',         '403 forbidden'],
  ['createRoad',                                   '403 forbidden',         '403 forbidden'],
  ['deleteDisplayNamePrefix',                      '403 forbidden',         '403 forbidden'],
  ['getCommonPrsLayer',                            '200',                   '403 not_member'],
  ['getPrPosition',                                '400 validation_failed', '400 validation_failed'],
  ['getPrReference',                               '400 validation_failed', '400 validation_failed'],
  ['getPdfParametersImageUrl',                     '403 forbidden',         '403 forbidden'],
  ['listDegradations',                             '200',                   '200'],
  ['listMaterialCategories',                       '403 forbidden',         '403 forbidden'],
  ['listProductVersions',                          '403 forbidden',         '403 forbidden'],
  ['updatePdfParameters',                          '403 forbidden',         '403 forbidden'],
  ['updateProductVersion',                         '403 forbidden',         '403 forbidden'],
  // Session
  ['getCurrentUser',                               '200',                   '200'],
  ['impersonateUser',                              '403 forbidden',         '403 forbidden'],
  ['listSuperLoginUsers',                          '403 forbidden',         '403 forbidden'],
  ['refreshSession',                               '400 validation_failed', '400 validation_failed'],
  ['signIn',                                       '400 validation_failed', '400 validation_failed'],
  ['signInGuest',                                  '400 validation_failed', '400 validation_failed'],
  // Sites
  ['addSiteProvider',                              '403 forbidden',         '403 forbidden'],
  ['createSite',                                   '403 forbidden',         '403 forbidden'],
  ['deleteSite',                                   '403 forbidden',         '403 forbidden'],
  ['listOrganizationSites',                        '403 forbidden',         '403 forbidden'],
  ['listSiteProviders',                            '403 forbidden',         '403 forbidden'],
  ['listSites',                                    '403 forbidden',         '403 forbidden'],
  ['listSiteUsers',                                '403 forbidden',         '403 forbidden'],
  ['listSiteWorkspaces',                           '403 forbidden',         '403 forbidden'],
  ['patchSite',                                    '403 forbidden',         '403 forbidden'],
  ['removeSiteProvider',                           '403 forbidden',         '403 forbidden'],
  ['updateSite',                                   '403 forbidden',         '403 forbidden'],
  ['updateSiteProvider',                           '403 forbidden',         '403 forbidden'],
  // Statistics
  ['getCoringCampaignStatistics',                  '403 forbidden',         '403 forbidden'],
  ['getExternalUsersConnexionStatistics',          '403 forbidden',         '403 forbidden'],
  // System
  ['getHealth',                                    '200',                   '200'],
  ['getRuntimeConfig',                             '200',                   '200'],
  ['getSignedFile',                                '400 validation_failed', '400 validation_failed'],
  // Users
  ['changeUserPassword',                           '403 forbidden',         '403 forbidden'],
  ['createUser',                                   '403 forbidden',         '403 forbidden'],
  ['createUserRecoveryLink',                       '403 forbidden',         '403 forbidden'],
  ['deleteUser',                                   '403 forbidden',         '403 forbidden'],
  ['getUser',                                      '403 forbidden',         '403 forbidden'],
  ['listCampaignUsers',                            '403 forbidden',         '403 forbidden'],
  ['listUserCampaigns',                            '403 forbidden',         '403 forbidden'],
  ['listUserMacroCampaigns',                       '403 forbidden',         '403 forbidden'],
  ['listUserMacroCores',                           '403 forbidden',         '403 forbidden'],
  ['listUserMacroOrganizations',                   '403 forbidden',         '403 forbidden'],
  ['listUserMacroProjects',                        '403 forbidden',         '403 forbidden'],
  ['listUsers',                                    '403 forbidden',         '403 forbidden'],
  ['listUserWorkspaces',                           '403 forbidden',         '403 forbidden'],
  ['patchUser',                                    '403 forbidden',         '403 forbidden'],
  ['requestAccountRecovery',                       '400 validation_failed', '400 validation_failed'],
  ['resetPassword',                                '400 validation_failed', '400 validation_failed'],
  ['updateUser',                                   '403 forbidden',         '403 forbidden'],
  ['uploadUserAvatar',                             '403 forbidden',         '403 forbidden'],
  // Workspaces
  ['createWorkspace',                              '403 forbidden',         '403 forbidden'],
  ['deleteWorkspace',                              '403 forbidden',         '403 forbidden'],
  ['getWorkspace',                                 '403 forbidden',         '403 forbidden'],
  ['getWorkspaceCampaignsInfo',                    '403 forbidden',         '403 forbidden'],
  ['listOrganizationWorkspaces',                   '403 forbidden',         '403 forbidden'],
  ['listWorkspaceCampaigns',                       '403 forbidden',         '403 forbidden'],
  ['listWorkspaceCities',                          '403 forbidden',         '403 forbidden'],
  ['listWorkspaceRoads',                           '403 forbidden',         '403 forbidden'],
  ['patchWorkspace',                               '403 forbidden',         '403 forbidden'],
  ['updateWorkspace',                              '403 forbidden',         '403 forbidden'],
];

/** A path parameter: the ids of the campaign called and of its core, a sample elsewhere. */
function parameterValue(
  path: string,
  name: string,
  ids: { campaignId: string; workspaceId: string; coreId: string },
): string {
  if (name === 'campaignId') return ids.campaignId;
  if (name === 'column') return 'road';
  if (['product', 'token', 'key', 'path'].includes(name)) return 'sample';
  if (name !== 'id') return SAMPLE_ID;
  if (CAMPAIGN_PATH.test(path)) return ids.campaignId;
  if (/^\/(cores|v2\/coring\/cores)\//u.test(path)) return ids.coreId;
  if (path.startsWith('/workspaces/')) return ids.workspaceId;
  return SAMPLE_ID;
}

describe('What a guest may call, operation by operation (share links: dashboard and map only)', () => {
  let t: CoringTestbed;
  const coring = { campaignId: '', workspaceId: '', coreId: '', guest: '' };
  const auscultation = { campaignId: '', workspaceId: '', coreId: '', guest: '' };
  let guestOfAnother = '';

  beforeAll(async () => {
    t = await startCoringTestbed();
    const campaign = await t.coringCampaign({ members: ['engineer'] });
    const [coreId] = await t.addCores(campaign.id, ['empty']);
    Object.assign(coring, {
      campaignId: campaign.id,
      workspaceId: campaign.workspaceId,
      coreId: present(coreId),
      guest: await t.guestToken(campaign.id),
    });
    const surveyed = await insertTestCampaign(t.db, {
      type: 'auscultation',
      workspaceId: campaign.workspaceId,
    });
    Object.assign(auscultation, {
      campaignId: surveyed.id,
      workspaceId: campaign.workspaceId,
      coreId: present(coreId),
      guest: await t.guestToken(surveyed.id),
    });
    guestOfAnother = await t.guestToken((await t.coringCampaign()).id);
  });
  afterAll(() => t.bed.server.close());

  /** `200`, or the status and problem code of a refusal. */
  async function outcome(
    operation: ContractOperation,
    ids: { campaignId: string; workspaceId: string; coreId: string },
    token: string,
  ): Promise<string> {
    const path = operation.path.replace(/\{([^}]+)\}/gu, (_whole, name: string) =>
      encodeURIComponent(parameterValue(operation.path, name, ids)),
    );
    const mediaType = operation.requestBody?.contents[0]?.mediaType;
    const sendsJson = mediaType !== undefined;
    const response = await fetch(`${t.bed.server.baseUrl}/api${path}`, {
      method: operation.method.toUpperCase(),
      headers: {
        authorization: `Bearer ${token}`,
        ...(sendsJson && {
          'content-type': mediaType.includes('json') ? mediaType : 'application/json',
        }),
      },
      ...(sendsJson && { body: '{}' }),
    });
    if (response.ok) return String(response.status);
    const problem = (await response.json()) as { code?: unknown };
    return `${String(response.status)} ${String(problem.code)}`;
  }

  it.each(TABLE)('%s', async (operationId, ofTheCampaign, ofAnotherCampaign) => {
    const operation = contract.operationById(operationId);
    if (!operation) throw new Error(`${operationId} is not in the contract`);
    const called = operation.path.startsWith('/auscultation-campaigns/') ? auscultation : coring;
    expect({
      ofTheCampaign: await outcome(operation, called, called.guest),
      ofAnotherCampaign: await outcome(operation, called, guestOfAnother),
    }).toEqual({ ofTheCampaign, ofAnotherCampaign });
  });

  it('has one row per operation of the contract, so a new operation needs its row', () => {
    const rows = TABLE.map(([operationId]) => operationId);
    expect(new Set(rows).size).toBe(rows.length);
    expect([...rows].sort()).toEqual(
      contract.operations.map((operation) => operation.operationId).sort(),
    );
  });

  it('answers the public operations to a guest as to anybody: another share link signs it in', async () => {
    const secret = createSecretToken();
    await t.db.insert(shareTokens).values({
      tokenHash: hashSecretToken(secret),
      campaignId: coring.campaignId,
      invitedById: await t.id('customerMain'),
      expiresAt: new Date(t.bed.clock.now().getTime() + 60 * 60 * 1000),
    });
    const { data } = await t.bed.server
      .clientAs(guestOfAnother)
      .POST('/guest/login_check', { body: { token: secret } });
    const { data: user } = await t.bed.server.clientAs(present(data).token).GET('/current_user');
    expect(present(user).campaign?.id).toBe(coring.campaignId);
  });
});
