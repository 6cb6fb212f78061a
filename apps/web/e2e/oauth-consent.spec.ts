import { createHash, randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { addUserWithoutPhone, dataDir, PASSWORD } from './support/accounts';
import { languageState } from './support/language';

/**
 * The third-party authorization flow in the browser (issue 22 items 4, 7; spec 002 §2.4, §4, §8): a public
 * client registered with the operator's CLI asks for a login with PKCE (S256); the provider sends the
 * browser to /login?return_to=…, the panel names the app, the user logs in and authorizes (or refuses), and
 * the browser lands on the app's redirect URI — a tiny HTTP server of this test — with a code and the same
 * state (or error=access_denied). The test then exchanges the code with its verifier at the token endpoint.
 */
const port = Number(process.env.E2E_PORT ?? 18080);
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
/** The issuer is PUBLIC_URL/oidc, and PUBLIC_URL defaults to http://localhost:PORT: the flow runs there. */
const origin = `http://localhost:${port}`;
/** Node's fetch goes to the address the server listens on (HOST 127.0.0.1), whatever localhost resolves to. */
const direct = `http://127.0.0.1:${port}`;

const base64url = (bytes: Buffer): string => bytes.toString('base64url');
const unique = (): string => `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;

let app: Server;
let redirectUri = '';

/** The application's callback page: it only says it received the answer (the test reads the URL). */
test.beforeAll(async () => {
  app = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('callback received');
  });
  await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
  const address = app.address();
  redirectUri = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}/callback`;
});

test.afterAll(async () => {
  await new Promise((resolve) => app.close(resolve));
});

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 860 });
});

/** `topoforge oauth client add … --public` against the server's DATA_DIR; answers the client id. */
function addPublicClient(name: string): string {
  const clientId = `e2e-${unique()}`;
  execFileSync(
    process.execPath,
    [
      join(repoRoot, 'apps/cli/bin/topoforge.js'),
      ...['oauth', 'client', 'add', clientId, '--name', name, '--redirect-uri', redirectUri, '--public'],
    ],
    { cwd: repoRoot, env: { ...process.env, DATA_DIR: dataDir }, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  return clientId;
}

interface AuthRequest {
  readonly url: string;
  readonly verifier: string;
  readonly state: string;
}

/** The app's authorization request, with a PKCE S256 challenge (RFC 7636 §4.2: BASE64URL(SHA256(verifier))). */
function authorizationRequest(clientId: string): AuthRequest {
  const verifier = base64url(randomBytes(32));
  const state = base64url(randomBytes(12));
  const query = new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: 'openid profile',
    state,
    nonce: base64url(randomBytes(12)),
    code_challenge: base64url(createHash('sha256').update(verifier).digest()),
    code_challenge_method: 'S256',
  });
  return { url: `${origin}/oidc/auth?${query.toString()}`, verifier, state };
}

async function passwordLogin(page: Page, username: string): Promise<void> {
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
}

/** Opens the request: the provider sends the browser to the login page with the panel naming the app. */
async function openPanel(page: Page, request: AuthRequest, appName: string): Promise<void> {
  await page.goto(request.url);
  await expect(page).toHaveURL(/\/login\?return_to=/);
  await expect(page.getByTestId('oauth-app')).toContainText(appName);
  // The panel hides the third-party (WeChat) login (002 §2.4).
  await expect(page.getByTestId('wechat-disabled')).toHaveCount(0);
  await expect(page.getByRole('tab')).toHaveCount(0);
}

