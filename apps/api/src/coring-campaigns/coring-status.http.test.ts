import type { components } from '@chaussee/sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, cores } from '../db/schema.js';
import { insertTestCampaign } from '../testing/test-campaign.js';
import { present, problemOf } from '../users/testing/http-identity.js';
import { startCoringTestbed, type CoringTestbed, type DemoName } from './testing/coring-testbed.js';

type CampaignStatus = components['schemas']['CampaignStatus'];
type CoreStatus = components['schemas']['CoreStatus'];

const UNKNOWN_ID = '6f1c1a52-7d1e-4a35-9a53-0c7d1b7f0a11';

describe('Coring campaign statuses over HTTP', () => {
  let t: CoringTestbed;
  const as = async (name: DemoName) => t.bed.server.clientAs(await t.token(name));

  beforeAll(async () => {
    t = await startCoringTestbed();
  });
  afterAll(() => t.bed.server.close());

  async function campaignIn(
    status: CampaignStatus,
    coreStatuses: readonly CoreStatus[] = [],
    members: readonly DemoName[] = ['studyManager'],
  ) {
    const campaign = await t.coringCampaign({ status, members });
    await t.addCores(campaign.id, coreStatuses);
    return campaign;
  }

  async function patchStatus(name: DemoName, id: string, status: CampaignStatus) {
    return (await as(name)).PATCH('/coring-campaigns/{id}', {
      params: { path: { id } },
      body: { status },
    });
  }

  const statusOf = async (id: string) =>
    present((await t.db.select().from(campaigns).where(eq(campaigns.id, id)))[0]).status;

  describe('PATCH /coring-campaigns/{id}', () => {
    // Every allowed transition, with cores that satisfy its guards.
    // prettier-ignore
    const allowed: [CampaignStatus, CampaignStatus, CoreStatus[]][] = [
      ['preparing',            'awaiting_validation',  []],
      ['awaiting_validation',  'preparing',            ['empty']],
      ['awaiting_validation',  'programing_validated', ['validated', 'cancelled']],
      ['programing_validated', 'taking_in_progress',   []],
      ['taking_in_progress',   'taken',                []],
      ['taken',                'taking_in_progress',   []],
      ['taken',                'taking_validated',     ['validated', 'empty']],
      ['taking_validated',     'sent_for_analysis',    []],
      ['taking_validated',     'finished',             []],
      ['sent_for_analysis',    'results_obtained',     []],
      ['results_obtained',     'finished',             []],
      ['preparing',            'cancelled',            []],
      ['awaiting_validation',  'abandoned',            []],
      ['programing_validated', 'cancelled',            []],
      ['taking_in_progress',   'abandoned',            []],
      ['taken',                'cancelled',            []],
      ['taking_validated',     'abandoned',            []],
      ['sent_for_analysis',    'cancelled',            []],
      ['results_obtained',     'abandoned',            []],
    ];

    it.each(allowed)('moves %s → %s (200)', async (from, to, coreStatuses) => {
      const campaign = await campaignIn(from, coreStatuses);
      const { data, response } = await patchStatus('studyManager', campaign.id, to);
      expect(response.status).toBe(200);
      expect(present(data).status).toBe(to);
      expect(await statusOf(campaign.id)).toBe(to);
    });

    // prettier-ignore
    const refused: [CampaignStatus, CampaignStatus][] = [
      ['preparing',            'programing_validated'],
      ['preparing',            'taken'],
      ['awaiting_validation',  'taking_in_progress'],
      ['programing_validated', 'awaiting_validation'],
      ['taking_in_progress',   'taking_validated'],
      ['taken',                'sent_for_analysis'],
      ['sent_for_analysis',    'finished'],
      ['taken',                'taken'],
      ['finished',             'preparing'],
      ['finished',             'cancelled'],
      ['cancelled',            'abandoned'],
      ['abandoned',            'preparing'],
      ['preparing',            'validated'],
    ];

    it.each(refused)('refuses %s → %s (409 invalid_status_transition)', async (from, to) => {
      const campaign = await campaignIn(from, ['validated']);
      const problem = await problemOf(patchStatus('studyManager', campaign.id, to));
      expect(problem).toMatchObject({
        status: 409,
        code: 'invalid_status_transition',
        detail: `A coring campaign cannot go from ${from} to ${to}.`,
      });
      expect(await statusOf(campaign.id)).toBe(from);
    });

    it('refuses to validate the programme while a core is empty', async () => {
      const campaign = await campaignIn('awaiting_validation', ['validated', 'empty']);
      const problem = await problemOf(
        patchStatus('studyManager', campaign.id, 'programing_validated'),
      );
      expect(problem).toMatchObject({ status: 409, code: 'invalid_status_transition' });
      expect(problem.detail).toContain('The cores are not valid');
    });

    it('refuses to validate the taking without a validated core', async () => {
      const campaign = await campaignIn('taken', ['cancelled', 'empty']);
      const problem = await problemOf(patchStatus('studyManager', campaign.id, 'taking_validated'));
      expect(problem.detail).toContain('at least one core that is not cancelled must be validated');
    });

    it('waits for the customer validation when required, then validates the programme', async () => {
      const campaign = await campaignIn(
        'awaiting_validation',
        ['validated'],
        ['studyManager', 'customerMain'],
      );
      await t.db
        .update(campaigns)
        .set({ shouldValidateCustomer: true, mainCustomerId: await t.id('customerMain') })
        .where(eq(campaigns.id, campaign.id));
      const problem = await problemOf(
        patchStatus('studyManager', campaign.id, 'programing_validated'),
      );
      expect(problem).toMatchObject({
        status: 409,
        code: 'invalid_status_transition',
        detail:
          'The customer must validate the programme before the campaign goes from awaiting_validation to programing_validated.',
      });
      await (
        await as('customerMain')
      ).PUT('/coring-campaigns/{id}/update-validate-customer', {
        params: { path: { id: campaign.id } },
        body: { validateCustomer: true },
      });
      const { data } = await patchStatus('studyManager', campaign.id, 'programing_validated');
      expect(present(data)).toMatchObject({
        status: 'programing_validated',
        validateCustomer: true,
      });
    });

    it('clears the customer validation when the programme goes back to preparing', async () => {
      const campaign = await campaignIn('awaiting_validation');
      await t.db
        .update(campaigns)
        .set({ shouldValidateCustomer: true, validateCustomer: true })
        .where(eq(campaigns.id, campaign.id));
      const { data } = await patchStatus('studyManager', campaign.id, 'preparing');
      expect(present(data)).toMatchObject({ status: 'preparing', validateCustomer: false });
    });

    it('refuses members without the right to update statuses (403), even for a transition that does not exist', async () => {
      const campaign = await campaignIn('preparing', [], ['customerSupervisor', 'readOnly']);
      for (const name of ['customerSupervisor', 'readOnly'] as const) {
        for (const to of ['awaiting_validation', 'finished'] as const) {
          expect(await problemOf(patchStatus(name, campaign.id, to))).toMatchObject({
            status: 403,
            code: 'forbidden',
          });
        }
      }
      expect(await statusOf(campaign.id)).toBe('preparing');
    });

    it('refuses a guest (403), a stranger (403 not_member), anonymous (401)', async () => {
      const campaign = await campaignIn('preparing');
      const guest = t.bed.server.clientAs(await t.guestToken(campaign.id));
      const body = { status: 'awaiting_validation' as const };
      const path = { params: { path: { id: campaign.id } } };
      expect(
        await problemOf(guest.PATCH('/coring-campaigns/{id}', { ...path, body })),
      ).toMatchObject({
        status: 403,
      });
      expect(
        await problemOf(patchStatus('engineer', campaign.id, 'awaiting_validation')),
      ).toMatchObject({
        status: 403,
        code: 'not_member',
        detail: 'Only members can view campaign',
      });
      expect(
        await problemOf(t.bed.server.client.PATCH('/coring-campaigns/{id}', { ...path, body })),
      ).toMatchObject({ status: 401 });
    });

    it('answers 404 for an unknown id and for a campaign of another type', async () => {
      const auscultation = await insertTestCampaign(t.db, { type: 'auscultation' });
      for (const id of [UNKNOWN_ID, auscultation.id]) {
        expect(await problemOf(patchStatus('admin', id, 'awaiting_validation'))).toMatchObject({
          status: 404,
        });
      }
    });

    it('answers 400 for a status outside the list', async () => {
      const campaign = await campaignIn('preparing');
      const response = await fetch(`${t.bed.server.baseUrl}/api/coring-campaigns/${campaign.id}`, {
        method: 'PATCH',
        headers: {
          authorization: `Bearer ${await t.token('studyManager')}`,
          'content-type': 'application/merge-patch+json',
        },
        body: JSON.stringify({ status: 'flying' }),
      });
      expect(response.status).toBe(400);
      await t.bed.server.assertContractResponse(response, 'updateCoringCampaignStatus');
    });
  });

  describe('coresValid and POST /campaign/{id}/validateCores (spec section 4)', () => {
    // prettier-ignore
    const cases: [string, CampaignStatus, CoreStatus[], boolean, CampaignStatus | null][] = [
      ['awaiting_validation, every core filled in',               'awaiting_validation', ['validated', 'cancelled'],             true,  'programing_validated'],
      ['awaiting_validation, no core (letter of the rule)',       'awaiting_validation', [],                                     true,  'programing_validated'],
      ['awaiting_validation, an empty core',                      'awaiting_validation', ['validated', 'empty'],                 false, null],
      ['awaiting_validation, a core sent to the study manager',   'awaiting_validation', ['validated', 'sent_to_study_manager'], false, null],
      ['taken, one validated core among others',                  'taken',               ['empty', 'cancelled', 'validated'],    true,  'taking_validated'],
      ['taken, every core cancelled',                             'taken',               ['cancelled', 'cancelled'],             false, null],
      ['taken, no validated core',                                'taken',               ['empty'],                              false, null],
      ['taken, a core sent to the study manager resets it',       'taken',               ['validated', 'sent_to_study_manager'], false, null],
      ['preparing, whatever the cores',                           'preparing',           ['validated'],                          false, null],
      ['taking_in_progress, whatever the cores',                  'taking_in_progress',  ['validated'],                          false, null],
    ];

    it.each(cases)(
      '%s: coresValid and validateCores',
      async (_name, status, coreStatuses, valid, next) => {
        const campaign = await campaignIn(status, coreStatuses);
        const client = await as('studyManager');
        const path = { params: { path: { id: campaign.id } } };
        const { data } = await client.GET('/coring-campaigns/{id}', path);
        expect(present(data).coresValid).toBe(valid);

        const validation = client.POST('/campaign/{id}/validateCores', { ...path, body: {} });
        if (next === null) {
          expect(await problemOf(validation)).toMatchObject({
            status: 409,
            code: 'invalid_status_transition',
          });
          expect(await statusOf(campaign.id)).toBe(status);
        } else {
          const { data: validated } = await validation;
          expect(present(validated)).toMatchObject({ status: next, coresValid: false });
        }
      },
    );

    it('explains a status where cores are not validated', async () => {
      const campaign = await campaignIn('preparing');
      const problem = await problemOf(
        (await as('studyManager')).POST('/campaign/{id}/validateCores', {
          params: { path: { id: campaign.id } },
          body: {},
        }),
      );
      expect(problem.detail).toBe(
        'The cores of a coring campaign are validated only while it is awaiting_validation or taken; it is preparing.',
      );
    });

    it('follows a core status change: valid once the last empty core is filled in', async () => {
      const campaign = await campaignIn('awaiting_validation', ['validated', 'empty']);
      const client = await as('studyManager');
      const path = { params: { path: { id: campaign.id } } };
      expect(present((await client.GET('/coring-campaigns/{id}', path)).data).coresValid).toBe(
        false,
      );
      await t.db
        .update(cores)
        .set({ status: 'validated' })
        .where(eq(cores.campaignId, campaign.id));
      expect(present((await client.GET('/coring-campaigns/{id}', path)).data).coresValid).toBe(
        true,
      );
    });

    it('needs the customer validation for the programme too', async () => {
      const campaign = await campaignIn('awaiting_validation', ['validated']);
      await t.db
        .update(campaigns)
        .set({ shouldValidateCustomer: true })
        .where(eq(campaigns.id, campaign.id));
      const problem = await problemOf(
        (await as('studyManager')).POST('/campaign/{id}/validateCores', {
          params: { path: { id: campaign.id } },
          body: {},
        }),
      );
      expect(problem.detail).toContain('The customer must validate the programme');
    });

    it('refuses a customer member (403), a stranger (403 not_member), an unknown campaign (404)', async () => {
      const campaign = await campaignIn('awaiting_validation', [], ['customerSupervisor']);
      const path = { params: { path: { id: campaign.id } }, body: {} };
      expect(
        await problemOf(
          (await as('customerSupervisor')).POST('/campaign/{id}/validateCores', path),
        ),
      ).toMatchObject({ status: 403, code: 'forbidden' });
      expect(
        await problemOf((await as('engineer')).POST('/campaign/{id}/validateCores', path)),
      ).toMatchObject({ status: 403, code: 'not_member' });
      expect(
        await problemOf(
          (await as('admin')).POST('/campaign/{id}/validateCores', {
            params: { path: { id: UNKNOWN_ID } },
            body: {},
          }),
        ),
      ).toMatchObject({ status: 404 });
    });
  });
});
