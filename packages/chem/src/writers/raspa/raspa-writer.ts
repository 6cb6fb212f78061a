import { parametersOf } from '../../core/cell.js';
import { covalentRadius, symbolOf } from '../../core/elements.js';
import { ChemError } from '../../core/errors.js';
import { refuseNonbondedPairs } from '../../params/nonbonded-pairs.js';
import type { System } from '../../core/system.js';
import { formError } from '../../core/system.js';
import { bondNeighbours, withinBonds } from '../bond-graph.js';
import { atomList, checkCutoff, checkForms } from '../check-forms.js';
import type { EngineWriter, SupportedForms } from '../engine-writer.js';
import { angleKey, graphAngles, requirePath } from '../graph-terms.js';
import { checkPairsAreOneFour } from '../one-four.js';
import type { Placement } from '../placement.js';
import { placeAtoms } from '../placement.js';
import { checkResidueName } from '../residue-name.js';
import type { RaspaModel, RaspaOptions, RaspaPseudoAtom, RaspaTerm } from './model.js';
import { write } from './write.js';

/*
 * RASPA 2 (src/molecule.c, src/potentials.c, src/internal_energy.c): energies in K (E/k_B), lengths
 * in Å, angles in degrees; the molecule file lists its bonded terms explicitly, one potential per line:
 *   HARMONIC_BOND p0 p1                ½ p0 (r − p1)²          p0 K/Å², p1 Å
 *   HARMONIC_BEND p0 p1                ½ p0 (θ − p1)²          p0 K/rad², p1 degrees
 *   CVFF_DIHEDRAL p0 p1 p2             p0 [1 + cos(p1 φ − p2)]  (one line per Fourier term)
 *   SIX_COSINE_DIHEDRAL p0…p5          Σ pn cosⁿ(φ − 180°)     (Ryckaert–Bellemans, exactly)
 *   CVFF_IMPROPER_DIHEDRAL / HARMONIC_IMPROPER_DIHEDRAL, the same forms on the improper's atoms.
 * φ is measured with trans = 180° and the IUPAC sign, as GROMACS does, so every System form is a
 * RASPA form with its own numbers. Non-bonded pairs inside the molecule are listed (IntraVDW,
 * IntraCoulomb): all pairs more than two bonds apart; RASPA scales those it finds as the ends of two
 * bends sharing a bond (1-4) by Intra14VDWScalingValue and Intra14ChargeChargeScalingValue, set in
 * simulation.input to fudgeLJ and fudgeQQ. A crystal is a rigid framework: a CIF with its charges.
 */
export const RASPA_SUPPORTS: SupportedForms = {
  bonds: [1],
  angles: [1],
  dihedrals: [9, 1, 3],
  impropers: [4, 2],
  combinationRules: [1, 2, 3],
};

/** RASPA's gas constant (src/constants.h MOLAR_GAS_CONSTANT, J mol⁻¹ K⁻¹): 1 kJ/mol = 1000/R K. */
export const RASPA_GAS_CONSTANT = 8.314464919;
const kelvin = (kj: number): number => (kj * 1000) / RASPA_GAS_CONSTANT;

/**
 * A crystal is a rigid framework: RASPA computes no bonded energy inside it and the writer writes no
 * bonded term, so any bonded form the System holds (UFF's and DREIDING's too) is accepted there.
 */
const FRAMEWORK_SUPPORTS: SupportedForms = {
  ...RASPA_SUPPORTS,
  angles: [1, 2, 101, 102],
  impropers: [4, 2, 101, 102],
};

const DEFAULT_CUTOFF = 12;

function check(system: System, options: RaspaOptions): void {
  checkResidueName(options.residueName);
  checkCutoff(options.cutoff, 'Å');
  checkForms(system, system.molecule.cell ? FRAMEWORK_SUPPORTS : RASPA_SUPPORTS, 'RASPA');
  refuseNonbondedPairs(
    system,
    'RASPA',
    'this writer does not write pair overrides in force_field.def, and no RASPA is installed here to check them. Use the GROMACS, LAMMPS, AMBER or CHARMM files.',
  );
  // A crystal is a rigid framework: no bonded terms and no intra pairs are written for it.
  if (system.molecule.cell) return;
  checkPairsAreOneFour(system, 'RASPA');
  const neighbours = bondNeighbours(system);
  checkIntraPairCount(neighbours);
  for (const t of system.angles) requirePath(neighbours, t.atoms, 'bend', 'RASPA');
  for (const t of system.dihedrals) requirePath(neighbours, t.atoms, 'torsion', 'RASPA');
  for (const t of system.dihedrals) {
    const p = system.dihedralParameters[t.parameter]!;
    if (p.funct !== 3 && p.terms.some((x) => !Number.isInteger(x.multiplicity))) {
      throw new ChemError(
        'unsupported-form',
        `RASPA cannot write the torsion ${atomList(t.atoms)}: CVFF_DIHEDRAL takes a whole multiplicity.`,
        t.atoms,
      );
    }
  }
}

