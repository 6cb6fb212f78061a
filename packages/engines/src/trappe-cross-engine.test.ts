import { existsSync } from 'node:fs';
import type { Molecule, System } from '@topoforge/chem';
import {
  bondList,
  charmmWriter,
  gromacsWriter,
  kelvinToKjPerMol,
  lammpsWriter,
  mergeUnitedAtoms,
  openmmWriter,
  parameterizeTrappeUa,
  runWriter,
  trappeTorsionKelvin,
  trappeUaAtom,
  trappeUaTorsion,
  typeTrappeUa,
} from '@topoforge/chem';
import { describe, expect, it } from 'vitest';
import { gromacsSinglePoint } from './gromacs.js';
import { lammpsSinglePoint } from './lammps.js';
import { openmmSinglePoint, SYSTEM_PYTHON } from './openmm.js';
import { charmmOpenMMSinglePoint } from './openmm-charmm.js';
import type { TermDifference } from './testing/compare-energies.js';
import { compareEnergies } from './testing/compare-energies.js';
import {
  expectReadersAgree,
  extentNm,
  LIBRARY,
  named,
  readLibraryMolecule,
  roundedToPdb,
  termSummary,
} from './testing/cross-engine-support.js';
import { onPath } from './testing/find-program.js';
import { mapPool } from './testing/pool.js';
import { sideBySide } from './testing/side-by-side.js';

/*
 * TraPPE-UA Systems (typeTrappeUa → mergeUnitedAtoms → parameterizeTrappeUa) written by the GROMACS
 * and the LAMMPS writer and evaluated by gmx_d and lmp must agree term by term, 1e-4 relative or
 * 1e-3 kJ/mol, as the GAFF cross-engine test asks. Then two checks that need no writer: the proper
 * dihedral energy gmx_d reports equals TraPPE's published cosine series evaluated by hand at the
 * molecule's own dihedral angles (less c0, which periodic terms cannot carry), and its LJ equals a
 * pair-by-pair Lorentz–Berthelot sum over the pseudo-atom pairs more than three bonds apart (TraPPE
 * has no 1-4 interactions). Molecules: Debian's chemical-structures-data.
 */
const MISSING = [...[LIBRARY].filter((p) => !existsSync(p)), ...['gmx_d', 'lmp'].filter((p) => !onPath(p))];
const SKIP = MISSING.length > 0;
const REASON = SKIP ? `skipped: ${MISSING.join(', ')} not found` : '';
const RESIDUE = 'MOL';

const MOLECULES = [
  'alkanes/butane.cml',
  'alkanes/hexane.cml',
  'alkanes/2-methylpropane.cml',
  'alkanes/2-methylbutane.cml',
  'alkanes/2_3-dimethylbutane.cml',
  'alcohols/methanol.cml',
  'alcohols/propan-1-ol.cml',
  'alcohols/propan-2-ol.cml',
  'alcohols/2-methylpropan-2-ol.cml',
  'alcohols/pentan-1-ol.cml',
  'ethers/dimethylether.cml',
  'ethers/ethylmethylether.cml',
  'ethers/diethylether.cml',
];

function trappeSystem(mol: Molecule): System {
  const { types, molecule } = typeTrappeUa(mol);
  return parameterizeTrappeUa(mergeUnitedAtoms(molecule, types)).system;
}

const heavyNeighbours = (mol: Molecule, i: number): number[] =>
  bondList(mol)
    .flatMap(({ a, b }) => (a === i ? [b] : b === i ? [a] : []))
    .filter((x) => mol.elements[x] !== 1);

/** The first C–C bond whose carbons both have two or more heavy neighbours. */
function innerCarbonBond(mol: Molecule): [number, number] {
  const inner = (i: number) => mol.elements[i] === 6 && heavyNeighbours(mol, i).length >= 2;
  const bond = bondList(mol).find(({ a, b }) => inner(a) && inner(b));
  if (!bond) throw new Error(`${mol.title}: no inner C–C bond`);
  return [bond.a, bond.b];
}

