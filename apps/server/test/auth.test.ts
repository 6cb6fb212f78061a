import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { errorEnvelopeSchema, loginResultSchema, okEnvelope, authUserSchema } from '@topoforge/contract';
import { expect, it } from 'vitest';
import { addUser } from '../src/admin.js';
import { loadTokenKey } from '../src/kernel/auth/token-secret.js';
import { issueToken } from '../src/kernel/auth/tokens.js';
import type { TestServer } from './support/databases.js';
import { describeOnDatabases } from './support/databases.js';

const NOT_FOUND = { found: false, version: null } as const;
const OPTIONS = {
  // '7' is the spec's "advanced" member level (002 §3): premium here because PREMIUM_LEVELS lists it.
  // The tests are the loopback proxy: X-Forwarded-For sets the client address the limits count.
  env: { PREMIUM_LEVELS: 'vip,7', TRUST_PROXY: '127.0.0.1' },
  overrides: { programs: { obabel: NOT_FOUND, xtb: NOT_FOUND, mopac: NOT_FOUND } },
};
const PASSWORD = 'Correct_horse1';
/** An account made by `topoforge user add` has no profile (002 §3 fields) until its owner fills it in. */
const NO_PROFILE = { phone: null, email: null, realName: null, avatarImg: null, pwdUpdateTime: null };
const loginAnswer = okEnvelope(loginResultSchema);
const detailsAnswer = okEnvelope(authUserSchema);

function post(server: TestServer, path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(server.url(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

const login = (
  server: TestServer,
  username: string,
  password: string,
  headers: Record<string, string> = {},
) => post(server, '/cgi/auth-service/login', { username, password, type: 0 }, headers);

const details = (server: TestServer, headers: Record<string, string> = {}, query = '') =>
  fetch(server.url(`/cgi/user-center-service/user/getUserDetails${query}`), { headers });

async function tokenOf(server: TestServer, username: string): Promise<string> {
  const response = await login(server, username, PASSWORD);
  expect(response.status).toBe(200);
  return loginAnswer.parse(await response.json()).data.access_token;
}

describeOnDatabases(
  'logging in',
  (server) => {
    it('answers an access token and the user for the right password', async () => {
      const added = await addUser({ username: 'ann@example.org', password: PASSWORD }, server().env);
      const response = await login(server(), 'ann@example.org', PASSWORD);
      expect(response.status).toBe(200);
      const { data } = loginAnswer.parse(await response.json());
      expect(data.token_type).toBe('Bearer');
      expect(data.expires_in).toBe(24 * 3600); // TOKEN_TTL_HOURS default 24
      expect(data.user).toEqual({
        id: added.id,
        username: 'ann@example.org',
        userLevel: 'free',
        premium: false,
        admin: false,
        ...NO_PROFILE,
      });
    });

    it('refuses a wrong password and an unknown user with the same 400, in the asked language', async () => {
      await addUser({ username: 'bob', password: PASSWORD }, server().env);
      const wrong = await login(server(), 'bob', 'Wrong_horse1', { 'accept-language': 'zh-CN' });
      const unknown = await login(server(), 'nobody', PASSWORD, { 'accept-language': 'zh-CN' });
      expect([wrong.status, unknown.status]).toEqual([400, 400]);
      const [a, b] = [
        errorEnvelopeSchema.parse(await wrong.json()),
        errorEnvelopeSchema.parse(await unknown.json()),
      ];
      expect(a).toEqual({
        status: 400,
        code: 'invalid-credentials',
        msg: '当前用户不存在或密码错误',
        error: '当前用户不存在或密码错误',
      });
      expect(b).toEqual(a);
      const english = errorEnvelopeSchema.parse(await (await login(server(), 'nobody', PASSWORD)).json());
      expect(english.msg).toBe('the user does not exist or the password is wrong');
    });

    it('names the missing field', async () => {
      const response = await post(server(), '/cgi/auth-service/login', { password: PASSWORD });
      expect(response.status).toBe(400);
      expect(errorEnvelopeSchema.parse(await response.json()).msg).toMatch(/'username'.*phone or e-mail/);
    });

    it('names the login types there are when another is asked for', async () => {
      const response = await post(server(), '/cgi/auth-service/login', {
        username: 'x',
        password: 'y',
        type: '2',
      });
      expect(response.status).toBe(400);
      expect(errorEnvelopeSchema.parse(await response.json()).code).toBe('login-type-unknown');
    });

    it('checks at most 10 of 200 wrong passwords sent at once for one user from one address: the rest get 429', async () => {
      await addUser({ username: 'parallel', password: PASSWORD }, server().env);
      const from = { 'x-forwarded-for': '203.0.113.10' };
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) => login(server(), 'parallel', `Wrong_${i}aaa`, from)),
      );
      const statuses = answers.map((r) => r.status);
      const verified = statuses.filter((s) => s === 400).length;
      expect(verified).toBeLessThanOrEqual(10);
      expect(statuses.filter((s) => s === 429)).toHaveLength(200 - verified);
      const refused = answers[statuses.indexOf(429)];
      expect(refused?.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
      expect(errorEnvelopeSchema.parse(await refused?.json())).toMatchObject({ code: 'too-many-logins' });
      // The owner, from another address, is not locked out by the attack.
      expect(
        (await login(server(), 'parallel', PASSWORD, { 'x-forwarded-for': '198.51.100.7' })).status,
      ).toBe(200);
    });

    it('stops password spraying: one address trying 30 usernames gets 429 after 20 failures', async () => {
      const from = { 'x-forwarded-for': '203.0.113.20' };
      const statuses: number[] = [];
      for (let i = 0; i < 30; i += 1)
        statuses.push((await login(server(), `spray${i}`, PASSWORD, from)).status);
      expect(statuses).toEqual([...Array<number>(20).fill(400), ...Array<number>(10).fill(429)]);
      // Another address is not affected.
      expect((await login(server(), 'spray0', PASSWORD, { 'x-forwarded-for': '203.0.113.21' })).status).toBe(
        400,
      );
    });

    it('keeps the account open to its owner during an attack from many addresses, tightening every address instead', async () => {
      await addUser({ username: 'targeted', password: PASSWORD }, server().env);
      // 20 addresses × 10 wrong passwords, all at once: more than the account's 50 failures in 15 minutes.
      const attack = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          login(server(), 'targeted', `Wrong_${i}aaa`, { 'x-forwarded-for': `192.0.2.${i % 20}` }),
        ),
      );
      const verified = attack.filter((r) => r.status === 400).length;
      // Each address gets 10 tries until the account passes 50, then 3: far fewer than 200 are checked.
      expect(verified).toBeLessThanOrEqual(50 + 20 * 3);
      expect(attack.filter((r) => r.status === 429).length).toBe(200 - verified);
      // An attacking address that already failed is refused now, even with the right password …
      expect((await login(server(), 'targeted', PASSWORD, { 'x-forwarded-for': '192.0.2.1' })).status).toBe(
        429,
      );
      // … while the owner, from an address that has not failed, logs in.
      const owner = await login(server(), 'targeted', PASSWORD, { 'x-forwarded-for': '198.51.100.8' });
      expect(owner.status).toBe(200);
    });

    it('locks a username out from one address after 10 failures in 5 minutes, even for the right password', async () => {
      await addUser({ username: 'carol', password: PASSWORD }, server().env);
      for (let i = 0; i < 10; i += 1)
        expect((await login(server(), 'carol', `Wrong_${i}aaa`)).status).toBe(400);
      const locked = await login(server(), 'carol', PASSWORD);
      expect(locked.status).toBe(429);
      expect(errorEnvelopeSchema.parse(await locked.json())).toMatchObject({
        status: 429,
        code: 'too-many-logins',
      });
    });
  },
  OPTIONS,
);

