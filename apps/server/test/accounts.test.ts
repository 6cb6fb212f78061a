import { errorEnvelopeSchema, loginResultSchema, okEnvelope, authUserSchema } from '@topoforge/contract';
import { loginRecordSchema } from '@topoforge/contract';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { addUser } from '../src/admin.js';
import type { TestServer } from './support/databases.js';
import { describeOnDatabases } from './support/databases.js';

/**
 * Accounts with the spec 002 §3 profile (issue 22 item 2): login by phone or e-mail as well as by
 * username, the login records of every try, the existence call and its per-address limit, the user
 * details with the profile. The tests are the loopback proxy: X-Forwarded-For sets the client address.
 */

const PASSWORD = 'Correct_horse1';
const OPTIONS = { env: { TRUST_PROXY: '127.0.0.1' } };
const loginAnswer = okEnvelope(loginResultSchema);

function login(server: TestServer, username: string, password: string, ip: string) {
  return fetch(server.url('/cgi/auth-service/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, 'user-agent': 'accounts-test/1' },
    body: JSON.stringify({ username, password, type: 0 }),
  });
}

/** An account whose owner has given a phone and an e-mail (registration will set them; issue 22). */
async function accountWithProfile(server: TestServer, username: string, phone: string, email: string) {
  const added = await addUser({ username, password: PASSWORD }, server.env);
  await server.db
    .updateTable('users')
    .set({ phone, email, real_name: '张三' })
    .where('id', '=', added.id)
    .execute();
  return added;
}

