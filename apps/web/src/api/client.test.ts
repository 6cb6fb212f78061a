import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { ErrorReaction } from './error-policy';
import { ApiRequestError, getJson, setErrorPresenter } from './client';
import { memoryStorage } from './memory-storage';

/**
 * The client against a stubbed fetch and browser (spec 002 §8, 000 §8): what it shows for a failure, which
 * code it rejects with, and that the stored login goes on a 401.
 */

const DATA = z.object({ ok: z.boolean() });

let shown: ErrorReaction[];
let storage: Storage;
let removePresenter: () => void;

/** A browser on `pathname`, online or not, whose fetch answers with `answer`. */
function browser(pathname: string, onLine: boolean, answer: () => Promise<Response>): void {
  vi.stubGlobal('window', { location: { pathname } });
  vi.stubGlobal('navigator', { onLine });
  vi.stubGlobal('fetch', vi.fn(answer));
}

const json = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

/** The server's error envelope (contract errorEnvelopeSchema). */
const errorBody = (status: number, code: string, error: string) => ({ status, code, msg: error, error });

async function failure(promise: Promise<unknown>): Promise<ApiRequestError> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiRequestError);
  return error as ApiRequestError;
}

beforeEach(() => {
  shown = [];
  storage = memoryStorage({ access_token: 'token', user: '{}', hzw_language: 'zh' });
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('sessionStorage', memoryStorage());
  removePresenter = setErrorPresenter((reaction) => shown.push(reaction));
});

afterEach(() => {
  removePresenter();
  vi.unstubAllGlobals();
});

describe('the HTTP client shows failures as 002 §8 says', () => {
  it('answers the data of a 200 and shows nothing', async () => {
    browser('/home', true, () => json(200, { status: 200, data: { ok: true } }));
    await expect(getJson('/cgi/x', DATA)).resolves.toEqual({ ok: true });
    expect(shown).toEqual([]);
  });

  it('while the browser is offline, a failed call is the "network disconnected" toast, not the time-out alert', async () => {
    browser('/home', false, () => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failure(getJson('/cgi/x', DATA));
    expect(error.code).toBe('offline');
    expect(shown).toEqual([{ kind: 'offline' }]);
  });

  it('online, a network failure or a 504 is the time-out alert', async () => {
    browser('/home', true, () => Promise.reject(new TypeError('Failed to fetch')));
    expect((await failure(getJson('/cgi/x', DATA))).code).toBe('network');
    browser('/home', true, () => json(504, {}));
    expect((await failure(getJson('/cgi/x', DATA))).status).toBe(504);
    expect(shown).toEqual([{ kind: 'timeout' }, { kind: 'timeout' }]);
  });

  it('a call that outlives its time-out is rejected as a time-out and shows the alert', async () => {
    browser('/home', true, () => new Promise<Response>(() => undefined));
    const fetchStub = vi.fn(
      (_path: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('timed out', 'TimeoutError'))),
        ),
    );
    vi.stubGlobal('fetch', fetchStub);
    const error = await failure(getJson('/cgi/x', DATA, undefined, undefined, { timeoutMs: 20 }));
    expect(error.code).toBe('timeout');
    expect(shown).toEqual([{ kind: 'timeout' }]);
  });

  it('a 400 shows the server error; a 418 is silent; all are rejected with the server code', async () => {
    browser('/home', true, () => json(400, errorBody(400, 'bad-input', '手机号格式错误')));
    const bad = await failure(getJson('/cgi/x', DATA));
    expect([bad.status, bad.code, bad.message]).toEqual([400, 'bad-input', '手机号格式错误']);
    browser('/home', true, () => json(418, errorBody(418, 'teapot', 'no')));
    expect((await failure(getJson('/cgi/x', DATA))).status).toBe(418);
    expect(shown).toEqual([{ kind: 'message', text: '手机号格式错误' }, { kind: 'silent' }]);
  });

  it('a 401 clears the stored login but keeps the language; off the public pages it asks for the login page', async () => {
    browser('/personal-space/membercenter', true, () =>
      json(401, errorBody(401, 'unauthorized', 'login required')),
    );
    await failure(getJson('/cgi/x', DATA));
    expect(storage.getItem('access_token')).toBeNull();
    expect(storage.getItem('user')).toBeNull();
    expect(storage.getItem('hzw_language')).toBe('zh');
    browser('/home', true, () => json(200, errorBody(401, 'unauthorized', 'login required')));
    await failure(getJson('/cgi/x', DATA));
    expect(shown).toEqual([{ kind: 'login' }, { kind: 'silent' }]);
  });

  it('a quiet call is rejected without being shown', async () => {
    browser('/home', false, () => Promise.reject(new TypeError('Failed to fetch')));
    await failure(getJson('/cgi/x', DATA, undefined, undefined, { quiet: true }));
    expect(shown).toEqual([]);
  });
});