/** RASPA matches names case-insensitively, and a name ending in '_' is a prefix pattern. */
function pseudoAtoms(system: System): { pseudoAtoms: RaspaPseudoAtom[]; pseudoOf: number[] } {
  const index = new Map<string, number>();
  const used = new Set<string>();
  const list: RaspaPseudoAtom[] = [];
  const pseudoOf = system.atoms.map((atom, i) => {
    const z = system.molecule.elements[i] ?? 0;
    const key = [atom.type, z, atom.mass, atom.charge, atom.sigma, atom.epsilon].join('\u0000');
    let k = index.get(key);
    if (k === undefined) {
      const base = atom.type.replace(/[^A-Za-z0-9_]/g, '_').replace(/_+$/, '') || symbolOf(z);
      let name = base;
      for (let n = 2; used.has(name.toUpperCase()); n++) name = `${base}_${n}`;
      used.add(name.toUpperCase());
      k = list.length;
      list.push({
        name,
        element: symbolOf(z),
        mass: atom.mass,
        charge: atom.charge,
        epsilon: kelvin(atom.epsilon),
        sigma: atom.sigma * 10,
        radius: covalentRadius(z),
      });
      index.set(key, k);
    }
    return k;
  });
  return prefixSafe(list, pseudoOf);
}

/**
 * RASPA looks pseudo-atom names up in its lists by prefix, the first match winning, so a name that
 * is the beginning of another (C before C_R, O before O_2) must come after it. Each name, in order of
 * first use, goes just before the first listed name that begins it (case-insensitively), or last:
 * no name is then ever preceded by one of its own beginnings, and lists without such pairs keep
 * their order.
 */
function prefixSafe(
  list: readonly RaspaPseudoAtom[],
  pseudoOf: readonly number[],
): { pseudoAtoms: RaspaPseudoAtom[]; pseudoOf: number[] } {
  const upper = list.map((p) => p.name.toUpperCase());
  const order: number[] = [];
  upper.forEach((name, i) => {
    const at = order.findIndex((j) => name.startsWith(upper[j]!));
    if (at < 0) order.push(i);
    else order.splice(at, 0, i);
  });
  const position = new Array<number>(list.length);
  order.forEach((old, i) => (position[old] = i));
  return { pseudoAtoms: order.map((i) => list[i]!), pseudoOf: pseudoOf.map((k) => position[k]!) };
}

function convert(system: System, options: RaspaOptions): RaspaModel {
  const mol = system.molecule;
  const cutoff = options.cutoff ?? DEFAULT_CUTOFF;
  const crystal = mol.cell !== undefined;
  const placed = placeAtoms(mol, crystal ? 0 : cutoff);
  const neighbours = bondNeighbours(system);
  const [a, b, c] = placed.box;
  const cell = crystal ? frameworkCell(placed, cutoff) : undefined;
  return {
    residueName: options.residueName,
    title: mol.title.trim() || options.residueName,
    ...pseudoAtoms(system),
    mixing: system.defaults.combinationRule === 2 ? 'Lorentz-Berthelot' : 'Jorgensen',
    rigid: crystal || options.rigid === true,
    positions: placed.positions,
    bonds: bondTerms(system),
    // A framework is rigid: no bends, torsions or impropers are written (any form is accepted).
    bends: crystal ? [] : bendTerms(system, neighbours),
    torsions: crystal ? [] : torsionTerms(system),
    impropers: crystal ? [] : improperTerms(system),
    intraPairs: crystal ? [] : intraPairs(mol.atomCount, neighbours),
    scale14: { vdw: system.defaults.fudgeLJ, coulomb: system.defaults.fudgeQQ },
    cutoff,
    ...(cell ? { cell } : {}),
    box: [a[0], b[1], c[2]],
  };
}

function bondTerms(system: System): RaspaTerm[] {
  return system.bonds.map(({ atoms, parameter }) => {
    const p = system.bondParameters[parameter]!;
    // ½ kb (r − b0)²: p0 = kb in K/Å² (1 nm⁻² = 1/100 Å⁻²).
    return { atoms, potential: 'HARMONIC_BOND', values: [kelvin(p.kb) / 100, p.b0 * 10] };
  });
}

function bendTerms(system: System, neighbours: readonly (readonly number[])[]): RaspaTerm[] {
  const bends: RaspaTerm[] = system.angles.map(({ atoms, parameter }) => {
    const p = system.angleParameters[parameter]!;
    if (p.funct !== 1) throw formError('angle', p.funct);
    return { atoms, potential: 'HARMONIC_BEND', values: [kelvin(p.k), p.theta0] };
  });
  // RASPA finds 1-4 pairs from pairs of bends: every bend of the graph must be there, at zero
  // force where the System has none.
  const have = new Set(system.angles.map((t) => angleKey(...t.atoms)));
  for (const atoms of graphAngles(neighbours)) {
    if (!have.has(angleKey(...atoms))) bends.push({ atoms, potential: 'HARMONIC_BEND', values: [0, 0] });
  }
  return bends;
}

