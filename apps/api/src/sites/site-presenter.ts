import type { components } from '@chaussee/sdk';
import { toAgency, toOrganizationSummary } from '../organizations/organization-presenter.js';
import { toProvider } from '../providers/provider-presenter.js';
import { toUserSummary } from '../users/user-presenter.js';
import type { SiteWorkspaceView } from './site-contents.repository.js';
import type { SiteView } from './sites.repository.js';

type Schemas = components['schemas'];

export function toSite(view: SiteView): Schemas['Site'] {
  const { site } = view;
  return {
    id: site.id,
    name: site.name,
    isActive: site.isActive,
    organizationId: site.organizationId,
    organization: toOrganizationSummary(view.organization),
    agency: view.agency && toAgency(view.agency),
    address: site.address,
    zipCode: site.zipCode,
    city: site.city,
    phone: site.phone,
    commercial: view.commercial && toUserSummary(view.commercial),
    providers: view.providers.map(toProvider),
    usersCount: view.usersCount,
    workspacesCount: view.workspacesCount,
    createdAt: site.createdAt.toISOString(),
    updatedAt: site.updatedAt.toISOString(),
    version: site.version,
  };
}

export function toSiteWorkspace(view: SiteWorkspaceView): Schemas['WorkspaceSummary'] {
  return {
    id: view.workspace.id,
    name: view.workspace.name,
    isArchived: view.workspace.isArchived,
    site: view.site,
    organization: view.organization,
    campaignsCount: view.campaignsCount,
    createdAt: view.workspace.createdAt.toISOString(),
  };
}
