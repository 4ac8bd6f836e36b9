import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { present, problemOf } from '../users/testing/http-identity.js';
import { email, SAMPLES, startDocumentsBed, type DocumentsBed } from './testing/documents-bed.js';

describe('Folders and file requests of a campaign', () => {
  let bed: DocumentsBed;
  beforeAll(async () => {
    bed = await startDocumentsBed();
  });
  afterAll(() => bed.server.close());

  it('creates nested folders, a name once among siblings whatever its case', async () => {
    const campaignId = await bed.freshCampaign();
    const agencyHead = await bed.as(email('chef-agence'));
    const at = { params: { path: { id: campaignId } } };
    const reports = present(
      (await agencyHead.POST('/campaigns/{id}/folders', { ...at, body: { name: 'Rapports' } }))
        .data,
    );
    expect(reports).toMatchObject({
      name: 'Rapports',
      parentId: null,
      documentsCount: 0,
      campaignId,
    });
    const phase = present(
      (
        await agencyHead.POST('/campaigns/{id}/folders', {
          ...at,
          body: { name: 'Phase 1', parentId: reports.id },
        })
      ).data,
    );
    expect(phase.parentId).toBe(reports.id);
    expect(
      (
        await problemOf(
          agencyHead.POST('/campaigns/{id}/folders', { ...at, body: { name: 'rapports' } }),
        )
      ).status,
    ).toBe(409);
    // The same name under another parent is another folder.
    expect(
      (
        await agencyHead.POST('/campaigns/{id}/folders', {
          ...at,
          body: { name: 'Rapports', parentId: reports.id },
        })
      ).response.status,
    ).toBe(201);
    const elsewhere = await bed.freshCampaign();
    expect(
      (
        await problemOf(
          agencyHead.POST('/campaigns/{id}/folders', {
            params: { path: { id: elsewhere } },
            body: { name: 'X', parentId: reports.id },
          }),
        )
      ).violations,
    ).toEqual([expect.objectContaining({ propertyPath: 'parentId' })]);
    const customer = await bed.as(email('client-principal'));
    expect(
      (
        await problemOf(
          customer.POST('/campaigns/{id}/folders', { ...at, body: { name: 'Client' } }),
        )
      ).status,
    ).toBe(403);
  });

  it('replaces the tree all or nothing: renames, moves, creates, deletes (documents back to the root)', async () => {
    const campaignId = await bed.freshCampaign();
    const agencyHead = await bed.as(email('chef-agence'));
    const at = { params: { path: { id: campaignId } } };
    const a = present(
      (await agencyHead.POST('/campaigns/{id}/folders', { ...at, body: { name: 'A' } })).data,
    );
    const b = present(
      (await agencyHead.POST('/campaigns/{id}/folders', { ...at, body: { name: 'B' } })).data,
    );
    const document = await bed.addDocument(agencyHead, campaignId, 'deliverable', undefined, {
      folderId: b.id,
    });
    const newId = randomUUID();
    // Swapping two names and nesting a new folder under a renamed one, in one call.
    const replaced = await agencyHead.PUT('/campaigns/{id}/folders', {
      ...at,
      body: {
        folders: [
          { id: a.id, name: 'Plans' },
          { id: newId, name: 'Indice B', parentId: a.id },
        ],
      },
    });
    expect(
      present(replaced.data).items.map(({ id, name, parentId }) => ({ id, name, parentId })),
    ).toEqual([
      { id: a.id, name: 'Plans', parentId: null },
      { id: newId, name: 'Indice B', parentId: a.id },
    ]);
    const { data } = await agencyHead.GET('/campaigns/{id}/documents', {
      ...at,
      params: { ...at.params, query: {} },
    });
    expect(present(data).items.find((item) => item.id === document.id)?.folderId).toBeNull();

    const cycle = await problemOf(
      agencyHead.PUT('/campaigns/{id}/folders', {
        ...at,
        body: {
          folders: [
            { id: newId, name: 'X', parentId: a.id },
            { id: a.id, name: 'Y', parentId: newId },
          ],
        },
      }),
    );
    expect(cycle.status).toBe(409);
    const twins = await problemOf(
      agencyHead.PUT('/campaigns/{id}/folders', {
        ...at,
        body: { folders: [{ name: 'Z' }, { name: 'z' }] },
      }),
    );
    expect(twins.status).toBe(409);
    // Nothing changed by the refused calls.
    expect(
      (
        await agencyHead.PUT('/campaigns/{id}/folders', {
          ...at,
          body: {
            folders: [
              { id: a.id, name: 'Plans' },
              { id: newId, name: 'Indice B', parentId: a.id },
            ],
          },
        })
      ).response.status,
    ).toBe(200);
  });

  it('asks a file of the customers, who send it, then validates or refuses it, each step notified', async () => {
    const campaignId = await bed.insertCampaign({
      workspaceId: bed.workspaceId,
      name: 'Campagne RD 1075',
      memberIds: [bed.userId(email('client-principal')), bed.userId(email('client-utilisateur'))],
    });
    const admin = await bed.as(email('admin'));
    const created = await admin.POST('/required-documents', {
      body: {
        campaignId,
        title: 'Plan de récolement',
        description: 'Le plan du réseau',
        dueDate: '2026-12-31',
      },
    });
    const request = present(created.data);
    expect(request).toMatchObject({
      status: 'awaiting',
      documents: [],
      requestedBy: { id: bed.userId(email('admin')) },
    });
    const customerMain = await bed.as(email('client-principal'));
    const bell = async (caller: 'client-principal' | 'client-utilisateur' | 'admin') =>
      present(
        (await (await bed.as(email(caller))).GET('/notifications', { params: { query: {} } })).data,
      ).items.filter((item) => item.notifiable?.id === request.id);
    // Those who may send it (« send an asked file ») are told; a customer user may not send it.
    expect((await bell('client-principal')).map((item) => item.type)).toEqual([
      'required_document_requested',
    ]);
    expect(await bell('client-utilisateur')).toEqual([]);

    // Validating before a file was sent is not a move the request can make.
    expect(
      (
        await problemOf(
          admin.PATCH('/required-documents/{id}', {
            params: { path: { id: request.id } },
            body: { status: 'validated' },
          }),
        )
      ).status,
    ).toBe(409);

    const sent = await bed.addDocument(
      customerMain,
      campaignId,
      'requiredDocument',
      { name: 'plan.pdf', content: SAMPLES.pdf },
      { requiredDocumentId: request.id },
    );
    expect(sent.requiredDocumentId).toBe(request.id);
    expect((await bell('admin')).map((item) => item.type)).toEqual(['required_document_sent']);

    const { data: listed } = await customerMain.GET('/campaigns/{id}/required-documents', {
      params: { path: { id: campaignId }, query: {} },
    });
    expect(present(listed).items).toEqual([
      expect.objectContaining({
        id: request.id,
        status: 'awaiting_validation',
        documents: [expect.objectContaining({ id: sent.id })],
      }),
    ]);

    // A customer may not decide; the admin refuses, the customer sends again, the admin validates.
    expect(
      (
        await problemOf(
          customerMain.PATCH('/required-documents/{id}', {
            params: { path: { id: request.id } },
            body: { status: 'validated' },
          }),
        )
      ).status,
    ).toBe(403);
    const refused = await admin.PATCH('/required-documents/{id}', {
      params: { path: { id: request.id } },
      body: { status: 'refused' },
    });
    expect(present(refused.data).status).toBe('refused');
    // A minute later: the files of a request are listed oldest first.
    bed.clock.advance(60_000);
    await bed.addDocument(
      customerMain,
      campaignId,
      'requiredDocument',
      { name: 'plan-v2.pdf', content: SAMPLES.pdf },
      { requiredDocumentId: request.id },
    );
    const validated = await admin.PATCH('/required-documents/{id}', {
      params: { path: { id: request.id } },
      body: { status: 'validated' },
    });
    expect(present(validated.data)).toMatchObject({
      status: 'validated',
      documents: [{ name: 'plan.pdf' }, { name: 'plan-v2.pdf' }],
    });
    // One of each, in the bell (same instant on the test clock: their order is the ids').
    expect((await bell('client-principal')).map((item) => item.type).sort()).toEqual([
      'required_document_refused',
      'required_document_requested',
      'required_document_validated',
    ]);
    // A validated request takes no more files.
    expect(
      (
        await problemOf(
          bed.addDocument(
            customerMain,
            campaignId,
            'requiredDocument',
            { name: 'plan-v3.pdf', content: SAMPLES.pdf },
            { requiredDocumentId: request.id },
          ),
        )
      ).status,
    ).toBe(409);

    const { data: notifiable } = await customerMain.GET('/notifiables/required-documents/{id}', {
      params: { path: { id: request.id } },
    });
    expect(present(notifiable)).toMatchObject({
      id: request.id,
      campaign: { id: campaignId, name: 'Campagne RD 1075', type: 'coring' },
    });
    const { data: stats } = await customerMain.GET('/campaigns/{id}/documents-stats', {
      params: { path: { id: campaignId } },
    });
    expect(present(stats).requiredDocuments).toEqual([{ status: 'validated', count: 1 }]);
  });

  it('sets a request back to awaiting when its last file is deleted', async () => {
    const campaignId = await bed.freshCampaign();
    const admin = await bed.as(email('admin'));
    const request = present(
      (await admin.POST('/required-documents', { body: { campaignId, title: 'Attestation' } }))
        .data,
    );
    const customerMain = await bed.as(email('client-principal'));
    const sent = await bed.addDocument(customerMain, campaignId, 'customerFile', undefined, {
      requiredDocumentId: request.id,
    });
    await admin.DELETE('/documents/{id}', { params: { path: { id: sent.id } } });
    const { data } = await admin.GET('/campaigns/{id}/required-documents', {
      params: { path: { id: campaignId }, query: {} },
    });
    expect(present(data).items[0]).toMatchObject({ status: 'awaiting', documents: [] });
    // Only the admin roles ask for files.
    const agencyHead = await bed.as(email('chef-agence'));
    expect(
      (
        await problemOf(
          agencyHead.POST('/required-documents', { body: { campaignId, title: 'Non' } }),
        )
      ).status,
    ).toBe(403);
  });
});
