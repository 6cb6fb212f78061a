import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  errorEnvelopeSchema,
  okEnvelope,
  wechatBindRoute,
  wechatCallbackRoute,
  wechatQrcodeRoute,
} from '@topoforge/contract';
import { expect, it } from 'vitest';
import type { z } from 'zod';
import type { WeChatIdentity, WeChatProvider } from '../src/kernel/wechat/provider.js';
import { WeChatError } from '../src/kernel/wechat/provider.js';
import type { TestServer } from './support/databases.js';
import { describeOnDatabases } from './support/databases.js';
import { callAs, userToken } from './support/user-token.js';

/**
 * WeChat login and binding (spec 002 §2.4, §4 step 3, §7, §8) through the real server. WeChat's servers
 * are an outside provider a test cannot reach, so this class stands in for WeChat behind the server's
 * provider interface (kernel/wechat/provider.ts): a code "scanned" here stands for a WeChat user once, as
 * WeChat's codes do; any other code is refused with WeChat's errcode 40029. Everything else is ours.
 */
class WeChatStandIn implements WeChatProvider {
  private readonly codes = new Map<string, WeChatIdentity>();
  scan(code: string, openid: string, unionid: string | null = null): string {
    this.codes.set(code, { openid, unionid, nickname: `n-${openid}`, avatarUrl: null });
    return code;
  }
  authorizeUrl(redirectUri: string, state: string): string {
    return `https://wechat.invalid/qr?${new URLSearchParams({ redirect_uri: redirectUri, state }).toString()}`;
  }
  identify(code: string): Promise<WeChatIdentity> {
    const who = this.codes.get(code);
    this.codes.delete(code);
    return who ? Promise.resolve(who) : Promise.reject(new WeChatError('refused', 'invalid code', 40029));
  }
}

type CallbackData = z.infer<(typeof wechatCallbackRoute)['answer']['data']>;
const callbackEnvelope = okEnvelope(wechatCallbackRoute.answer.data);
const wechatQrcodeData = wechatQrcodeRoute.answer.data;

const post = (server: TestServer, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(server.url(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'zh-CN', ...headers },
    body: JSON.stringify(body),
  });

/** A state the QR call signed, as the page takes it from WeChat's redirect. */
async function stateOf(server: TestServer): Promise<string> {
  const response = await fetch(server.url('/cgi/auth-service/oauth/qrcode/wechat'));
  const { url } = okEnvelope(wechatQrcodeData).parse(await response.json()).data;
  return new URL(url).searchParams.get('state') ?? '';
}