describeOnDatabases(
  'access tokens',
  (server) => {
    it('let the user read their details, from the header or the access_token query', async () => {
      const added = await addUser({ username: 'dan', password: PASSWORD }, server().env);
      const token = await tokenOf(server(), 'dan');
      const byHeader = await details(server(), { authorization: `Bearer ${token}` });
      expect(byHeader.status).toBe(200);
      expect(detailsAnswer.parse(await byHeader.json()).data).toEqual({
        id: added.id,
        username: 'dan',
        userLevel: 'free',
        premium: false,
        admin: false,
        ...NO_PROFILE,
      });
      const byQuery = await details(server(), {}, `?access_token=${encodeURIComponent(token)}`);
      expect(detailsAnswer.parse(await byQuery.json()).data.username).toBe('dan');
    });

    it('mark users premium exactly when their level is in PREMIUM_LEVELS', async () => {
      await addUser({ username: 'vip-user', password: PASSWORD, level: 'vip' }, server().env);
      await addUser({ username: 'level7', password: PASSWORD, level: '7', admin: true }, server().env);
      await addUser({ username: 'level6', password: PASSWORD, level: '6' }, server().env);
      const premium = async (name: string) => {
        const token = await tokenOf(server(), name);
        const response = await details(server(), { authorization: `Bearer ${token}` });
        const { data } = detailsAnswer.parse(await response.json());
        return [data.userLevel, data.premium, data.admin];
      };
      expect(await premium('vip-user')).toEqual(['vip', true, false]);
      expect(await premium('level7')).toEqual(['7', true, true]);
      expect(await premium('level6')).toEqual(['6', false, false]);
    });

    it('answer 401 with body status 401 without a token on a user route', async () => {
      const response = await details(server());
      expect(response.status).toBe(401);
      expect(errorEnvelopeSchema.parse(await response.json())).toMatchObject({
        status: 401,
        code: 'unauthorized',
      });
    });

    it('answer 401 for an expired token', async () => {
      const added = await addUser({ username: 'erin', password: PASSWORD }, server().env);
      const key = await loadTokenKey(undefined, server().config.dataDir);
      const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
      const { token } = await issueToken(key, added.id, 1, twoHoursAgo);
      const response = await details(server(), { authorization: `Bearer ${token}` });
      expect(response.status).toBe(401);
      expect(errorEnvelopeSchema.parse(await response.json())).toMatchObject({
        status: 401,
        code: 'token-expired',
      });
    });

    it('answer 401 for malformed tokens, foreign signatures and other schemes', async () => {
      const added = await addUser({ username: 'fay', password: PASSWORD }, server().env);
      const { token: foreign } = await issueToken(new TextEncoder().encode('f'.repeat(48)), added.id, 1);
      for (const authorization of ['Bearer not.a.token', `Bearer ${foreign}`, 'Basic ZmF5OnB3', 'Bearer']) {
        const response = await details(server(), { authorization });
        expect(response.status, authorization).toBe(401);
        expect(errorEnvelopeSchema.parse(await response.json()), authorization).toMatchObject({
          status: 401,
          code: 'invalid-token',
        });
      }
      expect((await details(server(), {}, '?access_token=garbage')).status).toBe(401);
    });

    it('stop working when the user is deleted', async () => {
      await addUser({ username: 'gus', password: PASSWORD }, server().env);
      const token = await tokenOf(server(), 'gus');
      await server().db.deleteFrom('users').where('username', '=', 'gus').execute();
      const response = await details(server(), { authorization: `Bearer ${token}` });
      expect(response.status).toBe(401);
      expect(errorEnvelopeSchema.parse(await response.json()).code).toBe('invalid-token');
    });
  },
  OPTIONS,
);

