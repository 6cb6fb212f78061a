import { loginResultSchema, okEnvelope } from '@topoforge/contract';
import { addUser } from '../../src/admin.js';
import type { TestServer } from './databases.js';

/** The password test users get from `userToken`. */
export const TEST_USER_PASSWORD = 'Correct_horse1';

/** Makes a user (an administrator when `admin`) the way the CLI does and answers its bearer token. */
export async function userToken(server: TestServer, username: string, admin: boolean): Promise<string> {
  await addUser({ username, password: TEST_USER_PASSWORD, admin }, server.env);
  const response = await fetch(server.url('/cgi/auth-service/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: TEST_USER_PASSWORD, type: 0 }),
  });
  return okEnvelope(loginResultSchema).parse(await response.json()).data.access_token;
}

/** GET `path` (no body) or POST it as JSON, with the token and the language asked for. */
export function callAs(server: TestServer, path: string, token: string, body?: unknown, lang = 'zh-CN') {
  const headers = { authorization: `Bearer ${token}`, 'accept-language': lang };
  const init: RequestInit =
    body === undefined
      ? { headers }
      : {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        };
  return fetch(server.url(path), init);
}
