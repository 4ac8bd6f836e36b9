import type { SessionUser } from '@chaussee/permissions';
import type { components } from '@chaussee/sdk';
import { createViolation } from '@chaussee/validation';
import { assertMayWrite, assertRight, hasRight, seesEverything } from '../access/access-rules.js';
import type { Clock } from '../clock.js';
import { AppError } from '../errors/app-error.js';
import { staleOrMissing, type VersionCondition, type Versioned } from '../http/entity-version.js';
import { mayEditOrganization, scopeIds, type OrganizationAccess } from './organization-access.js';
import type { OrganizationAdminRepository } from './organization-admin.repository.js';
import { ORGANIZATION_DETAILS } from './organization-messages.js';
import { assertNameLength } from './name-length.js';
import {
  toAgency,
  toOrganization,
  toOrganizationRelations,
  toOrganizationSummary,
} from './organization-presenter.js';
import { jsonPage, pageRequest, type PageQuery } from '../http/paging.js';

type Schemas = components['schemas'];

/** The body of POST and PUT /organizations: isInternal may be left out (see each operation). */
export type OrganizationInput = Omit<Schemas['OrganizationCreate'], 'isInternal'> & {
  isInternal?: boolean | undefined;
};

/** @public (in the return type of createOrganizationDomain) */
/** Fixed ids, for the demo seed only (the same records on every start); the API never sends one. */
export interface SeedOptions {
  id?: string | undefined;
}

export interface OrganizationsServiceDeps {
  repository: OrganizationAdminRepository;
  access: OrganizationAccess;
  /** Ends every session of a user (their organization was deactivated). */
  endSessions: (userId: string) => Promise<void>;
  now: Clock;
}

/**
 * Organizations and agencies with the rights of spec section 6 (create, « manage all »,
 * « change infos » for admin and NEXTROAD_MAIN roles; « manage one » for CUSTOMER_SUPERVISOR on
 * their own organization). Who sees which organization: organization-access.ts.
 */
