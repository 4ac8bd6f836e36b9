import type { SessionUser } from '@chaussee/permissions';
import type { components } from '@chaussee/sdk';
import { assertRight } from '../access/access-rules.js';
import type { Clock } from '../clock.js';
import { AppError } from '../errors/app-error.js';
import { ORGANIZATION_DETAILS } from '../organizations/organization-messages.js';
import { jsonPage, pageRequest, type PageQuery } from '../http/paging.js';
import { toProvider } from '../providers/provider-presenter.js';
import type { SiteAccess } from './site-access.js';
import type { SiteProvidersRepository, SiteProviderView } from './site-providers.repository.js';

type Schemas = components['schemas'];

/** The body of POST and PUT: both fields may be left out (isDefault false, no customer code). */
export interface SiteProviderInput {
  isDefault?: boolean | undefined;
  customerCode?: string | null | undefined;
}

/** @public (in the return type of createOrganizationDomain) */
function toSiteProvider({ settings, provider }: SiteProviderView): Schemas['SiteProvider'] {
  return {
    siteId: settings.siteId,
    provider: toProvider(provider),
    isDefault: settings.isDefault,
    customerCode: settings.customerCode,
    createdAt: settings.createdAt.toISOString(),
  };
}

/**
 * The providers enabled for a site's campaigns. Reading them follows the site's visibility;
 * changing them is part of the site's access settings, « edit access » (admin roles).
 */
export function createSiteProvidersService(deps: {
  siteProviders: SiteProvidersRepository;
  siteAccess: SiteAccess;
  now: Clock;
}) {
  const { siteProviders, siteAccess, now } = deps;

  /** The site (visible) and the provider (existing) a change is about, else 404. */
  async function target(caller: SessionUser, siteId: string, providerId: string) {
    assertRight(caller, 'updateAccess', 'Site');
    const { site } = await siteAccess.visibleSite(caller, siteId);
    const provider = await siteProviders.findProvider(providerId);
    if (!provider) throw new AppError('not_found');
    return { site, provider };
  }

  async function viewOf(siteId: string, providerId: string) {
    const view = await siteProviders.find(siteId, providerId);
    if (!view) throw new AppError('not_found');
    return toSiteProvider(view);
  }

  function settingsOf(input: SiteProviderInput | undefined) {
    return { isDefault: input?.isDefault ?? false, customerCode: input?.customerCode ?? null };
  }

  return {
    /** GET /sites/{id}/providers, by provider name. */
    async listSiteProviders(caller: SessionUser, siteId: string, query: PageQuery) {
      const { site } = await siteAccess.visibleSite(caller, siteId);
      const page = pageRequest(query);
      return jsonPage(page, await siteProviders.list(site.id, page), toSiteProvider);
    },

    /** POST /sites/{id}/providers/{providerId} (also for the seed): 409 when already enabled. */
    async addSiteProvider(
      caller: SessionUser,
      siteId: string,
      providerId: string,
      input?: SiteProviderInput,
    ) {
      const { site, provider } = await target(caller, siteId, providerId);
      const added = await siteProviders.insert(site.id, provider, settingsOf(input), now());
      if (!added) {
        throw new AppError('conflict', { detail: ORGANIZATION_DETAILS.providerAlreadyEnabled });
      }
      return viewOf(site.id, provider.id);
    },

    /** PUT /sites/{id}/providers/{providerId}: 404 when the provider is not enabled for the site. */
    async updateSiteProvider(
      caller: SessionUser,
      siteId: string,
      providerId: string,
      input: SiteProviderInput,
    ) {
      const { site, provider } = await target(caller, siteId, providerId);
      if (!(await siteProviders.find(site.id, provider.id))) throw new AppError('not_found');
      await siteProviders.update(site.id, provider, settingsOf(input));
      return viewOf(site.id, provider.id);
    },

    /** DELETE /sites/{id}/providers/{providerId}: campaigns keep the orders already made. */
    async removeSiteProvider(caller: SessionUser, siteId: string, providerId: string) {
      const { site, provider } = await target(caller, siteId, providerId);
      if (!(await siteProviders.delete(site.id, provider.id))) throw new AppError('not_found');
    },
  };
}

export type SiteProvidersService = ReturnType<typeof createSiteProvidersService>;
