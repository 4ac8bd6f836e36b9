import type { SessionUser } from '@chaussee/permissions';
import type { components } from '@chaussee/sdk';
import { createViolation, type Violation } from '@chaussee/validation';
import { assertMayWrite, assertNotGuest } from '../access/access-rules.js';
import type { MembershipGuard } from '../access/membership-guard.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import type { UploadedFile } from '../http/operation-handler.js';
import {
  createOrganizationAccess,
  mayEditOrganization,
} from '../organizations/organization-access.js';
import { createOrganizationAdminRepository } from '../organizations/organization-admin.repository.js';
import type { FileStorage } from '../storage/file-storage.js';
import { isStorageKey, newStorageKey } from '../storage/storage-key.js';
import { assertPicture } from '../uploads/picture.js';
import { toPdfParameters } from './pdf-parameters-presenter.js';
import {
  createPdfParametersRepository,
  type PdfParametersRow,
} from './pdf-parameters.repository.js';

type Schemas = components['schemas'];
type ImageField = 'logo' | 'coverImage';

/** The word of each image in its storage key (keys are lower case). */
const KEY_WORD: Readonly<Record<ImageField, string>> = { logo: 'logo', coverImage: 'cover' };

/** How long an image URL works: the settings form shows it while it is open. */
const IMAGE_URL_SECONDS = 60 * 60;

export interface PdfParametersDeps {
  db: Db;
  storage: FileStorage;
  membership: MembershipGuard;
  now: Clock;
}

/** Where the settings belong: an organization or one campaign. */
type Owner =
  { organizationId: string; campaignId: null } | { organizationId: null; campaignId: string };

/**
 * The layout settings of the PDF reports (POST /pdfParams, PUT /pdfParams/{id}, GET
 * /pdfParams/{id}/presigned). Spec section 3 names them only; the rights follow their owner:
 * settings of an organization are written by those who may edit the organization (« change
 * infos »: admin and NEXTROAD_MAIN roles; a CUSTOMER_SUPERVISOR on their own) and read by those
 * who see it; settings of a campaign are written by those who may edit the campaign (members
 * with « update Campaign ») and read by its members. Images are JPG or PNG of at most 1 MB,
 * checked by content (the avatars' and logos' rule and messages).
 */
