import { describe, expect, it } from 'vitest';
import { weChatLogin } from './wechat.js';

describe('weChatLogin', () => {
  it('is absent unless an app is configured', () => {
    expect(weChatLogin({ issuer: 'https://tf.example.org/oidc', wechat: null })).toBeNull();
  });

  it("builds WeChat's website QR login URL (open.weixin.qq.com/connect/qrconnect, snsapi_login)", () => {
    const login = weChatLogin({
      issuer: 'https://tf.example.org/oidc',
      wechat: { appId: 'wx42', appSecret: 's' },
    });
    const first = login?.qrcodeUrl();
    const url = new URL(first?.url ?? '');
    expect(url.origin + url.pathname).toBe('https://open.weixin.qq.com/connect/qrconnect');
    expect(url.hash).toBe('#wechat_redirect');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      appid: 'wx42',
      redirect_uri: 'https://tf.example.org/login?loginType=wechat',
      response_type: 'code',
      scope: 'snsapi_login',
      state: first?.state,
    });
    // A fresh state each time (it ties WeChat's answer to this browser's request).
    expect(login?.qrcodeUrl().state).not.toBe(first?.state);
  });
});
