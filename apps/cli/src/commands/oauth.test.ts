import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../run-cli.js';

async function run(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await runCli(argv, {
    out: (line) => (out += `${line}\n`),
    err: (line) => (err += `${line}\n`),
  });
  return { code, out, err };
}

describe('topoforge oauth client', () => {
  let dataDir: string;
  const saved = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL };
  beforeAll(async () => {
    // The command reads the server's settings from the environment, like `topoforge user add`.
    dataDir = await mkdtemp(join(tmpdir(), 'tf-cli-oauth-'));
    process.env.DATA_DIR = dataDir;
    delete process.env.DATABASE_URL;
  });
  afterAll(async () => {
    for (const [k, v] of Object.entries(saved))
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    await rm(dataDir, { recursive: true, force: true });
  });

  it('adds a confidential client (secret printed once), lists and removes it', async () => {
    const added = await run(
      'oauth',
      'client',
      'add',
      'notebook',
      '--name',
      'Lab notebook',
      '--redirect-uri',
      'https://nb.example/cb',
      '--redirect-uri',
      'http://localhost:3000/cb',
    );
    expect(added.code).toBe(0);
    expect(added.out).toMatch(/client secret: [A-Za-z0-9_-]{43}\n/);
    const pub = await run(
      'oauth',
      'client',
      'add',
      'spa',
      '--name',
      'SPA',
      '--redirect-uri',
      'https://spa.example/cb',
      '--public',
    );
    expect(pub.out).toContain('public client: no secret');
    expect((await run('oauth', 'client', 'list')).out).toBe(
      'notebook\tconfidential\tLab notebook\thttps://nb.example/cb http://localhost:3000/cb\n' +
        'spa\tpublic\tSPA\thttps://spa.example/cb\n',
    );
    expect(await run('oauth', 'client', 'remove', 'spa')).toMatchObject({ code: 0 });
    expect(await run('oauth', 'client', 'remove', 'spa')).toMatchObject({
      code: 1,
      err: expect.stringMatching(/no OAuth client 'spa'/),
    });
  });

  it('exits with 1 for a taken id or a redirect URI the exact match cannot protect', async () => {
    await run('oauth', 'client', 'add', 'taken', '--name', 'T', '--redirect-uri', 'https://t.example/cb');
    expect(
      await run('oauth', 'client', 'add', 'taken', '--name', 'T', '--redirect-uri', 'https://t.example/cb'),
    ).toMatchObject({ code: 1, err: expect.stringMatching(/already exists/) });
    expect(
      await run('oauth', 'client', 'add', 'plain', '--name', 'P', '--redirect-uri', 'http://p.example/cb'),
    ).toMatchObject({ code: 1, err: expect.stringMatching(/must be https/) });
  });

  it('exits with 2 for usage errors, before the database is opened', async () => {
    expect(await run('oauth')).toMatchObject({
      code: 2,
      err: expect.stringMatching(/client add\|list\|remove/),
    });
    expect(await run('oauth', 'client', 'drop')).toMatchObject({
      code: 2,
      err: expect.stringMatching(/unknown oauth client action 'drop'/),
    });
    expect(await run('oauth', 'client', 'add', 'x', '--redirect-uri', 'https://x.example/cb')).toMatchObject({
      code: 2,
      err: expect.stringMatching(/--name/),
    });
    expect(await run('oauth', 'client', 'add', 'x', '--name', 'X')).toMatchObject({
      code: 2,
      err: expect.stringMatching(/--redirect-uri/),
    });
  });
});
