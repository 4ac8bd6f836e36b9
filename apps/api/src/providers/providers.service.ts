import type { SessionUser } from '@chaussee/permissions';
import { assertMayWrite, assertNotGuest, seesEverything } from '../access/access-rules.js';
import { AppError } from '../errors/app-error.js';
import { jsonPage, pageRequest, type PageQuery } from '../http/paging.js';
import {
  assertLaboratoryInput,
  assertPrestationInput,
  assertProviderInput,
  type LaboratoryInput,
  type PrestationInput,
  type ProviderInput,
} from './provider-input.js';
import { toLaboratory, toPrestation, toProvider } from './provider-presenter.js';
import type { ProvidersRepository } from './providers.repository.js';

/** @public (in the return type of createOrganizationDomain) */
/** Fixed ids, for the demo seed only (the same records on every start). */
/** @public (in the return type of createOrganizationDomain) */
export interface SeedOptions {
  id?: string | undefined;
}

/**
 * Providers, laboratories and prestations: reference data every signed-in user reads (READ_ONLY
 * included; guests read none of it). Spec section 6 gives no right to change them and the contract
 * has no operation that does: creating them is for administrators (ADMIN and SUPER_ADMIN), through
 * the functions below that the demo seed calls.
 */
export function createProvidersService({ repository }: { repository: ProvidersRepository }) {
  async function existingProvider(id: string) {
    const provider = await repository.findById(id);
    if (!provider) throw new AppError('not_found');
    return provider;
  }

  function assertAdministrator(caller: SessionUser): void {
    assertMayWrite(caller);
    if (!seesEverything(caller)) throw new AppError('forbidden');
  }

  return {
    /** GET /providers, by name; isLaboratory keeps one kind. */
    async listProviders(caller: SessionUser, query: PageQuery & { isLaboratory?: boolean }) {
      assertNotGuest(caller);
      const page = pageRequest(query);
      const found = await repository.list({ isLaboratory: query.isLaboratory }, page);
      return jsonPage(page, found, toProvider);
    },

    /** GET /provider/{id}/laboratories, by name. */
    async listLaboratories(caller: SessionUser, providerId: string, query: PageQuery) {
      assertNotGuest(caller);
      const provider = await existingProvider(providerId);
      const page = pageRequest(query);
      const found = await repository.laboratoriesOf(provider.id, page);
      return jsonPage(page, found, (laboratory) => toLaboratory(laboratory, provider));
    },

    /** GET /providers/{id}/prestations, by name. */
    async listPrestations(caller: SessionUser, providerId: string, query: PageQuery) {
      assertNotGuest(caller);
      const provider = await existingProvider(providerId);
      const page = pageRequest(query);
      const found = await repository.prestationsOf(provider.id, page);
      return jsonPage(page, found, (prestation) => toPrestation(prestation, provider));
    },

    /** A provider, with the URL and key of its order API when it has one (the key is never answered). */
    async createProvider(caller: SessionUser, input: ProviderInput, options: SeedOptions = {}) {
      assertAdministrator(caller);
      assertProviderInput(input);
      const provider = await repository.insertProvider({
        id: options.id,
        name: input.name,
        isLaboratory: input.isLaboratory ?? false,
        email: input.email ?? null,
        phone: input.phone ?? null,
        apiUrl: input.apiUrl ?? null,
        apiKey: input.apiKey ?? null,
      });
      return toProvider(provider);
    },

    async createLaboratory(caller: SessionUser, input: LaboratoryInput, options: SeedOptions = {}) {
      assertAdministrator(caller);
      assertLaboratoryInput(input);
      const provider = await existingProvider(input.providerId);
      const laboratory = await repository.insertLaboratory({
        id: options.id,
        providerId: provider.id,
        name: input.name,
        email: input.email ?? null,
        address: input.address ?? null,
        zipCode: input.zipCode ?? null,
        city: input.city ?? null,
        phone: input.phone ?? null,
      });
      return toLaboratory(laboratory, provider);
    },

    async createPrestation(caller: SessionUser, input: PrestationInput, options: SeedOptions = {}) {
      assertAdministrator(caller);
      assertPrestationInput(input);
      const provider = await existingProvider(input.providerId);
      const prestation = await repository.insertPrestation({
        id: options.id,
        providerId: provider.id,
        name: input.name,
        code: input.code ?? null,
        pollutantKind: input.pollutantKind ?? null,
        layerTypes: input.layerTypes ?? [],
      });
      return toPrestation(prestation, provider);
    },
  };
}

export type ProvidersService = ReturnType<typeof createProvidersService>;
