import type { DomainDeps } from '../app/domain-deps.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import type { RouteModule } from '../http/operation-handler.js';
import { providerRoutes } from '../providers/providers.routes.js';
import { createProvidersRepository } from '../providers/providers.repository.js';
import { createProvidersService } from '../providers/providers.service.js';
import { createSiteAccess } from '../sites/site-access.js';
import { createSiteContentsRepository } from '../sites/site-contents.repository.js';
import { createSiteContentsService } from '../sites/site-contents.service.js';
import { createSiteProvidersRepository } from '../sites/site-providers.repository.js';
import { createSiteProvidersService } from '../sites/site-providers.service.js';
import { siteRoutes } from '../sites/sites.routes.js';
import { createSitesRepository } from '../sites/sites.repository.js';
import { createSitesService } from '../sites/sites.service.js';
import { createUsersRepository } from '../users/users.repository.js';
import { createOrganizationAccess } from './organization-access.js';
import { createOrganizationAdminRepository } from './organization-admin.repository.js';
import { createOrganizationLogoService } from './organization-logo.service.js';
import { organizationRoutesOf } from './organizations.routes.js';
import { createOrganizationsService } from './organizations.service.js';

export interface OrganizationDomainDeps {
  db: Db;
  now: Clock;
  /** Ends every session of a user (their organization is deactivated); the seed passes a no-op. */
  endSessions: (userId: string) => Promise<void>;
}

/**
 * The services of organizations, agencies, sites, site providers and providers, on one database
 * (a transaction's too). The demo seed calls them with an acting user (a super administrator):
 * `organizations.createOrganization`, `organizations.createAgency`, `sites.createSite`,
 * `providers.createProvider` / `createLaboratory` / `createPrestation`,
 * `siteProviders.addSiteProvider` — each takes `{ id }` for the seed's fixed ids where it creates.
 */
export function createOrganizationDomain({ db, now, endSessions }: OrganizationDomainDeps) {
  const repository = createOrganizationAdminRepository(db);
  const access = createOrganizationAccess(repository);
  const sitesRepository = createSitesRepository(db);
  const siteAccess = createSiteAccess(sitesRepository, access);
  return {
    repository,
    access,
    organizations: createOrganizationsService({ repository, access, endSessions, now }),
    sites: createSitesService({
      sites: sitesRepository,
      siteAccess,
      organizationAccess: access,
      now,
    }),
    siteContents: createSiteContentsService({
      contents: createSiteContentsRepository(db),
      siteAccess,
      users: createUsersRepository(db),
    }),
    siteProviders: createSiteProvidersService({
      siteProviders: createSiteProvidersRepository(db),
      siteAccess,
      now,
    }),
    providers: createProvidersService({ repository: createProvidersRepository(db) }),
  };
}

export type OrganizationDomain = ReturnType<typeof createOrganizationDomain>;

/** Organizations, agencies, sites and providers (issue 8): the route handlers, wired on the domain's services. */
export const organizationRoutes = (deps: DomainDeps): RouteModule => {
  const domain = createOrganizationDomain({
    db: deps.db,
    now: deps.now,
    endSessions: (userId) => deps.identity.session.endSessions(userId),
  });
  const logos = createOrganizationLogoService({
    repository: domain.repository,
    access: domain.access,
    storage: deps.storage,
    now: deps.now,
  });
  return {
    ...organizationRoutesOf({ organizations: domain.organizations, logos }),
    ...siteRoutes({
      sites: domain.sites,
      contents: domain.siteContents,
      siteProviders: domain.siteProviders,
    }),
    ...providerRoutes(domain.providers),
  };
};