/** The code exchange the app does (RFC 6749 §4.1.3 with the PKCE verifier; a public client sends its id). */
async function exchange(clientId: string, code: string, verifier: string): Promise<Response> {
  const discovery = (await (await fetch(`${direct}/oidc/.well-known/openid-configuration`)).json()) as {
    token_endpoint: string;
    issuer: string;
  };
  expect(discovery.issuer).toBe(`${origin}/oidc`);
  const tokenEndpoint = new URL(discovery.token_endpoint);
  return fetch(`${direct}${tokenEndpoint.pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: clientId,
      code,
      code_verifier: verifier,
      redirect_uri: redirectUri,
    }),
  });
}

function shot(page: Page, name: string): Promise<Buffer> {
  mkdirSync('/tmp/shots', { recursive: true });
  return page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true, animations: 'disabled' });
}

for (const [lang, locale, texts] of [
  [
    'en',
    'en-US',
    { linked: 'gets linked to your TopoForge account', authorized: 'authorized, redirecting…' },
  ],
  ['zh', 'zh-CN', { linked: '获取您的头像和职称', authorized: '授权登陆成功，正在跳转...' }],
] as const) {
  test.describe(lang, () => {
    test.use({ locale, storageState: languageState(locale) });

    test('log in on the panel → authorize → code and state at the app → tokens for the verifier', async ({
      page,
    }) => {
      const appName = `Lab notebook ${lang}`;
      const clientId = addPublicClient(appName);
      const username = `oauth-${unique()}`;
      addUserWithoutPhone(username, PASSWORD);
      const request = authorizationRequest(clientId);

      await openPanel(page, request, appName);
      await expect(page.getByTestId('oauth-panel')).toContainText(texts.linked);
      await expect(page.getByTestId('oauth-return')).toContainText(redirectUri);
      await shot(page, `oauth-panel-${lang}`);

      await passwordLogin(page, username);
      // Logged in (the token and user are stored like any login), the panel asks as this user.
      await expect(page.getByTestId('oauth-continue-as')).toContainText(username);
      expect(await page.evaluate(() => localStorage.getItem('access_token'))).not.toBeNull();
      await shot(page, `oauth-consent-${lang}`);
      // The answer the panel shows ("授权登陆成功，正在跳转...", 002 §8) while the browser leaves for the
      // app: the page is navigating then, so the test reads it from the answer the page received.
      let message = '';
      await page.route(
        (url) => url.pathname === '/cgi/auth-service/oauth2/authorize',
        async (route) => {
          const response = await route.fetch();
          if (route.request().method() === 'POST')
            message = ((await response.json()) as { data: { message: string } }).data.message;
          await route.fulfill({ response });
        },
      );
      await page.getByTestId('oauth-approve').click();
      await page.waitForURL((url) => url.href.startsWith(redirectUri));
      expect(message).toBe(texts.authorized);
      await expect(page.locator('body')).toContainText('callback received');
      const callback = new URL(page.url());
      expect(callback.searchParams.get('state')).toBe(request.state);
      const code = callback.searchParams.get('code') ?? '';
      expect(code).not.toBe('');

      const tokens = await exchange(clientId, code, request.verifier);
      expect(tokens.status).toBe(200);
      const body = (await tokens.json()) as { access_token?: string; id_token?: string; token_type?: string };
      expect(body.access_token).toBeTruthy();
      expect(body.id_token?.split('.')).toHaveLength(3);
      // A code is used once (RFC 6749 §4.1.2): the second exchange is refused.
      expect((await exchange(clientId, code, request.verifier)).status).toBe(400);
    });
  });
}

/**
 * A new account logged in through the normal login page first (on the issuer's origin, where the panel
 * runs), then the app's request opened: the panel offers to continue as that account.
 */
async function loggedInPanel(page: Page, appName: string): Promise<AuthRequest> {
  const clientId = addPublicClient(appName);
  const username = `oauth-${unique()}`;
  addUserWithoutPhone(username, PASSWORD);
  await page.goto(`${origin}/login`);
  await passwordLogin(page, username);
  // The CLI's account has no phone: the bind dialog comes first; "not now" goes on logged in.
  await page.getByTestId('bind-skip').click();
  await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 });
  const request = authorizationRequest(clientId);
  await openPanel(page, request, appName);
  await expect(page.getByTestId('oauth-continue-as')).toContainText(username);
  return request;
}

test('a logged-in user refuses: the app gets error=access_denied with its state', async ({ page }) => {
  const request = await loggedInPanel(page, 'Refused app');
  await page.getByTestId('oauth-refuse').click();
  await page.waitForURL((url) => url.href.startsWith(redirectUri));
  const callback = new URL(page.url());
  expect(callback.searchParams.get('error')).toBe('access_denied');
  expect(callback.searchParams.get('state')).toBe(request.state);
  expect(callback.searchParams.get('code')).toBeNull();
});

test('"use another account" logs out and the panel asks for a password', async ({ page }) => {
  await loggedInPanel(page, 'Switch account app');
  await page.getByTestId('oauth-other').click();
  await expect(page.getByTestId('login-username')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
});

test('a stored login that no longer holds is dropped and the panel asks for a password', async ({ page }) => {
  const appName = 'Stale token app';
  const clientId = addPublicClient(appName);
  await page.goto(`${origin}/home`);
  await page.evaluate(() => localStorage.setItem('access_token', 'no-longer-valid'));
  await openPanel(page, authorizationRequest(clientId), appName);
  await expect(page.getByTestId('login-username')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
});

test.describe('zh message', () => {
  test.use({ locale: 'zh-CN', storageState: languageState('zh') });

  test('an unknown return_to shows the spec message, and /oauth-login keeps the query', async ({ page }) => {
    await page.goto(`${origin}/oauth-login?return_to=no-such-request`);
    await expect(page).toHaveURL(/\/login\?return_to=no-such-request$/);
    await expect(page.getByTestId('oauth-failed')).toContainText('原网页已被关闭,请从原网页重新发起登录请求');
    await expect(page.getByTestId('login-username')).toHaveCount(0);
  });
});
