import * as oidc from 'openid-client';
import { expect, it } from 'vitest';
import { addOAuthClient, addUser } from '../src/admin.js';
import { Browser, freePort, locationOf } from './oauth-browser.js';
import type { TestServer } from './support/databases.js';
import { describeOnDatabases } from './support/databases.js';

/**
 * TopoForge as an OpenID Connect provider, driven by a real relying party (openid-client, the certified
 * client library by the same author as oidc-provider) and a hand-held browser: discovery → authorize →
 * /login?return_to= → oauth/login → panel → consent → code → token (PKCE S256) → userinfo.
 */
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const issuer = `${base}/oidc`;
const REDIRECT = 'https://app.example.org/callback';
const PASSWORD = 'Secret_123';
const insecure = { execute: [oidc.allowInsecureRequests] };

interface Flow {
  readonly config: oidc.Configuration;
  readonly browser: Browser;
  readonly uid: string;
  readonly verifier: string;
  readonly state: string;
  readonly nonce: string;
  /** The Set-Cookie lines of the authorization response. */
  readonly setCookies: string[];
}

/** A client of the test's own and a user with an avatar and a job title. */
async function prepare(server: TestServer, clientId: string, username: string): Promise<oidc.Configuration> {
  const client = await addOAuthClient(
    { clientId, name: 'Lab notebook', redirectUris: [REDIRECT], public: false },
    server.env,
  );
  const user = await addUser({ username, password: PASSWORD }, server.env);
  await server.db
    .updateTable('users')
    .set({ real_name: '张三', avatar_img: '/avatars/z.png', job_title: '教授' })
    .where('id', '=', user.id)
    .execute();
  return oidc.discovery(new URL(issuer), clientId, client.clientSecret ?? undefined, undefined, insecure);
}

/** The browser opens the app's authorization URL and lands on /login?return_to=<uid>. */
async function startFlow(config: oidc.Configuration, extra: Record<string, string> = {}): Promise<Flow> {
  const browser = new Browser();
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: REDIRECT,
    scope: 'openid profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...extra,
  });
  const response = await browser.get(url.href);
  const login = locationOf(response, url.href);
  expect(login.pathname).toBe('/login');
  const uid = login.searchParams.get('return_to') ?? '';
  return { config, browser, uid, verifier, state, nonce, setCookies: response.headers.getSetCookie() };
}

/** Logs in on the panel, authorizes, follows the provider back to the app: the app's callback URL. */
async function loginAndConsent(flow: Flow, username: string): Promise<URL> {
  const login = await flow.browser.send(`${base}/cgi/auth-service/oauth/login`, 'POST', {
    username,
    password: PASSWORD,
    return_to: flow.uid,
    platform: 'E',
  });
  expect(login.status).toBe(200);
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  const consent = await flow.browser.send(
    `${base}/cgi/auth-service/oauth2/authorize`,
    'POST',
    { return_to: flow.uid, approve: true },
    token,
  );
  expect(consent.status).toBe(200);
  const { redirectTo } = ((await consent.json()) as { data: { redirectTo: string } }).data;
  return locationOf(await flow.browser.get(redirectTo), redirectTo);
}

