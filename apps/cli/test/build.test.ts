import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_GAFF_DAT } from '../src/commands/build-options.js';
import { runCaptured } from './run-captured.js';

/** Hessian fixtures made with xtb 6.5.1 (packages/chem/src/io/hessian/fixtures/README.md). */
const hessianFixture = (name: string): string =>
  new URL(`../../../packages/chem/src/io/hessian/fixtures/${name}`, import.meta.url).pathname;

// gaff.dat comes from Debian's openbabel package; without it there is nothing to parameterize with.
const haveGaff = existsSync(process.env.TOPOFORGE_GAFF_DAT ?? DEFAULT_GAFF_DAT);

let dir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'topoforge-build-'));
  writeFileSync(join(dir, 'ethane.xyz'), readFileSync(hessianFixture('ethane.xyz'), 'utf8'));
  writeFileSync(join(dir, 'sodium.xyz'), '2\nNa+ Cl-\nNa 0 0 0\nCl 3 0 0\n');
  writeFileSync(join(dir, 'methanol.mol2'), METHANOL_MOL2);
});
afterAll(() => {
  if (dir !== '') rmSync(dir, { recursive: true, force: true });
});

const build = (...args: string[]) => runCaptured('build', ...args);

interface Wire {
  atoms: unknown[][];
  bonds: number[][];
  provenance: { bonds: { derivedFrom?: string }[]; angles: { derivedFrom?: string }[] };
}
const wire = (out: string): Wire => JSON.parse(readFileSync(join(out, 'system.json'), 'utf8')) as Wire;

describe.skipIf(!haveGaff)('topoforge build (needs gaff.dat from the openbabel package)', () => {
  it('writes GROMACS and LAMMPS files and system.json, with Seminario bonds and angles', async () => {
    const out = join(dir, 'eth');
    const r = await build(
      join(dir, 'ethane.xyz'),
      '--charges',
      'zero',
      '--engine',
      'gromacs,lammps',
      '--resname',
      'ETH',
      '--hessian',
      hessianFixture('ethane.fchk'),
      '--out',
      out,
    );
    expect(r.err.filter((l) => l.includes('error'))).toEqual([]);
    expect(r.code).toBe(0);
    for (const f of ['ETH.top', 'ETH.itp', 'ETH.gro', 'ETH.data', 'in.ETH', 'system.json']) {
      expect(existsSync(join(out, f)), f).toBe(true);
    }
    const w = wire(out);
    expect(w.atoms).toHaveLength(8);
    expect(w.bonds).toHaveLength(7);
    expect(w.provenance.bonds.every((p) => p.derivedFrom === 'hessian')).toBe(true);
    expect(w.provenance.angles.every((p) => p.derivedFrom === 'hessian')).toBe(true);
  });

  it('fits bonds only with --fit bonds and keeps gaff.dat angles', async () => {
    const out = join(dir, 'eth-bonds');
    const r = await build(
      join(dir, 'ethane.xyz'),
      '--charges',
      'zero',
      '--hessian',
      hessianFixture('ethane.hess'),
      '--fit',
      'bonds',
      '--vib-scale',
      '0.96',
      '--out',
      out,
    );
    expect(r.code).toBe(0);
    const w = wire(out);
    expect(w.provenance.bonds.every((p) => p.derivedFrom === 'hessian')).toBe(true);
    expect(w.provenance.angles.some((p) => p.derivedFrom === 'hessian')).toBe(false);
  });

  it('takes partial charges from a mol2 file', async () => {
    const out = join(dir, 'meoh');
    expect((await build(join(dir, 'methanol.mol2'), '--out', out)).code).toBe(0);
    expect(wire(out).atoms.map((a) => a[6])).toEqual([0.117, -0.599, 0.028, 0.028, 0.028, 0.398]);
  });

  it('computes charges with a charge method (--charges gasteiger), summing to the net charge', async () => {
    const out = join(dir, 'eth-gasteiger');
    const r = await build(join(dir, 'ethane.xyz'), '--charges', 'gasteiger', '--out', out);
    expect(r.code).toBe(0);
    const charges = wire(out).atoms.map((a) => Number(a[6]));
    // Gasteiger–Marsili on ethane: carbons negative, hydrogens positive, symmetry-equal, sum 0.
    expect(Math.abs(charges.reduce((s, q) => s + q, 0))).toBeLessThan(1e-6);
    expect(charges.filter((q) => q < 0)).toHaveLength(2);
    expect(new Set(charges.filter((q) => q > 0).map((q) => q.toFixed(6))).size).toBe(1);
  });

  it('refuses an unknown charge method as a usage error (exit 2)', async () => {
    const r = await build(join(dir, 'ethane.xyz'), '--charges', 'magic', '--out', join(dir, 'x'));
    expect(r.code).toBe(2);
    expect(r.err.join('\n')).toContain("unknown charge method 'magic'");
  });

  it('fails with exit code 1 when --charges input meets a file without charges', async () => {
    const r = await build(join(dir, 'ethane.xyz'), '--out', join(dir, 'x'));
    expect(r.code).toBe(1);
    expect(r.err.join('\n')).toMatch(/has no partial charges; use --charges zero/);
  });

  it('fails with exit code 1 when an atom has no GAFF type or parameter', async () => {
    const r = await build(join(dir, 'sodium.xyz'), '--charges', 'zero', '--out', join(dir, 'na'));
    expect(r.code).toBe(1);
    expect(r.err.join('\n')).toContain('sodium.xyz');
  });

  it("fails with the spec's message when the Hessian is for another molecule", async () => {
    const r = await build(
      join(dir, 'ethane.xyz'),
      '--charges',
      'zero',
      '--hessian',
      hessianFixture('water.hess'),
      '--out',
      join(dir, 'w'),
    );
    expect(r.code).toBe(1);
    expect(r.err.join('\n')).toMatch(/matrix size mismatch/);
  });
});

describe('topoforge build usage errors', () => {
  it('rejects a negative vibrational scaling factor, an unknown engine and a long resname (exit 2)', async () => {
    const base = [join(dir, 'ethane.xyz'), '--out', join(dir, 'u')];
    const vib = await build(...base, '--hessian', 'h.fchk', '--vib-scale=-1');
    expect(vib.code).toBe(2);
    expect(vib.err.join('\n')).toContain('please enter a correct number');
    expect((await build(...base, '--engine', 'gear')).code).toBe(2);
    expect((await build(...base, '--resname', 'TOOLONG')).code).toBe(2);
    expect((await build(join(dir, 'ethane.xyz'))).code).toBe(2);
  });
});

/** Methanol with hand-set charges summing to 0 (not from any program; only their transport is tested). */
const METHANOL_MOL2 = `@<TRIPOS>MOLECULE
methanol
 6 5 1 0 0
SMALL
USER_CHARGES

@<TRIPOS>ATOM
      1 C1         -0.0467    0.6575    0.0000 C.3     1  MOL       0.1170
      2 O1          1.3630    0.6575    0.0000 O.3     1  MOL      -0.5990
      3 H1         -0.4030    1.6663    0.0000 H       1  MOL       0.0280
      4 H2         -0.4030    0.1531    0.8737 H       1  MOL       0.0280
      5 H3         -0.4030    0.1531   -0.8737 H       1  MOL       0.0280
      6 H4          1.6830   -0.2476    0.0000 H       1  MOL       0.3980
@<TRIPOS>BOND
     1     1     2    1
     2     1     3    1
     3     1     4    1
     4     1     5    1
     5     2     6    1
`;
