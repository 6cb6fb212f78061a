import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { errorEnvelopeSchema, loginResultSchema, okEnvelope } from '@topoforge/contract';
import { expect, it } from 'vitest';
import { z } from 'zod';
import {
  createSensitiveWordMatcher,
  shippedSensitiveWords,
} from '../src/kernel/reference/sensitive-words.js';
import { addUser } from '../src/admin.js';
import type { TestServer } from './support/databases.js';
import { describeOnDatabases } from './support/databases.js';

/**
 * Registration (spec 002 §2.5, §5, §7; issue 22 item 3) through the real server: the code goes out by
 * the SMS provider `log` (DATA_DIR/sms-outbox.jsonl, read here as a developer would), the account is
 * made with the spec's fields and logs in by its phone. Expected messages are the spec's (002 §5, §8).
 * X-Forwarded-For gives each test its own client address (the per-address limits).
 */
const OPTIONS = { env: { TRUST_PROXY: '127.0.0.1' } };
const PASSWORD = 'Reg_horse12';

const form = (over: Record<string, unknown>) => ({
  password: PASSWORD,
  realName: '李雷',
  organ: '北京大学',
  organId: '4111010001',
  isDefineOrgan: 2,
  department: '化学与分子工程学院',
  jobTitle: '学生',
  researchDirection: '分子模拟与力场开发',
  ...over,
});

async function smsCode(server: TestServer, phone: string, ip: string, type = 1): Promise<string> {
  const sent = await fetch(server.url(`/cgi/general-service/verification/sms?phone=${phone}&type=${type}`), {
    headers: { 'x-forwarded-for': ip },
  });
  expect(sent.status, await sent.clone().text()).toBe(200);
  const lines = (await readFile(join(server.config.dataDir, 'sms-outbox.jsonl'), 'utf8')).trim().split('\n');
  const last = lines
    .map((l) => JSON.parse(l) as { phone: string; text: string })
    .filter((m) => m.phone === phone)
    .at(-1);
  const code = /\d{6}/.exec(last?.text ?? '')?.[0];
  expect(code).toBeDefined();
  return code!;
}

