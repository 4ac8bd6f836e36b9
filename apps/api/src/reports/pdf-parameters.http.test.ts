import type { ChausseeClient } from '@chaussee/sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegOf, pngOf } from '../core-pictures/testing/picture-fixtures.js';
import { startCoresBed, type CoresBed, type DemoName } from '../cores/testing/cores-bed.js';
import { campaigns, sites, workspaces } from '../db/schema.js';
import { answerOf, present, problemOf } from '../users/testing/http-identity.js';
import { inspectPdf } from './testing/pdf-inspect.js';

interface Form {
  organizationId?: string;
  campaignId?: string;
  name: string;
  headerText?: string;
  footerText?: string;
  withCoverImage?: boolean;
  logo?: Buffer;
  coverImage?: Buffer;
}

/** The multipart form of POST /pdfParams and PUT /pdfParams/{id}, as the settings form sends it. */
function formOf(values: Form): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (Buffer.isBuffer(value)) form.append(key, new Blob([value]), `${key}.png`);
    else form.append(key, String(value));
  }
  return form;
}

/** What the contract validates of the form: the files by their names. */
function bodyOf({ logo, coverImage, ...fields }: Form) {
  return {
    ...fields,
    withCoverImage: fields.withCoverImage ?? false,
    ...(logo && { logo: 'logo.png' }),
    ...(coverImage && { coverImage: 'coverImage.png' }),
  };
}

