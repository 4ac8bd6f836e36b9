import { createAuditRepository } from '../../audit/audit.repository.js';
import { join } from 'node:path';
import { ApiError, type components } from '@chaussee/sdk';
import type { SessionUser } from '@chaussee/permissions';
import { createMembershipGuard } from '../../access/membership-guard.js';
import { createMembershipRepository } from '../../access/membership.repository.js';
import { createAccessTokens } from '../../auth/access-token.js';
import { createGuestService } from '../../auth/guest.service.js';
import { createShareLinkRepository } from '../../auth/share-link.repository.js';
import { createSignInsRepository } from '../../statistics/sign-ins.repository.js';
import { loadSigningKey } from '../../auth/signing-key.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { createTestFileStorage } from '../../storage/testing/test-file-storage.js';
import { createUsersRepository } from '../../users/users.repository.js';
import {
  present,
  startIdentityServer,
  type IdentityServer,
} from '../../users/testing/http-identity.js';
import { createCorePictureRepository } from '../core-picture.repository.js';
import { createCorePictureService, type CorePictureService } from '../core-picture.service.js';

type CorePicture = components['schemas']['CorePicture'];

/** The demo accounts' domain. */
export const DEMO = '@demo.chaussee.fr';

/** A super administrator acting through the service, for fixtures (it sees every campaign). */
export const FIXTURE_ACTOR: SessionUser = {
  id: '00000000-0000-4000-8000-000000000001',
  roles: ['ROLE_SUPER_ADMIN'],
  job: null,
};

export interface PictureBed extends IdentityServer {
  /** The server's own file store (local disk in tests), to look at or damage its files. */
  store: FileStorage;
  /** The domain service on the server's database and store, for fixtures. */
  pictures: CorePictureService;
  /** A demo account's bearer token (signed in once, then reused). */
  tokenOf(account: string): Promise<string>;
  /** A guest's token on `campaignId`, through a share link as the campaigns domain makes them. */
  guestTokenOn(campaignId: string): Promise<string>;
  upload(token: string | undefined, coreId: string, content: Buffer, name?: string): UploadCall;
  /** The ids of the core's pictures in their order. */
  orderOf(coreId: string): Promise<string[]>;
  /** A picture added by the fixture actor. */
  fixturePicture(coreId: string, content: Buffer): Promise<CorePicture>;
}

/** POST /core-pictures/upload as the SDK answers it. */
type UploadCall = Promise<{ data?: components['schemas']['UploadedFile']; response: Response }>;

function uploadCall(
  bed: IdentityServer,
  token: string | undefined,
  coreId: string,
  content: Buffer,
  name: string,
): UploadCall {
  const client = token === undefined ? bed.server.client : bed.server.clientAs(token);
  return client.POST('/core-pictures/upload', {
    body: { coreId, file: name },
    bodySerializer: () => {
      const form = new FormData();
      form.append('coreId', coreId);
      form.append('file', new Blob([content]), name);
      return form;
    },
  });
}

/** A test server with the demo accounts, the server's store and the picture service beside it. */
export async function startPictureBed(): Promise<PictureBed> {
  const bed = await startIdentityServer();
  const db = bed.server.database.db;
  const store = createTestFileStorage(join(bed.server.config.dataDir, 'files'));
  const pictures = createCorePictureService({
    db,
    storage: store,
    membership: createMembershipGuard(createMembershipRepository(db)),
  });
  const tokens = new Map<string, string>();
  const guests = createGuestService({
    shareLinks: createShareLinkRepository(db),
    users: createUsersRepository(db),
    accessTokens: createAccessTokens(
      loadSigningKey({ secret: undefined, dataDir: bed.server.config.dataDir }),
      bed.clock.now,
    ),
    now: bed.clock.now,
    signIns: createSignInsRepository(db),
    audit: createAuditRepository(db),
  });
  return {
    ...bed,
    store,
    pictures,
    async tokenOf(account) {
      const known = tokens.get(account);
      if (known !== undefined) return known;
      const { token } = await bed.signIn(`${account}${DEMO}`);
      tokens.set(account, token);
      return token;
    },
    async guestTokenOn(campaignId) {
      const link = await guests.createShareLink({
        campaignId,
        invitedById: await bed.idOf(`client-principal${DEMO}`),
      });
      const { data } = await bed.server.client.POST('/guest/login_check', {
        body: { token: link.token },
      });
      return present(data).token;
    },
    upload: (token, coreId, content, name = 'photo.jpg') =>
      uploadCall(bed, token, coreId, content, name),
    async orderOf(coreId) {
      const rows = await createCorePictureRepository(db).listByCore(coreId);
      return rows.map((row) => row.id);
    },
    fixturePicture: (coreId, content) => pictures.addPicture(FIXTURE_ACTOR, coreId, content),
  };
}

/** `201`, `403 not_member`…: the status of an SDK call, with the problem's code when refused. */
export async function outcomeOf(call: Promise<{ response: Response }>): Promise<string> {
  try {
    return String((await call).response.status);
  } catch (error) {
    if (error instanceof ApiError) return `${String(error.status)} ${error.code}`;
    throw error;
  }
}
