import type { components } from '@chaussee/sdk';
import { toUserSummary } from '../users/user-presenter.js';
import type { MemberView } from './campaign-members.repository.js';

type Member = components['schemas']['Member'];

/** A membership as the campaign administration shows it; isMainCustomer is the campaign's mainCustomerId. */
export function toMember(view: MemberView, mainCustomerId: string | null): Member {
  return {
    id: view.member.id,
    user: toUserSummary(view.user),
    isTeamMember: view.member.isTeamMember,
    isDiffused: view.member.isDiffused,
    isMainCustomer: view.user.id === mainCustomerId,
    createdAt: view.member.createdAt.toISOString(),
  };
}