describe('PDF parameters (POST /pdfParams, PUT /pdfParams/{id}, GET /pdfParams/{id}/presigned)', () => {
  let t: CoresBed;
  let campaignId: string;
  let organizationId: string;
  let logo: Buffer;

  beforeAll(async () => {
    t = await startCoresBed();
    const campaign = await t.campaign(['technician', 'officeAdmin', 'customerUser']);
    campaignId = campaign.id;
    const [row] = await t.db
      .select({ organizationId: sites.organizationId })
      .from(campaigns)
      .innerJoin(workspaces, eq(workspaces.id, campaigns.workspaceId))
      .innerJoin(sites, eq(sites.id, workspaces.siteId))
      .where(eq(campaigns.id, campaignId));
    organizationId = present(row).organizationId;
    logo = await pngOf(240, 80);
  });
  afterAll(() => t.close());

  const create = (client: ChausseeClient, form: Form) =>
    client.POST('/pdfParams', { body: bodyOf(form), bodySerializer: () => formOf(form) });
  const update = (client: ChausseeClient, id: string, form: Form) =>
    client.PUT('/pdfParams/{id}', {
      params: { path: { id } },
      body: bodyOf(form),
      bodySerializer: () => formOf(form),
    });
  const imageUrl = (client: ChausseeClient, id: string, category: 'logo' | 'cover_image') =>
    client.GET('/pdfParams/{id}/presigned', { params: { path: { id }, query: { category } } });
  const served = async (url: string) => {
    const { pathname, search } = new URL(url);
    return fetch(`${t.bed.server.baseUrl}${pathname}${search}`);
  };

  it('creates the settings of an organization with their logo, readable by a URL, and the reports use them', async () => {
    const agencyHead = await t.as('agencyHead');
    const { data, response } = await create(agencyHead, {
      organizationId,
      name: 'Charte de l’agence',
      headerText: 'Chaussée Ingénierie – Agence de Lyon',
      footerText: 'Document confidentiel – reproduction interdite',
      logo,
    });
    expect(response.status).toBe(201);
    const settings = present(data);
    expect(settings).toMatchObject({
      organizationId,
      campaignId: null,
      hasLogo: true,
      hasCoverImage: false,
      withCoverImage: false,
    });
    const { data: url } = await imageUrl(agencyHead, settings.id, 'logo');
    const image = await served(present(url).url);
    expect(Buffer.from(await image.arrayBuffer())).toEqual(logo);
    expect(await problemOf(imageUrl(agencyHead, settings.id, 'cover_image'))).toMatchObject({
      status: 404,
    });

    // The campaign's report takes its organization's settings by default.
    const technician = await t.as('technician');
    const { data: pdf } = await technician.POST('/v2/coring/campaigns/{id}/pdf', {
      params: { path: { id: campaignId } },
      body: {},
      parseAs: 'arrayBuffer',
    });
    const { text } = await inspectPdf(new Uint8Array(present(pdf)));
    expect(text).toContain('Chaussée Ingénierie – Agence de Lyon');
    expect(text).toContain('Document confidentiel – reproduction interdite');
  });

  it('refuses a cover image asked and not given, a file that is no picture, and a form without owner', async () => {
    const admin = await t.as('admin');
    const noCover = await problemOf(
      create(admin, { organizationId, name: 'Avec couverture', withCoverImage: true }),
    );
    expect(noCover.violations).toEqual([
      expect.objectContaining({ propertyPath: 'coverImage', code: 'imageRequired' }),
    ]);
    const notAPicture = await problemOf(
      create(admin, { organizationId, name: 'Logo', logo: Buffer.from('%PDF-1.7 not a picture') }),
    );
    expect(notAPicture.violations).toEqual([
      expect.objectContaining({ propertyPath: 'logo', code: 'pictureType' }),
    ]);
    // A field whose bytes were not UTF-8 reaches the server as U+FFFD: refused, not stored.
    const undecodable = await problemOf(
      create(admin, { organizationId, name: 'Charte x\uD800y de l’agence' }),
    );
    expect(undecodable.violations).toEqual([
      expect.objectContaining({ propertyPath: 'name', code: 'undecodableText' }),
    ]);
    const noOwner = await problemOf(create(admin, { name: 'Sans propriétaire' }));
    expect(noOwner.violations).toEqual([
      expect.objectContaining({ propertyPath: 'organizationId', code: 'required' }),
    ]);
  });

  it('edits the settings: a logo left out is kept, a new one replaces the old, whose URL stops', async () => {
    const admin = await t.as('admin');
    const created = present((await create(admin, { organizationId, name: 'Première', logo })).data);
    const before = present((await imageUrl(admin, created.id, 'logo')).data).url;
    const kept = present(
      (await update(admin, created.id, { name: 'Renommée', footerText: 'Pied de page' })).data,
    );
    expect(kept).toMatchObject({ name: 'Renommée', footerText: 'Pied de page', hasLogo: true });
    expect((await served(before)).status).toBe(200);
    const cover = await jpegOf(800, 600);
    const replaced = present(
      (
        await update(admin, created.id, {
          name: 'Renommée',
          withCoverImage: true,
          coverImage: cover,
          logo: await pngOf(100, 100),
        })
      ).data,
    );
    expect(replaced).toMatchObject({ hasCoverImage: true, withCoverImage: true });
    expect((await served(before)).status).toBe(404);
  });

  it('uses the settings asked for a report, and refuses those of another organization (404)', async () => {
    const admin = await t.as('admin');
    const officeAdmin = await t.as('officeAdmin');
    const ofCampaign = present(
      (
        await create(officeAdmin, {
          campaignId,
          name: 'Campagne',
          headerText: 'En-tête de campagne',
        })
      ).data,
    );
    const technician = await t.as('technician');
    const { data: pdf } = await technician.POST('/v2/coring/cores/{id}/pdf', {
      params: { path: { id: await oneCore() } },
      body: { pdfParametersId: ofCampaign.id },
      parseAs: 'arrayBuffer',
    });
    expect((await inspectPdf(new Uint8Array(present(pdf)))).text).toContain('En-tête de campagne');

    const elsewhere = await t.campaign(['admin']);
    const foreign = present(
      (await create(admin, { campaignId: elsewhere.id, name: 'Ailleurs' })).data,
    );
    const problem = await problemOf(
      technician.POST('/v2/coring/campaigns/{id}/cores/pdf', {
        params: { path: { id: campaignId } },
        body: { pdfParametersId: foreign.id },
      }),
    );
    expect(problem.status).toBe(404);
  });

  async function oneCore(): Promise<string> {
    const technician = await t.as('technician');
    const { data } = await technician.POST('/cores', { body: { campaignId } });
    return present(data).id;
  }

  describe('authorization', () => {
    type Caller = DemoName | 'guest' | 'stale token' | 'anonymous';

    async function clientOf(caller: Caller): Promise<ChausseeClient> {
      if (caller === 'anonymous') return t.bed.server.client;
      if (caller === 'stale token') return t.bed.server.clientAs('eyJhbGciOiJIUzI1NiJ9.e30.x');
      if (caller === 'guest') return t.guestOf(campaignId);
      return t.as(caller);
    }

    /**
     * Settings of the campaign's organization: written by « change infos » (admin roles and
     * NEXTROAD_MAIN and above), not by a NEXTROAD_USER; a customer of another organization does
     * not see it (404). Settings of the campaign: written by its members who may edit it
     * (NEXTROAD_ADMIN), read by its members.
     */
    // prettier-ignore
    const TABLE: readonly [string, Caller, number, string?][] = [
      ['organization', 'superAdmin',      201],
      ['organization', 'agencyHead',      201],
      ['organization', 'technician',      403, 'forbidden'],
      ['organization', 'customerMain',    404, 'not_found'],
      ['organization', 'reader',          403, 'forbidden'],
      ['organization', 'guest',           403, 'forbidden'],
      ['organization', 'stale token',     401, 'unauthenticated'],
      ['organization', 'anonymous',       401, 'unauthenticated'],
      ['campaign',     'officeAdmin',     201],
      ['campaign',     'technician',      403, 'forbidden'],
      ['campaign',     'customerUser',    403, 'forbidden'],
      ['campaign',     'engineer',        403, 'not_member'],
      ['campaign',     'guest',           403, 'forbidden'],
      ['read image',   'technician',      200],
      ['read image',   'customerUser',    200],
      ['read image',   'engineer',        403, 'not_member'],
      ['read image',   'guest',           403, 'forbidden'],
      ['read image',   'stale token',     401, 'unauthenticated'],
    ];

    let campaignSettingsId: string;
    beforeAll(async () => {
      const officeAdmin = await t.as('officeAdmin');
      campaignSettingsId = present(
        (await create(officeAdmin, { campaignId, name: 'Lue', logo })).data,
      ).id;
    });

    it.each(TABLE)('%s by %s: %i %s', async (operation, caller, status, code) => {
      const client = await clientOf(caller);
      const call =
        operation === 'organization'
          ? create(client, { organizationId, name: 'Réglages' })
          : operation === 'campaign'
            ? create(client, { campaignId, name: 'Réglages' })
            : imageUrl(client, campaignSettingsId, 'logo');
      const answer = await answerOf(call);
      expect([answer.status, answer.problem?.code]).toEqual([status, code]);
    });
  });
});
