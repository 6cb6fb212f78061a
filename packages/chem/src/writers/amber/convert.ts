import { ChemError } from '../../core/errors.js';
import type { System } from '../../core/system.js';
import { KJ_PER_KCAL } from '../../core/units.js';
import { nonbondedPairLookup } from '../../params/nonbonded-pairs.js';
import { systemComponents } from '../../params/molecule-components.js';
import { allAtomsOneMolecule, moleculeAtomNames } from '../atom-names.js';
import { atomList } from '../check-forms.js';
import { bondNeighbours, contiguousFragments, withinBonds } from '../bond-graph.js';
import type { AmberDihedralType, AmberModel, AmberOptions } from './model.js';
import { placeInCell } from '../placement.js';
import { ryckaertBellemansFourier } from '../ryckaert-bellemans.js';

/** AMBER's charge unit: q_internal = 18.2223 q/e, so that q_i q_j / r is kcal/mol with r in Å. */
export const AMBER_CHARGE = 18.2223;

const DEG = Math.PI / 180;
const kcal = (kj: number): number => kj / KJ_PER_KCAL;

export function convertAmber(system: System, options: AmberOptions): AmberModel {
  const mol = system.molecule;
  const neighbours = bondNeighbours(system);
  const isH = (i: number): boolean => mol.elements[i] === 1;
  const types = ljTypes(system);
  const residues = residuesOf(system, options.residueName);

  const bondTypes = new Rows<{ k: number; r0: number }>();
  const bondsWithH: number[] = [];
  const bondsWithoutH: number[] = [];
  for (const { atoms, parameter } of system.bonds) {
    const p = system.bondParameters[parameter]!;
    // E = ½ kb (r − b0)² (kJ/mol/nm²) = K (r − r0)² with K = kb/2 in kcal/mol/Å².
    const type = bondTypes.add({ k: kcal(p.kb / 2) / 100, r0: p.b0 * 10 });
    (atoms.some(isH) ? bondsWithH : bondsWithoutH).push(...atoms.map(pointer), type);
  }

  const angleTypes = new Rows<{ k: number; theta0: number }>();
  const anglesWithH: number[] = [];
  const anglesWithoutH: number[] = [];
  for (const { atoms, parameter } of system.angles) {
    const p = system.angleParameters[parameter]!;
    const type = angleTypes.add({ k: kcal(p.k / 2), theta0: p.theta0 * DEG });
    (atoms.some(isH) ? anglesWithH : anglesWithoutH).push(...atoms.map(pointer), type);
  }

  const { dihedralTypes, dihedralsWithH, dihedralsWithoutH } = dihedralRows(system, neighbours, isH);

  const placed = placeInCell(system.molecule);
  return {
    title: mol.title.trim() || options.residueName,
    atomNames: atomNames(system),
    charges: system.atoms.map((a) => a.charge * AMBER_CHARGE),
    atomicNumbers: Array.from(mol.elements),
    masses: system.atoms.map((a) => a.mass),
    ...types,
    residueLabels: residues.labels,
    residuePointers: residues.pointers,
    bondTypes: bondTypes.rows,
    angleTypes: angleTypes.rows,
    dihedralTypes,
    bondsWithH,
    bondsWithoutH,
    anglesWithH,
    anglesWithoutH,
    dihedralsWithH,
    dihedralsWithoutH,
    exclusions: exclusionsOf(system, neighbours),
    positions: placed.positions,
    ...(placed.box ? { box: placed.box } : {}),
    atomsPerMolecule: placed.box ? (contiguousFragments(neighbours) ?? [mol.atomCount]) : [],
  };
}

/** AMBER's atom pointers are 3·(index) so that they index coordinate arrays directly. */
const pointer = (i: number): number => 3 * i;

/** Deduplicated parameter rows, numbered from 1 in order of first use. */
class Rows<T extends object> {
  readonly rows: T[] = [];
  private readonly index = new Map<string, number>();
  add(row: T): number {
    const key = Object.values(row).join(' ');
    let i = this.index.get(key);
    if (i === undefined) {
      i = this.rows.push(row);
      this.index.set(key, i);
    }
    return i;
  }
}

/**
 * One AMBER LJ type per distinct (type name, σ, ε). The A/B tables hold every type pair combined
 * with the System's own rule (2: arithmetic σ, geometric ε; 1 and 3: geometric both), so a rule other
 * than Lorentz–Berthelot is written exactly, as off-diagonal ("NBFIX") entries, and so are the System's
 * explicit type pairs (nonbondedPairs). AMBER's 1-4 LJ comes from the same entries divided by SCNB =
 * 1/fudgeLJ, which is the System's meaning of an explicit pair at 1-4.
 */
