import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, type JWTPayload } from 'jose';
import type { Clock } from '../clock.js';

/** Access tokens live one hour (the web app renews them every 300 seconds). */
export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60;

/** The only algorithm accepted: a token announcing any other (`none` included) is refused. */
const ALGORITHM = 'HS256';
const ISSUER = 'chaussee';

/** What an access token says about its bearer. */
type AccessClaims =
  | {
      kind: 'user';
      userId: string;
      /** The sign-in the token descends from; null for a super-login token. */
      familyId: string | null;
      /** The super administrator acting as `userId` (super-login), or null. */
      impersonatorId: string | null;
    }
  | {
      kind: 'guest';
      /** The share link the guest signed in with. */
      shareId: string;
    };

export interface AccessTokens {
  /** Signs a token expiring one hour from now, or at `notAfter` when that is sooner. */
  issue(claims: AccessClaims, notAfter?: Date): Promise<string>;
  /** The claims of a valid token; undefined when expired, tampered, or of another algorithm. */
  verify(token: string): Promise<AccessClaims | undefined>;
}

function toSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

function payloadOf(claims: AccessClaims): JWTPayload {
  if (claims.kind === 'guest') return { sub: claims.shareId, kind: 'guest' };
  return {
    sub: claims.userId,
    kind: 'user',
    ...(claims.familyId === null ? {} : { fam: claims.familyId }),
    // RFC 8693's actor claim: who acts on behalf of the subject.
    ...(claims.impersonatorId === null ? {} : { act: { sub: claims.impersonatorId } }),
  };
}

function claimsOf(payload: JWTPayload): AccessClaims | undefined {
  const { sub, kind, fam, act } = payload;
  if (typeof sub !== 'string') return undefined;
  if (kind === 'guest') return { kind: 'guest', shareId: sub };
  if (kind !== 'user') return undefined;
  const actor: unknown = typeof act === 'object' && act !== null && 'sub' in act ? act.sub : null;
  return {
    kind: 'user',
    userId: sub,
    familyId: typeof fam === 'string' ? fam : null,
    impersonatorId: typeof actor === 'string' ? actor : null,
  };
}

export function createAccessTokens(key: Uint8Array, now: Clock): AccessTokens {
  return {
    async issue(claims, notAfter) {
      const issuedAt = now();
      const oneHourLater = toSeconds(issuedAt) + ACCESS_TOKEN_TTL_SECONDS;
      const expiresAt =
        notAfter === undefined ? oneHourLater : Math.min(oneHourLater, toSeconds(notAfter));
      return new SignJWT(payloadOf(claims))
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setIssuer(ISSUER)
        .setIssuedAt(toSeconds(issuedAt))
        .setExpirationTime(expiresAt)
        .setJti(randomUUID())
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          requiredClaims: ['exp', 'iat', 'sub'],
          currentDate: now(),
        });
        return claimsOf(payload);
      } catch {
        return undefined;
      }
    },
  };
}
