import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../app/services.js';
import { createCampaignDomain } from '../campaigns/campaigns.module.js';
import { DEMO_SITES } from '../db/demo/demo-organizations.js';
import { present } from '../users/testing/http-identity.js';
import { DEMO, startProjectsTestbed, type ProjectsTestbed } from './testing/projects-testbed.js';
import { createWorkspaceDomain } from './workspaces.module.js';

/**
 * The calls the demo seed makes on these domains, with the composition root's deps and an acting
 * user: deterministic ids, a later status, archiving, a member and a share link that signs a guest
 * in over HTTP.
 */
describe('The workspace and campaign services the demo seed calls', () => {
  let bed: ProjectsTestbed;
  let workspaces: ReturnType<typeof createWorkspaceDomain>;
  let campaigns: ReturnType<typeof createCampaignDomain>;
  const actor = { id: '', roles: ['ROLE_SUPER_ADMIN' as const], job: null };
  const WORKSPACE_ID = '5eed0000-0000-4000-8000-000000000001';
  const CAMPAIGN_ID = '5eed0000-0000-4000-8000-000000000002';

  beforeAll(async () => {
    bed = await startProjectsTestbed();
    const { domainDeps } = await createServices({
      database: bed.server.database,
      config: bed.server.config,
      clock: bed.clock.now,
    });
    workspaces = createWorkspaceDomain(domainDeps);
    campaigns = createCampaignDomain(domainDeps);
    actor.id = bed.userId(DEMO.superAdmin);
  });
  afterAll(() => bed.server.close());

  it('creates a workspace with its members under a fixed id, then archives it', async () => {
    const created = await workspaces.workspaces.createWorkspace(
      actor,
      {
        name: 'RD 1075 – Renforcement',
        siteId: DEMO_SITES.isereMobilites.id,
        customerReference: 'CD38-2026-0112',
        memberIds: [bed.userId(DEMO.customerMain), bed.userId(DEMO.officeAdmin)],
      },
      { id: WORKSPACE_ID },
    );
    expect(created).toMatchObject({ id: WORKSPACE_ID, createdBy: { email: DEMO.superAdmin } });
    expect(created.members).toHaveLength(3);
    const archived = await workspaces.workspaces.patchWorkspace(
      actor,
      WORKSPACE_ID,
      { isArchived: true },
      undefined,
    );
    expect(archived.value.isArchived).toBe(true);
    await workspaces.workspaces.patchWorkspace(
      actor,
      WORKSPACE_ID,
      { isArchived: false },
      undefined,
    );
  });

  it('creates an auscultation campaign under a fixed id at a later status, adds a member and archives it', async () => {
    const campaign = await campaigns.auscultation.createAuscultationCampaign(actor, {
      id: CAMPAIGN_ID,
      workspaceId: WORKSPACE_ID,
      name: 'Relevé de dégradations RD 1075',
      reference: 'AU-2026-007',
      status: 'waiting_validation',
      surveyDate: '2026-04-02',
      engineerId: bed.userId(DEMO.engineer),
      technicianIds: [bed.userId(DEMO.technician)],
      mainCustomerId: bed.userId(DEMO.customerMain),
    });
    expect(campaign).toMatchObject({
      id: CAMPAIGN_ID,
      status: 'waiting_validation',
      technicians: [{ email: DEMO.technician }],
    });
    const member = await campaigns.members.addCampaignMember(
      actor,
      CAMPAIGN_ID,
      bed.userId(DEMO.studyManager),
      {
        isDiffused: true,
      },
    );
    expect(member).toMatchObject({ isDiffused: true, isTeamMember: false });
    const archived = await campaigns.campaigns.patchCampaign(
      actor,
      CAMPAIGN_ID,
      { isArchived: true },
      undefined,
    );
    expect(archived.value.isArchived).toBe(true);
  });

  it('makes a share link whose url signs a guest in over HTTP', async () => {
    const link = await campaigns.share.createCampaignShareLink(actor, CAMPAIGN_ID, {});
    const token = new URL(link.url).searchParams.get('token') ?? '';
    const { data } = await bed.server.client.POST('/guest/login_check', { body: { token } });
    const guest = bed.server.clientAs(present(data).token);
    const { data: campaign } = await guest.GET('/auscultation-campaigns/{id}', {
      params: { path: { id: CAMPAIGN_ID } },
    });
    expect(campaign).toMatchObject({ id: CAMPAIGN_ID, name: 'Relevé de dégradations RD 1075' });
  });
});
