import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CgBead, CgMapping, Molecule } from '@topoforge/chem';
import {
  cellFromParameters,
  coarseGrainSystem,
  gromacsWriter,
  lammpsWriter,
  MoleculeBuilder,
  runWriter,
} from '@topoforge/chem';
import { describe, expect, it } from 'vitest';
import type { EnergyTerms } from './energy-terms.js';
import { gromacsSinglePoint, readXvg } from './gromacs.js';
import { lammpsSinglePoint } from './lammps.js';
import { ABSOLUTE_TOLERANCE, RELATIVE_TOLERANCE } from './testing/compare-energies.js';
import { runProgram } from './run-program.js';
import { withTempDir } from './temp-dir.js';
import { onPath } from './testing/find-program.js';

/*
 * Issue 21, "Figures": a Martini 2.2 topology of a small molecule in a box of Martini water runs 1,000
 * steps in gmx. Benzene (3 SC4 beads from a hand-made mapping, ring constraints measured on the
 * molecule) among P4 water beads placed on a 0.47 nm grid (σ of P4–P4) in a 2.82 nm cube, written by
 * chem's GROMACS writer (nonbond_params from the cited Martini 2.2 matrix, nrexcl 1, [ constraints ]),
 * then: grompp with -maxwarn 0 (every warning an error), 200 steps of steepest descent (the grid puts
 * some water close to the ring), 1,000 steps of 20 fs MD with Martini's run parameters (reaction field,
 * ε_r 15, 1.1 nm cut-offs shifted, v-rescale at 300 K; de Jong et al., Comput. Phys. Commun. 2016, 199, 1).
 * Then GROMACS (gmx_d) against LAMMPS on a single point of a Martini 2.2 System with every bonded
 * form (writers/lammps/coarse-grained.ts: constraints as stiff bonds, nrexcl 1 as special_bonds).
 */
const SKIP = !onPath('gmx');
const SKIP_CROSS = !onPath('gmx_d') || !onPath('lmp');
const RES = 'BNZ';
const GRID = 6;
const SPACING_NM = 0.47;

/** Benzene (C–C 1.39 Å, C–H 1.09 Å) centred in the box, then one stand-in atom per water bead on the grid. */
function benzeneInWater(): { molecule: Molecule; waters: number } {
  const box = 10 * GRID * SPACING_NM;
  const b = new MoleculeBuilder('benzene in Martini water');
  const at = (r: number, k: number) => ({
    x: box / 2 + r * Math.cos((k * Math.PI) / 3),
    y: box / 2 + r * Math.sin((k * Math.PI) / 3),
    z: box / 2,
  });
  for (let k = 0; k < 6; k++) b.addAtom({ element: 6, ...at(1.39, k), name: `C${k + 1}` });
  for (let k = 0; k < 6; k++) b.addAtom({ element: 1, ...at(2.48, k), name: `H${k + 1}` });
  for (let k = 0; k < 6; k++) {
    b.addBond({ a: k, b: (k + 1) % 6, order: k % 2 === 0 ? 2 : 1 });
    b.addBond({ a: k, b: k + 6, order: 1 });
  }
  let waters = 0;
  const step = 10 * SPACING_NM;
  for (let i = 0; i < GRID; i++)
    for (let j = 0; j < GRID; j++)
      for (let k = 0; k < GRID; k++) {
        const [x, y, z] = [(i + 0.5) * step, (j + 0.5) * step, (k + 0.5) * step];
        // No water within 4.5 Å of the ring centre (the beads sit 1.7 Å from it).
        if (Math.hypot(x - box / 2, y - box / 2, z - box / 2) < 4.5) continue;
        b.addAtom({ element: 8, x, y, z, name: 'W', residue: { name: 'W', number: 2 + waters, chain: 'A' } });
        waters++;
      }
  b.setCell(cellFromParameters({ a: box, b: box, c: box, alpha: 90, beta: 90, gamma: 90 }));
  return { molecule: b.build(), waters };
}

/** A bead of the given atoms, each of weight 1, neutral. */
const bead = (name: string, size: CgBead['size'], types: [string, string], atoms: number[]): CgBead => ({
  name,
  size,
  martini3Type: types[0],
  martini2Type: types[1],
  block: types[1] === 'P4' ? 'water' : 'benzene',
  atoms,
  weights: atoms.map(() => 1),
  charge: 0,
});