describeOnDatabases(
  'accounts: login names, login records, existence',
  (server) => {
    it('logs in by phone, by e-mail (any case) and by username, and details carry the profile', async () => {
      const added = await accountWithProfile(server(), 'lin', '13800138000', 'lin@pku.edu.cn');
      for (const name of ['13800138000', 'Lin@PKU.edu.cn', 'lin']) {
        const response = await login(server(), name, PASSWORD, '10.1.0.1');
        expect(response.status, name).toBe(200);
        const { data } = loginAnswer.parse(await response.json());
        expect(data.user).toMatchObject({ id: added.id, phone: '13800138000', email: 'lin@pku.edu.cn' });
        expect(data.user.realName).toBe('张三');
        const details = await fetch(server().url('/cgi/user-center-service/user/getUserDetails'), {
          headers: { authorization: `Bearer ${data.access_token}` },
        });
        expect(okEnvelope(authUserSchema).parse(await details.json()).data.phone).toBe('13800138000');
      }
    });

    it('keeps a login record of every try, failed ones too, newest first, paged', async () => {
      await accountWithProfile(server(), 'mei', '13900139000', 'mei@fudan.edu.cn');
      expect((await login(server(), '13900139000', 'Wrong_horse1', '10.2.0.1')).status).toBe(400);
      const ok = await login(server(), 'mei@fudan.edu.cn', PASSWORD, '10.2.0.2');
      const token = loginAnswer.parse(await ok.json()).data.access_token;
      const logs = async (query: string) => {
        const response = await fetch(server().url(`/cgi/user-center-service/user/login-logs${query}`), {
          headers: { authorization: `Bearer ${token}` },
        });
        expect(response.status).toBe(200);
        return okEnvelope(z.object({ total: z.number(), records: z.array(loginRecordSchema) })).parse(
          await response.json(),
        ).data;
      };
      const all = await logs('');
      expect(all.total).toBe(2);
      expect(all.records.map((r) => [r.loginName, r.success, r.ip, r.method])).toEqual([
        ['mei@fudan.edu.cn', true, '10.2.0.2', 'password'],
        ['13900139000', false, '10.2.0.1', 'password'],
      ]);
      expect(all.records[0]?.userAgent).toBe('accounts-test/1');
      const second = await logs('?current=2&size=1');
      expect(second.records.map((r) => r.loginName)).toEqual(['13900139000']);
      const anonymous = await fetch(server().url('/cgi/user-center-service/user/login-logs'));
      expect(anonymous.status).toBe(401);
    });

    it('says whether a phone or e-mail has an account, and limits the questions per address', async () => {
      await accountWithProfile(server(), 'qiu', '13700137000', 'qiu@zju.edu.cn');
      const ask = (name: string, ip: string) =>
        fetch(server().url(`/cgi/user-center-service/user/${encodeURIComponent(name)}/existence`), {
          headers: { 'x-forwarded-for': ip, 'accept-language': 'zh-CN' },
        });
      const answer = async (name: string, ip: string) =>
        okEnvelope(z.boolean()).parse(await (await ask(name, ip)).json()).data;
      expect(await answer('13700137000', '10.3.0.1')).toBe(true);
      expect(await answer('QIU@zju.edu.cn', '10.3.0.1')).toBe(true);
      expect(await answer('13700137001', '10.3.0.1')).toBe(false);
      // 30 per 5 minutes per address (accounts.ts EXISTENCE_LIMIT): 3 asked, 27 more pass, the next is refused.
      for (let i = 0; i < 27; i++)
        expect((await ask(`1360013${String(i).padStart(4, '0')}`, '10.3.0.1')).status).toBe(200);
      const refused = await ask('13600130099', '10.3.0.1');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(errorEnvelopeSchema.parse(await refused.json()).msg).toContain('账号查询过于频繁');
      expect((await ask('13700137000', '10.3.0.2')).status).toBe(200);
    });

    it('changes the password under the spec rule and logs out the sessions opened before', async () => {
      await accountWithProfile(server(), 'ren', '13500135000', 'ren@nju.edu.cn');
      const first = loginAnswer.parse(await (await login(server(), 'ren', PASSWORD, '10.4.0.1')).json()).data;
      // Token times are whole seconds: a token of the same second as the change would stay valid.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const change = (body: unknown, token = first.access_token) =>
        fetch(server().url('/cgi/user-center-service/user/changePassword'), {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${token}`,
            'accept-language': 'zh-CN',
          },
          body: JSON.stringify(body),
        });
      const wrong = await change({ oldPassword: 'Wrong_horse1', newPassword: 'New_horse22' });
      expect(wrong.status).toBe(400);
      expect(errorEnvelopeSchema.parse(await wrong.json()).msg).toBe('原密码错误');
      const weak = await change({ oldPassword: PASSWORD, newPassword: 'newhorse22' });
      expect(weak.status).toBe(400);
      expect(errorEnvelopeSchema.parse(await weak.json()).msg).toContain('密码为8-20位');
      const done = await change({ oldPassword: PASSWORD, newPassword: 'New_horse22' });
      expect(done.status).toBe(200);
      const fresh = okEnvelope(z.object({ access_token: z.string() })).parse(await done.json()).data
        .access_token;
      const detailsWith = (token: string) =>
        fetch(server().url('/cgi/user-center-service/user/getUserDetails'), {
          headers: { authorization: `Bearer ${token}` },
        });
      const old = await detailsWith(first.access_token);
      expect(old.status).toBe(401);
      expect(errorEnvelopeSchema.parse(await old.json()).code).toBe('token-revoked');
      const now = await detailsWith(fresh);
      expect(now.status).toBe(200);
      expect(okEnvelope(authUserSchema).parse(await now.json()).data.pwdUpdateTime).not.toBeNull();
      expect((await login(server(), 'ren', PASSWORD, '10.4.0.2')).status).toBe(400);
      expect((await login(server(), 'ren', 'New_horse22', '10.4.0.2')).status).toBe(200);
    });

    it('sets an httpOnly session cookie whose writes need the CSRF token, and logout clears it', async () => {
      await accountWithProfile(server(), 'sun', '13300133000', 'sun@sjtu.edu.cn');
      const response = await login(server(), 'sun', PASSWORD, '10.5.0.1');
      const cookies = response.headers.getSetCookie();
      const session = cookies.find((c) => c.startsWith('tf_session='));
      const csrf = cookies.find((c) => c.startsWith('tf_csrf='));
      expect(session).toMatch(/HttpOnly/i);
      expect(session).toMatch(/SameSite=Lax/i);
      expect(csrf).not.toMatch(/HttpOnly/i);
      const jar = [session, csrf].map((c) => c!.split(';')[0]).join('; ');
      const csrfValue = csrf!.split(';')[0]!.split('=')[1]!;
      const details = await fetch(server().url('/cgi/user-center-service/user/getUserDetails'), {
        headers: { cookie: jar },
      });
      expect(details.status).toBe(200);
      const change = (headers: Record<string, string>) =>
        fetch(server().url('/cgi/user-center-service/user/changePassword'), {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: jar, ...headers },
          body: JSON.stringify({ oldPassword: 'Wrong_horse1', newPassword: 'New_horse22' }),
        });
      const forged = await change({});
      expect(forged.status).toBe(403);
      expect(errorEnvelopeSchema.parse(await forged.json()).code).toBe('csrf-failed');
      expect((await change({ 'x-csrf-token': 'not-the-cookie' })).status).toBe(403);
      // With the token the request reaches the handler, which refuses the wrong current password.
      expect((await change({ 'x-csrf-token': csrfValue })).status).toBe(400);
      // A stale or CSRF-less session cookie counts as no login on calls anyone may make, so it cannot
      // block logging in again.
      for (const stale of [jar, 'tf_session=not-a-token', session!.split(';')[0]!]) {
        const again = await fetch(server().url('/cgi/auth-service/login'), {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: stale, 'x-forwarded-for': '10.5.0.2' },
          body: JSON.stringify({ username: 'sun', password: PASSWORD, type: 0 }),
        });
        expect(again.status).toBe(200);
      }
      const out = await fetch(server().url('/cgi/auth-service/logout'), { method: 'POST' });
      expect(out.status).toBe(200);
      const cleared = out.headers.getSetCookie();
      expect(cleared.find((c) => c.startsWith('tf_session='))).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/i);
    });

    it('answers no mini-program link until an administrator sets MINI_PROGRAM_URL', async () => {
      const response = await fetch(
        server().url('/cgi/user-center-service/shortChain/general/urlscheme?path=/home'),
      );
      expect(okEnvelope(z.string().nullable()).parse(await response.json()).data).toBeNull();
    });
  },
  OPTIONS,
);

describeOnDatabases(
  'accounts: the configured mini-program link',
  (server) => {
    it('answers the link MINI_PROGRAM_URL names', async () => {
      const response = await fetch(server().url('/cgi/user-center-service/shortChain/general/urlscheme'));
      expect(okEnvelope(z.string().nullable()).parse(await response.json()).data).toBe(
        'weixin://dl/business/?t=TopoForgeTest',
      );
    });
  },
  { env: { MINI_PROGRAM_URL: 'weixin://dl/business/?t=TopoForgeTest' } },
);
