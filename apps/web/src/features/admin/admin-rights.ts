import type { AccountActor } from '@chaussee/permissions';
import { useAbility } from '@chaussee/permissions/react';
import { useMemo } from 'react';
import { useSession } from '../../shared/session/session-context.js';
import { sessionUserOrAnonymous } from '../../shared/session/session-user.js';

/** What the signed-in user may do on one organization's administration page (spec section 6). */
export interface AdminRights {
  /** The caller as the account rule (packages/permissions mayActOnAccount) reads them. */
  actor: AccountActor;
  /** « manage one »: the tabs of the page beyond reading (relations, users). */
  mayAdminister: boolean;
  /** « change infos »: every organization; a supervisor their own (the server decides the same). */
  mayEditInfo: boolean;
  /** The engineering office mark: only who manages every organization. */
  mayChangeKind: boolean;
  mayCreateSite: boolean;
  mayEditSite: boolean;
  mayDeactivateSite: boolean;
  /** Reactivating a site (« edit access »). */
  mayActivateSite: boolean;
  mayDeleteSite: boolean;
  mayEditCommercial: boolean;
  /** Adding and removing a site's providers (« edit access », as the server checks). */
  mayManageProviders: boolean;
}

/**
 * The rights of the caller on the organization `organizationId`: the abilities of
 * packages/permissions, narrowed to their own organizations for those who manage one only (a
 * customer supervisor), as the API narrows them.
 */
export function useAdminRights(organizationId: string): AdminRights {
  const ability = useAbility();
  const { user } = useSession();
  return useMemo(() => {
    const organizationIds = [...new Set((user?.sites ?? []).map((site) => site.organizationId))];
    const actor: AccountActor = { ...sessionUserOrAnonymous(user), organizationIds };
    const managesAll = ability.can('administerAll', 'Organization');
    const isOwn = organizationIds.includes(organizationId);
    const mayAdminister = managesAll || (isOwn && ability.can('administer', 'Organization'));
    return {
      actor,
      mayAdminister,
      mayEditInfo: ability.can('updateInfo', 'Organization') || mayAdminister,
      mayChangeKind: managesAll,
      mayCreateSite: ability.can('create', 'Site') && (managesAll || isOwn),
      mayEditSite: ability.can('update', 'Site') && (managesAll || isOwn),
      mayDeactivateSite: ability.can('deactivate', 'Site'),
      mayActivateSite: ability.can('updateAccess', 'Site'),
      mayDeleteSite: ability.can('delete', 'Site'),
      mayEditCommercial: ability.can('updateCommercial', 'Site'),
      mayManageProviders: ability.can('updateAccess', 'Site'),
    };
  }, [ability, user, organizationId]);
}