/** The first C–O bond (of a hydroxyl group or an ether), carbon first. */
function carbonOxygenBond(mol: Molecule): [number, number] {
  for (const { a, b } of bondList(mol)) {
    if (mol.elements[a] === 6 && mol.elements[b] === 8) return [a, b];
    if (mol.elements[a] === 8 && mol.elements[b] === 6) return [b, a];
  }
  throw new Error(`${mol.title}: no C–O bond`);
}

/** The atoms on k's side of bond j–k rotated about the j→k axis by `degrees` (Rodrigues). */
function twisted(mol: Molecule, [j, k]: [number, number], degrees: number): Molecule {
  const bonds = bondList(mol);
  const side = new Set([k]);
  let frontier = [k];
  while (frontier.length > 0) {
    frontier = frontier
      .flatMap((a) => bonds.flatMap(({ a: x, b: y }) => (x === a ? [y] : y === a ? [x] : [])))
      .filter((b) => b !== j && !side.has(b));
    frontier.forEach((b) => side.add(b));
  }
  const p = Float64Array.from(mol.positions);
  const origin = [0, 1, 2].map((d) => p[3 * j + d]!);
  const axis = [0, 1, 2].map((d) => p[3 * k + d]! - origin[d]!);
  const u = axis.map((x) => x / Math.hypot(...axis));
  const [c, s] = [Math.cos((degrees * Math.PI) / 180), Math.sin((degrees * Math.PI) / 180)];
  for (const i of side) {
    const v = [0, 1, 2].map((d) => p[3 * i + d]! - origin[d]!);
    const dot = u[0]! * v[0]! + u[1]! * v[1]! + u[2]! * v[2]!;
    const cross = [
      u[1]! * v[2]! - u[2]! * v[1]!,
      u[2]! * v[0]! - u[0]! * v[2]!,
      u[0]! * v[1]! - u[1]! * v[0]!,
    ];
    for (let d = 0; d < 3; d++) p[3 * i + d] = origin[d]! + v[d]! * c + cross[d]! * s + u[d]! * dot * (1 - c);
  }
  return { ...mol, positions: p };
}

function gromacsEnergies(system: System) {
  const cutoff = Math.ceil(extentNm(system.molecule) + 1);
  const files = runWriter(gromacsWriter, system, { residueName: RESIDUE, padding: cutoff + 0.5 });
  return gromacsSinglePoint(files, { residueName: RESIDUE, cutoff });
}

async function compareEngines(system: System): Promise<TermDifference[]> {
  const cutoff = Math.ceil(extentNm(system.molecule) + 1);
  const lammpsFiles = runWriter(lammpsWriter, system, { residueName: RESIDUE, cutoff: 10 * cutoff });
  const [gromacs, lammps] = await Promise.all([
    gromacsEnergies(system),
    lammpsSinglePoint(lammpsFiles, { residueName: RESIDUE }),
  ]);
  return compareEnergies(gromacs, lammps);
}

/** IUPAC dihedral angle i-j-k-l in degrees (trans = 180°), positions in Å. */
function dihedralDegrees(p: Float64Array, [i, j, k, l]: readonly number[]): number {
  const v = (a: number, b: number) => [0, 1, 2].map((d) => p[3 * b! + d]! - p[3 * a! + d]!);
  const cross = (a: number[], b: number[]) => [
    a[1]! * b[2]! - a[2]! * b[1]!,
    a[2]! * b[0]! - a[0]! * b[2]!,
    a[0]! * b[1]! - a[1]! * b[0]!,
  ];
  const dot = (a: number[], b: number[]) => a[0]! * b[0]! + a[1]! * b[1]! + a[2]! * b[2]!;
  const [b1, b2, b3] = [v(i!, j!), v(j!, k!), v(k!, l!)];
  const [n1, n2] = [cross(b1, b2), cross(b2, b3)];
  const m = cross(
    n1,
    b2.map((x) => x / Math.sqrt(dot(b2, b2))),
  );
  return (Math.atan2(dot(m, n2), dot(n1, n2)) * 180) / Math.PI;
}

