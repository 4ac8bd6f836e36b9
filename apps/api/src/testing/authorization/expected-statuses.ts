import type { OperationId } from '../../http/operation-handler.js';

/**
 * The authorization table of issue 17: the status every operation of the contract answers to each
 * of the eight callers, written out by hand (not computed by the code under test) from spec
 * section 6 and the issue, and reviewed row by row. The test (contract-authorization.http.test.ts)
 * sends each operation a valid request about the campaign under test and its resources and fails
 * on any other status, on an operation of the contract without a row and on a row whose operation
 * the contract no longer has.
 *
 * The campaign under test is the demo's shared diagnostic of the RD 1075 (Département de
 * l'Isère); the callers (testing/contract-requests/fixture-world.ts) are, in this order:
 *
 *   SA   super administrator
 *   MEM  internal member: bureau-admin@ (NEXTROAD_ADMIN, engineer), in the campaign's workspace
 *   NON  internal non-member: a NEXTROAD_ADMIN engineer of the office, member of nothing
 *   CUS  customer of the campaign's organization: client-superviseur@ (CUSTOMER_SUPERVISOR), member
 *   FCU  customer of another organization: a CUSTOMER_SUPERVISOR of the Ville de Grenoble
 *   GST  guest of this campaign (a share link of the campaign the request is about)
 *   FGS  guest of another campaign (of the Ville de Grenoble)
 *   ANO  anonymous (no token)
 *
 * Internal callers share one role and customers another, so that a difference between two columns
 * comes from the relation, not from a right. Operations answering 501 (no handler yet) expect 501
 * from everyone: when one is implemented, its row is rewritten with the rule of its section. A
 * trailing `// #N` marks a row that differs from what the server answered when the table was
 * written, N being the finding of issue 17 that changes it (`// new`: a defect the issue does not
 * list).
 */

/** The expected statuses of one operation, one per caller in the order above. */
export type ExpectedRow = readonly [
  superAdmin: number,
  member: number,
  nonMember: number,
  customer: number,
  foreignCustomer: number,
  guest: number,
  foreignGuest: number,
  anonymous: number,
];