export function createPdfParametersService({ db, storage, membership, now }: PdfParametersDeps) {
  const repository = createPdfParametersRepository(db);
  const organizations = createOrganizationAccess(createOrganizationAdminRepository(db));

  async function assertMayWriteOwner(user: SessionUser, owner: Owner): Promise<void> {
    assertMayWrite(user);
    if (owner.campaignId !== null) {
      await membership.writableCampaign(user, owner.campaignId, 'update', 'Campaign');
      return;
    }
    const scope = await organizations.assertVisible(user, owner.organizationId);
    if (!mayEditOrganization(user, scope, owner.organizationId)) throw new AppError('forbidden');
  }

  async function assertMayReadOwner(user: SessionUser, row: PdfParametersRow): Promise<void> {
    assertNotGuest(user);
    if (row.campaignId !== null) {
      await membership.readableCampaign(user, row.campaignId);
    } else if (row.organizationId !== null) {
      await organizations.assertVisible(user, row.organizationId);
    }
  }

  /** The images of the form, checked; every refusal at once. */
  function imagesOf(files: readonly UploadedFile[]): Partial<Record<ImageField, Buffer>> {
    const images: Partial<Record<ImageField, Buffer>> = {};
    for (const field of ['logo', 'coverImage'] as const) {
      const file = files.find((uploaded) => uploaded.fieldName === field);
      if (file === undefined) continue;
      assertPicture(file.data, field);
      images[field] = file.data;
    }
    return images;
  }

  /** Stores a new image of the settings; answers its key. */
  async function store(owner: string, field: ImageField, data: Buffer): Promise<string> {
    const { extension, mediaType } = assertPicture(data, field);
    const key = newStorageKey(`pdf-parameters/${owner}/${KEY_WORD[field]}`, extension);
    await storage.put(key, data, mediaType);
    return key;
  }

  function coverRequired(violations: Violation[]): never {
    throw new AppError('validation_failed', { violations });
  }

  return {
    async create(
      user: SessionUser,
      body: Schemas['PdfParametersCreate'],
      files: readonly UploadedFile[],
    ): Promise<Schemas['PdfParameters']> {
      const { organizationId, campaignId } = body;
      if ((organizationId === undefined) === (campaignId === undefined)) {
        throw new AppError('validation_failed', {
          violations: [
            createViolation(
              organizationId === undefined ? 'organizationId' : 'campaignId',
              organizationId === undefined ? 'required' : 'unexpectedField',
            ),
          ],
        });
      }
      const owner: Owner =
        organizationId !== undefined
          ? { organizationId, campaignId: null }
          : { organizationId: null, campaignId: campaignId ?? '' };
      await assertMayWriteOwner(user, owner);
      const images = imagesOf(files);
      const { withCoverImage } = body;
      if (withCoverImage && images.coverImage === undefined) {
        coverRequired([createViolation('coverImage', 'imageRequired')]);
      }
      const ownerKey = owner.organizationId ?? owner.campaignId;
      const at = now();
      const row = await repository.insert({
        ...owner,
        name: body.name,
        headerText: body.headerText ?? null,
        footerText: body.footerText ?? null,
        withCoverImage,
        logoPath: images.logo === undefined ? null : await store(ownerKey, 'logo', images.logo),
        coverImagePath:
          images.coverImage === undefined
            ? null
            : await store(ownerKey, 'coverImage', images.coverImage),
        createdAt: at,
        updatedAt: at,
      });
      return toPdfParameters(row);
    },

    async update(
      user: SessionUser,
      id: string,
      body: Schemas['PdfParametersUpdate'],
      files: readonly UploadedFile[],
    ): Promise<Schemas['PdfParameters']> {
      const found = await repository.findById(id);
      if (found === undefined) throw new AppError('not_found');
      const owner: Owner =
        found.campaignId !== null
          ? { organizationId: null, campaignId: found.campaignId }
          : { organizationId: found.organizationId ?? '', campaignId: null };
      await assertMayReadOwner(user, found);
      await assertMayWriteOwner(user, owner);
      const images = imagesOf(files);
      const { withCoverImage } = body;
      if (withCoverImage && images.coverImage === undefined && found.coverImagePath === null) {
        coverRequired([createViolation('coverImage', 'imageRequired')]);
      }
      const ownerKey = owner.organizationId ?? owner.campaignId;
      const logoPath =
        images.logo === undefined ? found.logoPath : await store(ownerKey, 'logo', images.logo);
      const coverImagePath =
        images.coverImage === undefined
          ? found.coverImagePath
          : await store(ownerKey, 'coverImage', images.coverImage);
      const updated = await repository.update(id, {
        name: body.name,
        headerText: body.headerText ?? null,
        footerText: body.footerText ?? null,
        withCoverImage,
        logoPath,
        coverImagePath,
        updatedAt: now(),
      });
      if (updated === undefined) throw new AppError('not_found');
      // The replaced images are referenced no more; a key we did not make is left alone.
      for (const [before, after] of [
        [found.logoPath, logoPath],
        [found.coverImagePath, coverImagePath],
      ] as const) {
        if (before !== null && before !== after && isStorageKey(before)) {
          await storage.delete(before).catch(() => undefined);
        }
      }
      return toPdfParameters(updated);
    },

    async imageUrl(
      user: SessionUser,
      id: string,
      category: 'logo' | 'cover_image',
    ): Promise<Schemas['PresignedUrl']> {
      const found = await repository.findById(id);
      if (found === undefined) throw new AppError('not_found');
      await assertMayReadOwner(user, found);
      const path = category === 'logo' ? found.logoPath : found.coverImagePath;
      if (path === null) throw new AppError('not_found');
      const { url, expiresAt } = await storage.presignedUrl(path, {
        expiresInSeconds: IMAGE_URL_SECONDS,
      });
      return { url, expiresAt: expiresAt.toISOString() };
    },
  };
}

export type PdfParametersService = ReturnType<typeof createPdfParametersService>;
