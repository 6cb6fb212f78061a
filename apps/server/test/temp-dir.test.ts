import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { healthResponseSchema, okEnvelope } from '@topoforge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_PACKAGE_DIR, tempDirProblem } from '../src/kernel/config.js';
import type { RunningServer } from './start-server.js';
import { startServer } from './start-server.js';

const NOT_FOUND = { found: false, version: null } as const;
let base: string;
/** A regular file: as TMPDIR it is not a directory, and a path below it does not exist. */
let file: string;

beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), 'tf-temp-dir-'));
  file = join(base, 'a-file');
  writeFileSync(file, '');
});

afterAll(() => {
  rmSync(base, { recursive: true, force: true });
});

describe('tempDirProblem', () => {
  it('is undefined for a writable folder and names the folder and the fault otherwise', () => {
    expect(tempDirProblem(base)).toBeUndefined();
    expect(tempDirProblem(join(file, 'tmp'))).toBe(`the temp directory ${file}/tmp (TMPDIR) does not exist`);
    expect(tempDirProblem(file)).toBe(`the temp directory ${file} (TMPDIR) is not a directory`);
  });
});

describe('starting the server without a usable temp directory', () => {
  it('exits 1 with one clear line, no stack trace, before opening anything', () => {
    for (const [tempDir, fault] of [
      [join(file, 'tmp'), 'does not exist'],
      [file, 'is not a directory'],
    ] as const) {
      const dataDir = join(base, 'data');
      // tsx needs a temp directory of its own to load main.ts: TMPDIR is broken only then.
      const script = `process.env.TMPDIR = ${JSON.stringify(tempDir)}; await import('./src/main.ts');`;
      const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        cwd: SERVER_PACKAGE_DIR,
        env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(run.status, run.stderr).toBe(1);
      expect(run.stderr).toBe(
        `topoforge server failed to start: configuration: the temp directory ${tempDir} (TMPDIR) ${fault}: ` +
          'set TMPDIR to a writable directory\n',
      );
      expect(run.stdout).toBe('');
      // Nothing was opened: no database in DATA_DIR.
      expect(spawnSync('ls', [dataDir]).status).not.toBe(0);
    }
  });
});

describe('GET /cgi/health when the temp directory goes away after start-up', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({}, { programs: { obabel: NOT_FOUND, xtb: NOT_FOUND, mopac: NOT_FOUND } });
  });
  afterAll(async () => {
    await server.app.close();
  });

  const health = async () =>
    okEnvelope(healthResponseSchema).parse(await (await fetch(server.url('/cgi/health'))).json()).data;

  it("says 'degraded' with the reason, and 'ok' again once it is back", async () => {
    expect((await health()).status).toBe('ok');
    const saved = process.env.TMPDIR;
    const gone = join(base, 'gone');
    process.env.TMPDIR = gone;
    try {
      const degraded = await health();
      expect(degraded.status).toBe('degraded');
      expect(degraded.problems).toEqual([
        { code: 'temp-dir', message: `the temp directory ${gone} (TMPDIR) does not exist` },
      ]);
    } finally {
      if (saved === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = saved;
    }
    const ok = await health();
    expect(ok.status).toBe('ok');
    expect(ok.problems).toBeUndefined();
  });
});