function ljTypes(
  system: System,
): Pick<AmberModel, 'atomTypeIndex' | 'typeNames' | 'nonbondedParmIndex' | 'ljA' | 'ljB'> {
  const index = new Map<string, number>();
  const params: { sigma: number; epsilon: number; type: string }[] = [];
  const typeNames: string[] = [];
  const used = new Set<string>();
  const atomTypeIndex = system.atoms.map((atom) => {
    const key = [atom.type, atom.sigma, atom.epsilon].join('\u0000');
    let t = index.get(key);
    if (t === undefined) {
      params.push({ sigma: atom.sigma * 10, epsilon: kcal(atom.epsilon), type: atom.type });
      t = params.length;
      index.set(key, t);
      typeNames.push(uniqueTypeName(atom.type, t, used));
    }
    return t;
  });
  const n = params.length;
  const rule = system.defaults.combinationRule;
  const explicit = nonbondedPairLookup(system);
  const ljA: number[] = [];
  const ljB: number[] = [];
  const nonbondedParmIndex = new Array<number>(n * n);
  for (let j = 1; j <= n; j++) {
    for (let i = 1; i <= j; i++) {
      const a = params[i - 1]!;
      const b = params[j - 1]!;
      const own = explicit(a.type, b.type);
      const sigma = own
        ? own.sigma * 10
        : rule === 2
          ? (a.sigma + b.sigma) / 2
          : Math.sqrt(a.sigma * b.sigma);
      const epsilon = own ? kcal(own.epsilon) : Math.sqrt(a.epsilon * b.epsilon);
      ljA.push(4 * epsilon * sigma ** 12);
      ljB.push(4 * epsilon * sigma ** 6);
      const ico = ljA.length;
      nonbondedParmIndex[n * (i - 1) + (j - 1)] = ico;
      nonbondedParmIndex[n * (j - 1) + (i - 1)] = ico;
    }
  }
  return { atomTypeIndex, typeNames, nonbondedParmIndex, ljA, ljB };
}

/** AMBER_ATOM_TYPE is 4 columns; each LJ type gets its own name so readers keep the types apart. */
function uniqueTypeName(type: string, index: number, used: Set<string>): string {
  let name = /^\S{1,4}$/.test(type) ? type : '';
  if (name === '' || used.has(name)) name = `T${index}`;
  for (let k = 2; used.has(name); k++) name = `T${index}_${k}`.slice(0, 4);
  used.add(name);
  return name;
}

/**
 * ATOM_NAME is 4 columns (atom-names.ts). A molecule's prmtop shares its names with the mol2, which
 * holds all atoms in one residue, so there they are unique over all atoms; a crystal's per molecule.
 */
function atomNames(system: System): string[] {
  const unit = system.molecule.cell ? systemComponents(system) : allAtomsOneMolecule(system);
  return moleculeAtomNames(system, 4, unit);
}

/**
 * The structure's residues when each is a contiguous run of atoms (AMBER numbers residues by their
 * first atom); otherwise, or with a single residue, one residue named `residueName`.
 */
function residuesOf(system: System, residueName: string): { labels: string[]; pointers: number[] } {
  const mol = system.molecule;
  const labels: string[] = [];
  const pointers: number[] = [];
  const seen = new Set<number>();
  for (let i = 0; i < mol.atomCount; i++) {
    const r = mol.residueOf[i] ?? 0;
    if (i > 0 && r === (mol.residueOf[i - 1] ?? 0)) continue;
    if (seen.has(r)) return { labels: [residueName], pointers: [1] };
    seen.add(r);
    const name = mol.residues[r]?.name.trim() ?? '';
    labels.push(/^\S{1,4}$/.test(name) ? name : residueName);
    pointers.push(i + 1);
  }
  if (labels.length <= 1) return { labels: [residueName], pointers: [1] };
  return { labels, pointers };
}

/**
 * Torsion rows, with 1-4 pairs done AMBER's way: a pair's scaled LJ and Coulomb come from the first
 * dihedral row whose end atoms are that pair (positive third pointer); every other row on the same
 * ends, every dihedral whose ends are not a System pair, and every improper carry a negative third
 * pointer (impropers also a negative fourth). A System pair that no proper dihedral ends on gets a
 * row with k = 0 along a bonded path, as ParmEd does, so that it is still computed. With fudgeLJ =
 * fudgeQQ = 0 every row carries the negative third pointer: AMBER then computes no 1-4 pair.
 */
