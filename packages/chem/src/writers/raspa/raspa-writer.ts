import { parametersOf } from '../../core/cell.js';
import { covalentRadius, symbolOf } from '../../core/elements.js';
import { ChemError } from '../../core/errors.js';
import { refuseNonbondedPairs } from '../../params/nonbonded-pairs.js';
import type { System } from '../../core/system.js';
import { bondNeighbours, withinBonds } from '../bond-graph.js';
import { atomList, checkCutoff, checkForms } from '../check-forms.js';
import type { EngineWriter, SupportedForms } from '../engine-writer.js';
import { angleKey, graphAngles, requirePath } from '../graph-terms.js';
import { fixed, num } from '../number-format.js';
import { checkPairsAreOneFour } from '../one-four.js';
import { placeAtoms } from '../placement.js';
import { checkResidueName } from '../residue-name.js';
import { TextLines } from '../text-lines.js';

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

export interface RaspaOptions {
  /** 1–4 letters or digits; names the molecule (<res>.def) or framework (<res>.cif). */
  readonly residueName: string;
  /** One rigid group with fixed positions instead of a flexible molecule (molecules only). */
  readonly rigid?: boolean;
  /** Van der Waals and real-space Coulomb cut-off, Å (default 12). */
  readonly cutoff?: number;
}

export interface RaspaPseudoAtom {
  readonly name: string;
  readonly element: string;
  readonly mass: number;
  readonly charge: number;
  /** ε/k_B (K) and σ (Å). */
  readonly epsilon: number;
  readonly sigma: number;
  readonly radius: number;
}

/** One molecule-file line: 0-based atoms, potential name, parameters in RASPA units. */
export interface RaspaTerm {
  readonly atoms: readonly number[];
  readonly potential: string;
  readonly values: readonly number[];
}

export interface RaspaModel {
  readonly residueName: string;
  readonly title: string;
  readonly pseudoAtoms: readonly RaspaPseudoAtom[];
  /** Pseudo-atom index of every atom. */
  readonly pseudoOf: readonly number[];
  readonly mixing: 'Lorentz-Berthelot' | 'Jorgensen';
  readonly rigid: boolean;
  /** Å; in the standard orientation for a crystal. */
  readonly positions: Float64Array;
  readonly bonds: readonly RaspaTerm[];
  readonly bends: readonly RaspaTerm[];
  readonly torsions: readonly RaspaTerm[];
  readonly impropers: readonly RaspaTerm[];
  /** Pairs more than two bonds apart (0-based). */
  readonly intraPairs: readonly (readonly [number, number])[];
  readonly scale14: { readonly vdw: number; readonly coulomb: number };
  readonly cutoff: number;
  /** a b c α β γ and the unit cells needed for the cut-off, for a crystal. */
  readonly cell?: {
    readonly parameters: readonly number[];
    readonly unitCells: readonly number[];
    readonly fractional: Float64Array;
  };
  /** Box edge lengths for a molecule, Å. */
  readonly box: readonly number[];
}

const DEFAULT_CUTOFF = 12;

function check(system: System, options: RaspaOptions): void {
  checkResidueName(options.residueName);
  checkCutoff(options.cutoff, 'Å');
  checkForms(system, RASPA_SUPPORTS, 'RASPA');
  refuseNonbondedPairs(
    system,
    'RASPA',
    'this writer does not write pair overrides in force_field.def, and no RASPA is installed here to check them. Use the GROMACS, LAMMPS, AMBER or CHARMM files.',
  );
  // A crystal is a rigid framework: no bonded terms and no intra pairs are written for it.
  if (system.molecule.cell) return;
  checkPairsAreOneFour(system, 'RASPA');
  const neighbours = bondNeighbours(system);
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
  return { pseudoAtoms: list, pseudoOf };
}

