import { errors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'topoforge';
const AUDIENCE = 'topoforge-api';

export interface IssuedToken {
  readonly token: string;
  /** Seconds from issue to expiry. */
  readonly expiresIn: number;
}

/** An HS256 access token naming the user by id (`sub`); the user row is read on each request. */
export async function issueToken(
  key: Uint8Array,
  userId: number,
  ttlHours: number,
  now: Date = new Date(),
): Promise<IssuedToken> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresIn = Math.max(1, Math.round(ttlHours * 3600));
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + expiresIn)
    .sign(key);
  return { token, expiresIn };
}

export type TokenCheck =
  | {
      readonly ok: true;
      readonly userId: number;
      /** Seconds since the epoch (iat). */ readonly issuedAt: number;
    }
  | { readonly ok: false; readonly reason: 'expired' | 'invalid' };

/** Never throws: a bad signature, another algorithm, a wrong issuer or a malformed token are 'invalid'. */
export async function checkToken(
  key: Uint8Array,
  token: string,
  now: Date = new Date(),
): Promise<TokenCheck> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now,
      requiredClaims: ['exp', 'sub', 'iat'],
    });
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || userId <= 0) return { ok: false, reason: 'invalid' };
    return { ok: true, userId, issuedAt: payload.iat ?? 0 };
  } catch (e) {
    if (e instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
    return { ok: false, reason: 'invalid' };
  }
}
