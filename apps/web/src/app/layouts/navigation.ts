import type { AppAbility } from '@chaussee/permissions';
import { layoutMessages } from './messages.js';

export interface NavigationItem {
  to: string;
  label: string;
}

/** The app bar's destinations, each shown only to users holding its right (spec section 6). */
export function navigationItemsFor(ability: AppAbility): NavigationItem[] {
  const items: { to: string; label: string; isAllowed: boolean }[] = [
    { to: '/workspaces', label: layoutMessages.myProjects, isAllowed: true },
    // Every signed-in user has a macro view: the server lists what each may see.
    { to: '/coring-macro-campaigns', label: layoutMessages.macroView, isAllowed: true },
    {
      to: '/campaigns-files-list',
      label: layoutMessages.campaignsFiles,
      isAllowed: ability.can('read', 'Deliverable') || ability.can('read', 'CustomerFile'),
    },
    {
      to: '/statistics',
      label: layoutMessages.statistics,
      isAllowed: ability.can('read', 'Statistics'),
    },
    {
      to: '/admin/organizations',
      label: layoutMessages.administration,
      // « manage one » is enough: a customer supervisor administers their own organization
      // there (the list shows them theirs alone).
      isAllowed: ability.can('administer', 'Organization'),
    },
    {
      to: '/admin/audit',
      label: layoutMessages.auditTrail,
      isAllowed: ability.can('search', 'AuditTrail'),
    },
    {
      to: '/super-login',
      label: layoutMessages.superLogin,
      isAllowed: ability.can('impersonate', 'User'),
    },
    { to: '/admin/bin', label: layoutMessages.bin, isAllowed: ability.can('manage', 'Bin') },
  ];
  return items.filter((item) => item.isAllowed).map(({ to, label }) => ({ to, label }));
}
