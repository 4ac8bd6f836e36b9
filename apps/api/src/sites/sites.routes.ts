import { requirePrincipal, type RouteModule } from '../http/operation-handler.js';
import { versionedWrite } from '../http/versioned-write.js';
import type { SiteContentsService } from './site-contents.service.js';
import type { SiteProvidersService } from './site-providers.service.js';
import { fallbackSiteOf, type SitesService } from './sites.service.js';

export interface SiteRoutesDeps {
  sites: SitesService;
  contents: SiteContentsService;
  siteProviders: SiteProvidersService;
}

/** The contract's Sites tag. */
export function siteRoutes({ sites, contents, siteProviders }: SiteRoutesDeps): RouteModule {
  return {
    listSites: async (input) => ({
      status: 200,
      body: await sites.listSites(requirePrincipal(input).user, {
        customerOnly: input.query.customerOnly,
        agencyIds: input.query['agencies[]'],
        limit: input.query.limit,
        offset: input.query.offset,
      }),
    }),

    createSite: async (input) => ({
      status: 201,
      body: await sites.createSite(requirePrincipal(input).user, input.body),
    }),

    updateSite: (input) =>
      versionedWrite(input, (user, id, body, condition) =>
        sites.updateSite(user, id, body, condition),
      ),

    patchSite: (input) =>
      versionedWrite(input, (user, id, body, condition) =>
        sites.patchSite(user, id, body, condition),
      ),

    deleteSite: async (input) => {
      const fallback = fallbackSiteOf(input.body?.fallbackSiteId, input.query.fallbackSiteId);
      await sites.deleteSite(requirePrincipal(input).user, input.params.id, fallback);
      return { status: 204 };
    },

    listOrganizationSites: async (input) => ({
      status: 200,
      body: await sites.listOrganizationSites(
        requirePrincipal(input).user,
        input.params.id,
        input.query,
      ),
    }),

    listSiteUsers: async (input) => ({
      status: 200,
      body: await contents.listSiteUsers(
        requirePrincipal(input).user,
        input.params.id,
        input.query,
      ),
    }),

    listSiteWorkspaces: async (input) => ({
      status: 200,
      body: await contents.listSiteWorkspaces(
        requirePrincipal(input).user,
        input.params.id,
        input.query,
      ),
    }),

    listSiteProviders: async (input) => ({
      status: 200,
      body: await siteProviders.listSiteProviders(
        requirePrincipal(input).user,
        input.params.id,
        input.query,
      ),
    }),

    addSiteProvider: async (input) => ({
      status: 201,
      body: await siteProviders.addSiteProvider(
        requirePrincipal(input).user,
        input.params.id,
        input.params.providerId,
        input.body,
      ),
    }),

    updateSiteProvider: async (input) => ({
      status: 200,
      body: await siteProviders.updateSiteProvider(
        requirePrincipal(input).user,
        input.params.id,
        input.params.providerId,
        input.body,
      ),
    }),

    removeSiteProvider: async (input) => {
      await siteProviders.removeSiteProvider(
        requirePrincipal(input).user,
        input.params.id,
        input.params.providerId,
      );
      return { status: 204 };
    },
  };
}
