import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { checkToken, issueToken } from './tokens.js';

const key = new TextEncoder().encode('k'.repeat(48));
const otherKey = new TextEncoder().encode('o'.repeat(48));
const t0 = new Date('2026-01-01T00:00:00Z');
const hours = (h: number): Date => new Date(t0.getTime() + h * 3_600_000);

describe('access tokens', () => {
  it('name the user and last TOKEN_TTL_HOURS', async () => {
    const { token, expiresIn } = await issueToken(key, 42, 24, t0);
    expect(expiresIn).toBe(86_400);
    expect(token.split('.')).toHaveLength(3);
    const header = JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString()) as {
      alg: string;
    };
    expect(header.alg).toBe('HS256');
    expect(await checkToken(key, token, hours(23.99))).toEqual({
      ok: true,
      userId: 42,
      issuedAt: t0.getTime() / 1000,
    });
  });

  it('are expired from their expiry on', async () => {
    const { token } = await issueToken(key, 42, 1, t0);
    expect(await checkToken(key, token, hours(0.99))).toEqual({
      ok: true,
      userId: 42,
      issuedAt: t0.getTime() / 1000,
    });
    expect(await checkToken(key, token, hours(1))).toEqual({ ok: false, reason: 'expired' });
  });

  it('are invalid under another key, tampered, malformed or unsigned', async () => {
    const { token } = await issueToken(key, 42, 1, t0);
    expect(await checkToken(otherKey, token, t0)).toEqual({ ok: false, reason: 'invalid' });
    const [h, , s] = token.split('.');
    const payload = Buffer.from(JSON.stringify({ sub: '1', exp: 9_999_999_999 })).toString('base64url');
    expect(await checkToken(key, `${h}.${payload}.${s}`, t0)).toEqual({ ok: false, reason: 'invalid' });
    expect(await checkToken(key, 'not-a-token', t0)).toEqual({ ok: false, reason: 'invalid' });
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    expect(await checkToken(key, none, t0)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('are invalid when the subject is not a user id, even when correctly signed', async () => {
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('admin')
      .setIssuer('topoforge')
      .setAudience('topoforge-api')
      .setExpirationTime(hours(1))
      .sign(key);
    expect(await checkToken(key, token, t0)).toEqual({ ok: false, reason: 'invalid' });
  });
});
