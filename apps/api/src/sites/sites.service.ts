import type { Action, SessionUser } from '@chaussee/permissions';
import type { components } from '@chaussee/sdk';
import { createViolation, serverDetails, type Violation } from '@chaussee/validation';
import { assertMayWrite, assertRight } from '../access/access-rules.js';
import type { Clock } from '../clock.js';
import { AppError } from '../errors/app-error.js';
import { staleOrMissing, type VersionCondition, type Versioned } from '../http/entity-version.js';
import type { OrganizationAccess } from '../organizations/organization-access.js';
import { ORGANIZATION_DETAILS } from '../organizations/organization-messages.js';
import { jsonPage, pageRequest, type PageQuery } from '../http/paging.js';
import type { SiteAccess } from './site-access.js';
import { toSite } from './site-presenter.js';
import type { SiteRow, SitesRepository } from './sites.repository.js';

type Schemas = components['schemas'];
type SiteInput = Schemas['SiteCreate'];

/** @public (in the return type of createOrganizationDomain) */
/** Fixed ids, for the demo seed only (the same records on every start). */
/** @public (in the return type of createOrganizationDomain) */
export interface SeedOptions {
  id?: string | undefined;
}

export interface SitesServiceDeps {
  sites: SitesRepository;
  siteAccess: SiteAccess;
  organizationAccess: OrganizationAccess;
  now: Clock;
}

function invalid(field: string, detail?: string): AppError {
  return new AppError('validation_failed', {
    detail,
    violations: [createViolation(field, 'invalidValue')],
  });
}

/**
 * The fallback site of a deletion: the body's, or the query's for clients that cannot send a body
 * with DELETE; both given, they must agree.
 */
export function fallbackSiteOf(
  fromBody: string | undefined,
  fromQuery: string | undefined,
): string | undefined {
  if (fromBody !== undefined && fromQuery !== undefined && fromBody !== fromQuery) {
    throw invalid('fallbackSiteId', ORGANIZATION_DETAILS.fallbackSitesDiffer);
  }
  return fromBody ?? fromQuery;
}

/**
 * Sites with the rights of spec section 6: create and edit for customer main or supervisor (their
 * own organization) and admin roles; edit access, deactivate and delete for admin roles; the
 * commercial for NEXTROAD_MAIN, NEXTROAD_ADMIN, ADMIN and SUPER_ADMIN. The agency that follows a
 * site is the engineering office's business like its commercial, so it needs that same right.
 * Who sees which site: site-access.ts.
 */
