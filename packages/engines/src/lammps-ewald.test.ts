import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Cell, System, SystemAtom } from '@topoforge/chem';
import {
  cellFromParameters,
  KJ_PER_KCAL,
  lammpsWriter,
  MoleculeBuilder,
  runWriter,
  toCartesian,
} from '@topoforge/chem';
import { describe, expect, it } from 'vitest';
import { thermoRows } from './lammps.js';
import { runProgram } from './run-program.js';
import { withTempDir } from './temp-dir.js';
import { onPath } from './testing/find-program.js';

/*
 * The LAMMPS writer's long-range Coulomb for a charged crystal (kspace_style ewald, the default when a
 * periodic System has charges): rock salt's lattice energy against the Madelung constant of the NaCl
 * structure, M = 1.747565 referred to the nearest-neighbour distance r0 (Madelung 1918; e.g. Kittel,
 * Introduction to Solid State Physics, ch. 3): E per ion pair = −M · (e²/4πε0) / r0. No LJ (ε = 0),
 * no bonds: every kJ/mol is Coulomb. Once in the 8-atom cubic cell, once in the 2-atom primitive
 * rhombohedral cell (60° angles, a tilted LAMMPS box of 3.99 Å, far under the 12 Å cut-off: LAMMPS
 * counts every image within the cut-off and kspace the rest). A plain cut-off (`coulomb: 'cut'`)
 * misses the lattice energy by far more than 1%: the lattice sum converges only conditionally.
 */
const SKIP = !onPath('lmp');
const REASON = SKIP ? 'skipped: lmp not found' : '';
const MADELUNG_NACL = 1.747565;
/** e²/(4πε0) in kJ mol⁻¹ nm (CODATA; LAMMPS's qqr2e 332.06371 kcal/mol Å differs by < 1e-7). */
const COULOMB = 138.935456;
const A0 = 5.64;
const R0_NM = A0 / 2 / 10;

const ion = (type: string, charge: number, mass: number): SystemAtom => ({
  label: type,
  forceField: 'test',
  type,
  charge,
  mass,
  sigma: 0.3,
  epsilon: 0,
  provenance: { forceField: 'test', source: 'lammps-ewald.test.ts', estimated: false },
});

/** Rock salt in `cell`, ions at the given fractional positions, Na+ first. */
function rockSalt(cell: Cell, na: readonly number[][], cl: readonly number[][]): System {
  const builder = new MoleculeBuilder('NaCl');
  for (const [element, name, sites] of [
    [11, 'NA', na],
    [17, 'CL', cl],
  ] as const) {
    for (const f of sites) {
      const [x, y, z] = toCartesian(cell, [f[0]!, f[1]!, f[2]!]);
      builder.addAtom({ element, name, x, y, z });
    }
  }
  builder.setCell(cell);
  return {
    molecule: builder.build(),
    atoms: [...na.map(() => ion('Na', 1, 22.99)), ...cl.map(() => ion('Cl', -1, 35.45))],
    bondParameters: [],
    bonds: [],
    angleParameters: [],
    angles: [],
    dihedralParameters: [],
    dihedrals: [],
    improperParameters: [],
    impropers: [],
    pairs: [],
    defaults: { nbfunc: 1, combinationRule: 2, genPairs: true, fudgeLJ: 0.5, fudgeQQ: 0.8333 },
  };
}

const cubic = (): System => {
  const fcc = [
    [0, 0, 0],
    [0.5, 0.5, 0],
    [0.5, 0, 0.5],
    [0, 0.5, 0.5],
  ];
  const cell = cellFromParameters({ a: A0, b: A0, c: A0, alpha: 90, beta: 90, gamma: 90 });
  return rockSalt(
    cell,
    fcc,
    fcc.map(([x, y, z]) => [x! + 0.5, y!, z!]),
  );
};

const primitive = (): System => {
  const a = A0 / Math.SQRT2;
  const cell = cellFromParameters({ a, b: a, c: a, alpha: 60, beta: 60, gamma: 60 });
  return rockSalt(cell, [[0, 0, 0]], [[0.5, 0.5, 0.5]]);
};

/** E_coul + E_long of the writer's input, kJ/mol, with the columns lmp printed. */
async function coulombOf(files: Record<string, string>): Promise<{ total: number; columns: string[] }> {
  return withTempDir('lammps-ewald', async (cwd) => {
    for (const [name, text] of Object.entries(files)) await writeFile(join(cwd, name), text);
    const { stdout } = await runProgram('lmp', ['-in', 'in.NACL', '-log', 'none', '-nocite'], {
      cwd,
      timeoutMs: 60_000,
      maxOutputBytes: 4 << 20,
    });
    const row = thermoRows('lmp', stdout)[0]!;
    return {
      total: ((row.get('E_coul') ?? 0) + (row.get('E_long') ?? 0)) * KJ_PER_KCAL,
      columns: [...row.keys()],
    };
  });
}

describe.skipIf(SKIP)(`LAMMPS writer: Ewald sums for a charged crystal ${REASON}`, () => {
  const expected = (-MADELUNG_NACL * COULOMB) / R0_NM;
  for (const [name, make] of [
    ['cubic cell, 8 ions', cubic],
    ['primitive rhombohedral cell, 2 ions', primitive],
  ] as const) {
    it(`NaCl lattice energy equals the Madelung constant's: ${name}`, async () => {
      const system = make();
      const pairs = system.atoms.length / 2;
      const files = runWriter(lammpsWriter, system, { residueName: 'NACL' });
      expect(files['in.NACL']).toMatch(/^kspace_style\s+ewald 1\.0e-6$/m);
      const long = await coulombOf(files);
      expect(long.columns).toContain('E_long');
      const perPair = long.total / pairs;
      console.log(
        `NaCl ${name}: ${perPair.toFixed(4)} kJ/mol per ion pair (Madelung ${expected.toFixed(4)})`,
      );
      expect(Math.abs(perPair - expected) / Math.abs(expected)).toBeLessThan(1e-5);
      const cut = await coulombOf(runWriter(lammpsWriter, system, { residueName: 'NACL', coulomb: 'cut' }));
      expect(Math.abs(cut.total / pairs - expected) / Math.abs(expected)).toBeGreaterThan(0.01);
    });
  }
});
