import { ApiError, clientErrorCodes, type ChausseeClient, type components } from '@chaussee/sdk';

export type CurrentUser = components['schemas']['CurrentUser'];
export type LoginCredentials = components['schemas']['LoginCredentials'];
interface AuthTokens {
  token: string;
  refreshToken: string;
}

/** The session calls of spec section 7, as the session store needs them. */
export interface SessionApi {
  signIn(credentials: LoginCredentials): Promise<AuthTokens>;
  refresh(refreshToken: string): Promise<AuthTokens>;
  currentUser(): Promise<CurrentUser>;
  signInGuest(shareToken: string): Promise<string>;
  impersonate(userId: string): Promise<string>;
}

/** Spec section 8: an empty answer, or one lacking a token, is an error. */
function required<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null || value === '') {
    throw new ApiError({
      type: 'about:blank',
      title: 'Empty response',
      status: 200,
      code: clientErrorCodes.emptyResponse,
      detail: `missing ${what}`,
    });
  }
  return value;
}

function tokensOf(answer: components['schemas']['AuthTokens'] | undefined): AuthTokens {
  return {
    token: required(answer?.token, 'token'),
    refreshToken: required(answer?.refresh_token, 'refresh_token'),
  };
}

/** The session calls through the SDK's client (its HTTP rules, its ApiError on every failure). */
export function sessionApiFrom(client: ChausseeClient): SessionApi {
  return {
    signIn: async (credentials) =>
      tokensOf((await client.POST('/login_check', { body: credentials })).data),
    refresh: async (refreshToken) =>
      tokensOf(
        (await client.POST('/refresh_token', { body: { refresh_token: refreshToken } })).data,
      ),
    currentUser: async () => required((await client.GET('/current_user')).data, 'current user'),
    signInGuest: async (shareToken) =>
      required(
        (await client.POST('/guest/login_check', { body: { token: shareToken } })).data.token,
        'token',
      ),
    impersonate: async (userId) =>
      required(
        (await client.POST('/users/{id}/super-login', { params: { path: { id: userId } } })).data
          .token,
        'token',
      ),
  };
}
