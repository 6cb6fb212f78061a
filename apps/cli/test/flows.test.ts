import { describe, expect, it } from 'vitest';
import { BUILDER_FLOWS } from '@topoforge/chem';
import { flowsCommand } from '../src/commands/flows.js';
import { HELP } from '../src/help.js';
import { runCli } from '../src/run-cli.js';

function run(...args: string[]): { code: number | Promise<number>; out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  const code = runCli(['flows', ...args], { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err };
}

describe('topoforge flows', () => {
  it('prints one line per builder page under a header', () => {
    const { code, out } = run();
    expect(code).toBe(0);
    expect(out[0]).toMatch(
      /^page\s+built\s+upload\s+atoms\s+ff list\s+charges\s+backup\s+supercell\s+resname\s+softwares$/,
    );
    const lines = out.join('\n').split('\n');
    for (const flow of BUILDER_FLOWS) expect(lines.some((l) => l.startsWith(`${flow.id} `))).toBe(true);
  });

  it('shows the upload rules, lists and the softwares a crystal page leaves out', () => {
    const lines = run().out.join('\n');
    expect(lines).toMatch(
      /^all-atom\s+yes\s+molecule \(mol pdb xyz mol2 sdf\)\s+4000\s+supported\s+general\s+yes\s+yes\s+UNK\s+all$/m,
    );
    expect(lines).toMatch(
      /^inorganic-crystals\s+yes\s+crystal \(vasp cif gjf car\)\s+1000\s+inorganic\s.*all but gaussian orca gear$/m,
    );
    expect(lines).toMatch(/^carbon-material\s+yes\s+-\s+-\s+carbon\s+general\s+-\s+yes\s+UNK\s+all$/m);
    expect(lines).toMatch(/^polymers\s+yes\s+-\s+-\s+aminoacid\s+polymer\s+-\s+-\s+NUK\s+all$/m);
    // The module browsers (issue 20): built, with none of a wizard's controls.
    expect(lines).toMatch(/^multi-body\s+yes(\s+-){8}$/m);
    expect(lines).toMatch(/^reactive-force\s+yes(\s+-){8}$/m);
  });

  it('gives every field with --json, the upload rule spelled out', () => {
    const out: string[] = [];
    expect(flowsCommand(['--json'], { out: (l) => out.push(l), err: () => undefined })).toBe(0);
    const rows = JSON.parse(out.join('\n')) as { id: string; uploadRule: unknown; softwares: string[] }[];
    expect(rows.map((r) => r.id)).toEqual(BUILDER_FLOWS.map((f) => f.id));
    expect(rows[0]).toMatchObject({
      id: 'all-atom',
      available: true,
      defaultResname: 'UNK',
      uploadRule: {
        extensions: ['mol', 'pdb', 'xyz', 'mol2', 'sdf'],
        atomLimit: 4000,
        sizeLimitBytes: 1048576,
      },
    });
    expect(rows.find((r) => r.id === 'polymers')?.uploadRule).toBeNull();
    expect(rows.find((r) => r.id === 'mof-cof')?.softwares).not.toContain('orca');
  });

  it('takes no arguments and is in the help', () => {
    const { code, err } = run('extra');
    expect(code).toBe(2);
    expect(err.join('\n')).toMatch(/'flows' expects , got 1 argument/);
    expect(run('--csv').code).toBe(2);
    expect(HELP).toMatch(/^ {2}topoforge flows \[--json\]$/m);
  });
});