// prettier-ignore
export const EXPECTED_STATUSES: Readonly<Partial<Record<OperationId, ExpectedRow>>> = {
  // ── System
  // Public: the health check, the runtime configuration, and a file URL whose signature is the
  // authorization (getSignedFile: a URL the storage signed, the same answer for everyone).
  //                                           SA   MEM  NON  CUS  FCU  GST  FGS  ANO
  getHealth:                                  [200, 200, 200, 200, 200, 200, 200, 200],
  getSignedFile:                              [200, 200, 200, 200, 200, 200, 200, 200],
  getRuntimeConfig:                           [200, 200, 200, 200, 200, 200, 200, 200],

  // ── Session
  // Sign-ins are public (the target account's credentials, a fresh refresh token, a fresh share
  // link); the current user is every session's own, a guest's included. Impersonation: SUPER_ADMIN
  // only (§2 « a super administrator can impersonate »).
  //                                           SA   MEM  NON  CUS  FCU  GST  FGS  ANO
  signIn:                                     [200, 200, 200, 200, 200, 200, 200, 200],
  getCurrentUser:                             [200, 200, 200, 200, 200, 200, 200, 401],
  refreshSession:                             [200, 200, 200, 200, 200, 200, 200, 200],
  signInGuest:                                [200, 200, 200, 200, 200, 200, 200, 200],
  impersonateUser:                            [200, 403, 403, 403, 403, 403, 403, 401],
  listSuperLoginUsers:                        [200, 403, 403, 403, 403, 403, 403, 401], // #11

  // ── Users
  // The account acted on is a CUSTOMER_USER of the Isère (a fresh one for each change). §6 Users:
  // create, edit and invite links for customer main/supervisor and internal roles, delete for admin
  // and internal roles; #2: a customer acts on accounts of its own organization only (another
  // organization's account is not found). A password is changed by its owner only. Another user's
  // workspace and campaign lists: admin roles only. Recovery and reset are public.
  //                                           SA   MEM  NON  CUS  FCU  GST  FGS  ANO
  requestAccountRecovery:                     [204, 204, 204, 204, 204, 204, 204, 204],
  resetPassword:                              [204, 204, 204, 204, 204, 204, 204, 204],
  listUsers:                                  [200, 200, 200, 200, 200, 403, 403, 401],
  createUser:                                 [201, 201, 201, 201, 403, 403, 403, 401],
  getUser:                                    [200, 200, 200, 200, 404, 403, 403, 401],
  updateUser:                                 [200, 200, 200, 200, 404, 403, 403, 401],
  deleteUser:                                 [204, 204, 204, 403, 404, 403, 403, 401],
  patchUser:                                  [200, 200, 200, 200, 404, 403, 403, 401],
  changeUserPassword:                         [403, 403, 403, 403, 403, 403, 403, 401],
  uploadUserAvatar:                           [201, 201, 201, 201, 404, 403, 403, 401],
  createUserRecoveryLink:                     [201, 201, 201, 201, 404, 403, 403, 401],
  listCampaignUsers:                          [200, 200, 403, 200, 403, 403, 403, 401],
  listUserWorkspaces:                         [200, 403, 403, 403, 403, 403, 403, 401],
  listUserCampaigns:                          [200, 403, 403, 403, 403, 403, 403, 401],
  listUserMacroProjects:                      [200, 403, 403, 403, 403, 403, 403, 401], // the user's own view, or an administrator's
  listUserMacroCores:                         [200, 403, 403, 403, 403, 403, 403, 401], // the user's own view, or an administrator's
  listUserMacroCampaigns:                     [200, 403, 403, 403, 403, 403, 403, 401], // the user's own view, or an administrator's
  listUserMacroOrganizations:                 [200, 403, 403, 403, 403, 403, 403, 401], // the user's own view, or an administrator's

  // ── Campaigns
  // Members of the campaign (or of its workspace) and admins read it; a guest reads the campaign
  // itself (its dashboard's header) and nothing else (#10). §6 Campaigns: edit for NEXTROAD_ADMIN,
  // admins and CUSTOMER_SUPERVISOR; members and share links for customer main (which supervisor and
  // NEXTROAD roles include), NEXTROAD_MAIN/ADMIN and admins; delete SUPER_ADMIN only; contact the
  // engineer for engineers, study managers, admins and customers.
  //                                           SA   MEM  NON  CUS  FCU  GST  FGS  ANO
  replaceCampaignMembers:                     [200, 200, 403, 200, 403, 403, 403, 401],
  getCampaign:                                [200, 200, 403, 200, 403, 200, 403, 401],
  deleteCampaign:                             [204, 403, 403, 403, 403, 403, 403, 401],
  patchCampaign:                              [200, 200, 403, 200, 403, 403, 403, 401],
  getCampaignData:                            [200, 200, 403, 200, 403, 403, 403, 401],
  listCampaignPrestations:                    [200, 200, 403, 200, 403, 403, 403, 401], // #10
  addCampaignPrestations:                     [201, 201, 403, 403, 403, 403, 403, 401],
  getCampaignDocumentsStats:                  [200, 200, 403, 200, 403, 403, 403, 401], // the file manager: staff and customers, members
  // The history (issue 27): the office's staff who may read the campaign (designed right « read
  // History »); customers, even members, and guests are refused.
  listCampaignHistory:                        [200, 200, 403, 403, 403, 403, 403, 401],
  createCampaignShareLink:                    [201, 201, 403, 201, 403, 403, 403, 401],
  listCampaignShareLinks:                     [200, 200, 403, 200, 403, 403, 403, 401],
  revokeCampaignShareLink:                    [204, 204, 403, 204, 403, 403, 403, 401],
  listCampaignMemberships:                    [200, 200, 403, 200, 403, 403, 403, 401],
  updateCampaignMember:                       [200, 200, 403, 200, 403, 403, 403, 401],
  addCampaignMember:                          [201, 201, 403, 201, 403, 403, 403, 401],
  removeCampaignMember:                       [204, 204, 403, 204, 403, 403, 403, 401],
  listCampaignCores:                          [200, 200, 403, 200, 403, 403, 403, 401], // #10
  listCampaignOtherMaterials:                 [200, 200, 403, 200, 403, 403, 403, 401], // #10
  // Dashboard (issue 22): reads for members and the campaign's guest; § 6 « comment dashboard
  // charts » ADMIN/SUPER_ADMIN or engineer/study_manager, « configure dashboard » ADMIN/SUPER_ADMIN
  // or a staff job (MEM is a NEXTROAD_ADMIN engineer); data exports for members, no guest.
  listCampaignCategories:                     [200, 200, 403, 200, 403, 200, 403, 401],
  getCampaignChart:                           [200, 200, 403, 200, 403, 200, 403, 401],
  generateChartContent:                       [200, 200, 403, 200, 403, 200, 403, 401],
  commentChart:                               [200, 200, 403, 403, 403, 403, 403, 401],
  configureCampaignDashboard:                 [200, 200, 403, 403, 403, 403, 403, 401],
  getCampaignSynoptic:                        [200, 200, 403, 200, 403, 200, 403, 401],
  listCampaignMapLayers:                      [200, 200, 403, 200, 403, 200, 403, 401], // the map: members and this campaign's guest (#10)
  listCampaignDynamicFilters:                 [200, 200, 403, 200, 403, 200, 403, 401],
  listStandardColumnValues:                   [400, 400, 403, 400, 403, 403, 403, 401], // members; 400: the sampled column is no field of the layer
  listCampaignDownloads:                      [200, 200, 403, 200, 403, 403, 403, 401], // members, no guest
  createCampaignDownload:                     [201, 201, 403, 201, 403, 403, 403, 401], // members who read the office's files (not READ_ONLY), no guest
  getDownloadPresignedLink:                   [200, 200, 403, 200, 403, 403, 403, 401], // as the export's document: members who read the office's files
  contactCampaignEngineer:                    [204, 204, 403, 204, 403, 403, 403, 401],
  exportCampaignSynoptic:                     [200, 200, 403, 200, 403, 403, 403, 401],

  // ── Workspaces
  // Members read; §6 Workspaces: create by NEXTROAD_ADMIN and admins, edit also by
  // CUSTOMER_SUPERVISOR, delete by SUPER_ADMIN only. Guests have no workspace.
  //                                           SA   MEM  NON  CUS  FCU  GST  FGS  ANO
  createWorkspace:                            [201, 201, 201, 403, 403, 403, 403, 401],
  getWorkspace:                               [200, 200, 403, 200, 403, 403, 403, 401],
  updateWorkspace:                            [200, 200, 403, 200, 403, 403, 403, 401],
  deleteWorkspace:                            [204, 403, 403, 403, 403, 403, 403, 401],
  patchWorkspace:                             [200, 200, 403, 200, 403, 403, 403, 401],
  getWorkspaceCampaignsInfo:                  [200, 200, 403, 200, 403, 403, 403, 401],
  listOrganizationWorkspaces:                 [200, 200, 200, 200, 404, 403, 403, 401], // new
  listWorkspaceCampaigns:                     [200, 200, 403, 200, 403, 403, 403, 401],
  listWorkspaceRoads:                         [200, 200, 403, 200, 403, 403, 403, 401],
  listWorkspaceCities:                        [200, 200, 403, 200, 403, 403, 403, 401],

  // ── Agencies
  // Reference lists of the office: every signed-in user but guests.
  //                                           SA   MEM  NON  CUS  FCU  GST  FGS  ANO
  listAgencies:                               [200, 200, 200, 200, 200, 403, 403, 401],

  // ── Sites
  // §6 Sites: create and edit for customer main/supervisor (their organization) and admin roles
  // (NEXTROAD roles include customer main); providers, access, deactivate, delete: admins. A site
  // of another organization is not found for a customer.
  //                                           SA   MEM  NON  CUS  FCU  GST  FGS  ANO
  listSites:                                  [200, 200, 200, 200, 200, 403, 403, 401],
  createSite:                                 [201, 201, 201, 201, 404, 403, 403, 401],
  updateSite:                                 [200, 200, 200, 200, 404, 403, 403, 401],
  deleteSite:                                 [204, 403, 403, 403, 403, 403, 403, 401],
  patchSite:                                  [200, 200, 200, 200, 404, 403, 403, 401],
  updateSiteProvider:                         [200, 403, 403, 403, 403, 403, 403, 401],
  addSiteProvider:                            [201, 403, 403, 403, 403, 403, 403, 401],
  removeSiteProvider:                         [204, 403, 403, 403, 403, 403, 403, 401],
  listSiteProviders:                          [200, 200, 200, 200, 404, 403, 403, 401],
  listOrganizationSites:                      [200, 200, 200, 200, 404, 403, 403, 401],
  listSiteUsers:                              [200, 200, 200, 200, 404, 403, 403, 401],
  listSiteWorkspaces:                         [200, 200, 200, 200, 404, 403, 403, 401],

  // ── Organizations
  // §6 Organizations: create, manage all, change infos for admins and NEXTROAD_MAIN (ADMIN
  // includes); manage one's own also for CUSTOMER_SUPERVISOR. Another organization is not found for
  // a customer. Changes act on an organization of their own, with its own supervisor.
  //                                           SA   MEM  NON  CUS  FCU  GST  FGS  ANO
  listCustomerOrganizations:                  [200, 200, 200, 200, 200, 403, 403, 401],
  listOrganizations:                          [200, 200, 200, 200, 200, 403, 403, 401],
  createOrganization:                         [201, 201, 201, 403, 403, 403, 403, 401],
  getOrganization:                            [200, 200, 200, 200, 404, 403, 403, 401],
  updateOrganization:                         [200, 200, 200, 200, 404, 403, 403, 401],
  uploadOrganizationLogo:                     [201, 201, 201, 201, 404, 403, 403, 401],
  getOrganizationLogoUrl:                     [200, 200, 200, 200, 404, 403, 403, 401],
  deactivateOrganization:                     [200, 200, 200, 403, 403, 403, 403, 401],
  getOrganizationRelations:                   [200, 200, 200, 200, 404, 403, 403, 401],
  listOrganizationMacroProjects:              [200, 200, 200, 200, 404, 403, 403, 401], // the organizations the caller sees
  listOrganizationMacroCores:                 [200, 200, 200, 200, 404, 403, 403, 401], // the organizations the caller sees
  listOrganizationMacroCampaigns:             [200, 200, 200, 200, 404, 403, 403, 401], // the organizations the caller sees

  // ── Providers
  // Laboratories and their prestations: read by every signed-in user but guests.
  //                                           SA   MEM  NON  CUS  FCU  GST  FGS  ANO
  listProviders:                              [200, 200, 200, 200, 200, 403, 403, 401],
  listProviderLaboratories:                   [200, 200, 200, 200, 200, 403, 403, 401],
  listProviderPrestations:                    [200, 200, 200, 200, 200, 403, 403, 401],

  // ── Analyses
  // Reading follows the campaign (members, admins), never guests (#10: no laboratory results for a
  // share link); preparing and sending to the laboratory: staff jobs and admins (§6).
  //                                           SA   MEM  NON  CUS  FCU  GST  FGS  ANO
  listLayerPrestations:                       [200, 200, 403, 200, 403, 403, 403, 401], // #10
  listCampaignAnalyses:                       [200, 200, 403, 200, 403, 403, 403, 401], // #10
  deleteCampaignAnalysis:                     [204, 204, 403, 403, 403, 403, 403, 401],
  cancelPendingPrestations:                   [200, 200, 403, 403, 403, 403, 403, 401],
  importLaboratoryOrderResults:               [200, 200, 403, 403, 403, 403, 403, 401],

  // ── Documents (issue 21)
  // The rights of §6 Files by category (documents/document-access.ts), after the membership of
  // the campaign; a guest's share link opens no file (403 before the body). The extra operations
  // of the download links (list, revoke) take the right to make one.
  //                                           SA   MEM  NON  CUS  FCU  GST  FGS  ANO
  getFile:                                    [200, 200, 403, 200, 403, 403, 403, 401], // read Deliverable: staff and customers, members
  listCampaignRequiredDocuments:              [200, 200, 403, 200, 403, 403, 403, 401], // the file manager: staff and customers, members
  listCampaignDocuments:                      [200, 200, 403, 200, 403, 403, 403, 401], // the file manager: staff and customers, members
  createRequiredDocument:                     [201, 403, 403, 403, 403, 403, 403, 401], // ask file requests: ADMIN, SUPER_ADMIN
  patchRequiredDocument:                      [200, 403, 403, 403, 403, 403, 403, 401], // validate file requests: ADMIN, SUPER_ADMIN
  createDocument:                             [201, 201, 403, 403, 403, 403, 403, 401], // upload Deliverable: admins, NEXTROAD_MAIN
  uploadDocument:                             [201, 201, 403, 403, 403, 403, 403, 401], // upload Deliverable: admins, NEXTROAD_MAIN
  uploadDocuments:                            [201, 201, 403, 403, 403, 403, 403, 401], // upload Deliverable: admins, NEXTROAD_MAIN
  createDocuments:                            [201, 201, 403, 403, 403, 403, 403, 401], // upload Deliverable: admins, NEXTROAD_MAIN
  updateDocumentTitles:                       [200, 200, 403, 403, 403, 403, 403, 401], // a deliverable is renamed by who may upload one
  deleteDocument:                             [204, 204, 403, 403, 403, 403, 403, 401], // delete file: commercial, study_manager, NEXTROAD_ADMIN, admins
  zipFiles:                                   [200, 200, 403, 200, 403, 403, 403, 401], // read Deliverable: staff and customers, members
  zipCoringCampaignCsvExports:                [200, 200, 403, 200, 403, 403, 403, 401], // export of the cores and results, read like them (#10)
  downloadCampaignDelivery:                   [200, 200, 403, 403, 403, 403, 403, 401], // download deliverables: SUPER_ADMIN and NEXTROAD roles
  mergePdfDocuments:                          [201, 201, 403, 403, 403, 403, 403, 401], // upload Deliverable: admins, NEXTROAD_MAIN
  splitPdfDocument:                           [201, 201, 403, 403, 403, 403, 403, 401], // upload Deliverable: admins, NEXTROAD_MAIN
  getDownloadLink:                            [200, 200, 200, 200, 200, 200, 200, 200], // public: the token is the authorization
  listDownloadLinkFiles:                      [200, 200, 200, 200, 200, 200, 200, 200], // public: the token is the authorization
  zipDownloadLinkFiles:                       [200, 200, 200, 200, 200, 200, 200, 200], // public: the token is the authorization
  createDownloadLink:                         [201, 201, 403, 201, 403, 403, 403, 401], // deliverables share link: customer main and supervisor, admin and NEXTROAD roles
  replaceCampaignFolders:                     [200, 200, 403, 403, 403, 403, 403, 401], // deliverable uploaders manage the folders
  createCampaignFolder:                       [201, 201, 403, 403, 403, 403, 403, 401], // deliverable uploaders manage the folders
  listCampaignFolders:                        [200, 200, 403, 200, 403, 403, 403, 401], // read Deliverable or CustomerFile: staff and customers, members
  listCampaignDownloadLinks:                  [200, 200, 403, 200, 403, 403, 403, 401], // deliverables share link, members
  revokeDownloadLink:                         [204, 204, 403, 204, 403, 403, 403, 401], // deliverables share link, members

  // ── Cores
  // Reading follows the campaign, but not for guests (#10: the share link shows the dashboard and
  // the map, not the cores grid). Writing: « edit Core » (staff jobs, internal roles); grouping:
  // « group Core » (commercial, study manager, NEXTROAD_ADMIN, admins).
  //                                           SA   MEM  NON  CUS  FCU  GST  FGS  ANO
  createCore:                                 [201, 201, 403, 403, 403, 403, 403, 401],
  getCore:                                    [200, 200, 403, 200, 403, 403, 403, 401], // #10
  updateCore:                                 [200, 200, 403, 403, 403, 403, 403, 401],
  deleteCore:                                 [204, 204, 403, 403, 403, 403, 403, 401],
  patchCore:                                  [200, 200, 403, 403, 403, 403, 403, 401],
  listCoreHistory:                            [200, 200, 403, 403, 403, 403, 403, 401], // as listCampaignHistory
  validateCampaignCores:                      [200, 200, 403, 403, 403, 403, 403, 401],
  getCoreLayers:                              [200, 200, 403, 200, 403, 403, 403, 401], // #10
  updateCoreLayers:                           [200, 200, 403, 403, 403, 403, 403, 401],
  getCoreInterfaces:                          [200, 200, 403, 200, 403, 403, 403, 401], // #10
  updateCoreInterfaces:                       [200, 200, 403, 403, 403, 403, 403, 401],
  copyLayersToCores:                          [200, 200, 403, 403, 403, 403, 403, 401],
  checkCorePictures:                          [200, 200, 403, 200, 403, 403, 403, 401], // #10
  uploadCorePicture:                          [201, 201, 403, 403, 403, 403, 403, 401],
  createCorePicture:                          [201, 201, 403, 403, 403, 403, 403, 401],
  getCorePicture:                             [200, 200, 403, 200, 403, 403, 403, 401], // #10
  updateCorePicture:                          [200, 200, 403, 403, 403, 403, 403, 401],
  deleteCorePicture:                          [204, 204, 403, 403, 403, 403, 403, 401],
  patchCorePicture:                           [200, 200, 403, 403, 403, 403, 403, 401],
  downloadCorePicture:                        [200, 200, 403, 200, 403, 403, 403, 401], // #10
  listCoresGroups:                            [200, 200, 403, 200, 403, 403, 403, 401], // #10
  createCoresGroup:                           [201, 201, 403, 403, 403, 403, 403, 401],
  updateCoresGroup:                           [200, 200, 403, 403, 403, 403, 403, 401],
  deleteCoresGroup:                           [204, 204, 403, 403, 403, 403, 403, 401],

  // ── Coring campaigns
  // Reading follows the campaign (a guest reads the campaign, not its settings); §6 Campaigns: edit
  // (customer access, validation) also for CUSTOMER_SUPERVISOR; status, preparing and sending to
  // the laboratory for staff jobs and admins.
  //                                           SA   MEM  NON  CUS  FCU  GST  FGS  ANO
  createCoringCampaign:                       [201, 201, 403, 403, 403, 403, 403, 401],
  getCoringCampaign:                          [200, 200, 403, 200, 403, 403, 403, 401], // #10 orders, providers
  updateCoringCampaign:                       [200, 200, 403, 200, 403, 403, 403, 401],
  updateCoringCampaignStatus:                 [200, 200, 403, 403, 403, 403, 403, 401],
  fetchCoringCampaignResults:                 [200, 200, 403, 403, 403, 403, 403, 401],
  sendCoringCampaignToProvider:               [200, 200, 403, 403, 403, 403, 403, 401],
  updateCoringCampaignCustomerAccess:         [200, 200, 403, 200, 403, 403, 403, 401],
  updateCoringCampaignCustomerValidation:     [200, 200, 403, 200, 403, 403, 403, 401],
  updateCoringCampaignShouldValidateCustomer: [200, 200, 403, 200, 403, 403, 403, 401],
  setCoringCampaignPrestationsAndProviders:   [200, 200, 403, 403, 403, 403, 403, 401],
  getCoringCampaignLayerNames:                [200, 200, 403, 200, 403, 403, 403, 401], // #10
  updateCoringCampaignLayerNames:             [200, 200, 403, 403, 403, 403, 403, 401],
  listCoringCampaignDisplayNamePrefixes:      [200, 200, 403, 200, 403, 403, 403, 401], // #10
  generateCoringCampaignPdf:                  [200, 200, 403, 200, 403, 403, 403, 401], // « export Pdf » (customers get PDF), members, no guest
  generateCoringCampaignCoresPdf:             [200, 200, 403, 200, 403, 403, 403, 401], // « export Pdf », members, no guest
  generateCorePdf:                            [200, 200, 403, 200, 403, 403, 403, 401], // « export Pdf », members of the core's campaign, no guest

  // ── Auscultation campaigns
  // As coring campaigns; the guest is the auscultation campaign's own.
  //                                           SA   MEM  NON  CUS  FCU  GST  FGS  ANO
  createAuscultationCampaign:                 [201, 201, 403, 403, 403, 403, 403, 401],
  getAuscultationCampaign:                    [200, 200, 403, 200, 403, 200, 403, 401],
  updateAuscultationCampaignStatus:           [200, 200, 403, 403, 403, 403, 403, 401],
  // The survey (issue 23): read by members and guests of the campaign; imported with « prepare
  // campaign » (a staff job or ADMIN), edited with « edit auscultation point fields » (customers
  // main and supervisor too); its history is not a guest's.
  listAuscultationStatisticTables:            [200, 200, 403, 200, 403, 200, 403, 401],
  getAuscultationStatisticTable:              [200, 200, 403, 200, 403, 200, 403, 401],
  listAuscultationSurveyItems:                [200, 200, 403, 200, 403, 200, 403, 401],
  importAuscultationSurvey:                   [200, 200, 403, 403, 403, 403, 403, 401],
  updateSurveyItem:                           [200, 200, 403, 200, 403, 403, 403, 401],
  listSurveyItemHistory:                      [200, 200, 403, 200, 403, 403, 403, 401],

  // ── Reference data
  // Reference data: every signed-in user but guests (#10); roads, cities and display-name prefixes
  // are written by the campaign's staff (prepare campaign).
  //                                           SA   MEM  NON  CUS  FCU  GST  FGS  ANO
  createRoad:                                 [201, 201, 403, 403, 403, 403, 403, 401],
  createCity:                                 [201, 201, 403, 403, 403, 403, 403, 401],
  createDisplayNamePrefix:                    [201, 201, 403, 403, 403, 403, 403, 401],
  deleteDisplayNamePrefix:                    [204, 204, 403, 403, 403, 403, 403, 401],
  listMaterialCategories:                     [200, 200, 200, 200, 200, 403, 403, 401], // #10
  listDegradations:                           [200, 200, 200, 200, 200, 200, 200, 401], // map legend
  getCommonPrsLayer:                          [200, 200, 403, 200, 403, 200, 403, 401], // {id} is the campaign the PR layer is read for
  getPrPosition:                              [404, 404, 403, 404, 403, 404, 403, 401], // 404: the sampled road has no PR (rights first)
  getPrReference:                             [200, 200, 403, 200, 403, 200, 403, 401],
  listProductVersions:                        [200, 200, 200, 200, 200, 403, 403, 401],
  createProductVersion:                       [201, 403, 403, 403, 403, 403, 403, 401], // SUPER_ADMIN only (design)
  updateProductVersion:                       [200, 403, 403, 403, 403, 403, 403, 401], // SUPER_ADMIN only (design)
  createPdfParameters:                        [201, 201, 403, 201, 403, 403, 403, 401], // settings of the campaign: its editors (update Campaign)
  updatePdfParameters:                        [200, 200, 403, 200, 403, 403, 403, 401], // settings of the campaign: its editors (update Campaign)
  getPdfParametersImageUrl:                   [200, 200, 403, 200, 403, 403, 403, 401], // settings of the campaign: its members

  // ── Map layers and filters
  // The guest of this campaign reads the map's layers, filters, data and popups (#10: the guest
  // map), a foreign guest none; filter values, the attribute table and changes are for members.
  // Every id is a real one of the campaign under test (operation-requests.ts: its cores layer).
  //                                           SA   MEM  NON  CUS  FCU  GST  FGS  ANO
  listDynamicFilterValues:                    [200, 200, 403, 200, 403, 403, 403, 401], // members (a guest filters on screen)
  updateDynamicFilter:                        [400, 400, 403, 403, 403, 403, 403, 401], // configure the map: staff; 400: the sampled selection is no value of the field
  resetDynamicFiltersByLayers:                [200, 200, 403, 200, 403, 403, 403, 401], // members
  getMapLayerValueClasses:                    [200, 200, 403, 200, 403, 200, 403, 401],
  getMapLayersBoundingBox:                    [200, 200, 403, 200, 403, 200, 403, 401],
  getMapLayerData:                            [200, 200, 403, 200, 403, 200, 403, 401],
  listMapLayerFieldData:                      [200, 200, 403, 200, 403, 403, 403, 401], // the attribute table: members
  updateMapLayerDynamicSchema:                [400, 400, 403, 403, 403, 403, 403, 401], // configure the map: staff; 400: sampled keys are no catalogue field
  listMapLayerImages:                         [200, 200, 403, 200, 403, 200, 403, 401],
  listMapLayerFloatDocs:                      [200, 200, 403, 200, 403, 200, 403, 401], // only the documents the caller may read (none to a guest)

  // ── Statistics
  // §6: SUPER_ADMIN or ACCESS_STATS (403 statistics_forbidden for everyone else).
  //                                           SA   MEM  NON  CUS  FCU  GST  FGS  ANO
  getCoringCampaignStatistics:                [200, 403, 403, 403, 403, 403, 403, 401],
  getExternalUsersConnexionStatistics:        [200, 403, 403, 403, 403, 403, 403, 401],

  // ── Audit trail (issue 27): searched by SUPER_ADMIN only.
  searchAuditEvents:                          [200, 403, 403, 403, 403, 403, 403, 401],

  // ── Notifications
  // Each signed-in user's own notifications; guests have none (#9).
  //                                           SA   MEM  NON  CUS  FCU  GST  FGS  ANO
  listNotifications:                          [200, 200, 200, 200, 200, 403, 403, 401], // #9
  markAllNotificationsRead:                   [200, 200, 200, 200, 200, 403, 403, 401], // #9
  markNotificationRead:                       [200, 200, 200, 200, 200, 403, 403, 401], // #9
  getNotifiableRequiredDocument:              [200, 200, 403, 200, 403, 403, 403, 401], // the file manager: staff and customers, members

  // ── Macro projects
  // The macro views of one project (issue 25): the membership rule of the workspace.
  //                                           SA   MEM  NON  CUS  FCU  GST  FGS  ANO
  listProjectMacroCores:                      [200, 200, 403, 200, 403, 403, 403, 401], // the workspace's members
  listProjectMacroCampaigns:                  [200, 200, 403, 200, 403, 403, 403, 401], // the workspace's members

  // ── Bin
  // Issue 27: the super administrator's only (« manage Bin », packages/permissions); the item
  // restored is a core of the campaign under test put in the bin beforehand.
  //                                           SA   MEM  NON  CUS  FCU  GST  FGS  ANO
  listBinItems:                               [200, 403, 403, 403, 403, 403, 403, 401], // new
  restoreBinItem:                             [204, 403, 403, 403, 403, 403, 403, 401], // new
};
