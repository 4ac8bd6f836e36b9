import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, type JWTPayload } from 'jose';
import type { Clock } from '../clock.js';

/** Access tokens live one hour (the web app renews them every 300 seconds). */
export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60;

/** The only algorithm accepted: a token announcing any other (`none` included) is refused. */
const ALGORITHM = 'HS256';
const ISSUER = 'chaussee';

/** What an access token says about its bearer. */
export type AccessClaims =
  | {
      kind: 'user';
      userId: string;
      /** The user's session version when the token was issued: a raised version ends the token. */
      sessionVersion: number;
      /** The sign-in the token descends from; null for a super-login token. */
      familyId: string | null;
      /** The super administrator acting as `userId` (super-login), or null. */
      impersonatorId: string | null;
      /** The impersonator's session version, so that ending their sessions ends this one too. */
      impersonatorSessionVersion: number | null;
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
    sv: claims.sessionVersion,
    ...(claims.familyId === null ? {} : { fam: claims.familyId }),
    // RFC 8693's actor claim: who acts on behalf of the subject (and under which session version).
    ...(claims.impersonatorId === null
      ? {}
      : { act: { sub: claims.impersonatorId, sv: claims.impersonatorSessionVersion } }),
  };
}

function isSessionVersion(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/** The actor claim of a super-login token; a malformed one makes the whole token unusable. */
function actorOf(act: unknown): { id: string; sessionVersion: number } | null | undefined {
  if (act === undefined) return null;
  if (typeof act !== 'object' || act === null || !('sub' in act) || !('sv' in act)) {
    return undefined;
  }
  const { sub, sv } = act;
  return typeof sub === 'string' && isSessionVersion(sv)
    ? { id: sub, sessionVersion: sv }
    : undefined;
}

function claimsOf(payload: JWTPayload): AccessClaims | undefined {
  const { sub, kind, fam, act, sv } = payload;
  if (typeof sub !== 'string') return undefined;
  if (kind === 'guest') return { kind: 'guest', shareId: sub };
  // A user token without its session version (issued before versions existed) is not trusted.
  if (kind !== 'user' || !isSessionVersion(sv)) return undefined;
  const actor = actorOf(act);
  if (actor === undefined) return undefined;
  return {
    kind: 'user',
    userId: sub,
    sessionVersion: sv,
    familyId: typeof fam === 'string' ? fam : null,
    impersonatorId: actor?.id ?? null,
    impersonatorSessionVersion: actor?.sessionVersion ?? null,
  };
}

/** Verified tokens kept at most (a few kilobytes each); the oldest goes first past that. */
const VERIFIED_TOKENS_KEPT = 10_000;

export function createAccessTokens(key: Uint8Array, now: Clock): AccessTokens {
  /**
   * The claims of the tokens already verified, until they expire. The signature check (WebCrypto
   * HMAC) was a tenth of the CPU of a small authenticated request (issue 19), and a client sends
   * the same token for up to an hour: the same string signed by the same key always carries the
   * same claims, so only its expiry is checked again. Revocation is not a property of the token:
   * the session version and the share link are still read on every request (session.service).
   */
  const verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();
  const remember = (token: string, claims: AccessClaims, expiresAt: number) => {
    if (verified.size >= VERIFIED_TOKENS_KEPT) {
      const oldest = verified.keys().next();
      if (!oldest.done) verified.delete(oldest.value);
    }
    verified.set(token, { claims, expiresAt });
  };

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
      const at = now();
      const known = verified.get(token);
      if (known) {
        // jose's rule: a token is expired from its `exp` second on.
        if (toSeconds(at) < known.expiresAt) return known.claims;
        verified.delete(token);
        return undefined;
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          requiredClaims: ['exp', 'iat', 'sub'],
          currentDate: at,
        });
        const claims = claimsOf(payload);
        if (claims && typeof payload.exp === 'number') remember(token, claims, payload.exp);
        return claims;
      } catch {
        return undefined;
      }
    },
  };
}
