import { describe, expect, it } from 'vitest';
import { runCli } from '../run-cli.js';

/** Usage errors are found before stdin or the database is touched (the API tests run the rest). */
async function run(...argv: string[]): Promise<{ code: number; err: string }> {
  let err = '';
  const code = await runCli(argv, { out: () => undefined, err: (line) => (err += `${line}\n`) });
  return { code, err };
}

describe('topoforge user', () => {
  it('exits with 2 for a missing or unknown action, a missing username or an unknown option', async () => {
    expect(await run('user')).toMatchObject({
      code: 2,
      err: expect.stringMatching(/expects an action: add/),
    });
    expect(await run('user', 'remove', 'ann')).toMatchObject({
      code: 2,
      err: expect.stringMatching(/unknown user action 'remove'/),
    });
    expect(await run('user', 'add', '--password-stdin')).toMatchObject({
      code: 2,
      err: expect.stringMatching(/USERNAME/),
    });
    expect(await run('user', 'add', 'ann', '--password', 'x')).toMatchObject({
      code: 2,
      err: expect.stringMatching(/--password/),
    });
  });

  it('is listed in the help', async () => {
    let out = '';
    await runCli(['--help'], { out: (line) => (out += line), err: () => undefined });
    expect(out).toContain('topoforge user add USERNAME [--level L] [--admin] [--password-stdin]');
  });
});
