import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { present, problemOf } from '../users/testing/http-identity.js';
import { email, SAMPLES, startDocumentsBed, type DocumentsBed } from './testing/documents-bed.js';

describe('Download links of deliverables', () => {
  let bed: DocumentsBed;
  let campaignId: string;
  let deliverableIds: string[];
  let customerFileId: string;
  beforeAll(async () => {
    bed = await startDocumentsBed();
    campaignId = await bed.freshCampaign('Diagnostic RD 1075');
    const agencyHead = await bed.as(email('chef-agence'));
    deliverableIds = [
      (
        await bed.addDocument(agencyHead, campaignId, 'deliverable', {
          name: 'rapport.pdf',
          content: SAMPLES.pdf,
        })
      ).id,
      (
        await bed.addDocument(agencyHead, campaignId, 'deliverable', {
          name: 'mesures.csv',
          content: SAMPLES.csv,
        })
      ).id,
    ];
    const customerMain = await bed.as(email('client-principal'));
    customerFileId = (await bed.addDocument(customerMain, campaignId, 'customerFile')).id;
  });
  afterAll(() => bed.server.close());

  it('shares deliverables through a public link, mailed, whose files download without a session and count the visits', async () => {
    const customerMain = await bed.as(email('client-principal'));
    const created = await customerMain.POST('/download-links', {
      body: {
        campaignId,
        documentIds: deliverableIds,
        recipients: ['bureau@exemple.fr'],
        message: 'Voici le rapport',
      },
    });
    const link = present(created.data);
    expect(link).toMatchObject({
      campaign: { id: campaignId, name: 'Diagnostic RD 1075', type: 'coring' },
      documentsCount: 2,
      isPasswordProtected: false,
      createdBy: { id: bed.userId(email('client-principal')) },
    });
    expect(link.url).toBe(`${new URL(link.url).origin}/download?token=${link.token}`);
    expect(bed.outboxLinks()).toContain(link.url);

    const { data: opened } = await bed.server.client.GET('/download-links/{token}', {
      params: { path: { token: link.token } },
    });
    expect(present(opened)).toMatchObject({ id: link.id, documentsCount: 2 });
    const { data: files } = await bed.server.client.GET('/download-links/{token}/files', {
      params: { path: { token: link.token }, query: {} },
    });
    const items = present(files).items;
    expect(items.map((item) => item.name)).toEqual(['rapport.pdf', 'mesures.csv']);
    const url = new URL(items[0]?.url ?? '');
    const download = await fetch(`${bed.server.baseUrl}${url.pathname}${url.search}`);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(SAMPLES.pdf);

    const { data: listed } = await customerMain.GET('/campaigns/{id}/download-links', {
      params: { path: { id: campaignId }, query: {} },
    });
    expect(present(listed).items[0]).toMatchObject({
      id: link.id,
      downloadCount: 1,
      isActive: true,
      documentsCount: 2,
    });
  });

  it('pages the files with their total, even past the end, and counts only the first page as a visit', async () => {
    const customerMain = await bed.as(email('client-principal'));
    const link = present(
      (
        await customerMain.POST('/download-links', {
          body: { campaignId, documentIds: deliverableIds },
        })
      ).data,
    );
    const page = async (offset: number) => {
      const { data } = await bed.server.client.GET('/download-links/{token}/files', {
        params: { path: { token: link.token }, query: { limit: 1, offset } },
      });
      const { items, total } = present(data);
      return { names: items.map((item) => item.name), total };
    };
    const visitTime = new Date(bed.clock.now().getTime() + 90_000);
    bed.clock.set(visitTime);
    expect(await page(0)).toEqual({ names: ['rapport.pdf'], total: 2 });
    bed.clock.advance(60_000);
    expect(await page(1)).toEqual({ names: ['mesures.csv'], total: 2 });
    expect(await page(5)).toEqual({ names: [], total: 2 });
    const { data: listed } = await customerMain.GET('/campaigns/{id}/download-links', {
      params: { path: { id: campaignId }, query: {} },
    });
    const visited = present(listed).items.find((item) => item.id === link.id);
    expect(visited?.downloadCount).toBe(1);
    // The first page's time (not shifted by a time zone on the way), not a later page's.
    expect(visited?.lastDownloadedAt).toBe(visitTime.toISOString());
  });

  it('shares deliverables only, of that campaign, by who may « generate a deliverables share link »', async () => {
    const customerMain = await bed.as(email('client-principal'));
    const refused = await problemOf(
      customerMain.POST('/download-links', {
        body: { campaignId, documentIds: [deliverableIds[0] ?? '', customerFileId] },
      }),
    );
    expect(refused.violations).toEqual([
      expect.objectContaining({ propertyPath: 'documentIds.1', code: 'fileNotInCampaign' }),
    ]);
    const customerUser = await bed.as(email('client-utilisateur'));
    expect(
      (
        await problemOf(
          customerUser.POST('/download-links', {
            body: { campaignId, documentIds: deliverableIds },
          }),
        )
      ).status,
    ).toBe(403);
    const tooLong = await problemOf(
      customerMain.POST('/download-links', {
        body: { campaignId, documentIds: deliverableIds, expiresAt: '2030-01-01T00:00:00Z' },
      }),
    );
    expect(tooLong.violations).toEqual([
      expect.objectContaining({ propertyPath: 'expiresAt', code: 'linkMaxDays' }),
    ]);
  });

  it('asks for the password of a protected link before listing its files', async () => {
    const agencyHead = await bed.as(email('chef-agence'));
    const link = present(
      (
        await agencyHead.POST('/download-links', {
          body: { campaignId, documentIds: deliverableIds, password: 'Isère 2026' },
        })
      ).data,
    );
    expect(link.isPasswordProtected).toBe(true);
    const files = (password?: string) =>
      bed.server.client.GET('/download-links/{token}/files', {
        params: { path: { token: link.token }, query: {} },
        ...(password !== undefined && { headers: { 'X-Download-Password': password } }),
      });
    expect(await problemOf(files())).toMatchObject({
      status: 403,
      code: 'download_password_required',
    });
    expect(await problemOf(files('isere 2026'))).toMatchObject({
      status: 403,
      code: 'download_password_invalid',
    });
    const { data } = await files('Isère 2026');
    expect(present(data).total).toBe(2);
  });

  it('stops a revoked link at once (410 « The token has expired »), and an unknown token is a 404', async () => {
    const customerMain = await bed.as(email('client-principal'));
    const link = present(
      (
        await customerMain.POST('/download-links', {
          body: { campaignId, documentIds: deliverableIds },
        })
      ).data,
    );
    const revoked = await customerMain.DELETE('/campaigns/{id}/download-links/{linkId}', {
      params: { path: { id: campaignId, linkId: link.id } },
    });
    expect(revoked.response.status).toBe(204);
    expect(
      await problemOf(
        bed.server.client.GET('/download-links/{token}', {
          params: { path: { token: link.token } },
        }),
      ),
    ).toMatchObject({ status: 410, code: 'gone', detail: 'The token has expired' });
    expect(
      (
        await problemOf(
          bed.server.client.GET('/download-links/{token}/files', {
            params: { path: { token: link.token }, query: {} },
          }),
        )
      ).status,
    ).toBe(410);
    expect(
      (
        await problemOf(
          bed.server.client.GET('/download-links/{token}', {
            params: { path: { token: 'inconnu' } },
          }),
        )
      ).status,
    ).toBe(404);
    const otherCampaign = await bed.freshCampaign();
    expect(
      (
        await problemOf(
          customerMain.DELETE('/campaigns/{id}/download-links/{linkId}', {
            params: { path: { id: otherCampaign, linkId: link.id } },
          }),
        )
      ).status,
    ).toBe(404);
  });

  it('drops a deleted document from its links, and expires with its date', async () => {
    const agencyHead = await bed.as(email('chef-agence'));
    const extra = await bed.addDocument(agencyHead, campaignId, 'deliverable', {
      name: 'annexe.pdf',
      content: SAMPLES.pdf,
    });
    const link = present(
      (
        await agencyHead.POST('/download-links', {
          body: {
            campaignId,
            documentIds: [extra.id],
            expiresAt: new Date(bed.clock.now().getTime() + 2 * 3600_000).toISOString(),
          },
        })
      ).data,
    );
    await (
      await bed.as(email('commercial'))
    ).DELETE('/documents/{id}', { params: { path: { id: extra.id } } });
    const { data } = await bed.server.client.GET('/download-links/{token}', {
      params: { path: { token: link.token } },
    });
    expect(present(data).documentsCount).toBe(0);
    bed.clock.advance(3 * 3600_000);
    expect(
      (
        await problemOf(
          bed.server.client.GET('/download-links/{token}', {
            params: { path: { token: link.token } },
          }),
        )
      ).status,
    ).toBe(410);
  });
});