/** Benzene as three SC4 beads of two CH each (a ring), then one P4 bead per water stand-in. */
function mapping(atomCount: number): CgMapping {
  const ring = [0, 1, 2].map((k) =>
    bead(`B${k + 1}`, 'T', ['TC5', 'SC4'], [2 * k, 2 * k + 1, 2 * k + 6, 2 * k + 7]),
  );
  const waters = Array.from({ length: atomCount - 12 }, (_, w) =>
    bead(`B${w + 4}`, 'R', ['W', 'P4'], [12 + w]),
  );
  return {
    beads: [...ring, ...waters],
    connections: [
      [0, 1],
      [0, 2],
      [1, 2],
    ],
    ringBeads: [[0, 1, 2]],
  };
}

const MARTINI_MDP = [
  'cutoff-scheme = Verlet',
  'nstlist = 20',
  'pbc = xyz',
  'coulombtype = reaction-field',
  'rcoulomb = 1.1',
  'epsilon_r = 15',
  'epsilon_rf = 0',
  'vdw_type = cutoff',
  'vdw-modifier = Potential-shift-verlet',
  'rvdw = 1.1',
];

const MINIMISE = ['integrator = steep', 'nsteps = 200', 'emtol = 100', ...MARTINI_MDP, ''].join('\n');
const MD = [
  'integrator = md',
  'dt = 0.02',
  'nsteps = 1000',
  'nstcalcenergy = 10',
  'nstenergy = 100',
  'tcoupl = v-rescale',
  'tc-grps = System',
  'tau_t = 1.0',
  'ref_t = 300',
  'gen_vel = yes',
  'gen_temp = 300',
  'gen_seed = 2021',
  'constraint_algorithm = lincs',
  'lincs_order = 8',
  ...MARTINI_MDP,
  '',
].join('\n');

describe.skipIf(SKIP)('Martini 2.2 benzene in Martini water with gmx', () => {
  it('grompp accepts it with no warning and mdrun runs 1,000 steps of 20 fs', async () => {
    const { molecule, waters } = benzeneInWater();
    const system = coarseGrainSystem(molecule, mapping(molecule.atomCount), {
      forceField: 'martini2',
      conformers: [molecule.positions],
    });
    expect(waters).toBeGreaterThanOrEqual(100);
    expect(waters).toBeLessThanOrEqual(216);
    const files = runWriter(gromacsWriter, system, { residueName: RES });
    const run = { timeoutMs: 300_000, maxOutputBytes: 8 << 20 };
    const figures = await withTempDir('martini', async (cwd) => {
      for (const [name, text] of Object.entries(files)) await writeFile(join(cwd, name), text);
      await writeFile(join(cwd, 'em.mdp'), MINIMISE);
      await writeFile(join(cwd, 'md.mdp'), MD);
      const gmx = (args: string[], input?: string) =>
        runProgram('gmx', args, { ...run, cwd, ...(input === undefined ? {} : { input }) });
      await gmx([
        'grompp',
        '-f',
        'em.mdp',
        '-c',
        `${RES}.gro`,
        '-p',
        `${RES}.top`,
        '-o',
        'em.tpr',
        '-maxwarn',
        '0',
      ]);
      await gmx(['mdrun', '-s', 'em.tpr', '-deffnm', 'em', '-nt', '1', '-pin', 'off']);
      await gmx([
        'grompp',
        '-f',
        'md.mdp',
        '-c',
        'em.gro',
        '-p',
        `${RES}.top`,
        '-o',
        'md.tpr',
        '-maxwarn',
        '0',
      ]);
      await gmx(['mdrun', '-s', 'md.tpr', '-deffnm', 'md', '-nt', '1', '-pin', 'off']);
      const log = await readFile(join(cwd, 'md.log'), 'utf8');
      await gmx(['energy', '-f', 'md.edr', '-o', 'energy.xvg'], 'Potential\nTotal-Energy\nTemperature\n\n');
      const xvg = await readFile(join(cwd, 'energy.xvg'), 'utf8');
      const lastRow = xvg
        .split('\n')
        .filter((l) => /^\s*[\d.-]/.test(l))
        .at(-1)!;
      return { log, first: readXvg('gmx', xvg), last: lastRow.trim().split(/\s+/).map(Number) };
    });
    expect(figures.log).toMatch(/Statistics over 1001 steps using 101 frames/);
    const [time, potential, total, temperature] = figures.last;
    console.log(
      `Martini 2.2 benzene + ${waters} W: step 0 potential ${figures.first.get('Potential')?.toFixed(1)} kJ/mol, ` +
        `t = ${time} ps potential ${potential} total ${total} kJ/mol, T ${temperature} K`,
    );
    expect(time).toBeCloseTo(20, 6);
    // A liquid of P4 beads is bound: a negative potential energy, and a temperature near the bath's.
    expect(potential!).toBeLessThan(0);
    expect(temperature!).toBeGreaterThan(250);
    expect(temperature!).toBeLessThan(350);
  });
});