const root = fileURLToPath(new URL('../../../', import.meta.url));
const tsx = `${root}node_modules/.bin/tsx`;

interface CliRun {
  readonly code: number | null;
  readonly out: string;
  readonly err: string;
}

/** The CLI from source (tsx), with the server's environment and `stdin` piped in. */
function cli(server: TestServer, args: string[], stdin: string): Promise<CliRun> {
  const env: NodeJS.ProcessEnv = { ...process.env, ...server.env };
  if (server.env.DATABASE_URL === undefined) delete env.DATABASE_URL;
  const child = spawn(tsx, ['--tsconfig', 'tsconfig.tests.json', 'apps/cli/src/main.ts', ...args], {
    cwd: root,
    env,
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  child.stdin.end(stdin);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

describeOnDatabases(
  'topoforge user add',
  (server) => {
    it('creates a user who can then log in, and refuses the same name again with exit code 1', async () => {
      const added = await cli(
        server(),
        ['user', 'add', 'hal@example.org', '--level', 'vip', '--admin', '--password-stdin'],
        `${PASSWORD}\nignored\n`,
      );
      expect(added.err).toBe('');
      expect(added.code).toBe(0);
      expect(added.out).toMatch(/^user 'hal@example.org' added \(id \d+, level vip, administrator\) to /);
      const response = await login(server(), 'hal@example.org', PASSWORD);
      expect(response.status).toBe(200);
      expect(loginAnswer.parse(await response.json()).data.user).toMatchObject({
        userLevel: 'vip',
        premium: true,
        admin: true,
      });

      const again = await cli(
        server(),
        ['user', 'add', 'hal@example.org', '--password-stdin'],
        'Another_pass1\n',
      );
      expect(again.code).toBe(1);
      expect(again.err).toMatch(/user 'hal@example.org' already exists/);
      expect((await login(server(), 'hal@example.org', 'Another_pass1')).status).toBe(400);
    });

    it('exits with 2 when the password has no source: stdin is not a terminal and --password-stdin is absent', async () => {
      const run = await cli(server(), ['user', 'add', 'ivy'], `${PASSWORD}\n`);
      expect(run.code).toBe(2);
      expect(run.err).toMatch(/--password-stdin/);
    });

    it('exits with 1 for a password that is too short, storing nothing', async () => {
      const short = await cli(server(), ['user', 'add', 'ivy', '--password-stdin'], 'short\n');
      expect(short.code).toBe(1);
      expect(short.err).toMatch(/password: at least 8 characters/);
      expect(
        await server().db.selectFrom('users').where('username', '=', 'ivy').select('id').execute(),
      ).toEqual([]);
    });
  },
  OPTIONS,
);
