import type { SessionUser } from '@chaussee/permissions';
import { assertMayWrite } from '../access/access-rules.js';
import type { Clock } from '../clock.js';
import { AppError } from '../errors/app-error.js';
import type { FileStorage } from '../storage/file-storage.js';
import { isStorageKey, newStorageKey } from '../storage/storage-key.js';
import { assertPicture } from '../uploads/picture.js';
import { mayEditOrganization, type OrganizationAccess } from './organization-access.js';
import type { OrganizationAdminRepository } from './organization-admin.repository.js';
import { ORGANIZATION_DETAILS } from './organization-messages.js';

/** How long a logo URL works: a page showing it is long read, and the logo is not secret. */
const LOGO_URL_SECONDS = 60 * 60;

/**
 * An organization's logo (reports and header): checked by content like avatars (JPG or PNG, 1 MB,
 * the messages of spec section 8), stored under a key the server makes, read through a presigned
 * URL. Uploading needs the right to edit the organization.
 */
export function createOrganizationLogoService(deps: {
  repository: OrganizationAdminRepository;
  access: OrganizationAccess;
  storage: FileStorage;
  now: Clock;
}) {
  const { repository, access, storage, now } = deps;
  return {
    /** POST /organizations/{id}/upload-files: stores the logo and sets it as the organization's. */
    async uploadLogo(caller: SessionUser, id: string, data: Buffer): Promise<{ path: string }> {
      assertMayWrite(caller);
      const scope = await access.assertVisible(caller, id);
      if (!mayEditOrganization(caller, scope, id)) throw new AppError('forbidden');
      const { extension, mediaType } = assertPicture(data);
      const previous = (await repository.findById(id))?.logoPath ?? null;
      const path = newStorageKey(`organizations/${id}/logo`, extension);
      await storage.put(path, data, mediaType);
      await repository.update(id, { logoPath: path }, now(), undefined);
      // The replaced logo is no longer referenced; a key we did not make is left alone.
      if (previous !== null && isStorageKey(previous)) await storage.delete(previous);
      return { path };
    },

    /** GET /organizations/{id}/presigned: 404 when the organization has no logo. */
    async logoUrl(caller: SessionUser, id: string) {
      await access.assertVisible(caller, id);
      const logoPath = (await repository.findById(id))?.logoPath ?? null;
      if (logoPath === null)
        throw new AppError('not_found', { detail: ORGANIZATION_DETAILS.noLogo });
      const { url, expiresAt } = await storage.presignedUrl(logoPath, {
        expiresInSeconds: LOGO_URL_SECONDS,
      });
      return { url, expiresAt: expiresAt.toISOString() };
    },
  };
}

export type OrganizationLogoService = ReturnType<typeof createOrganizationLogoService>;