/** TraPPE's torsion energy (kJ/mol) of every dihedral, and the c0 part, from the published table. */
function handTorsions(system: System): { energy: number; constants: number } {
  let energy = 0;
  let constants = 0;
  for (const { atoms } of system.dihedrals) {
    const row = trappeUaTorsion(atoms.map((a) => trappeUaAtom(system.atoms[a]!.type)!));
    if (!row) throw new Error(`no TraPPE torsion for ${atoms.join('-')}`);
    energy += kelvinToKjPerMol(trappeTorsionKelvin(row.c, dihedralDegrees(system.molecule.positions, atoms)));
    constants += kelvinToKjPerMol(row.c[0]);
  }
  return { energy, constants };
}

/** LJ over pairs more than three bonds apart (and between molecules), Lorentz–Berthelot, kJ/mol. */
function handLennardJones(system: System): number {
  const n = system.atoms.length;
  const near = Array.from({ length: n }, (_, i) => new Set([i]));
  const bonded = Array.from({ length: n }, () => [] as number[]);
  for (const {
    atoms: [a, b],
  } of system.bonds) {
    bonded[a]!.push(b);
    bonded[b]!.push(a);
  }
  for (let i = 0; i < n; i++) {
    let frontier = [i];
    for (let d = 0; d < 3; d++) {
      frontier = frontier.flatMap((a) => bonded[a]!).filter((b) => !near[i]!.has(b));
      frontier.forEach((b) => near[i]!.add(b));
    }
  }
  const p = system.molecule.positions;
  let e = 0;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      if (near[i]!.has(j)) continue;
      const [a, b] = [system.atoms[i]!, system.atoms[j]!];
      const sigma = (a.sigma + b.sigma) / 2;
      const epsilon = Math.sqrt(a.epsilon * b.epsilon);
      const r = Math.hypot(...[0, 1, 2].map((d) => p[3 * i + d]! - p[3 * j + d]!)) / 10;
      const s6 = (sigma / r) ** 6;
      e += 4 * epsilon * (s6 * s6 - s6);
    }
  }
  return e;
}

