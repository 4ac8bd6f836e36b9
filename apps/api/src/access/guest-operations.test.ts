import { describe, expect, it } from 'vitest';
import { loadContract } from '../http/contract/contract.js';
import { locate, pointerOf } from '../http/contract/contract-document.js';
import type { Principal } from '../http/principal.js';
import { assertGuestMayCall, GUEST_OPERATIONS } from './guest-operations.js';

const contract = loadContract();

const guest: Principal = {
  user: {
    id: 'share-link',
    roles: [],
    job: null,
    invitedBy: 'inviter',
    campaign: { id: 'campaign', type: 'coring' },
  },
  impersonatorId: null,
};
const superAdmin: Principal = {
  user: { id: 'admin', roles: ['ROLE_SUPER_ADMIN'], job: null },
  impersonatorId: null,
};

describe('the operations a guest may call', () => {
  it('are reads of the contract that need a token: a guest changes nothing', () => {
    const notReads = GUEST_OPERATIONS.filter((operationId) => {
      const operation = contract.operationById(operationId);
      return operation?.method !== 'get' || operation.isPublic;
    });
    expect(notReads).toEqual([]);
  });

  it('are the ones the contract names to guests (POST /guest/login_check)', () => {
    const signIn = contract.operationById('signInGuest');
    const pointer = pointerOf(['paths', signIn?.path ?? '', signIn?.method ?? '']);
    const description = locate(contract.document, pointer)?.node.description;
    const named = [...String(description).matchAll(/\b(get|list|generate)[A-Z]\w+/gu)].map(
      ([name]) => name,
    );
    expect([...named].sort()).toEqual([...GUEST_OPERATIONS].sort());
  });

  it('refuse a guest anything else that needs a token, and nobody else', () => {
    const listCampaignCores = { operationId: 'listCampaignCores', isPublic: false } as const;
    expect(() => {
      assertGuestMayCall(guest, listCampaignCores);
    }).toThrow(expect.objectContaining({ status: 403, code: 'forbidden' }));
    expect(() => {
      assertGuestMayCall(superAdmin, listCampaignCores);
    }).not.toThrow();
    expect(() => {
      assertGuestMayCall(undefined, listCampaignCores);
    }).not.toThrow();
    expect(() => {
      assertGuestMayCall(guest, { operationId: 'getCampaign', isPublic: false });
    }).not.toThrow();
    expect(() => {
      assertGuestMayCall(guest, { operationId: 'signInGuest', isPublic: true });
    }).not.toThrow();
  });
});