export function createSitesService(deps: SitesServiceDeps) {
  const { sites, siteAccess, organizationAccess, now } = deps;

  async function versionedViewOf(
    caller: SessionUser,
    id: string,
  ): Promise<Versioned<Schemas['Site']>> {
    const view = await sites.findView(id, siteAccess.viewerOf(caller));
    if (!view) throw new AppError('not_found');
    return { value: toSite(view), version: view.site.version };
  }

  async function viewOf(caller: SessionUser, id: string): Promise<Schemas['Site']> {
    return (await versionedViewOf(caller, id)).value;
  }

  /** Writes the row under If-Match's `condition`: 412 (or 404) when it changed no row. */
  async function writeRow(
    id: string,
    changes: Parameters<typeof sites.update>[1],
    condition: VersionCondition,
  ): Promise<void> {
    if (await sites.update(id, changes, now(), condition)) return;
    throw await staleOrMissing(async () => (await sites.findById(id)) !== undefined);
  }

  /** 400 on an agency or commercial that does not exist (only the ones being set are checked). */
  async function assertReferences(refs: {
    agencyId?: string | null;
    commercialId?: string | null;
  }) {
    const violations: Violation[] = [];
    if (typeof refs.agencyId === 'string' && !(await sites.agencyExists(refs.agencyId))) {
      violations.push(createViolation('agencyId', 'invalidValue'));
    }
    if (typeof refs.commercialId === 'string' && !(await sites.isCommercial(refs.commercialId))) {
      violations.push(createViolation('commercialId', 'invalidValue'));
    }
    if (violations.length > 0) throw new AppError('validation_failed', { violations });
  }

  /** The follow-up (agency, commercial) a change would give, checked against the right. */
  async function followUp(
    caller: SessionUser,
    site: Pick<SiteRow, 'agencyId' | 'commercialId'>,
    input: { agencyId?: string | null | undefined; commercialId?: string | null | undefined },
  ) {
    const agencyId = input.agencyId === undefined ? site.agencyId : input.agencyId;
    const commercialId = input.commercialId === undefined ? site.commercialId : input.commercialId;
    const changed = {
      ...(agencyId !== site.agencyId && { agencyId }),
      ...(commercialId !== site.commercialId && { commercialId }),
    };
    if (Object.keys(changed).length > 0) assertRight(caller, 'updateCommercial', 'Site');
    await assertReferences(changed);
    return { agencyId, commercialId };
  }

  return {
    /** GET /sites: the sites the caller sees, by organization then name. */
    async listSites(
      caller: SessionUser,
      query: PageQuery & { customerOnly?: boolean; agencyIds?: readonly string[] | undefined },
    ) {
      const scope = await siteAccess.scopeFor(caller);
      const page = pageRequest(query);
      const found = await sites.list(
        {
          organizationIds: scope.kind === 'all' ? undefined : scope.organizationIds,
          customerOnly: query.customerOnly,
          agencyIds: query.agencyIds,
        },
        siteAccess.viewerOf(caller),
        page,
      );
      return jsonPage(page, found, toSite);
    },

    /** GET /v2/organizations/{id}/sites: the sites of an organization the caller sees, by name. */
    async listOrganizationSites(caller: SessionUser, organizationId: string, query: PageQuery) {
      await organizationAccess.assertVisible(caller, organizationId);
      const page = pageRequest(query);
      const found = await sites.list(
        { organizationIds: [organizationId] },
        siteAccess.viewerOf(caller),
        page,
      );
      return { totalItems: found.total, member: found.rows.map(toSite) };
    },

    /**
     * POST /sites (also the seed's way in, with a fixed id), in an active organization the caller
     * sees: a customer creates sites in their own organization only.
     */
    async createSite(caller: SessionUser, input: SiteInput, options: SeedOptions = {}) {
      assertRight(caller, 'create', 'Site');
      await organizationAccess.assertVisible(caller, input.organizationId);
      if (!(await sites.isOrganizationActive(input.organizationId)))
        throw invalid('organizationId');
      const { agencyId, commercialId } = await followUp(
        caller,
        { agencyId: null, commercialId: null },
        input,
      );
      const id = await sites.insert(
        {
          id: options.id,
          organizationId: input.organizationId,
          name: input.name,
          agencyId,
          commercialId,
          address: input.address ?? null,
          zipCode: input.zipCode ?? null,
          city: input.city ?? null,
          phone: input.phone ?? null,
        },
        now(),
      );
      return viewOf(caller, id);
    },

    /**
     * PUT /sites/{id}: the whole editable site; contact fields left out become null, while the
     * agency and commercial left out are kept (they need a right the edit does not). A site stays
     * in its organization.
     */
    async updateSite(
      caller: SessionUser,
      id: string,
      input: SiteInput,
      condition: VersionCondition,
    ): Promise<Versioned<Schemas['Site']>> {
      assertRight(caller, 'update', 'Site');
      const { site } = await siteAccess.visibleSite(caller, id);
      if (input.organizationId !== site.organizationId) {
        throw invalid('organizationId', ORGANIZATION_DETAILS.siteStaysInItsOrganization);
      }
      const { agencyId, commercialId } = await followUp(caller, site, input);
      await writeRow(
        id,
        {
          name: input.name,
          agencyId,
          commercialId,
          address: input.address ?? null,
          zipCode: input.zipCode ?? null,
          city: input.city ?? null,
          phone: input.phone ?? null,
        },
        condition,
      );
      return versionedViewOf(caller, id);
    },

    /**
     * PATCH /sites/{id} (merge patch): each field sent needs its right (the name « edit »,
     * deactivating « deactivate », reactivating « edit access », agency and commercial « edit
     * commercial »); an empty patch needs « edit ». A site of a deactivated organization stays
     * inactive.
     */
    async patchSite(
      caller: SessionUser,
      id: string,
      patch: Schemas['SitePatch'],
      condition: VersionCondition,
    ): Promise<Versioned<Schemas['Site']>> {
      assertMayWrite(caller);
      const { site } = await siteAccess.visibleSite(caller, id);
      const needed: Action[] = [];
      if (patch.name !== undefined) needed.push('update');
      if (patch.isActive !== undefined && patch.isActive !== site.isActive) {
        needed.push(patch.isActive ? 'updateAccess' : 'deactivate');
      }
      for (const action of needed.length > 0 ? needed : (['update'] as const)) {
        assertRight(caller, action, 'Site');
      }
      const { agencyId, commercialId } = await followUp(caller, site, patch);
      if (patch.isActive === true && !(await sites.isOrganizationActive(site.organizationId))) {
        throw invalid('isActive');
      }
      await writeRow(
        id,
        {
          agencyId,
          commercialId,
          ...(patch.name !== undefined && { name: patch.name }),
          ...(patch.isActive !== undefined && { isActive: patch.isActive }),
        },
        condition,
      );
      return versionedViewOf(caller, id);
    },

    /**
     * DELETE /sites/{id} (admin roles). A site that still has users or workspaces needs a fallback
     * site (« You need to provide a fallbackSiteId »): another active site of the same
     * organization, which receives them in the transaction that deletes the site.
     */
    async deleteSite(caller: SessionUser, id: string, fallbackSiteId: string | undefined) {
      assertRight(caller, 'delete', 'Site');
      const { site } = await siteAccess.visibleSite(caller, id);
      if (fallbackSiteId !== undefined) {
        const fallback = await sites.findById(fallbackSiteId);
        const fits =
          fallback !== undefined &&
          fallback.id !== site.id &&
          fallback.organizationId === site.organizationId &&
          fallback.isActive;
        if (!fits) throw invalid('fallbackSiteId');
      }
      const dependents = await sites.dependents(id);
      if (dependents.users + dependents.workspaces > 0 && fallbackSiteId === undefined) {
        throw new AppError('validation_failed', {
          detail: serverDetails.fallbackSiteRequired,
          violations: [createViolation('fallbackSiteId', 'required')],
        });
      }
      await sites.delete(id, fallbackSiteId);
    },
  };
}

export type SitesService = ReturnType<typeof createSitesService>;