describe.skipIf(SKIP)(`TraPPE-UA in GROMACS, LAMMPS and by hand ${REASON}`, () => {
  const systems = (): [string, System][] => [
    ...MOLECULES.map((path): [string, System] => [path, trappeSystem(readLibraryMolecule(path))]),
    [
      'propan-1-ol + methanol',
      trappeSystem(
        sideBySide(
          readLibraryMolecule('alcohols/propan-1-ol.cml'),
          readLibraryMolecule('alcohols/methanol.cml'),
          [4.5, 1.5, 0.5],
        ),
      ),
    ],
  ];

  it(`for ${MOLECULES.length + 1} TraPPE-UA systems, term by term`, async () => {
    const all = systems();
    const results = await mapPool(all, 3, ([name, system]) => named(name, compareEngines(system)));
    console.log(`TraPPE-UA, ${all.length} systems, GROMACS − LAMMPS:\n${termSummary(results)}`);
    results.forEach((differences, i) => {
      for (const d of differences) expect(d.within, `${all[i]![0]} ${d.term}: ${d.a} vs ${d.b}`).toBe(true);
    });
    // Not vacuous: bonds, angles, torsions, LJ and Coulomb are all exercised somewhere.
    for (const term of ['bond', 'angle', 'proper', 'lj', 'coulomb'] as const) {
      expect(
        results.some((r) => Math.abs(r.find((d) => d.term === term)!.a) > 0.01),
        term,
      ).toBe(true);
    }
    // TraPPE has no 1-4 interactions: both engines report none.
    for (const r of results) {
      for (const term of ['lj14', 'coulomb14'] as const) expect(r.find((d) => d.term === term)!.a).toBe(0);
    }
  });

  it('gives gmx_d the published torsion and LJ energies, on twisted (gauche-like) conformers', async () => {
    // Each molecule twisted about one inner bond, so the torsions sit far from their minima and
    // 1-5 pairs come close: [file, heavy-atom bond chooser, twist in degrees].
    const picks: [string, (mol: Molecule) => [number, number], number][] = [
      ['alkanes/butane.cml', innerCarbonBond, 120],
      ['alkanes/2-methylbutane.cml', innerCarbonBond, 100],
      ['alkanes/hexane.cml', innerCarbonBond, 110],
      ['alcohols/pentan-1-ol.cml', carbonOxygenBond, 75],
      ['ethers/diethylether.cml', carbonOxygenBond, 95],
    ];
    for (const [path, bond, degrees] of picks) {
      const mol = readLibraryMolecule(path);
      const system = trappeSystem(twisted(mol, bond(mol), degrees));
      const gmx = await named(path, gromacsEnergies(system));
      const { energy, constants } = handTorsions(system);
      const lj = handLennardJones(system);
      console.log(
        `${path} twisted ${degrees}°: torsions by hand ${energy.toFixed(6)} kJ/mol (c0 part ${constants.toFixed(4)}), gmx_d ${gmx.proper.toFixed(6)}; LJ by hand ${lj.toFixed(6)}, gmx_d ${gmx.lj.toFixed(6)}`,
      );
      expect(Math.abs(energy - constants), `${path} torsions exercised`).toBeGreaterThan(1);
      expect(gmx.proper, `${path} proper`).toBeCloseTo(energy - constants, 4);
      expect(gmx.lj, `${path} LJ`).toBeCloseTo(lj, 4);
    }
    // Butane's torsion CHx–CH2–CH2–CHy has c0 = 0: there gmx_d gives TraPPE's own energy.
    const butane = readLibraryMolecule('alkanes/butane.cml');
    const system = trappeSystem(twisted(butane, innerCarbonBond(butane), 120));
    expect(handTorsions(system).constants).toBe(0);
    const phi = dihedralDegrees(system.molecule.positions, system.dihedrals[0]!.atoms);
    console.log(`butane C-C-C-C at ${phi.toFixed(2)}°`);
  });

  it.skipIf(!existsSync(SYSTEM_PYTHON))(
    'reaches OpenMM through the OpenMM XML and the CHARMM files with the same energies (1-4 scaled by 0)',
    async () => {
      const pentanol = readLibraryMolecule('alcohols/pentan-1-ol.cml');
      const picks: [string, Molecule][] = [
        ['pentan-1-ol twisted', twisted(pentanol, carbonOxygenBond(pentanol), 75)],
        ['2-methylbutane', readLibraryMolecule('alkanes/2-methylbutane.cml')],
        [
          'propan-1-ol + methanol',
          sideBySide(
            readLibraryMolecule('alcohols/propan-1-ol.cml'),
            readLibraryMolecule('alcohols/methanol.cml'),
            [4.5, 1.5, 0.5],
          ),
        ],
      ];
      for (const [name, mol] of picks) {
        // PDB coordinates have 3 decimals: every reader gets the geometry GROMACS gets.
        const system = trappeSystem(roundedToPdb(mol));
        const gmx = await named(name, gromacsEnergies(system));
        const impropers = system.impropers.map((t) => t.atoms);
        const xml = await named(
          `${name} (OpenMM XML)`,
          openmmSinglePoint(runWriter(openmmWriter, system, { residueName: RESIDUE }), {
            loader: 'xml',
            residueName: RESIDUE,
            impropers,
          }),
        );
        const charmm = await named(
          `${name} (CHARMM)`,
          charmmOpenMMSinglePoint(runWriter(charmmWriter, system, { residueName: RESIDUE }), {
            psf: `${RESIDUE}.psf`,
            parameters: [`${RESIDUE}.rtf`, `${RESIDUE}.prm`],
            coordinates: `${RESIDUE}.crd`,
            impropers,
          }),
        );
        const results = new Map([
          ['OpenMM XML', compareEnergies(gmx, xml)],
          ['CHARMM psf/prm', compareEnergies(gmx, charmm)],
        ]);
        console.log(`${name}, GROMACS − OpenMM readers:\n${termSummary([...results.values()])}`);
        expectReadersAgree(name, results);
      }
    },
  );
});