/** Stand-in atoms at the given points (Å): each is one bead's centre. */
function points(xyz: readonly (readonly [number, number, number])[]): Molecule {
  const b = new MoleculeBuilder('Martini 2.2 beads');
  xyz.forEach(([x, y, z], i) => b.addAtom({ element: 6, x, y, z, name: `C${i + 1}` }));
  return b.build();
}

/**
 * A fused ring system of four SC4 beads (two constraint triangles sharing the edge 2–3), a C1 tail bead
 * and a charged Qd bead on it, plus a free Qa and a free P4 bead: constraints, bonds, angles, an
 * improper, LJ of every level kind and Coulomb, with 1-3 and 1-4 bead pairs that Martini lets interact.
 */
const BUILT: readonly (readonly [number, number, number])[] = [
  [0, 0, 0],
  [2.5, 1.8, 0],
  [2.5, -1.8, 0],
  [5, 0, 0],
  [9.5, 0.5, 0],
  [13, 2.5, 1],
  [8, 6, 3],
  [3, -6, -3],
];
const TYPES: readonly [string, number][] = [
  ['SC4', 0],
  ['SC4', 0],
  ['SC4', 0],
  ['SC4', 0],
  ['C1', 0],
  ['Qd', 1],
  ['Qa', -1],
  ['P4', 0],
];

function crossSystem() {
  const molecule = points(BUILT);
  const cg: CgMapping = {
    beads: TYPES.map(([type, charge], k) => ({ ...bead(`B${k + 1}`, 'R', ['X', type], [k]), charge })),
    // The rhombus's five edges, then the tail.
    connections: '0-1 0-2 1-2 1-3 2-3 3-4 4-5'
      .split(' ')
      .map((e) => e.split('-').map(Number) as [number, number]),
    ringBeads: [[0, 1, 2, 3]],
  };
  const system = coarseGrainSystem(molecule, cg, {
    forceField: 'martini2',
    conformers: [molecule.positions],
  });
  // Evaluated away from the built geometry: bead 4 folded 20° about the shared edge 2–3 (every
  // constraint length kept, the improper strained), the tail beads moved.
  const t = (20 * Math.PI) / 180;
  const moved = [
    ...BUILT.slice(0, 3),
    [2.5 + 2.5 * Math.cos(t), 0, -2.5 * Math.sin(t)],
    [9.2, 0.9, 0.4],
    [12.6, 2.9, 1.5],
    ...BUILT.slice(6),
  ];
  return { ...system, molecule: { ...system.molecule, positions: Float64Array.from(moved.flat()) } };
}

const close = (a: number, b: number): boolean =>
  Math.abs(a - b) <= Math.max(ABSOLUTE_TOLERANCE, RELATIVE_TOLERANCE * Math.max(Math.abs(a), Math.abs(b)));

describe.skipIf(SKIP_CROSS)('Martini 2.2 single point: GROMACS against LAMMPS', () => {
  it('bond, angle, improper, LJ and Coulomb agree (1e-4 relative or 1e-3 kJ/mol)', async () => {
    const system = crossSystem();
    const cutoff = 3;
    const [gmx, lmp]: EnergyTerms[] = await Promise.all([
      gromacsSinglePoint(runWriter(gromacsWriter, system, { residueName: 'CG', padding: cutoff + 0.5 }), {
        residueName: 'CG',
        cutoff,
      }),
      lammpsSinglePoint(runWriter(lammpsWriter, system, { residueName: 'CG', cutoff: 10 * cutoff }), {
        residueName: 'CG',
      }),
    ]);
    // LAMMPS's second run (1-4 weights 0) also drops the 1-3 pairs nrexcl 1 keeps: compare LJ and Coulomb whole.
    const rows: [string, number, number][] = [
      ['bond', gmx!.bond, lmp!.bond],
      ['angle', gmx!.angle, lmp!.angle],
      ['improper', gmx!.improper, lmp!.improper],
      ['LJ', gmx!.lj + gmx!.lj14, lmp!.lj + lmp!.lj14],
      ['Coulomb', gmx!.coulomb + gmx!.coulomb14, lmp!.coulomb + lmp!.coulomb14],
    ];
    console.log(rows.map(([n, a, b]) => `${n}: gmx_d ${a.toFixed(6)} lmp ${b.toFixed(6)} kJ/mol`).join('\n'));
    for (const [name, a, b] of rows) {
      expect(Math.abs(a), `${name} has energy`).toBeGreaterThan(0.01);
      expect(close(a, b), `${name}: ${a} vs ${b}`).toBe(true);
    }
  });
});
