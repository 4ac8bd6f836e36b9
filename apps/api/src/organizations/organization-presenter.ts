import type { components } from '@chaussee/sdk';
import type {
  AgencyView,
  OrganizationRelations,
  OrganizationView,
} from './organization-admin.repository.js';

type Schemas = components['schemas'];

export function toOrganizationSummary(organization: {
  id: string;
  name: string;
  isInternal: boolean;
}): Schemas['OrganizationSummary'] {
  return { id: organization.id, name: organization.name, isInternal: organization.isInternal };
}

export function toOrganization(view: OrganizationView): Schemas['Organization'] {
  return {
    ...toOrganizationSummary(view),
    siret: view.siret,
    address: view.address,
    zipCode: view.zipCode,
    city: view.city,
    phone: view.phone,
    logoPath: view.logoPath,
    isActive: view.isActive,
    sitesCount: view.sitesCount,
    usersCount: view.usersCount,
    createdAt: view.createdAt.toISOString(),
    updatedAt: view.updatedAt.toISOString(),
  };
}

function toSiteSummary(site: {
  id: string;
  name: string;
  isActive: boolean;
  organizationId: string;
}): Schemas['SiteSummary'] {
  return {
    id: site.id,
    name: site.name,
    isActive: site.isActive,
    organizationId: site.organizationId,
  };
}

export function toOrganizationRelations(
  relations: OrganizationRelations,
): Schemas['OrganizationRelations'] {
  return { ...relations, sites: relations.sites.map(toSiteSummary) };
}

export function toAgency(agency: AgencyView): Schemas['Agency'] {
  return {
    id: agency.id,
    name: agency.name,
    organization: toOrganizationSummary(agency.organization),
  };
}