function convert(system: System, options: RaspaOptions): RaspaModel {
  const mol = system.molecule;
  const cutoff = options.cutoff ?? DEFAULT_CUTOFF;
  const crystal = mol.cell !== undefined;
  const placed = placeAtoms(mol, crystal ? 0 : cutoff);
  const neighbours = bondNeighbours(system);
  const bonds: RaspaTerm[] = system.bonds.map(({ atoms, parameter }) => {
    const p = system.bondParameters[parameter]!;
    // ½ kb (r − b0)²: p0 = kb in K/Å² (1 nm⁻² = 1/100 Å⁻²).
    return { atoms, potential: 'HARMONIC_BOND', values: [kelvin(p.kb) / 100, p.b0 * 10] };
  });
  const bends: RaspaTerm[] = system.angles.map(({ atoms, parameter }) => {
    const p = system.angleParameters[parameter]!;
    return { atoms, potential: 'HARMONIC_BEND', values: [kelvin(p.k), p.theta0] };
  });
  // RASPA finds 1-4 pairs from pairs of bends: every bend of the graph must be there, at zero
  // force where the System has none.
  const have = new Set(system.angles.map((t) => angleKey(...t.atoms)));
  for (const atoms of graphAngles(neighbours)) {
    if (!have.has(angleKey(...atoms))) bends.push({ atoms, potential: 'HARMONIC_BEND', values: [0, 0] });
  }
  const torsions: RaspaTerm[] = system.dihedrals.flatMap(({ atoms, parameter }) => {
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
  const impropers: RaspaTerm[] = system.impropers.map(({ atoms, parameter }) => {
    const p = system.improperParameters[parameter]!;
    return p.funct === 4
      ? {
          atoms,
          potential: 'CVFF_IMPROPER_DIHEDRAL',
          values: [kelvin(p.term.k), p.term.multiplicity, p.term.phase],
        }
      : { atoms, potential: 'HARMONIC_IMPROPER_DIHEDRAL', values: [kelvin(p.k), p.xi0] };
  });
  const intraPairs: [number, number][] = [];
  if (!crystal) {
    for (let i = 0; i < mol.atomCount; i++) {
      const near = withinBonds(neighbours, i, 2);
      for (let j = i + 1; j < mol.atomCount; j++) if (!near.has(j)) intraPairs.push([i, j]);
    }
  }
  const [a, b, c] = placed.box;
  let cell: RaspaModel['cell'];
  if (crystal) {
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
    const widths = [cross(b, c), cross(c, a), cross(a, b)].map(
      (v) => volume / Math.hypot(v[0]!, v[1]!, v[2]!),
    );
    cell = {
      parameters: [p.a, p.b, p.c, p.alpha, p.beta, p.gamma],
      unitCells: widths.map((w) => Math.max(1, Math.ceil((2 * cutoff) / w - 1e-9))),
      fractional: fractionalOf(placed.positions, placed.box),
    };
  }
  return {
    residueName: options.residueName,
    title: mol.title.trim() || options.residueName,
    ...pseudoAtoms(system),
    mixing: system.defaults.combinationRule === 2 ? 'Lorentz-Berthelot' : 'Jorgensen',
    rigid: crystal || options.rigid === true,
    positions: placed.positions,
    bonds,
    bends,
    torsions,
    impropers,
    intraPairs,
    scale14: { vdw: system.defaults.fudgeLJ, coulomb: system.defaults.fudgeQQ },
    cutoff,
    ...(cell ? { cell } : {}),
    box: [a[0], b[1], c[2]],
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

function writePseudoAtoms(m: RaspaModel): string {
  return [
    '#number of pseudo atoms',
    String(m.pseudoAtoms.length),
    '#type      print   as    chem  oxidation   mass        charge   polarization B-factor radii  connectivity anisotropic anisotropic-type   tinker-type',
    ...m.pseudoAtoms.map((p) =>
      [
        p.name.padEnd(10),
        'yes',
        p.element,
        p.element,
        '0',
        num(p.mass),
        num(p.charge),
        '0.0',
        '1.0',
        num(p.radius),
        '0',
        '0',
        'relative',
        '0',
      ].join(' '),
    ),
    '',
  ].join('\n');
}

function writeMixingRules(m: RaspaModel): string {
  return [
    '# general rule for shifted vs truncated',
    'truncated',
    '# general rule tailcorrections',
    'no',
    '# number of defined interactions',
    String(m.pseudoAtoms.length),
    '# type interaction, parameters: epsilon/k_B (K), sigma (Angstrom)',
    ...m.pseudoAtoms.map((p) => `${p.name.padEnd(10)} lennard-jones ${num(p.epsilon)} ${num(p.sigma)}`),
    '# general mixing rule for Lennard-Jones',
    m.mixing,
    '',
  ].join('\n');
}

const FORCE_FIELD = [
  '# rules to overwrite',
  '0',
  '# number of defined interactions',
  '0',
  '# mixing rules to overwrite',
  '0',
  '',
].join('\n');

function termLines(terms: readonly RaspaTerm[]): string[] {
  return terms.map((t) => `${t.atoms.join(' ')} ${t.potential} ${t.values.map(num).join(' ')}`);
}

function writeMolecule(m: RaspaModel): string {
  const out = new TextLines();
  const n = m.pseudoOf.length;
  out.push(
    '# critical constants: Temperature [T], Pressure [Pa], and Acentric factor [-] (unknown: set FugacityCoefficient)',
    '0.0',
    '0.0',
    '0.0',
    '# Number Of Atoms',
    String(n),
    '# Number of groups',
    '1',
    `# ${m.residueName}-group`,
    m.rigid ? 'rigid' : 'flexible',
    '# number of atoms',
    String(n),
    '# atomic positions',
  );
  m.pseudoOf.forEach((p, i) => {
    const name = m.pseudoAtoms[p]!.name;
    if (!m.rigid) out.add(`${i} ${name}`);
    else out.add(`${i} ${name} ${[0, 1, 2].map((k) => fixed(m.positions[3 * i + k]!, 8, 0)).join(' ')}`);
  });
  // A rigid group keeps its shape: RASPA computes no internal energy in it, so only its bonds
  // (RIGID_BOND, for the connectivity) are listed.
  const bonds = m.rigid
    ? m.bonds.map((t) => ({ atoms: t.atoms, potential: 'RIGID_BOND', values: [] }))
    : m.bonds;
  const [bends, torsions, impropers, pairs] = m.rigid
    ? [[], [], [], []]
    : [m.bends, m.torsions, m.impropers, m.intraPairs];
  out.push(
    '# Chiral centers Bond  BondDipoles Bend  UrayBradley InvBend  Torsion Imp. Torsion Bond/Bond Stretch/Bend Bend/Bend Stretch/Torsion Bend/Torsion IntraVDW IntraCoulomb',
    [
      0,
      bonds.length,
      0,
      bends.length,
      0,
      0,
      torsions.length,
      impropers.length,
      0,
      0,
      0,
      0,
      0,
      pairs.length,
      pairs.length,
    ]
      .map((x) => String(x).padStart(5))
      .join(''),
  );
  const section = (title: string, lines: string[]): void => {
    if (lines.length > 0) out.push(title, ...lines);
  };
  section(
    '# Bond stretch: atom n1-n2, type, parameters',
    termLines(bonds).map((l) => l.trimEnd()),
  );
  section('# Bond bending: atom n1-n2-n3, type, parameters', termLines(bends));
  section('# Torsion: atom n1-n2-n3-n4, type, parameters', termLines(torsions));
  section('# Improper torsion: atom n1-n2-n3-n4, type, parameters', termLines(impropers));
  section(
    '# Intra VDW: atom n1-n2',
    pairs.map(([a, b]) => `${a} ${b}`),
  );
  section(
    '# Intra Coulomb: atom n1-n2',
    pairs.map(([a, b]) => `${a} ${b}`),
  );
  out.push('# Number of config moves', '0', '');
  return out.text();
}

/** P1 framework with one site per atom, labelled by its pseudo atom, and its charge. */
function writeCif(m: RaspaModel): string {
  const cell = m.cell!;
  const [a, b, c, alpha, beta, gamma] = cell.parameters.map((v) => fixed(v, 6, 0));
  const out = new TextLines();
  out.push(
    `data_${m.residueName}`,
    `_cell_length_a    ${a}`,
    `_cell_length_b    ${b}`,
    `_cell_length_c    ${c}`,
    `_cell_angle_alpha ${alpha}`,
    `_cell_angle_beta  ${beta}`,
    `_cell_angle_gamma ${gamma}`,
    "_symmetry_space_group_name_H-M 'P 1'",
    '_symmetry_Int_Tables_number 1',
    'loop_',
    '_symmetry_equiv_pos_as_xyz',
    "  'x, y, z'",
    'loop_',
    '_atom_site_label',
    '_atom_site_type_symbol',
    '_atom_site_fract_x',
    '_atom_site_fract_y',
    '_atom_site_fract_z',
    '_atom_site_charge',
  );
  m.pseudoOf.forEach((p, i) => {
    const atom = m.pseudoAtoms[p]!;
    const f = [0, 1, 2].map((k) => fixed(cell.fractional[3 * i + k]!, 10, 0)).join(' ');
    out.add(`${atom.name} ${atom.element} ${f} ${num(atom.charge)}`);
  });
  out.add('');
  return out.text();
}

function writeSimulation(m: RaspaModel): string {
  const head = [
    `# RASPA simulation.input skeleton for ${m.residueName} written by TopoForge; the force field files are local.`,
    'SimulationType                MonteCarlo',
    'NumberOfCycles                10000',
    'NumberOfInitializationCycles  1000',
    'PrintEvery                    1000',
    '',
    'Forcefield                    Local',
    `CutOffVDW                     ${num(m.cutoff)}`,
    'ChargeMethod                  Ewald',
    `CutOffChargeCharge            ${num(m.cutoff)}`,
    'EwaldPrecision                1e-6',
  ];
  if (m.cell) {
    return [
      ...head,
      'UseChargesFromCIFFile         yes',
      '',
      'Framework 0',
      `FrameworkName                 ${m.residueName}`,
      `UnitCells                     ${m.cell.unitCells.join(' ')}`,
      'ExternalTemperature           298.0',
      'ExternalPressure              101325.0',
      '',
      '# Add the adsorbate components here (Component 0 MoleculeName … MoleculeDefinition Local).',
      '',
    ].join('\n');
  }
  return [
    ...head,
    '',
    'Box 0',
    `BoxLengths                    ${m.box.map((v) => fixed(v, 6, 0)).join(' ')}`,
    'ExternalTemperature           298.0',
    '',
    `Component 0 MoleculeName                    ${m.residueName}`,
    '            MoleculeDefinition              Local',
    `            Intra14VDWScalingValue          ${num(m.scale14.vdw)}`,
    `            Intra14ChargeChargeScalingValue ${num(m.scale14.coulomb)}`,
    '            FugacityCoefficient             1.0',
    '            TranslationProbability          1.0',
    ...(m.rigid
      ? ['            RotationProbability             1.0']
      : ['            ReinsertionProbability          1.0']),
    '            CreateNumberOfMolecules         1',
    '',
  ].join('\n');
}

function write(m: RaspaModel): Record<string, string> {
  return {
    'pseudo_atoms.def': writePseudoAtoms(m),
    'force_field_mixing_rules.def': writeMixingRules(m),
    'force_field.def': FORCE_FIELD,
    ...(m.cell ? { [`${m.residueName}.cif`]: writeCif(m) } : { [`${m.residueName}.def`]: writeMolecule(m) }),
    'simulation.input': writeSimulation(m),
  };
}

export const raspaWriter: EngineWriter<RaspaOptions, RaspaModel> = {
  id: 'raspa',
  name: 'RASPA',
  supports: RASPA_SUPPORTS,
  check,
  convert,
  write,
};
