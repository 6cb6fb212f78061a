import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORMATS } from '@topoforge/chem';
import { ACETATE_MOL2, BROKEN_MOL, METHYLAMMONIUM_MOL, NACL_CIF, WATER_XYZ } from './samples.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const bin = join(root, 'apps/cli/bin/topoforge.js');
let dir = '';

interface Run {
  readonly code: number | null;
  readonly out: string;
  readonly err: string;
}

/** Runs the built CLI as a user would, in the temp dir that holds the test's files. */
function topoforge(...args: string[]): Run {
  const r = spawnSync(process.execPath, [bin, ...args], { cwd: dir, encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

const write = (name: string, text: string): void => writeFileSync(join(dir, name), text);

/** Element symbol and coordinates of each atom line of an xyz file. */
function xyzAtoms(text: string): { element: string; xyz: number[] }[] {
  return text
    .trim()
    .split('\n')
    .slice(2)
    .map((line) => {
      const [element = '', ...rest] = line.trim().split(/\s+/);
      return { element, xyz: rest.slice(0, 3).map(Number) };
    });
}

beforeAll(() => {
  execFileSync('npx', ['tsc', '-b', 'apps/cli'], { cwd: root, stdio: 'pipe' });
  dir = mkdtempSync(join(tmpdir(), 'topoforge-cli-'));
  write('acetate.mol2', ACETATE_MOL2);
  write('methylammonium.mol', METHYLAMMONIUM_MOL);
  write('nacl.cif', NACL_CIF);
  write('water.xyz', WATER_XYZ);
  write('water.txt', WATER_XYZ);
  write('broken.mol', BROKEN_MOL);
  write('thing.foo', 'hello');
}, 300_000);

afterAll(() => {
  if (dir !== '') rmSync(dir, { recursive: true, force: true });
});

describe('topoforge convert', () => {
  it('round-trips mol2 → pdb → xyz keeping elements and coordinates (pdb has 3 decimals)', () => {
    const toPdb = topoforge('convert', 'acetate.mol2', 'acetate.pdb');
    expect(toPdb.code).toBe(0);
    // mol2 carries partial charges, SYBYL types and aromatic orders; pdb carries none of them.
    expect(toPdb.err).toMatch(/partial charges/);
    expect(toPdb.err).toMatch(/atom types/);
    const toXyz = topoforge('convert', 'acetate.pdb', 'acetate.xyz');
    expect(toXyz.code).toBe(0);
    const atoms = xyzAtoms(readFileSync(join(dir, 'acetate.xyz'), 'utf8'));
    // Expected values: the ATOM section of ACETATE_MOL2 above.
    const expected = ACETATE_MOL2.split('\n')
      .filter((l) => /^\s+\d+ [A-Z]/.test(l) && l.includes('UNL1'))
      .map((l) => l.trim().split(/\s+/));
    expect(atoms.map((a) => a.element)).toEqual(expected.map((f) => f[1]));
    atoms.forEach((a, i) => {
      const want = (expected[i] ?? []).slice(2, 5).map(Number);
      a.xyz.forEach((v, k) => expect(Math.abs(v - (want[k] ?? NaN))).toBeLessThanOrEqual(0.0005 + 1e-9));
    });
  });

  it('says on stderr when the target cannot carry the cell', () => {
    const r = topoforge('convert', 'nacl.cif', 'nacl.mol');
    expect(r.code).toBe(0);
    expect(r.err).toMatch(/MDL Molfile cannot carry the periodic cell of nacl\.cif/);
    expect(readFileSync(join(dir, 'nacl.mol'), 'utf8').split('\n')[3]?.slice(0, 3)).toBe('  8');
  });

  it('takes the formats from --from and --to when the names do not tell', () => {
    const r = topoforge('convert', 'water.txt', 'water.out', '--from', 'xyz', '--to', 'pdb');
    expect(r.code).toBe(0);
    expect(readFileSync(join(dir, 'water.out'), 'utf8')).toMatch(/^(ATOM {2}|HETATM)/m);
  });
});

describe('topoforge info', () => {
  it('reports formula, counts and net charge of a cation', () => {
    const r = topoforge('info', 'methylammonium.mol');
    expect(r.code).toBe(0);
    // CH3NH3+: Hill order C, H, then N; 8 atoms, 7 bonds; charge +1 from M  CHG.
    expect(r.out).toMatch(/^formula\s+CH6N$/m);
    expect(r.out).toMatch(/^atoms\s+8$/m);
    expect(r.out).toMatch(/^bonds\s+7$/m);
    expect(r.out).toMatch(/^net charge\s+\+1$/m);
    expect(r.out).toMatch(/^title\s+methylammonium$/m);
  });

  it('prints JSON with --json', () => {
    const r = topoforge('info', 'methylammonium.mol', '--json');
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out) as Record<string, unknown>;
    expect(json).toMatchObject({
      formula: 'CH6N',
      atoms: 8,
      bonds: 7,
      netCharge: 1,
      bondsPerceived: false,
      format: 'mol',
    });
  });

  it('perceives bonds when the file has none', () => {
    const json = JSON.parse(topoforge('info', 'water.xyz', '--json').out) as Record<string, unknown>;
    expect(json).toMatchObject({ formula: 'H2O', atoms: 3, bonds: 2, bondsPerceived: true, netCharge: 0 });
  });

  it('gives the cell and its volume for a periodic structure', () => {
    const json = JSON.parse(topoforge('info', 'nacl.cif', '--json').out) as {
      cell: Record<string, number>;
      formula: string;
    };
    expect(json.formula).toBe('Cl4Na4');
    // Cubic cell: a = b = c = 5.64 Å, all angles 90°, V = 5.64³ = 179.406144 Å³.
    expect(json.cell.a).toBeCloseTo(5.64, 6);
    expect(json.cell.gamma).toBeCloseTo(90, 6);
    expect(json.cell.volume).toBeCloseTo(179.406144, 4);
    expect(topoforge('info', 'nacl.cif').out).toMatch(/^volume\s+179\.406 Å³$/m);
  });
});

describe('topoforge formats, --help, --version', () => {
  it('lists every registry format', () => {
    const r = topoforge('formats');
    expect(r.code).toBe(0);
    for (const f of FORMATS) expect(r.out).toMatch(new RegExp(`^${f.id}\\s`, 'm'));
  });

  it('prints help and version', () => {
    expect(topoforge('--help')).toMatchObject({ code: 0, out: expect.stringMatching(/Usage:/) as unknown });
    expect(topoforge('info', '--help').code).toBe(0);
    expect(topoforge('--version').out.trim()).toMatch(/^\d+\.\d+\.\d+$/);
  });
});

describe('errors and exit codes', () => {
  const noStack = (r: Run): void => expect(r.err).not.toMatch(/^\s+at /m);

  it('exits 1 naming file and line for a parse error', () => {
    const r = topoforge('info', 'broken.mol');
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/broken\.mol, line 4/);
    noStack(r);
  });

  it('exits 1 for an unknown extension, a format it cannot write and a missing file', () => {
    const unknown = topoforge('info', 'thing.foo');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toMatch(/thing\.foo: cannot tell the format/);
    const readOnly = topoforge('convert', 'methylammonium.mol', 'out.cml');
    expect(readOnly.code).toBe(1);
    expect(readOnly.err).toMatch(/out\.cml: TopoForge cannot write Chemical Markup Language files/);
    const missing = topoforge('info', 'nowhere.mol');
    expect(missing.code).toBe(1);
    expect(missing.err).toMatch(/cannot read nowhere\.mol: no such file/);
    for (const r of [unknown, readOnly, missing]) noStack(r);
  });

  it('exits 2 for usage errors', () => {
    for (const args of [
      [],
      ['frobnicate'],
      ['info'],
      ['info', 'a.mol', '--bogus'],
      ['convert', 'a.mol'],
      ['info', 'a.mol', '--from', 'nosuch'],
    ]) {
      const r = topoforge(...args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.err).toMatch(/topoforge --help/);
      noStack(r);
    }
  });
});

/** 2,000 waters on a grid: `types` prints about 59 kB, more than a pipe holds, so writes go on after a close. */
function waterGrid(count: number): string {
  const lines = [String(count * 3), 'waters'];
  for (let k = 0; k < count; k += 1) {
    const [x, y, z] = [k % 13, Math.floor(k / 13) % 13, Math.floor(k / 169)].map((i) => i * 3.1) as [
      number,
      number,
      number,
    ];
    lines.push(`O ${x} ${y} ${z}`, `H ${x + 0.957} ${y} ${z}`, `H ${x - 0.24} ${y + 0.927} ${z}`);
  }
  return `${lines.join('\n')}\n`;
}

describe('a reader that closes the pipe early (topoforge … | head)', () => {
  it('ends quietly: exit code 0, nothing on stderr, no stack trace', async () => {
    write('waters.xyz', waterGrid(2000));
    const child = spawn(process.execPath, [bin, 'types', 'waters.xyz'], { cwd: dir });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    // Like `head -1`: take the first chunk, then close our end of the pipe.
    child.stdout.once('data', () => child.stdout.destroy());
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(stderr).toBe('');
    expect(code).toBe(0);
  });
});