function torsionTerms(system: System): RaspaTerm[] {
  return system.dihedrals.flatMap(({ atoms, parameter }) => {
    const p = system.dihedralParameters[parameter]!;
    if (p.funct === 3) {
      return [
        {
          atoms,
          potential: 'SIX_COSINE_DIHEDRAL',
          values: [0, 1, 2, 3, 4, 5].map((n) => kelvin(p.c[n] ?? 0)),
        },
      ];
    }
    return p.terms.map((t) => ({
      atoms,
      potential: 'CVFF_DIHEDRAL',
      values: [kelvin(t.k), t.multiplicity, t.phase],
    }));
  });
}

function improperTerms(system: System): RaspaTerm[] {
  return system.impropers.map(({ atoms, parameter }) => {
    const p = system.improperParameters[parameter]!;
    if (p.funct === 4) {
      return {
        atoms,
        potential: 'CVFF_IMPROPER_DIHEDRAL',
        values: [kelvin(p.term.k), p.term.multiplicity, p.term.phase],
      };
    }
    if (p.funct !== 2) throw formError('improper', p.funct);
    return { atoms, potential: 'HARMONIC_IMPROPER_DIHEDRAL', values: [kelvin(p.k), p.xi0] };
  });
}

/**
 * The most intra pairs written: those of a 5,000-atom molecule (the largest upload a builder takes),
 * already a 240 MB file. The list grows with the square of the atoms, so a larger molecule (a
 * 200,000-atom one posted as a molecule) is refused before it is built.
 */
export const MAX_INTRA_PAIRS = 12_500_000;

function checkIntraPairCount(neighbours: readonly (readonly number[])[]): void {
  const n = neighbours.length;
  let near = 0;
  for (let i = 0; i < n; i++) near += withinBonds(neighbours, i, 2).size;
  const pairs = (n * (n - 1)) / 2 - near / 2;
  if (pairs <= MAX_INTRA_PAIRS) return;
  throw new ChemError(
    'unsupported-form',
    `RASPA lists every pair of a molecule's atoms more than two bonds apart; this molecule of ${n} atoms has ${pairs} such pairs, more than the ${MAX_INTRA_PAIRS} this writer writes. Write a crystal as a rigid framework, or choose another program.`,
    [],
    { atomCount: n, pairs, limit: MAX_INTRA_PAIRS },
  );
}

/** IntraVDW / IntraCoulomb: every pair more than two bonds apart, smaller atom first. */
function intraPairs(atomCount: number, neighbours: readonly (readonly number[])[]): [number, number][] {
  const pairs: [number, number][] = [];
  for (let i = 0; i < atomCount; i++) {
    const near = withinBonds(neighbours, i, 2);
    for (let j = i + 1; j < atomCount; j++) if (!near.has(j)) pairs.push([i, j]);
  }
  return pairs;
}

/** The framework's cell, and how many unit cells RASPA must stack to hold the cut-off. */
function frameworkCell(placed: Placement, cutoff: number): RaspaModel['cell'] {
  const [a, b, c] = placed.box;
  const p = parametersOf(placed.box);
  // Perpendicular widths V/|b×c| …: RASPA needs each at least twice the cut-off.
  const cross = (u: readonly number[], v: readonly number[]): number[] => [
    u[1]! * v[2]! - u[2]! * v[1]!,
    u[2]! * v[0]! - u[0]! * v[2]!,
    u[0]! * v[1]! - u[1]! * v[0]!,
  ];
  const dot = (u: readonly number[], v: readonly number[]): number =>
    u[0]! * v[0]! + u[1]! * v[1]! + u[2]! * v[2]!;
  const volume = Math.abs(dot(a, cross(b, c)));
  const widths = [cross(b, c), cross(c, a), cross(a, b)].map((v) => volume / Math.hypot(v[0]!, v[1]!, v[2]!));
  return {
    parameters: [p.a, p.b, p.c, p.alpha, p.beta, p.gamma],
    unitCells: widths.map((w) => Math.max(1, Math.ceil((2 * cutoff) / w - 1e-9))),
    fractional: fractionalOf(placed.positions, placed.box),
  };
}

/** Fractional coordinates for a box in the standard orientation (a along x, b in the xy plane). */
function fractionalOf(positions: Float64Array, box: readonly (readonly number[])[]): Float64Array {
  const [a, b, c] = box as [number[], number[], number[]];
  const out = new Float64Array(positions.length);
  for (let i = 0; i < positions.length; i += 3) {
    const z = positions[i + 2]! / c[2]!;
    const y = (positions[i + 1]! - z * c[1]!) / b[1]!;
    const x = (positions[i]! - z * c[0]! - y * b[0]!) / a[0]!;
    out.set([x, y, z], i);
  }
  return out;
}

export const raspaWriter: EngineWriter<RaspaOptions, RaspaModel> = {
  id: 'raspa',
  name: 'RASPA',
  supports: RASPA_SUPPORTS,
  check,
  convert,
  write,
};
