import { ChemError } from '../../core/errors.js';
import { TextLines } from '../text-lines.js';
import type { AmberModel } from './model.js';

/** Fortran E16.8: 9 significant digits, a two-digit (or longer) exponent, right-aligned in 16 columns. */
export function e16(x: number): string {
  if (!Number.isFinite(x)) throw new ChemError('invalid-molecule', `Cannot write the number ${x}.`);
  const [mantissa, exponent] = (x === 0 ? 0 : x).toExponential(8).split('e') as [string, string];
  const sign = exponent.startsWith('-') ? '-' : '+';
  return `${mantissa}E${sign}${exponent.replace(/^[-+]/, '').padStart(2, '0')}`.padStart(16);
}

type Format = { readonly text: string; readonly perLine: number; readonly cell: (v: never) => string };

const A4: Format = { text: '20a4', perLine: 20, cell: (v: string) => v.slice(0, 4).padEnd(4) };
const I8: Format = {
  text: '10I8',
  perLine: 10,
  cell: (v: number) => {
    const s = String(v);
    if (s.length > 8)
      throw new ChemError('invalid-molecule', `The prmtop integer ${v} does not fit 8 columns.`);
    return s.padStart(8);
  },
};
const E16: Format = { text: '5E16.8', perLine: 5, cell: e16 };

/** One %FLAG block: its name, its Fortran format and the values it holds. */
type Section = readonly [flag: string, format: Format, values: readonly (string | number)[]];

/**
 * The prmtop in AMBER's format (ambermd.org/prmtop.pdf): %VERSION, then every %FLAG in the order
 * LEaP writes them, each with its %FORMAT. An empty array still gets its flag and one blank line,
 * which is how LEaP writes it and how readers expect it.
 */
export function writePrmtop(model: AmberModel): string {
  const out = new TextLines();
  out.add('%VERSION  VERSION_STAMP = V0001.000  DATE = 01/01/00  00:00:00');
  // The title is one 80-column record of the 20a4 format, not a list of 4-letter names.
  out.push('%FLAG TITLE', '%FORMAT(20a4)', model.title.replace(/\s+/g, ' ').slice(0, 80));
  for (const s of [...atomSections(model), ...parameterSections(model), ...topologySections(model)]) {
    writeSection(out, s);
  }
  // The radius set is one free-text record (1a80), not a list of values.
  out.push('%FLAG RADIUS_SET', '%FORMAT(1a80)', 'modified Bondi radii (mbondi)');
  for (const s of [...radiiSections(model), ...boxSections(model)]) writeSection(out, s);
  out.add('');
  return out.text();
}

function writeSection(out: TextLines, [flag, format, values]: Section): void {
  out.push(`%FLAG ${flag}`.padEnd(80).trimEnd(), `%FORMAT(${format.text})`);
  if (values.length === 0) {
    out.add('');
    return;
  }
  const cell = format.cell as (v: string | number) => string;
  for (let i = 0; i < values.length; i += format.perLine) {
    out.add(
      values
        .slice(i, i + format.perLine)
        .map(cell)
        .join(''),
    );
  }
}

/** The 31 counts of %FLAG POINTERS, in the order prmtop.pdf lists them. */
function pointers(model: AmberModel): number[] {
  const n = model.atomNames.length;
  const ntypes = model.typeNames.length;
  const residueSizes = model.residuePointers.map((p, r) => (model.residuePointers[r + 1] ?? n + 1) - p);
  return [
    n, // NATOM
    ntypes, // NTYPES
    model.bondsWithH.length / 3, // NBONH
    model.bondsWithoutH.length / 3, // MBONA
    model.anglesWithH.length / 4, // NTHETH
    model.anglesWithoutH.length / 4, // MTHETA
    model.dihedralsWithH.length / 5, // NPHIH
    model.dihedralsWithoutH.length / 5, // MPHIA
    0, // NHPARM
    0, // NPARM
    model.exclusions.flat().length, // NNB
    model.residueLabels.length, // NRES
    model.bondsWithoutH.length / 3, // NBONA (no constraints: = MBONA)
    model.anglesWithoutH.length / 4, // NTHETA
    model.dihedralsWithoutH.length / 5, // NPHIA
    model.bondTypes.length, // NUMBND
    model.angleTypes.length, // NUMANG
    model.dihedralTypes.length, // NPTRA
    ntypes, // NATYP
    0, // NPHB: no 10-12 hydrogen-bond terms
    0, // IFPERT
    0, // NBPER
    0, // NGPER
    0, // NDPER
    0, // MBPER
    0, // MGPER
    0, // MDPER
    model.box ? 1 : 0, // IFBOX
    Math.max(0, ...residueSizes), // NMXRS
    0, // IFCAP
    0, // NUMEXTRA
  ];
}

function atomSections(model: AmberModel): Section[] {
  return [
    ['POINTERS', I8, pointers(model)],
    ['ATOM_NAME', A4, model.atomNames],
    ['CHARGE', E16, model.charges],
    ['ATOMIC_NUMBER', I8, model.atomicNumbers],
    ['MASS', E16, model.masses],
    ['ATOM_TYPE_INDEX', I8, model.atomTypeIndex],
    ['NUMBER_EXCLUDED_ATOMS', I8, model.exclusions.map((e) => e.length)],
    ['NONBONDED_PARM_INDEX', I8, model.nonbondedParmIndex],
    ['RESIDUE_LABEL', A4, model.residueLabels],
    ['RESIDUE_POINTER', I8, model.residuePointers],
  ];
}

