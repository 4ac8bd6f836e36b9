import { ApiError } from '@chaussee/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITES } from '../../db/demo/demo-organizations.js';
import { present, problemOf } from '../../users/testing/http-identity.js';
import {
  DEMO,
  startProjectsTestbed,
  type ProjectsTestbed,
} from '../../workspaces/testing/projects-testbed.js';

/**
 * Auscultation campaigns, and through their creation the rules every campaign type's creation
 * shares (createCampaign): workspace membership and right, the people in charge, the customer
 * reference.
 */
describe('Auscultation campaigns over HTTP', () => {
  let bed: ProjectsTestbed;
  let workspaceId: string;
  let grenobleWorkspaceId: string;

  beforeAll(async () => {
    bed = await startProjectsTestbed();
    workspaceId = await bed.insertWorkspace({
      siteId: DEMO_SITES.isereMobilites.id,
      name: 'Routes de l’Isère',
      memberIds: [DEMO.officeAdmin, DEMO.customerSupervisor, DEMO.customerMain, DEMO.readOnly].map(
        (email) => bed.userId(email),
      ),
    });
    grenobleWorkspaceId = await bed.insertWorkspace({
      siteId: DEMO_SITES.grenobleEspacePublic.id,
      name: 'Voirie de Grenoble',
      memberIds: [bed.userId(DEMO.agencyHead)],
    });
  });
  afterAll(() => bed.server.close());

  let counter = 0;
  const body = (values: Record<string, unknown> = {}) => ({
    workspaceId,
    name: `Relevé de dégradations n° ${String(++counter)}`,
    engineerId: bed.userId(DEMO.engineer),
    hasCustomerAccess: false,
    ...values,
  });

  async function create(email: string, values: Record<string, unknown> = {}) {
    return (await bed.as(email)).POST('/auscultation-campaigns', { body: body(values) });
  }

  describe('POST /auscultation-campaigns', () => {
    it('creates the campaign (201) in preparing, surveying every distress type, with its team', async () => {
      const { data, response } = await create(DEMO.officeAdmin, {
        name: 'Relevé RD 523',
        reference: 'AU-2026-01',
        customerReference: 'CD38-AUS-1',
        surveyDate: '2026-05-12',
        mainCustomerId: bed.userId(DEMO.customerMain),
      });
      expect(response.status).toBe(201);
      const campaign = present(data);
      expect(campaign).toMatchObject({
        type: 'auscultation',
        name: 'Relevé RD 523',
        status: 'preparing',
        reference: 'AU-2026-01',
        customerReference: 'CD38-AUS-1',
        surveyDate: '2026-05-12',
        surveyedLength: null,
        hasCustomerAccess: false,
        mapLayersCount: 0,
        statisticTablesCount: 0,
        engineer: { email: DEMO.engineer },
        mainCustomer: { email: DEMO.customerMain },
        workspace: { id: workspaceId },
        coresCount: 0,
      });
      expect(campaign.distressTypes).toHaveLength(15);
      const members = await (
        await bed.as(DEMO.admin)
      ).GET('/campaigns/{id}/users', {
        params: { path: { id: campaign.id }, query: {} },
      });
      expect(
        present(members.data).items.map((m) => [
          m.user.email,
          m.isTeamMember,
          m.isDiffused,
          m.isMainCustomer,
        ]),
      ).toEqual([
        [DEMO.engineer, true, false, false],
        [DEMO.customerMain, false, true, true],
      ]);
    });

    it('keeps the distress types chosen', async () => {
      const { data } = await create(DEMO.admin, {
        workspaceId,
        distressTypes: ['pothole', 'crazing'],
      });
      expect(present(data).distressTypes).toEqual(['pothole', 'crazing']);
    });

    it('refuses a customer reference already used (409 « La référence cliente est déjà utilisée »), even at once', async () => {
      await create(DEMO.admin, { customerReference: 'UNIQUE-1' });
      const problem = await problemOf(create(DEMO.admin, { customerReference: 'UNIQUE-1' }));
      expect(problem).toMatchObject({
        status: 409,
        violations: [
          {
            propertyPath: 'customerReference',
            code: 'customerReferenceUsed',
            message: 'La référence cliente est déjà utilisée',
          },
        ],
      });
      const racing = await Promise.allSettled([
        create(DEMO.admin, { customerReference: 'RACE-1' }),
        create(DEMO.admin, { customerReference: 'RACE-1' }),
      ]);
      expect(racing.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
      const refused: unknown[] = racing.flatMap((outcome): unknown[] =>
        outcome.status === 'rejected' ? [outcome.reason as unknown] : [],
      );
      expect(refused.map((reason) => reason instanceof ApiError && reason.problem.status)).toEqual([
        409,
      ]);
    });

    it('refuses a non-member of the workspace with 403 « Only members can view workspace »', async () => {
      const problem = await problemOf(
        create(DEMO.officeAdmin, { workspaceId: grenobleWorkspaceId }),
      );
      expect(problem).toMatchObject({
        status: 403,
        code: 'not_member',
        detail: 'Only members can view workspace',
      });
    });

    it.each([DEMO.customerSupervisor, DEMO.customerMain, DEMO.readOnly])(
      'refuses %s, a member without the create right (403)',
      async (email) => {
        expect(await problemOf(create(email))).toMatchObject({ status: 403, code: 'forbidden' });
      },
    );

    it('refuses a guest (403) and anonymous (401)', async () => {
      const { data } = await create(DEMO.admin);
      const guest = await bed.guestOf(present(data).id);
      expect(
        await problemOf(guest.POST('/auscultation-campaigns', { body: body() })),
      ).toMatchObject({ status: 403 });
      expect(
        await problemOf(bed.server.client.POST('/auscultation-campaigns', { body: body() })),
      ).toMatchObject({
        status: 401,
      });
    });

    it('answers 404 for an unknown workspace or person in charge', async () => {
      const unknown = '00000000-0000-4000-8000-000000000999';
      expect(await problemOf(create(DEMO.admin, { workspaceId: unknown }))).toMatchObject({
        status: 404,
      });
      expect(await problemOf(create(DEMO.admin, { engineerId: unknown }))).toMatchObject({
        status: 404,
      });
    });

    it('answers 400 on the field for people who do not fit their place, or no engineer nor study manager', async () => {
      const misfit = await problemOf(
        create(DEMO.admin, {
          engineerId: bed.userId(DEMO.studyManager),
          mainCustomerId: bed.userId(DEMO.customerUser),
        }),
      );
      expect(misfit).toMatchObject({ status: 400, code: 'validation_failed' });
      expect(misfit.violations?.map((violation) => violation.propertyPath).sort()).toEqual([
        'engineerId',
        'mainCustomerId',
      ]);
      const nobody = await problemOf(create(DEMO.admin, { engineerId: null }));
      expect(nobody).toMatchObject({ status: 400, code: 'validation_failed' });
    });
  });

  describe('GET /auscultation-campaigns/{id}', () => {
    it('answers members and its guests; 404 for a coring campaign; 403 not_member otherwise', async () => {
      // Open to its customers: READ_ONLY, outside the office, reads it only then.
      const id = present(
        (await create(DEMO.admin, { workspaceId, hasCustomerAccess: true })).data,
      ).id;
      const path = (campaignId: string) => ({ params: { path: { id: campaignId } } });
      expect(
        (await (await bed.as(DEMO.readOnly)).GET('/auscultation-campaigns/{id}', path(id))).response
          .status,
      ).toBe(200);
      const closedId = present((await create(DEMO.admin, { workspaceId })).data).id;
      expect(
        await problemOf(
          (await bed.as(DEMO.readOnly)).GET('/auscultation-campaigns/{id}', path(closedId)),
        ),
      ).toMatchObject({ status: 403, code: 'customer_access_closed' });
      expect(
        (await (await bed.guestOf(id)).GET('/auscultation-campaigns/{id}', path(id))).response
          .status,
      ).toBe(200);
      const coringId = await bed.insertCampaign({ workspaceId, name: 'Carottage' });
      expect(
        await problemOf(
          (await bed.as(DEMO.admin)).GET('/auscultation-campaigns/{id}', path(coringId)),
        ),
      ).toMatchObject({
        status: 404,
      });
      const otherId = present(
        (await create(DEMO.admin, { workspaceId: grenobleWorkspaceId })).data,
      ).id;
      expect(
        await problemOf(
          (await bed.as(DEMO.customerMain)).GET('/auscultation-campaigns/{id}', path(otherId)),
        ),
      ).toMatchObject({
        status: 403,
        code: 'not_member',
        detail: 'Only members can view campaign',
      });
      expect(
        await problemOf((await bed.guestOf(id)).GET('/auscultation-campaigns/{id}', path(otherId))),
      ).toMatchObject({
        status: 403,
      });
    });
  });

  describe('PATCH /auscultation-campaigns/{id}', () => {
    it('follows the lifecycle and refuses other moves with 409 invalid_status_transition', async () => {
      const id = present((await create(DEMO.admin)).data).id;
      const client = await bed.as(DEMO.officeAdmin);
      const move = (status: 'processing' | 'finished' | 'cancelled') =>
        client.PATCH('/auscultation-campaigns/{id}', {
          params: { path: { id } },
          body: { status },
        });
      expect((await move('processing')).data).toMatchObject({ status: 'processing' });
      expect(await problemOf(move('finished'))).toMatchObject({
        status: 409,
        code: 'invalid_status_transition',
      });
      expect((await move('cancelled')).data).toMatchObject({ status: 'cancelled' });
      expect(await problemOf(move('processing'))).toMatchObject({
        status: 409,
        code: 'invalid_status_transition',
      });
    });

    it('opens the campaign to customers without moving its status', async () => {
      const id = present((await create(DEMO.admin)).data).id;
      const { data } = await (
        await bed.as(DEMO.admin)
      ).PATCH('/auscultation-campaigns/{id}', {
        params: { path: { id } },
        body: { hasCustomerAccess: true },
      });
      expect(data).toMatchObject({ hasCustomerAccess: true, status: 'preparing' });
    });

    it('refuses members without the update-status right (customers, READ_ONLY) and a guest', async () => {
      // Open to its customers, so that the refusal comes from the right.
      const id = present((await create(DEMO.admin, { hasCustomerAccess: true })).data).id;
      for (const email of [DEMO.customerSupervisor, DEMO.readOnly]) {
        expect(
          await problemOf(
            (await bed.as(email)).PATCH('/auscultation-campaigns/{id}', {
              params: { path: { id } },
              body: { status: 'processing' },
            }),
          ),
        ).toMatchObject({ status: 403, code: 'forbidden' });
      }
      const guest = await bed.guestOf(id);
      expect(
        await problemOf(
          guest.PATCH('/auscultation-campaigns/{id}', {
            params: { path: { id } },
            body: { status: 'processing' },
          }),
        ),
      ).toMatchObject({ status: 403 });
    });
  });
});
