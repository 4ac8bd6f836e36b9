import { versionedAnswer } from '../http/entity-version.js';
import type { components } from '@chaussee/sdk';
import { createViolation } from '@chaussee/validation';
import { AppError } from '../errors/app-error.js';
import { requirePrincipal, type RouteModule } from '../http/operation-handler.js';
import { versionedWrite } from '../http/versioned-write.js';
import type { AccountService } from './account.service.js';
import type { AvatarService } from './avatar.service.js';
import type { UsersService } from './users.service.js';

type UserCreate = components['schemas']['UserCreate'];

export interface UserRoutesDeps {
  users: UsersService;
  accounts: AccountService;
  avatars: AvatarService;
}

/** The contract's Users tag: accounts, recovery and avatars (the lists by user come later). */
export function userRoutes({ users, accounts, avatars }: UserRoutesDeps): RouteModule {
  return {
    requestAccountRecovery: async ({ body }) => {
      await accounts.requestRecovery(body.email);
      return { status: 204 };
    },

    resetPassword: async ({ params, body }) => {
      await accounts.resetPassword(params.token, body.password);
      return { status: 204 };
    },

    listUsers: async (input) => ({
      status: 200,
      body: await users.listUsers(requirePrincipal(input).user, {
        job: input.query.job,
        organizationId: input.query.organizationId,
        agencyIds: input.query['agencies[]'],
        byOrganization: input.query.byOrganization,
        limit: input.query.limit,
        offset: input.query.offset,
      }),
    }),

    listSuperLoginUsers: async (input) => ({
      status: 200,
      body: await users.listSuperLoginUsers(requirePrincipal(input).user, input.query),
    }),

    createUser: async (input) => {
      // JSON bodies reach handlers as sent: the contract's default of an absent field is ours to
      // apply, whatever the generated type (which marks defaulted fields as present) says.
      const body: Omit<UserCreate, 'sendInvitation'> & { sendInvitation?: boolean } = input.body;
      const sendInvitation = body.sendInvitation ?? true;
      return {
        status: 201,
        body: await users.createUser(requirePrincipal(input).user, { ...body, sendInvitation }),
      };
    },

    getUser: async (input) =>
      versionedAnswer(await users.getUser(requirePrincipal(input).user, input.params.id)),

    updateUser: (input) =>
      versionedWrite(input, (user, id, body, condition) =>
        users.updateUser(user, id, body, condition),
      ),

    patchUser: (input) =>
      versionedWrite(input, (user, id, body, condition) =>
        users.patchUser(user, id, body, condition),
      ),

    deleteUser: async (input) => {
      await users.deleteUser(requirePrincipal(input).user, input.params.id);
      return { status: 204 };
    },

    changeUserPassword: async (input) => {
      const { user, familyId } = requirePrincipal(input);
      await accounts.changePassword(user, input.params.id, input.body, familyId);
      return { status: 204 };
    },

    uploadUserAvatar: async (input) => {
      const file = input.files.find((uploaded) => uploaded.fieldName === 'file');
      if (!file) {
        throw new AppError('validation_failed', {
          violations: [createViolation('file', 'required')],
        });
      }
      return {
        status: 201,
        body: await avatars.uploadAvatar(requirePrincipal(input).user, input.params.id, file.data),
      };
    },

    createUserRecoveryLink: async (input) => ({
      status: 201,
      body: await accounts.createRecoveryLink(
        requirePrincipal(input).user,
        input.params.id,
        input.query.sendEmail ?? false,
      ),
    }),
  };
}