function dihedralRows(
  system: System,
  neighbours: readonly (readonly number[])[],
  isH: (i: number) => boolean,
): Pick<AmberModel, 'dihedralTypes' | 'dihedralsWithH' | 'dihedralsWithoutH'> {
  const { fudgeLJ, fudgeQQ } = system.defaults;
  // fudgeLJ = fudgeQQ = 0 (check refuses one 0 alone): no row computes a 1-4 pair, so SCEE and SCNB
  // are never used; 1 keeps readers that invert them at setup (pmemd) away from 1/0.
  const none = fudgeLJ === 0 && fudgeQQ === 0;
  const scee = fudgeQQ > 0 ? 1 / fudgeQQ : 1;
  const scnb = fudgeLJ > 0 ? 1 / fudgeLJ : 1;
  const types = new Rows<AmberDihedralType>();
  const withH: number[] = [];
  const withoutH: number[] = [];
  const key = (a: number, b: number): string => (a < b ? `${a}-${b}` : `${b}-${a}`);
  const unclaimed = new Map<string, readonly [number, number]>();
  for (const { atoms } of system.pairs) {
    if (unclaimed.has(key(...atoms))) {
      throw new ChemError('invalid-molecule', `The pair ${atomList(atoms)} is listed twice.`, atoms);
    }
    unclaimed.set(key(...atoms), atoms);
  }

  const add = (
    atoms: readonly number[],
    k: number,
    n: number,
    phase: number,
    noOneFour: boolean,
    improper: boolean,
  ): void => {
    const type = types.add({ k: kcal(k), periodicity: n, phase: phase * DEG, scee, scnb });
    // Atom 0 has pointer 0, which can carry no sign, and readers take a 1-4 pair only from rows whose
    // third and fourth pointers are > 0 (OpenMM's reader skips a 0): as LEaP does, such a row is
    // written reversed, which is the same torsion angle.
    const order = atoms[2] === 0 || atoms[3] === 0 ? [...atoms].reverse() : atoms;
    const p = order.map(pointer);
    if (noOneFour) p[2] = -p[2]!;
    if (improper) p[3] = -p[3]!;
    (atoms.some(isH) ? withH : withoutH).push(...p, type);
  };

  // Ryckaert–Bellemans rows become their exact cosine series once per row (check refused the rest).
  const seriesOf = system.dihedralParameters.map((p) => {
    if (p.funct !== 3) return p.terms;
    const terms = ryckaertBellemansFourier(p.c);
    return typeof terms === 'string' ? [] : terms;
  });
  for (const { atoms, parameter } of system.dihedrals) {
    for (const t of seriesOf[parameter] ?? []) {
      const ends = key(atoms[0], atoms[3]);
      const claims = !none && unclaimed.has(ends);
      if (claims) unclaimed.delete(ends);
      add(atoms, t.k, t.multiplicity, t.phase, !claims, false);
    }
  }
  for (const { atoms, parameter } of system.impropers) {
    const p = system.improperParameters[parameter]!;
    if (p.funct !== 4) continue; // refused by check
    add(atoms, p.term.k, p.term.multiplicity, p.term.phase, true, true);
  }
  // Without 1-4 interactions a pair that no torsion ends on needs no row: the exclusion list
  // already keeps it out of the ordinary sum, as GROMACS's zero-scaled [ pairs ] line does.
  for (const pair of none ? [] : unclaimed.values()) {
    const path = bondedPath(neighbours, pair[0], pair[1]);
    if (!path) {
      throw new ChemError(
        'unsupported-form',
        `AMBER computes 1-4 pairs through dihedrals; the pair ${atomList(pair)} is not three bonds apart.`,
        pair,
      );
    }
    add(path, 0, 1, 0, false, false);
  }
  return { dihedralTypes: types.rows, dihedralsWithH: withH, dihedralsWithoutH: withoutH };
}

/** Some path a–j–k–b of three bonds through four distinct atoms. */
function bondedPath(neighbours: readonly (readonly number[])[], a: number, b: number): number[] | undefined {
  for (const j of neighbours[a] ?? []) {
    if (j === b) continue;
    for (const k of neighbours[j] ?? []) {
      if (k === a || k === b) continue;
      if ((neighbours[k] ?? []).includes(b)) return [a, j, k, b];
    }
  }
  return undefined;
}

/**
 * EXCLUDED_ATOMS_LIST: for each atom the higher-numbered atoms left out of the ordinary nonbonded sum,
 * the same set GROMACS excludes with nrexcl = 3 (within three bonds), which holds every System pair
 * (computed only as 1-4 terms). An atom with none lists a single 0, as AMBER requires.
 */
function exclusionsOf(system: System, neighbours: readonly (readonly number[])[]): number[][] {
  const extra: number[][] = system.atoms.map(() => []);
  for (const { atoms } of system.pairs) {
    const [a, b] = atoms[0] < atoms[1] ? atoms : [atoms[1], atoms[0]];
    extra[a]!.push(b);
  }
  return system.atoms.map((_, i) => {
    const near = withinBonds(neighbours, i, 3);
    for (const j of extra[i]!) {
      // GROMACS adds a pair further apart to the ordinary sum as well; AMBER's 1-4 replaces it.
      if (!near.has(j)) {
        throw new ChemError(
          'unsupported-form',
          `AMBER computes 1-4 pairs in place of the ordinary nonbonded term; the pair ${atomList([i, j])} is more than three bonds apart.`,
          [i, j],
        );
      }
    }
    const list = [...near].filter((j) => j > i).sort((x, y) => x - y);
    return list.length > 0 ? list.map((j) => j + 1) : [0];
  });
}
