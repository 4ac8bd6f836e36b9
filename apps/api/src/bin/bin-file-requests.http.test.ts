import type { components } from '@chaussee/sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  email,
  SAMPLES,
  startDocumentsBed,
  type DocumentsBed,
} from '../documents/testing/documents-bed.js';
import { users } from '../db/schema.js';
import { createUsersRepository } from '../users/users.repository.js';
import { answerOf, present } from '../users/testing/http-identity.js';

type RequiredDocumentStatus = components['schemas']['RequiredDocumentStatus'];

/**
 * A document restored from the bin gives its file request back the status its deletion took
 * (src/bin/file-request-restore.ts), unless the request moved on since; only the super
 * administrator restores, and a refused restore changes nothing.
 */
describe('The bin: a restored document and its file request', () => {
  let bed: DocumentsBed;
  beforeAll(async () => {
    bed = await startDocumentsBed();
  });
  afterAll(() => bed.server.close());

  const admin = () => bed.as(email('admin'));
  const customerMain = () => bed.as(email('client-principal'));
  const restorePath = (id: string) => ({ params: { path: { kind: 'document' as const, id } } });

  /** A campaign and a file request of it, asked by the administrator. */
  async function askedFile(): Promise<{ campaignId: string; requestId: string }> {
    const campaignId = await bed.freshCampaign();
    const { data } = await (
      await admin()
    ).POST('/required-documents', { body: { campaignId, title: 'Plan de récolement' } });
    return { campaignId, requestId: present(data).id };
  }

  /** The customer sends a file answering the request: its document's id. */
  async function send(campaignId: string, requestId: string, name: string): Promise<string> {
    const document = await bed.addDocument(
      await customerMain(),
      campaignId,
      'requiredDocument',
      { name, content: SAMPLES.pdf },
      { requiredDocumentId: requestId },
    );
    return document.id;
  }

  async function decide(requestId: string, status: 'validated' | 'refused') {
    await (
      await admin()
    ).PATCH('/required-documents/{id}', { params: { path: { id: requestId } }, body: { status } });
  }

  async function remove(documentId: string) {
    const deleted = await (
      await admin()
    ).DELETE('/documents/{id}', { params: { path: { id: documentId } } });
    expect(deleted.response.status).toBe(204);
  }

  async function restoreAs(caller: string, documentId: string): Promise<number> {
    const client = await bed.as(caller);
    return (await answerOf(client.POST('/bin/{kind}/{id}/restore', restorePath(documentId))))
      .status;
  }

  /** The request as its campaign's list shows it: its status and the ids of its files. */
  async function requestOf(campaignId: string, requestId: string) {
    const { data } = await (
      await admin()
    ).GET('/campaigns/{id}/required-documents', {
      params: { path: { id: campaignId }, query: {} },
    });
    const request = present(data).items.find((item) => item.id === requestId);
    return {
      status: present(request).status,
      documentIds: present(request)
        .documents.map((document) => document.id)
        .sort(),
    };
  }

  const superAdmin = email('super-admin');

  it.each<{ before: RequiredDocumentStatus; decision?: 'validated' | 'refused' }>([
    { before: 'awaiting_validation' },
    { before: 'validated', decision: 'validated' },
    { before: 'refused', decision: 'refused' },
  ])(
    'gives the request back $before when its last file, deleted, is restored',
    async ({ before, decision }) => {
      const { campaignId, requestId } = await askedFile();
      const documentId = await send(campaignId, requestId, 'plan.pdf');
      if (decision !== undefined) await decide(requestId, decision);
      expect((await requestOf(campaignId, requestId)).status).toBe(before);

      await remove(documentId);
      expect(await requestOf(campaignId, requestId)).toEqual({
        status: 'awaiting',
        documentIds: [],
      });

      expect(await restoreAs(superAdmin, documentId)).toBe(204);
      expect(await requestOf(campaignId, requestId)).toEqual({
        status: before,
        documentIds: [documentId],
      });
    },
  );

  it('gives back the status under which that file was an answer, not a validation it never had', async () => {
    const { campaignId, requestId } = await askedFile();
    const first = await send(campaignId, requestId, 'plan.pdf');
    const second = await send(campaignId, requestId, 'plan-v2.pdf');
    // The first goes while both await validation: the request keeps its status (a file is left).
    await remove(first);
    expect((await requestOf(campaignId, requestId)).status).toBe('awaiting_validation');
    await decide(requestId, 'validated');
    await remove(second);
    expect((await requestOf(campaignId, requestId)).status).toBe('awaiting');

    // The first file never was validated: back, it awaits validation.
    expect(await restoreAs(superAdmin, first)).toBe(204);
    expect(await requestOf(campaignId, requestId)).toEqual({
      status: 'awaiting_validation',
      documentIds: [first],
    });
    // The request moved on since the second went (a file came back): its status stands.
    expect(await restoreAs(superAdmin, second)).toBe(204);
    expect(await requestOf(campaignId, requestId)).toEqual({
      status: 'awaiting_validation',
      documentIds: [first, second].sort(),
    });
  });

  it('keeps the status of a request that moved on: a file sent meanwhile waits for its decision, a decision stands', async () => {
    const { campaignId, requestId } = await askedFile();
    const validatedFile = await send(campaignId, requestId, 'plan.pdf');
    await decide(requestId, 'validated');
    await remove(validatedFile);
    const newFile = await send(campaignId, requestId, 'plan-v2.pdf');

    // The old validation would validate the new file unread: the request stays awaiting it.
    expect(await restoreAs(superAdmin, validatedFile)).toBe(204);
    expect(await requestOf(campaignId, requestId)).toEqual({
      status: 'awaiting_validation',
      documentIds: [validatedFile, newFile].sort(),
    });

    // Refused since: a restore brings the file back, not the old validation.
    await decide(requestId, 'refused');
    await remove(validatedFile);
    expect((await requestOf(campaignId, requestId)).status).toBe('refused');
    expect(await restoreAs(superAdmin, validatedFile)).toBe(204);
    expect((await requestOf(campaignId, requestId)).status).toBe('refused');
  });

  it('lets two restores of files of one request race: both come back, the status given back once', async () => {
    const { campaignId, requestId } = await askedFile();
    const first = await send(campaignId, requestId, 'plan.pdf');
    const second = await send(campaignId, requestId, 'plan-v2.pdf');
    await decide(requestId, 'validated');
    await remove(first);
    await remove(second);
    expect((await requestOf(campaignId, requestId)).status).toBe('awaiting');

    const restores = await Promise.all([
      restoreAs(superAdmin, first),
      restoreAs(superAdmin, second),
      // The same file twice: one restore finds it out of the bin already.
      restoreAs(superAdmin, first),
    ]);
    expect(restores.sort()).toEqual([204, 204, 404]);
    expect(await requestOf(campaignId, requestId)).toEqual({
      status: 'validated',
      documentIds: [first, second].sort(),
    });
  });

  it('lets a restore race a file sent to the same request: the state of one order or the other, never a validation of an unread file', async () => {
    const { campaignId, requestId } = await askedFile();
    const validatedFile = await send(campaignId, requestId, 'plan.pdf');
    await decide(requestId, 'validated');
    await remove(validatedFile);
    const customer = await customerMain();
    const { data } = await bed.upload(customer, campaignId, 'requiredDocument', [
      { name: 'plan-v2.pdf', content: SAMPLES.pdf },
    ]);
    const s3Path = present(present(data).files[0]).path;

    const [restored, recorded] = await Promise.all([
      restoreAs(superAdmin, validatedFile),
      answerOf(
        customer.POST('/documents', {
          body: {
            campaignId,
            name: 'plan-v2.pdf',
            extension: 'pdf',
            size: SAMPLES.pdf.length,
            category: 'requiredDocument',
            s3Path,
            requiredDocumentId: requestId,
          },
        }),
      ),
    ]);
    expect(restored).toBe(204);
    const request = await requestOf(campaignId, requestId);
    if (recorded.status === 409) {
      // The restore first: validated again, which takes no more files.
      expect(request).toEqual({ status: 'validated', documentIds: [validatedFile] });
    } else {
      // The file first: it awaits its decision, with the restored one beside it.
      expect(recorded.status).toBe(201);
      expect(request.status).toBe('awaiting_validation');
      expect(request.documentIds).toHaveLength(2);
      expect(request.documentIds).toContain(validatedFile);
    }
  });

  it('refuses the restore to every other caller, who change nothing; the super administrator’s restore gives the status back', async () => {
    const { campaignId, requestId } = await askedFile();
    const documentId = await send(campaignId, requestId, 'plan.pdf');
    await decide(requestId, 'validated');
    await remove(documentId);

    // A customer of another organization, a super administrator demoted to ADMIN since signing
    // in, and one whose sessions were ended (a stale token).
    const { siteId } = await bed.insertOrganization('Autre organisation');
    await bed.insertUser({
      email: 'client@autre-organisation.test',
      roles: ['ROLE_CUSTOMER_MAIN'],
      siteIds: [siteId],
    });
    const demotedId = await bed.insertUser({
      email: 'ancien-super-admin@bureau.test',
      roles: ['ROLE_SUPER_ADMIN'],
    });
    const demoted = await bed.as('ancien-super-admin@bureau.test');
    const staleId = await bed.insertUser({
      email: 'session-finie@bureau.test',
      roles: ['ROLE_SUPER_ADMIN'],
    });
    const stale = await bed.as('session-finie@bureau.test');
    // Roles are read from the database at each request, whatever the token was signed with.
    await bed.db
      .update(users)
      .set({ roles: ['ROLE_ADMIN'] })
      .where(eq(users.id, demotedId));
    await createUsersRepository(bed.db).raiseSessionVersion(staleId);

    const refusals: [string, number][] = [];
    for (const caller of [
      email('admin'),
      email('bureau-admin'),
      email('chef-agence'),
      email('client-principal'),
      email('client-superviseur'),
      email('lecteur'),
      'client@autre-organisation.test',
    ]) {
      refusals.push([caller, await restoreAs(caller, documentId)]);
    }
    const call = (client: Awaited<ReturnType<DocumentsBed['as']>>) =>
      answerOf(client.POST('/bin/{kind}/{id}/restore', restorePath(documentId)));
    refusals.push(['demoted', (await call(demoted)).status]);
    refusals.push(['stale', (await call(stale)).status]);
    refusals.push(['guest', (await call(await bed.guestOf(campaignId))).status]);
    refusals.push(['anonymous', (await call(bed.server.client)).status]);
    expect(refusals).toEqual([
      [email('admin'), 403],
      [email('bureau-admin'), 403],
      [email('chef-agence'), 403],
      [email('client-principal'), 403],
      [email('client-superviseur'), 403],
      [email('lecteur'), 403],
      ['client@autre-organisation.test', 403],
      ['demoted', 403],
      ['stale', 401],
      ['guest', 403],
      ['anonymous', 401],
    ]);
    // Nothing changed: the file is still in the bin, the request as the deletion left it.
    expect(await requestOf(campaignId, requestId)).toEqual({ status: 'awaiting', documentIds: [] });

    expect(await restoreAs(superAdmin, documentId)).toBe(204);
    expect(await requestOf(campaignId, requestId)).toEqual({
      status: 'validated',
      documentIds: [documentId],
    });
  });
});
