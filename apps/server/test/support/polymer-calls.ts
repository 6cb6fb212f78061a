import { builderPath, errorEnvelopeSchema, loginResultSchema, okEnvelope } from '@topoforge/contract';
import { expect } from 'vitest';
import { addUser } from '../../src/admin.js';
import type { RunningServer } from '../start-server.js';

/** A polymer call's status and JSON body (POST builderPath('polymer/<path>')). */
export async function polymerPost(
  server: RunningServer,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(server.url(builderPath(`polymer/${path}`)), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

/** The refusal's text in English and Chinese (Accept-Language), after checking the 400 and its code. */
export async function polymerRefusal(
  server: RunningServer,
  path: string,
  body: unknown,
): Promise<{ en: string; zh: string }> {
  const texts: string[] = [];
  for (const lang of ['en', 'zh-CN']) {
    const answer = await polymerPost(server, path, body, { 'accept-language': lang });
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    const error = errorEnvelopeSchema.parse(answer.body);
    expect(error.code).toBe('invalid-request');
    texts.push(error.msg);
  }
  return { en: texts[0]!, zh: texts[1]! };
}

/** Atom lines of a mol2 and their residue names. */
export function mol2Atoms(mol2: string): { count: number; residues: string[] } {
  const section = mol2.split('@<TRIPOS>ATOM')[1]!.split('@<TRIPOS>')[0]!;
  const lines = section.split('\n').filter((l) => l.trim() !== '');
  return { count: lines.length, residues: lines.map((l) => l.trim().split(/\s+/)[7]!) };
}

/** A new user `username` of `level` (added to the server's database in `env`), logged in: its token. */
export async function loggedInToken(
  server: RunningServer,
  env: Record<string, string>,
  username: string,
  level: string,
): Promise<string> {
  await addUser({ username, password: 'correct horse battery', level }, env);
  const login = await fetch(server.url('/cgi/auth-service/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'correct horse battery', type: 0 }),
  });
  return okEnvelope(loginResultSchema).parse(await login.json()).data.access_token;
}
