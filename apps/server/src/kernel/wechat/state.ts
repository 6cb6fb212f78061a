import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The `state` of a WeChat login: WeChat hands it back unchanged with the code, and only a state this server
 * signed within the last STATE_TTL_MS is accepted, so a code cannot be pushed into someone's browser from
 * a login the server never started (login CSRF). The page also compares it with the one it sent.
 */
export const STATE_TTL_MS = 10 * 60_000;

const mac = (key: Uint8Array, payload: string): string =>
  createHmac('sha256', key).update(`wechat-state:${payload}`).digest('base64url');

export function signState(key: Uint8Array, now = Date.now()): string {
  const payload = `${now.toString(36)}.${randomBytes(12).toString('base64url')}`;
  return `${payload}.${mac(key, payload)}`;
}

export function verifyState(key: Uint8Array, state: string, now = Date.now()): boolean {
  const parts = state.split('.');
  if (parts.length !== 3) return false;
  const [time = '', nonce = '', signature = ''] = parts;
  const expected = Buffer.from(mac(key, `${time}.${nonce}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  const issued = parseInt(time, 36);
  return Number.isFinite(issued) && issued <= now && now - issued <= STATE_TTL_MS;
}