async function tokenCall(config: oidc.Configuration, form: Record<string, string>): Promise<Response> {
  const metadata = config.serverMetadata();
  const { client_id: id, client_secret: secret } = config.clientMetadata() as Record<string, string>;
  return fetch(metadata.token_endpoint ?? '', {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`,
    },
    body: new URLSearchParams({ grant_type: 'authorization_code', redirect_uri: REDIRECT, ...form }),
  });
}

describeOnDatabases(
  'OpenID Connect provider',
  (server) => {
    it('runs the authorization code flow with PKCE: panel, login, consent, code, tokens, userinfo', async () => {
      const config = await prepare(server(), `notebook-${server().kind}`, `ann-${server().kind}`);
      expect(config.serverMetadata().issuer).toBe(issuer);
      expect(config.serverMetadata().code_challenge_methods_supported).toEqual(['S256']);
      const flow = await startFlow(config);
      expect(flow.browser.cookieNames()).toContain('_interaction_resume');
      // The library's cookies cannot be read by scripts and are not sent on other sites' sub-requests.
      expect(flow.setCookies.length).toBeGreaterThan(0);
      for (const line of flow.setCookies) expect(line).toMatch(/; samesite=lax/i);
      for (const line of flow.setCookies) expect(line).toMatch(/; httponly/i);

      const panel = await fetch(`${base}/cgi/auth-service/oauth2/authorize?return_to=${flow.uid}`);
      expect(((await panel.json()) as { data: unknown }).data).toMatchObject({
        appName: 'Lab notebook',
        redirectUri: REDIRECT,
        scopes: ['openid', 'profile'],
        claims: ['sub', 'name', 'preferred_username', 'picture', 'title'],
        prompt: 'login',
        user: null,
      });

      const callback = await loginAndConsent(flow, `ann-${server().kind}`);
      expect(callback.origin + callback.pathname).toBe(REDIRECT);
      expect(callback.searchParams.get('state')).toBe(flow.state);
      const tokens = await oidc.authorizationCodeGrant(config, callback, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
      });
      const claims = tokens.claims();
      expect(claims?.iss).toBe(issuer);
      expect(claims?.nonce).toBe(flow.nonce);
      const info = await oidc.fetchUserInfo(config, tokens.access_token, claims?.sub ?? '');
      expect(info).toMatchObject({
        name: '张三',
        preferred_username: `ann-${server().kind}`,
        picture: `${base}/avatars/z.png`,
        title: '教授',
      });

      // The code was spent by the exchange above: a second use is refused.
      const again = await tokenCall(config, {
        code: callback.searchParams.get('code') ?? '',
        code_verifier: flow.verifier,
      });
      expect(again.status).toBe(400);
      expect(await again.json()).toMatchObject({ error: 'invalid_grant' });
    });

    it('refuses a code without its PKCE verifier, and a request without a code challenge', async () => {
      const config = await prepare(server(), `pkce-${server().kind}`, `bob-${server().kind}`);
      const flow = await startFlow(config);
      const callback = await loginAndConsent(flow, `bob-${server().kind}`);
      const code = callback.searchParams.get('code') ?? '';
      const noVerifier = await tokenCall(config, { code });
      expect(noVerifier.status).toBe(400);
      expect(await noVerifier.json()).toMatchObject({ error: 'invalid_grant' });
      const wrongVerifier = await tokenCall(config, { code, code_verifier: oidc.randomPKCECodeVerifier() });
      expect(wrongVerifier.status).toBe(400);

      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: REDIRECT,
        scope: 'openid',
        state: 's1',
      });
      const refused = locationOf(await new Browser().get(url.href), url.href);
      expect(refused.origin + refused.pathname).toBe(REDIRECT);
      expect(refused.searchParams.get('error')).toBe('invalid_request');
      expect(refused.searchParams.get('error_description')).toMatch(/PKCE/);
      expect(refused.searchParams.get('state')).toBe('s1');
    });

    it('refuses a redirect URI that is not registered exactly, without redirecting to it', async () => {
      const config = await prepare(server(), `exact-${server().kind}`, `cat-${server().kind}`);
      for (const uri of [`${REDIRECT}/`, `${REDIRECT}?x=1`, 'https://evil.example.org/callback']) {
        const url = oidc.buildAuthorizationUrl(config, {
          redirect_uri: uri,
          scope: 'openid',
          code_challenge: await oidc.calculatePKCECodeChallenge(oidc.randomPKCECodeVerifier()),
          code_challenge_method: 'S256',
        });
        const response = await new Browser().get(url.href);
        expect(response.status).toBe(400);
        expect(response.headers.get('location')).toBeNull();
        expect(await response.text()).toContain('redirect_uri');
      }
    });

    it('answers the spec message for an unknown return_to, and the app gets access_denied on refusal', async () => {
      const gone = await fetch(`${base}/cgi/auth-service/oauth2/authorize?return_to=nope`, {
        headers: { 'accept-language': 'zh-CN' },
      });
      expect(gone.status).toBe(400);
      expect(JSON.stringify(await gone.json())).toContain('原网页已被关闭,请从原网页重新发起登录请求');

      const config = await prepare(server(), `deny-${server().kind}`, `dan-${server().kind}`);
      const flow = await startFlow(config);
      const login = await fetch(`${base}/cgi/auth-service/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: `dan-${server().kind}`, password: PASSWORD }),
      });
      const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
      // A user already logged in (bearer token) answers the panel directly.
      const refuse = await flow.browser.send(
        `${base}/cgi/auth-service/oauth2/authorize`,
        'POST',
        { return_to: flow.uid, approve: false },
        token,
      );
      const { redirectTo } = ((await refuse.json()) as { data: { redirectTo: string } }).data;
      const back = locationOf(await flow.browser.get(redirectTo), redirectTo);
      expect(back.searchParams.get('error')).toBe('access_denied');
      expect(back.searchParams.get('state')).toBe(flow.state);
    });

    it('issues a refresh token for offline_access asked with prompt=consent, and it refreshes', async () => {
      const config = await prepare(server(), `offline-${server().kind}`, `eve-${server().kind}`);
      const flow = await startFlow(config, { scope: 'openid profile offline_access', prompt: 'consent' });
      const callback = await loginAndConsent(flow, `eve-${server().kind}`);
      const tokens = await oidc.authorizationCodeGrant(config, callback, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
      });
      expect(tokens.refresh_token).toBeTruthy();
      const refreshed = await oidc.refreshTokenGrant(config, tokens.refresh_token ?? '');
      expect(refreshed.access_token).not.toBe(tokens.access_token);
    });

    it('counts OAuth logins against the password login limits (10 wrong tries per name and address)', async () => {
      const config = await prepare(server(), `limits-${server().kind}`, `fay-${server().kind}`);
      const flow = await startFlow(config);
      const wrong = { username: `fay-${server().kind}`, password: 'Wrong_999' };
      for (let i = 0; i < 10; i++) {
        const r = await fetch(`${base}/cgi/auth-service/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(wrong),
        });
        expect(r.status).toBe(400);
      }
      const limited = await flow.browser.send(`${base}/cgi/auth-service/oauth/login`, 'POST', {
        ...wrong,
        return_to: flow.uid,
      });
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    });

    it("gives the provider's answers the server's security headers, without form-action", async () => {
      const response = await fetch(`${issuer}/.well-known/openid-configuration`);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).not.toContain('form-action');
    });

    it('answers 503 with the catalogue message for WeChat login when it is not configured', async () => {
      const response = await fetch(`${base}/cgi/auth-service/oauth/qrcode/wechat`);
      expect(response.status).toBe(503);
      expect(JSON.stringify(await response.json())).toContain(
        'WeChat login is not configured on this server',
      );
    });
  },
  { env: { PORT: String(port), PUBLIC_URL: base } },
);