function parameterSections(model: AmberModel): Section[] {
  return [
    ['BOND_FORCE_CONSTANT', E16, model.bondTypes.map((b) => b.k)],
    ['BOND_EQUIL_VALUE', E16, model.bondTypes.map((b) => b.r0)],
    ['ANGLE_FORCE_CONSTANT', E16, model.angleTypes.map((a) => a.k)],
    ['ANGLE_EQUIL_VALUE', E16, model.angleTypes.map((a) => a.theta0)],
    ['DIHEDRAL_FORCE_CONSTANT', E16, model.dihedralTypes.map((d) => d.k)],
    ['DIHEDRAL_PERIODICITY', E16, model.dihedralTypes.map((d) => d.periodicity)],
    ['DIHEDRAL_PHASE', E16, model.dihedralTypes.map((d) => d.phase)],
    ['SCEE_SCALE_FACTOR', E16, model.dihedralTypes.map((d) => d.scee)],
    ['SCNB_SCALE_FACTOR', E16, model.dihedralTypes.map((d) => d.scnb)],
    ['SOLTY', E16, model.typeNames.map(() => 0)],
    ['LENNARD_JONES_ACOEF', E16, model.ljA],
    ['LENNARD_JONES_BCOEF', E16, model.ljB],
  ];
}

/** Term lists, exclusions, the (empty) 10-12 tables and LEaP's per-atom bookkeeping columns. */
function topologySections(model: AmberModel): Section[] {
  const typeOfAtom = model.atomTypeIndex.map((t) => model.typeNames[t - 1]!);
  return [
    ['BONDS_INC_HYDROGEN', I8, model.bondsWithH],
    ['BONDS_WITHOUT_HYDROGEN', I8, model.bondsWithoutH],
    ['ANGLES_INC_HYDROGEN', I8, model.anglesWithH],
    ['ANGLES_WITHOUT_HYDROGEN', I8, model.anglesWithoutH],
    ['DIHEDRALS_INC_HYDROGEN', I8, model.dihedralsWithH],
    ['DIHEDRALS_WITHOUT_HYDROGEN', I8, model.dihedralsWithoutH],
    ['EXCLUDED_ATOMS_LIST', I8, model.exclusions.flat()],
    ['HBOND_ACOEF', E16, []],
    ['HBOND_BCOEF', E16, []],
    ['HBCUT', E16, []],
    ['AMBER_ATOM_TYPE', A4, typeOfAtom],
    ['TREE_CHAIN_CLASSIFICATION', A4, typeOfAtom.map(() => 'BLA')],
    ['JOIN_ARRAY', I8, typeOfAtom.map(() => 0)],
    ['IROTAT', I8, typeOfAtom.map(() => 0)],
  ];
}

function radiiSections(model: AmberModel): Section[] {
  const radii = gbRadii(model);
  return [
    ['RADII', E16, radii.map((r) => r[0])],
    ['SCREEN', E16, radii.map((r) => r[1])],
    ['IPOL', { ...I8, text: '1I8', perLine: 1 }, [0]],
  ];
}

/** The solvent pointers and box: only for a periodic model (IFBOX = 1). */
function boxSections(model: AmberModel): Section[] {
  if (!model.box) return [];
  const nspm = model.atomsPerMolecule.length;
  const [a, b, c] = model.box.lengths;
  return [
    ['SOLVENT_POINTERS', { ...I8, text: '3I8', perLine: 3 }, [model.residueLabels.length, nspm, nspm + 1]],
    ['ATOMS_PER_MOLECULE', I8, model.atomsPerMolecule],
    ['BOX_DIMENSIONS', E16, [model.box.angles[1]!, a!, b!, c!]],
  ];
}

/**
 * Generalised-Born radius and screening factor per atom, LEaP's mbondi set (Bondi radii; hydrogen
 * 1.3 Å on nitrogen, else 1.2 Å), so that the file also serves implicit-solvent runs.
 */
function gbRadii(model: AmberModel): [number, number][] {
  const hOnN = new Set<number>();
  for (const rows of [model.bondsWithH]) {
    for (let k = 0; k < rows.length; k += 3) {
      const [i, j] = [rows[k]! / 3, rows[k + 1]! / 3];
      if (model.atomicNumbers[i] === 1 && model.atomicNumbers[j] === 7) hOnN.add(i);
      if (model.atomicNumbers[j] === 1 && model.atomicNumbers[i] === 7) hOnN.add(j);
    }
  }
  return model.atomicNumbers.map((z, i) => {
    if (z === 1) return [hOnN.has(i) ? 1.3 : 1.2, 0.85];
    return MBONDI[z] ?? [1.5, 0.8];
  });
}

const MBONDI: Readonly<Record<number, [number, number]>> = {
  6: [1.7, 0.72],
  7: [1.55, 0.79],
  8: [1.5, 0.85],
  9: [1.5, 0.88],
  14: [2.1, 0.8],
  15: [1.85, 0.86],
  16: [1.8, 0.96],
  17: [1.7, 0.8],
};