async function callback(server: TestServer, code: string): Promise<CallbackData> {
  const response = await post(server, '/cgi/auth-service/oauth/callback/wechat', {
    code,
    state: await stateOf(server),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return callbackEnvelope.parse(await response.json()).data;
}

async function bindCodeFor(server: TestServer, code: string): Promise<string> {
  const answer = await callback(server, code);
  if (answer.kind !== 'bind') throw new Error(`expected a bind code, got ${answer.kind}`);
  return answer.bindCode;
}

const bind = (server: TestServer, token: string, bindCode: string) =>
  callAs(server, '/cgi/auth-service/oauth/check_user/bind', token, { bindCode });

/** The WeChat status of a successful bind call (200 bound, 2000 already bound). */
async function bindStatus(server: TestServer, token: string, bindCode: string): Promise<number> {
  const response = await bind(server, token, bindCode);
  return okEnvelope(wechatBindRoute.answer.data).parse(await response.json()).data.status;
}

const refusal = async (response: Response, status = 400) => {
  expect(response.status).toBe(status);
  return errorEnvelopeSchema.parse(await response.json()).msg;
};

const wechat = new WeChatStandIn();

describeOnDatabases(
  'WeChat login and binding',
  (server) => {
    it("gives WeChat's QR page with PUBLIC_URL/login?loginType=wechat and a signed state; settings say WeChat is on", async () => {
      const response = await fetch(server().url('/cgi/auth-service/oauth/qrcode/wechat'));
      const url = new URL(okEnvelope(wechatQrcodeData).parse(await response.json()).data.url);
      expect(url.searchParams.get('redirect_uri')).toBe('https://tf.example.org/login?loginType=wechat');
      expect(url.searchParams.get('state')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      const settings = await (await fetch(server().url('/cgi/auth-service/login/settings'))).json();
      expect(settings).toMatchObject({ data: { wechat: true, aiSiteUrl: null, redirectHosts: [] } });
    });

    it('unbound WeChat user → bind code; bound after a password login (200); the next scan logs in', async () => {
      const token = await userToken(server(), 'wx-alice', false);
      const bindCode = await bindCodeFor(server(), wechat.scan('c-alice-1', 'o-alice'));
      const bound = await bind(server(), token, bindCode);
      expect(await bound.json()).toMatchObject({ status: 200, data: { status: 200 } });
      const login = await callback(server(), wechat.scan('c-alice-2', 'o-alice'));
      expect(login.kind).toBe('login');
      if (login.kind !== 'login') return;
      expect(login.login.user.username).toBe('wx-alice');
      const me = await callAs(
        server(),
        '/cgi/user-center-service/user/getUserDetails',
        login.login.access_token,
      );
      expect(me.status).toBe(200);
      const records = await server()
        .db.selectFrom('login_records')
        .select(['method', 'success'])
        .where('method', '=', 'wechat')
        .execute();
      expect(records).toEqual([{ method: 'wechat', success: expect.anything() as unknown }]);
    });

    it('uses a bind code once; an account already bound answers status 2000 (002 §4, §8)', async () => {
      const token = await userToken(server(), 'wx-bob', false);
      const bindCode = await bindCodeFor(server(), wechat.scan('c-bob-1', 'o-bob'));
      expect(await bindStatus(server(), token, bindCode)).toBe(200);
      expect(await refusal(await bind(server(), token, bindCode))).toBe('微信绑定已失效，请重新扫码');
      const second = await bindCodeFor(server(), wechat.scan('c-bob-other', 'o-bob-other'));
      expect(await bindStatus(server(), token, second)).toBe(2000);
    });

    it('refuses a WeChat user bound to another account meanwhile', async () => {
      const carol = await userToken(server(), 'wx-carol', false);
      const dave = await userToken(server(), 'wx-dave', false);
      // Two scans before either binding: both give bind codes for the same WeChat user.
      const first = await bindCodeFor(server(), wechat.scan('c-eve-1', 'o-eve'));
      const second = await bindCodeFor(server(), wechat.scan('c-eve-2', 'o-eve'));
      expect(await bindStatus(server(), carol, first)).toBe(200);
      expect(await refusal(await bind(server(), dave, second))).toBe('该微信已绑定其他账号');
    });

    it('refuses a state this server did not sign and a code WeChat refuses', async () => {
      const forged = await post(server(), '/cgi/auth-service/oauth/callback/wechat', {
        code: wechat.scan('c-forged', 'o-forged'),
        state: 'a.b.c',
      });
      expect(await refusal(forged)).toBe('微信登录请求已失效，请重新扫码登录');
      const unknown = await post(server(), '/cgi/auth-service/oauth/callback/wechat', {
        code: 'never-scanned',
        state: await stateOf(server()),
      });
      expect(await refusal(unknown)).toBe('微信授权失败，请重新扫码登录');
    });

    it('registers and binds in one step; a stale bind code is refused before the code is used', async () => {
      const phone = '13822223333';
      const code = await smsCode(server(), phone);
      const stale = await post(
        server(),
        `/cgi/auth-service/oauth/register?verification=${code}`,
        form(phone, 'gone'),
      );
      expect(await refusal(stale)).toBe('微信绑定已失效，请重新扫码');
      const bindCode = await bindCodeFor(server(), wechat.scan('c-reg-1', 'o-reg', 'u-reg'));
      const done = await post(
        server(),
        `/cgi/auth-service/oauth/register?verification=${code}`,
        form(phone, bindCode),
      );
      expect(done.status, await done.clone().text()).toBe(200);
      const login = await callback(server(), wechat.scan('c-reg-2', 'o-reg-in-another-app', 'u-reg'));
      expect(login.kind === 'login' && login.login.user.username).toBe(phone);
    });
  },
  { env: { PUBLIC_URL: 'https://tf.example.org' }, overrides: { wechatProvider: wechat } },
);

const form = (phone: string, bindCode: string) => ({
  phone,
  password: 'Reg_horse12',
  realName: '韩梅梅',
  organ: '自定义研究所',
  isDefineOrgan: 1,
  department: '化学系',
  jobTitle: '学生',
  researchDirection: '分子模拟',
  bindCode,
});

async function smsCode(server: TestServer, phone: string): Promise<string> {
  const sent = await fetch(server.url(`/cgi/general-service/verification/sms?phone=${phone}&type=1`));
  expect(sent.status, await sent.clone().text()).toBe(200);
  const outbox = await readFile(join(server.config.dataDir, 'sms-outbox.jsonl'), 'utf8');
  const last = outbox
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { phone: string; text: string })
    .findLast((m) => m.phone === phone);
  return /\d{6}/.exec(last?.text ?? '')?.[0] ?? '';
}

describeOnDatabases(
  'WeChat not configured',
  (server) => {
    it('answers every WeChat call with 503 "not configured"; the settings say what the administrator set', async () => {
      const token = await userToken(server(), 'wx-off', false);
      const calls = [
        await fetch(server().url('/cgi/auth-service/oauth/qrcode/wechat'), {
          headers: { 'accept-language': 'zh-CN' },
        }),
        await post(server(), '/cgi/auth-service/oauth/callback/wechat', { code: 'c', state: 's.t.u' }),
        await bind(server(), token, 'anything'),
        await post(
          server(),
          '/cgi/auth-service/oauth/register?verification=123456',
          form('13833334444', 'x'),
        ),
      ];
      for (const response of calls) expect(await refusal(response, 503)).toBe('本服务器未配置微信登录');
      const settings = await (await fetch(server().url('/cgi/auth-service/login/settings'))).json();
      expect(settings).toMatchObject({
        data: { wechat: false, aiSiteUrl: 'https://ai.example.org/chat', redirectHosts: ['example.org'] },
      });
    });
  },
  { env: { AI_SITE_URL: 'https://ai.example.org/chat', LOGIN_REDIRECT_HOSTS: 'example.org' } },
);
