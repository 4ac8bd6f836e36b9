import type { SessionUser } from '@chaussee/permissions';
import type { MembershipGuard } from '../access/membership-guard.js';
import { AppError } from '../errors/app-error.js';
import type {
  CorePictureRepository,
  CorePictureRow,
  PictureCore,
} from './core-picture.repository.js';

/**
 * Who may add, change and remove core pictures. Photographing cores is field work of the coring:
 * the right to start coring (staff jobs — technicians, engineers, study managers, commercials — and
 * admins) carries it, since the table of spec section 6 names no right of its own for pictures.
 * Customers, guests and READ_ONLY users only look at them.
 */
export const PICTURE_WRITE_RIGHT = { action: 'startCoring', subject: 'Campaign' } as const;

/**
 * The core or picture of a request, once the caller passed the membership rule of its campaign
 * (404 unknown, 403 not_member) and, to write, the right above (403 forbidden).
 */
export function createCorePictureAccess(pictures: CorePictureRepository, guard: MembershipGuard) {
  async function coreOf(coreId: string): Promise<PictureCore> {
    const core = await pictures.findCore(coreId);
    if (!core) throw new AppError('not_found');
    return core;
  }

  async function pictureOf(id: string): Promise<{ picture: CorePictureRow; campaignId: string }> {
    const found = await pictures.findPicture(id);
    if (!found) throw new AppError('not_found');
    return found;
  }

  const write = (user: SessionUser, campaignId: string) =>
    guard.writableCampaign(
      user,
      campaignId,
      PICTURE_WRITE_RIGHT.action,
      PICTURE_WRITE_RIGHT.subject,
    );

  return {
    async readableCore(user: SessionUser, coreId: string): Promise<PictureCore> {
      const core = await coreOf(coreId);
      await guard.readableCampaign(user, core.campaignId);
      return core;
    },

    async writableCore(user: SessionUser, coreId: string): Promise<PictureCore> {
      const core = await coreOf(coreId);
      await write(user, core.campaignId);
      return core;
    },

    async readablePicture(user: SessionUser, id: string): Promise<CorePictureRow> {
      const { picture, campaignId } = await pictureOf(id);
      await guard.readableCampaign(user, campaignId);
      return picture;
    },

    async writablePicture(user: SessionUser, id: string): Promise<CorePictureRow> {
      const { picture, campaignId } = await pictureOf(id);
      await write(user, campaignId);
      return picture;
    },
  };
}

export type CorePictureAccess = ReturnType<typeof createCorePictureAccess>;
