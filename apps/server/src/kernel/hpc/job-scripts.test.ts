import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { renderJobScript, shellQuote } from './job-scripts.js';

const run = promisify(execFile);

describe('job scripts', () => {
  it('quotes for the POSIX shell: a name with quotes and $ reaches the program unchanged', async () => {
    const name = `it's $HOME; \`x\``;
    const { stdout } = await run('sh', ['-c', `printf %s ${shellQuote(name)}`]);
    expect(stdout).toBe(name);
  });

  it('runs LAMMPS on a single uploaded input with the program given, in the job directory', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'job-script-'));
    try {
      // A stand-in "lmp" that records its arguments, to check what the script runs.
      const fake = join(dir, 'fake-lmp');
      await writeFile(fake, '#!/bin/sh\necho "$@" > args.txt\n', { mode: 0o755 });
      await writeFile(join(dir, "in.my run's"), 'print hi\n');
      const script = renderJobScript({ engine: 'lammps', program: fake, inputName: "in.my run's" });
      await writeFile(join(dir, 'job.sh'), script);
      await run('sh', ['job.sh'], { cwd: dir });
      expect((await readFile(join(dir, 'args.txt'), 'utf8')).trim()).toBe("-in in.my run's -log log.lammps");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('runs GROMACS grompp then mdrun on the .top/.gro of a zip, writing a default .mdp when none came', () => {
    const script = renderJobScript({ engine: 'gromacs', program: '/usr/bin/gmx', inputName: 'input.zip' });
    expect(script).toContain("unzip -q -o 'input.zip' -d input");
    expect(script.indexOf("'/usr/bin/gmx' grompp")).toBeLessThan(script.indexOf("'/usr/bin/gmx' mdrun"));
    expect(script).toContain('integrator = md');
    expect(script.startsWith('#!/bin/sh\n')).toBe(true);
  });
});
