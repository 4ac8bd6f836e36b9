import {
  createMockWorker,
  getGetCurrentUserMockHandler,
  getGetCurrentUserResponseMock,
  getGetRuntimeConfigMockHandler,
  seedMockData,
} from '@chaussee/sdk/mocks';

/** The mock data is random: fixed here where a random value would make the shell unusable. */
const MOCK_SEED = 1089;

/**
 * Mock mode (`pnpm --filter @chaussee/web dev:mock`): the SDK's MSW handlers answer every call in
 * the browser. The platform is never in maintenance, and the signed-in user is a super
 * administrator (not a guest), so that testers and designers see every screen.
 */
export async function startMockWorker(): Promise<void> {
  seedMockData(MOCK_SEED);
  const worker = await createMockWorker(
    getGetRuntimeConfigMockHandler({
      maintenance: false,
      maintenanceMessage: null,
      version: '0.1.0',
      minimumWebVersion: null,
      environment: 'development',
    }),
    getGetCurrentUserMockHandler(() => ({
      ...getGetCurrentUserResponseMock(),
      roles: ['ROLE_SUPER_ADMIN'],
      invitedBy: null,
      campaign: null,
    })),
  );
  await worker.start({ onUnhandledRequest: 'bypass' });
}
