import { describe, expect, it } from 'vitest';
import { isPublicPath, reactionTo } from './error-policy';

const failed = (status: number, extra: Partial<Parameters<typeof reactionTo>[0]> = {}) => ({
  status,
  timedOut: false,
  aborted: false,
  ...extra,
});

describe('client error handling (spec 002 §8, 000 §8)', () => {
  it('shows the server error of a 400 and a 403', () => {
    expect(reactionTo(failed(400, { error: 'file size exceeds 1M limit' }), '/x')).toEqual({
      kind: 'message',
      text: 'file size exceeds 1M limit',
    });
    expect(reactionTo(failed(403, { error: 'no' }), '/x')).toEqual({ kind: 'message', text: 'no' });
  });

  it('sends a 401 (HTTP or body) to the login page except on public pages', () => {
    const wizard = '/personal-space/auto-ff/all-atom';
    expect(reactionTo(failed(401), wizard)).toEqual({ kind: 'login' });
    expect(reactionTo(failed(200, { bodyStatus: 401 }), wizard)).toEqual({ kind: 'login' });
    expect(reactionTo(failed(401), '/home')).toEqual({ kind: 'silent' });
    expect(isPublicPath('/news-realinfo/detail')).toBe(true);
    expect(isPublicPath('/homework')).toBe(false);
    expect(isPublicPath('/consultation')).toBe(true);
    expect(isPublicPath('/register')).toBe(true);
  });

  it('tells about time-outs, 504s and network failures, but not about pages that went away', () => {
    expect(reactionTo(failed(504), '/x')).toEqual({ kind: 'timeout' });
    expect(reactionTo(failed(0, { timedOut: true, aborted: true }), '/x')).toEqual({ kind: 'timeout' });
    expect(reactionTo(failed(0), '/x')).toEqual({ kind: 'timeout' });
    expect(reactionTo(failed(0, { aborted: true }), '/x')).toEqual({ kind: 'silent' });
  });

  it('says "network disconnected" instead of the time-out alert while the browser is offline', () => {
    expect(reactionTo(failed(0, { offline: true }), '/x')).toEqual({ kind: 'offline' });
    expect(reactionTo(failed(0, { offline: true, timedOut: true, aborted: true }), '/x')).toEqual({
      kind: 'offline',
    });
    // A page that went away stays silent, and an answer that came is not about the network.
    expect(reactionTo(failed(0, { offline: true, aborted: true }), '/x')).toEqual({ kind: 'silent' });
    expect(reactionTo(failed(504, { offline: true }), '/x')).toEqual({ kind: 'timeout' });
  });

  it('is silent on 404, 418 and 500 and generic on others without an error text', () => {
    expect(reactionTo(failed(404, { error: 'x' }), '/x')).toEqual({ kind: 'silent' });
    expect(reactionTo(failed(418, { error: 'x' }), '/x')).toEqual({ kind: 'silent' });
    expect(reactionTo(failed(500), '/x')).toEqual({ kind: 'silent' });
    expect(reactionTo(failed(502), '/x')).toEqual({ kind: 'generic' });
    expect(reactionTo(failed(503, { error: 'obabel missing' }), '/x')).toEqual({
      kind: 'message',
      text: 'obabel missing',
    });
  });
});
