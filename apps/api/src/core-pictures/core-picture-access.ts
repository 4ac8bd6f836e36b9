import type { SessionUser } from '@chaussee/permissions';
import type { MembershipGuard } from '../access/membership-guard.js';
import { writableCoringCampaign } from '../cores/core-rights.js';
import { AppError } from '../errors/app-error.js';
import type {
  CorePictureRepository,
  CorePictureRow,
  PictureCore,
} from './core-picture.repository.js';

/**
 * The core or picture of a request, once the caller passed the membership rule of its campaign
 * (404 unknown, 403 not_member). Pictures are part of a core's description, so writing them follows
 * the cores' rule (cores/core-rights.ts): the engineering office writes (a staff job or an internal
 * role; admins), customers and READ_ONLY users only look (403 forbidden), and nothing changes once
 * the campaign is finished, cancelled or abandoned (409). A guest reads no picture: its share link
 * shows the dashboard and map (access/guest-operations.ts refuses it before this).
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
    writableCoringCampaign(guard, user, campaignId);

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
