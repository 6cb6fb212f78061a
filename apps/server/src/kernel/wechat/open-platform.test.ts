import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_URL, openPlatformProvider, USER_INFO_URL } from './open-platform.js';
import { WeChatError } from './provider.js';

/**
 * WeChat's servers cannot be reached from a test, so the HTTP client is replaced by one that answers as
 * WeChat's documentation shows (developers.weixin.qq.com, 网站应用微信登录: sns/oauth2/access_token and
 * sns/userinfo, errors as HTTP 200 with errcode/errmsg). Our code under test is everything around it.
 */
type Answer = (url: URL) => unknown;

function wechatAnswering(answer: Answer): { fetch: typeof fetch; asked: URL[] } {
  const asked: URL[] = [];
  const client = (input: string | URL | Request): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : input);
    asked.push(url);
    return Promise.resolve(Response.json(answer(url)));
  };
  return { fetch: client as typeof fetch, asked };
}

const failure = async (promise: Promise<unknown>): Promise<WeChatError> => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof WeChatError)) throw new Error(`expected a WeChatError, got ${String(error)}`);
  return error;
};

describe('WeChat open-platform website login', () => {
  it('builds the QR page address: qrconnect, snsapi_login, our redirect and state, #wechat_redirect', () => {
    const provider = openPlatformProvider({ appId: 'wx42', appSecret: 's' });
    const url = new URL(provider.authorizeUrl('https://tf.example.org/login?loginType=wechat', 'st.1'));
    expect(url.origin + url.pathname).toBe('https://open.weixin.qq.com/connect/qrconnect');
    expect(url.hash).toBe('#wechat_redirect');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      appid: 'wx42',
      redirect_uri: 'https://tf.example.org/login?loginType=wechat',
      response_type: 'code',
      scope: 'snsapi_login',
      state: 'st.1',
    });
  });

  it('exchanges the code for the access token and openid, then reads nickname, avatar and unionid', async () => {
    const wechat = wechatAnswering((url) =>
      url.href.startsWith(ACCESS_TOKEN_URL)
        ? { access_token: 'AT', expires_in: 7200, refresh_token: 'RT', openid: 'o-1', scope: 'snsapi_login' }
        : { openid: 'o-1', nickname: '小明', headimgurl: 'https://wx.qlogo.cn/a/0', unionid: 'u-1' },
    );
    const provider = openPlatformProvider({ appId: 'wx42', appSecret: 'secret', fetch: wechat.fetch });
    expect(await provider.identify('CODE')).toEqual({
      openid: 'o-1',
      unionid: 'u-1',
      nickname: '小明',
      avatarUrl: 'https://wx.qlogo.cn/a/0',
    });
    const [token, info] = wechat.asked;
    expect(Object.fromEntries(token?.searchParams ?? [])).toEqual({
      appid: 'wx42',
      secret: 'secret',
      code: 'CODE',
      grant_type: 'authorization_code',
    });
    expect(info?.origin + (info?.pathname ?? '')).toBe(USER_INFO_URL);
    expect(Object.fromEntries(info?.searchParams ?? [])).toEqual({ access_token: 'AT', openid: 'o-1' });
  });

  it("reports WeChat's errcode as a refusal (40029: invalid code)", async () => {
    const wechat = wechatAnswering(() => ({ errcode: 40029, errmsg: 'invalid code' }));
    const provider = openPlatformProvider({ appId: 'wx42', appSecret: 's', fetch: wechat.fetch });
    const error = await failure(provider.identify('used'));
    expect([error.reason, error.errcode]).toEqual(['refused', 40029]);
  });

  it('gives up after the time-out when WeChat does not answer', async () => {
    const silent = ((_url: string, init?: RequestInit) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error));
      })) as typeof fetch;
    const provider = openPlatformProvider({ appId: 'wx42', appSecret: 's', fetch: silent, timeoutMs: 50 });
    expect((await failure(provider.identify('CODE'))).reason).toBe('unreachable');
  });

  it('calls an answer without access token or openid malformed', async () => {
    const wechat = wechatAnswering(() => ({ expires_in: 7200 }));
    const provider = openPlatformProvider({ appId: 'wx42', appSecret: 's', fetch: wechat.fetch });
    expect((await failure(provider.identify('CODE'))).reason).toBe('malformed');
  });
});
