import { isSuperAdmin, type SessionUser } from '@chaussee/permissions';
import type { components } from '@chaussee/sdk';
import { assertNotGuest } from '../access/access-rules.js';
import type { Clock } from '../clock.js';
import { AppError } from '../errors/app-error.js';
import { jsonPage, pageRequest, type PageQuery } from '../http/paging.js';
import { toVersion } from './version-presenter.js';
import type { VersionsRepository } from './versions.repository.js';

type Schemas = components['schemas'];
type Product = Schemas['VersionProduct'];

/**
 * The versions page (spec section 7 « Reference data »): everyone signed in reads the release notes
 * of a product; only a super administrator publishes or edits them (a design decision: the notes
 * speak for the whole platform). The number's rule (semantic version, optional v, « Numéro de
 * version non conforme au semantic versionning ») is the contract's `format: semver`, checked by
 * the HTTP layer with packages/validation before this runs.
 */
export function createVersionsService(deps: { versions: VersionsRepository; now: Clock }) {
  const { versions, now } = deps;

  function assertPublisher(caller: SessionUser): void {
    if (!isSuperAdmin(caller)) throw new AppError('forbidden');
  }

  const duplicate = () => new AppError('duplicate_version');

  return {
    async list(caller: SessionUser, product: Product, query: PageQuery) {
      assertNotGuest(caller);
      const page = pageRequest(query);
      return jsonPage(page, await versions.list(product, page), toVersion);
    },

    async create(caller: SessionUser, product: Product, body: Schemas['VersionInput']) {
      assertPublisher(caller);
      const row = await versions.insert(product, body);
      if (!row) throw duplicate();
      return toVersion(row);
    },

    async update(caller: SessionUser, product: Product, id: string, body: Schemas['VersionInput']) {
      assertPublisher(caller);
      const result = await versions.update(product, id, body, now());
      if (result === 'missing') throw new AppError('not_found');
      if (result === 'duplicate') throw duplicate();
      return toVersion(result);
    },
  };
}

export type VersionsService = ReturnType<typeof createVersionsService>;
