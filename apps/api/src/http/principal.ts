import type { SessionUser } from '@chaussee/permissions';

/**
 * Who is calling, as established from the bearer token. `user` is what packages/permissions judges;
 * `impersonatorId` is set when a super administrator acts as `user` (super-login), so that every
 * request can be audited with both users.
 */
export interface Principal {
  user: SessionUser;
  impersonatorId: string | null;
  /**
   * The sign-in this session descends from (its refresh-token family), for a user signed in with
   * a password; absent for a guest and a super-login. A password change keeps this one alive.
   */
  familyId?: string | undefined;
}

/**
 * Turns a bearer token into the caller, or `undefined` when the token is not valid (bad signature,
 * expired, unknown algorithm, revoked). The HTTP layer calls it; the session service implements it.
 */
export type Authenticate = (bearerToken: string) => Promise<Principal | undefined>;

/** One request made with an impersonation token, for the audit log (issue: super-login). */
export interface ImpersonatedRequest {
  impersonatorId: string;
  userId: string;
  method: string;
  path: string;
  requestId: string;
}

/** Writes an impersonated request to the audit log; the HTTP layer calls it for each such request. */
export type AuditImpersonation = (entry: ImpersonatedRequest) => Promise<void>;