function register(server: TestServer, code: string, body: unknown, ip: string) {
  return fetch(server.url(`/cgi/auth-service/register?verification=${code}`), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'zh-CN', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
}

const refusal = async (response: Response) => {
  expect(response.status).toBe(400);
  return errorEnvelopeSchema.parse(await response.json()).msg;
};

describeOnDatabases(
  'registration by phone code',
  (server) => {
    it('registers with the code sent by SMS, then logs in by phone with level 0 and the profile', async () => {
      const code = await smsCode(server(), '13811112222', '10.10.0.1');
      const done = await register(server(), code, form({ phone: '13811112222' }), '10.10.0.1');
      expect(done.status, await done.clone().text()).toBe(200);
      const login = await fetch(server().url('/cgi/auth-service/login'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.10.0.1' },
        body: JSON.stringify({ username: '13811112222', password: PASSWORD, type: 0 }),
      });
      const user = okEnvelope(loginResultSchema).parse(await login.json()).data.user;
      expect(user).toMatchObject({
        username: '13811112222',
        phone: '13811112222',
        userLevel: '0',
        realName: '李雷',
      });
      const row = await server()
        .db.selectFrom('users')
        .select(['organ_id', 'is_define_organ', 'job_title'])
        .where('phone', '=', '13811112222')
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ organ_id: '4111010001', is_define_organ: 2, job_title: '学生' });
      // The code is used up, and the phone now has an account.
      const again = await register(server(), code, form({ phone: '13811112222' }), '10.10.0.1');
      expect(await refusal(again)).toBe('当前用户已经注册过了！');
    });

    it('refuses a wrong code with 验证码错误 and keeps the right one usable', async () => {
      const code = await smsCode(server(), '13822223333', '10.11.0.1');
      const wrong = code === '000000' ? '111111' : '000000';
      expect(
        await refusal(await register(server(), wrong, form({ phone: '13822223333' }), '10.11.0.1')),
      ).toBe('验证码错误');
      expect((await register(server(), code, form({ phone: '13822223333' }), '10.11.0.1')).status).toBe(200);
    });

    it('checks the form before using the code: e-mail domain, sensitive words, password rule, organisation', async () => {
      const ip = '10.12.0.1';
      const code = await smsCode(server(), '13833334444', ip);
      const notCollege = await register(server(), code, form({ email: 'someone@gmail.com' }), ip);
      expect(await refusal(notCollege)).toBe('请输入正确的高校单位邮箱地址');
      // A word of the shipped list that the matcher keeps (the list is data; any such word will do).
      const matcher = createSensitiveWordMatcher();
      const listed = shippedSensitiveWords().find((w) => /[\u4e00-\u9fff]/.test(w) && matcher.contains(w))!;
      const sensitive = await register(
        server(),
        code,
        form({ phone: '13833334444', department: `${listed}学院` }),
        ip,
      );
      expect(await refusal(sensitive)).toBe('院系（部门）：不能使用违反平台协议，相关法律法规和政策的内容');
      const weak = await register(
        server(),
        code,
        form({ phone: '13833334444', password: 'weakpassword' }),
        ip,
      );
      expect(await refusal(weak)).toContain('密码为8-20位');
      const unknownOrgan = await register(
        server(),
        code,
        form({ phone: '13833334444', organId: '9999999999' }),
        ip,
      );
      expect(await refusal(unknownOrgan)).toContain('9999999999');
      const blank = await register(server(), code, form({ phone: '13833334444', realName: '  ' }), ip);
      expect(await refusal(blank)).toContain('请输入真实姓名');
      const tooLong = await register(
        server(),
        code,
        form({ phone: '13833334444', researchDirection: '模'.repeat(201) }),
        ip,
      );
      expect(tooLong.status).toBe(400);
      // None of these used the code up.
      expect((await register(server(), code, form({ phone: '13833334444' }), ip)).status).toBe(200);
    });

    it('binds a phone to an account that has none (换绑成功), and not one another account holds', async () => {
      const ip = '10.13.0.1';
      await addUser({ username: 'nophone', password: PASSWORD }, server().env);
      const login = await fetch(server().url('/cgi/auth-service/login'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify({ username: 'nophone', password: PASSWORD, type: 0 }),
      });
      const { access_token: token, user } = okEnvelope(loginResultSchema).parse(await login.json()).data;
      expect(user.phone).toBeNull();
      const bind = (phoneOrEmail: string, code: string) =>
        fetch(server().url('/cgi/user-center-service/user/changeBindPhoneOrEmail'), {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${token}`,
            'accept-language': 'zh-CN',
          },
          body: JSON.stringify({ phoneOrEmail, code, type: 1, session: token }),
        });
      const code = await smsCode(server(), '13844445555', ip, 3);
      const done = await bind('13844445555', code);
      expect(done.status, await done.clone().text()).toBe(200);
      expect(okEnvelope(z.object({ message: z.string() })).parse(await done.json()).data.message).toBe(
        '换绑成功',
      );
      const relogin = await fetch(server().url('/cgi/auth-service/login'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify({ username: '13844445555', password: PASSWORD, type: 0 }),
      });
      expect(relogin.status).toBe(200);
      // A phone that another account has is refused before its code is used.
      const registered = await smsCode(server(), '13855556666', '10.13.0.2');
      expect((await register(server(), registered, form({ phone: '13855556666' }), '10.13.0.2')).status).toBe(
        200,
      );
      const taken = await smsCode(server(), '13855556666', ip, 3);
      expect(await refusal(await bind('13855556666', taken))).toBe('该手机号或邮箱已被其他账号使用');
      // A login code (type 1) does not bind.
      const loginCode = await smsCode(server(), '13844446666', '10.13.0.3');
      expect(await refusal(await bind('13844446666', loginCode))).toBe('验证码错误');
    });

    it('logs in with an SMS code (type 1) and records it; an unregistered phone is told to register', async () => {
      const ip = '10.15.0.1';
      // An account with this phone (made directly: a registration code would hold the phone's next
      // type 1 code back for 60 s).
      const added = await addUser({ username: 'smsuser', password: PASSWORD }, server().env);
      await server()
        .db.updateTable('users')
        .set({ phone: '13877778888' })
        .where('id', '=', added.id)
        .execute();
      const codeLogin = (username: string, code: string) =>
        fetch(server().url('/cgi/auth-service/login'), {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'accept-language': 'zh-CN', 'x-forwarded-for': ip },
          body: JSON.stringify({ username, password: code, type: 1 }),
        });
      expect(await refusal(await codeLogin('13877770000', '123456'))).toBe('用户尚未注册,请先注册!');
      const code = await smsCode(server(), '13877778888', ip);
      const wrong = code === '000000' ? '111111' : '000000';
      expect(await refusal(await codeLogin('13877778888', wrong))).toBe('验证码错误');
      const ok = await codeLogin('13877778888', code);
      expect(ok.status).toBe(200);
      const { access_token: token, user } = okEnvelope(loginResultSchema).parse(await ok.json()).data;
      expect(user.phone).toBe('13877778888');
      expect(await refusal(await codeLogin('13877778888', code))).toMatch(/验证码/);
      const logs = await fetch(server().url('/cgi/user-center-service/user/login-logs'), {
        headers: { authorization: `Bearer ${token}` },
      });
      const records = (await logs.json()) as { data: { records: { method: string; success: boolean }[] } };
      expect(records.data.records.slice(0, 3).map((r) => [r.method, r.success])).toEqual([
        ['sms', false],
        ['sms', true],
        ['sms', false],
      ]);
    });

    it('resets a forgotten password with a type 2 code and logs out older sessions', async () => {
      const ip = '10.14.0.1';
      const first = await smsCode(server(), '13866667777', ip);
      expect((await register(server(), first, form({ phone: '13866667777' }), ip)).status).toBe(200);
      const reset = (username: string, code: string, password: string) =>
        fetch(server().url('/cgi/auth-service/forget-password'), {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'accept-language': 'zh-CN', 'x-forwarded-for': ip },
          body: JSON.stringify({ username, code, password }),
        });
      expect(await refusal(await reset('13866660000', '123456', 'New_horse33'))).toBe(
        '用户尚未注册,请先注册!',
      );
      const code = await smsCode(server(), '13866667777', ip, 2);
      expect((await reset('13866667777', code, 'New_horse33')).status).toBe(200);
      const loginWith = (password: string) =>
        fetch(server().url('/cgi/auth-service/login'), {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
          body: JSON.stringify({ username: '13866667777', password, type: 0 }),
        });
      expect((await loginWith(PASSWORD)).status).toBe(400);
      expect((await loginWith('New_horse33')).status).toBe(200);
      expect(await refusal(await reset('13866667777', code, 'New_horse44'))).toMatch(/验证码/);
    });
  },
  OPTIONS,
);