export function createOrganizationsService(deps: OrganizationsServiceDeps) {
  const { repository, access, endSessions, now } = deps;

  async function versionedViewOf(id: string): Promise<Versioned<Schemas['Organization']>> {
    const view = await repository.findView(id);
    if (!view) throw new AppError('not_found');
    return { value: toOrganization(view), version: view.version };
  }

  async function viewOf(id: string): Promise<Schemas['Organization']> {
    return (await versionedViewOf(id)).value;
  }

  /** The organization, visible to the caller and editable by them (404, then 403). */
  async function editable(caller: SessionUser, id: string) {
    assertMayWrite(caller);
    const scope = await access.assertVisible(caller, id);
    if (!mayEditOrganization(caller, scope, id)) throw new AppError('forbidden');
    const organization = await repository.findById(id);
    if (!organization) throw new AppError('not_found');
    return organization;
  }

  return {
    /** GET /organizations: the organizations the caller sees, by name. */
    async listOrganizations(caller: SessionUser, query: PageQuery & { isInternal?: boolean }) {
      const scope = await access.scopeFor(caller);
      const page = pageRequest(query);
      const found = await repository.list(
        {
          ids: scopeIds(scope),
          ...(query.isInternal !== undefined && { isInternal: query.isInternal }),
        },
        page,
      );
      return jsonPage(page, found, toOrganization);
    },

    /** GET /customersOrganizations: the customer organizations the caller sees, by name. */
    async listCustomerOrganizations(caller: SessionUser, query: PageQuery) {
      const scope = await access.scopeFor(caller);
      const page = pageRequest(query);
      const found = await repository.list({ ids: scopeIds(scope), isInternal: false }, page);
      return jsonPage(page, found, toOrganizationSummary);
    },

    async getOrganization(
      caller: SessionUser,
      id: string,
    ): Promise<Versioned<Schemas['Organization']>> {
      await access.assertVisible(caller, id);
      return versionedViewOf(id);
    },

    /** POST /organizations (also the seed's way in, with a fixed id). isInternal defaults to false. */
    async createOrganization(
      caller: SessionUser,
      input: OrganizationInput,
      options: SeedOptions = {},
    ) {
      assertRight(caller, 'create', 'Organization');
      const id = await repository.insert(
        {
          id: options.id,
          name: input.name,
          isInternal: input.isInternal ?? false,
          siret: input.siret ?? null,
          address: input.address ?? null,
          zipCode: input.zipCode ?? null,
          city: input.city ?? null,
          phone: input.phone ?? null,
        },
        now(),
      );
      return viewOf(id);
    },

    /**
     * PUT /organizations/{id}: the whole editable organization; contact fields left out become
     * null. isInternal left out keeps its value (so that a form without it never turns the
     * engineering office into a customer), and changing it needs « manage all »: a customer
     * supervisor edits their organization's information, not its kind.
     */
    async updateOrganization(
      caller: SessionUser,
      id: string,
      input: OrganizationInput,
      condition: VersionCondition,
    ): Promise<Versioned<Schemas['Organization']>> {
      const current = await editable(caller, id);
      const isInternal = input.isInternal ?? current.isInternal;
      if (isInternal !== current.isInternal && !hasRight(caller, 'administerAll', 'Organization')) {
        throw new AppError('forbidden');
      }
      const written = await repository.update(
        id,
        {
          name: input.name,
          isInternal,
          siret: input.siret ?? null,
          address: input.address ?? null,
          zipCode: input.zipCode ?? null,
          city: input.city ?? null,
          phone: input.phone ?? null,
        },
        now(),
        condition,
      );
      if (!written) {
        throw await staleOrMissing(async () => (await repository.findById(id)) !== undefined);
      }
      return versionedViewOf(id);
    },

    /**
     * POST /organizations/{id}/deactivate (« manage all »). The organization and its sites become
     * inactive, and so do its users unless they also belong to another active organization: their
     * `isActive` turns false, which sign-in, token refresh and every authenticated request already
     * check (apps/api/src/auth), and their refresh tokens are revoked. Data is kept. The engineering
     * office cannot be deactivated (its staff would lose every access), nor an inactive one again.
     */
    async deactivateOrganization(caller: SessionUser, id: string) {
      assertRight(caller, 'administerAll', 'Organization');
      await access.assertVisible(caller, id);
      const organization = await repository.findById(id);
      if (!organization) throw new AppError('not_found');
      if (organization.isInternal) {
        throw new AppError('conflict', { detail: ORGANIZATION_DETAILS.officeNotDeactivatable });
      }
      if (!organization.isActive) {
        throw new AppError('conflict', { detail: ORGANIZATION_DETAILS.alreadyDeactivated });
      }
      const userIds = await repository.deactivate(id, now());
      for (const userId of userIds) await endSessions(userId);
      return viewOf(id);
    },

    /**
     * GET /organizations/{id}/relations, for whoever may administer the organization. Workspaces
     * and campaigns are counted among those the caller may see (all for ADMIN and SUPER_ADMIN).
     */
    async getRelations(caller: SessionUser, id: string) {
      const scope = await access.assertVisible(caller, id);
      if (!mayEditOrganization(caller, scope, id)) throw new AppError('forbidden');
      const viewerId = seesEverything(caller) ? undefined : caller.id;
      return toOrganizationRelations(await repository.relations(id, viewerId));
    },

    /** GET /agencies: every agency, or with byOrganization those of the caller's organization. */
    async listAgencies(caller: SessionUser, query: PageQuery & { byOrganization?: boolean }) {
      await access.scopeFor(caller);
      const page = pageRequest(query);
      const organizationIds =
        query.byOrganization === true ? await repository.organizationIdsOf(caller.id) : undefined;
      const found = await repository.listAgencies({ organizationIds }, page);
      return jsonPage(page, found, toAgency);
    },

    /**
     * An agency of the engineering office (« manage all »). No operation of the contract creates
     * agencies: the seed and future administration screens call this.
     */
    async createAgency(
      caller: SessionUser,
      input: { organizationId: string; name: string },
      options: SeedOptions = {},
    ) {
      assertRight(caller, 'administerAll', 'Organization');
      assertNameLength('name', input.name);
      const organization = await repository.findById(input.organizationId);
      if (!organization) throw new AppError('not_found');
      if (!organization.isInternal) {
        throw new AppError('validation_failed', {
          violations: [createViolation('organizationId', 'invalidValue')],
        });
      }
      const agency = await repository.insertAgency({ ...input, id: options.id });
      return toAgency({ ...agency, organization });
    },
  };
}

export type OrganizationsService = ReturnType<typeof createOrganizationsService>;
