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

/**
 * The prmtop in AMBER's format (ambermd.org/prmtop.pdf): %VERSION, then every %FLAG in the order
 * LEaP writes them, each with its %FORMAT. An empty array still gets its flag and one blank line,
 * which is how LEaP writes it and how readers expect it.
 */
export function writePrmtop(model: AmberModel): string {
  const out = new TextLines();
  const section = (flag: string, format: Format, values: readonly (string | number)[]): void => {
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
  };
  const n = model.atomNames.length;
  const ntypes = model.typeNames.length;
  const exclusions = model.exclusions.flat();
  const nres = model.residueLabels.length;
  const residueSizes = model.residuePointers.map((p, r) => (model.residuePointers[r + 1] ?? n + 1) - p);
  const pointers = [
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
    exclusions.length, // NNB
    nres, // NRES
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
  const typeOfAtom = model.atomTypeIndex.map((t) => model.typeNames[t - 1]!);
  out.add('%VERSION  VERSION_STAMP = V0001.000  DATE = 01/01/00  00:00:00');
  // The title is one 80-column record of the 20a4 format, not a list of 4-letter names.
  out.push('%FLAG TITLE', '%FORMAT(20a4)', model.title.replace(/\s+/g, ' ').slice(0, 80));
  section('POINTERS', I8, pointers);
  section('ATOM_NAME', A4, model.atomNames);
  section('CHARGE', E16, model.charges);
  section('ATOMIC_NUMBER', I8, model.atomicNumbers);
  section('MASS', E16, model.masses);
  section('ATOM_TYPE_INDEX', I8, model.atomTypeIndex);
  section(
    'NUMBER_EXCLUDED_ATOMS',
    I8,
    model.exclusions.map((e) => e.length),
  );
  section('NONBONDED_PARM_INDEX', I8, model.nonbondedParmIndex);
  section('RESIDUE_LABEL', A4, model.residueLabels);
  section('RESIDUE_POINTER', I8, model.residuePointers);
  section(
    'BOND_FORCE_CONSTANT',
    E16,
    model.bondTypes.map((b) => b.k),
  );
  section(
    'BOND_EQUIL_VALUE',
    E16,
    model.bondTypes.map((b) => b.r0),
  );
  section(
    'ANGLE_FORCE_CONSTANT',
    E16,
    model.angleTypes.map((a) => a.k),
  );
  section(
    'ANGLE_EQUIL_VALUE',
    E16,
    model.angleTypes.map((a) => a.theta0),
  );
  section(
    'DIHEDRAL_FORCE_CONSTANT',
    E16,
    model.dihedralTypes.map((d) => d.k),
  );
  section(
    'DIHEDRAL_PERIODICITY',
    E16,
    model.dihedralTypes.map((d) => d.periodicity),
  );
  section(
    'DIHEDRAL_PHASE',
    E16,
    model.dihedralTypes.map((d) => d.phase),
  );
  section(
    'SCEE_SCALE_FACTOR',
    E16,
    model.dihedralTypes.map((d) => d.scee),
  );
  section(
    'SCNB_SCALE_FACTOR',
    E16,
    model.dihedralTypes.map((d) => d.scnb),
  );
  section(
    'SOLTY',
    E16,
    model.typeNames.map(() => 0),
  );
  section('LENNARD_JONES_ACOEF', E16, model.ljA);
  section('LENNARD_JONES_BCOEF', E16, model.ljB);
  section('BONDS_INC_HYDROGEN', I8, model.bondsWithH);
  section('BONDS_WITHOUT_HYDROGEN', I8, model.bondsWithoutH);
  section('ANGLES_INC_HYDROGEN', I8, model.anglesWithH);
  section('ANGLES_WITHOUT_HYDROGEN', I8, model.anglesWithoutH);
  section('DIHEDRALS_INC_HYDROGEN', I8, model.dihedralsWithH);
  section('DIHEDRALS_WITHOUT_HYDROGEN', I8, model.dihedralsWithoutH);
  section('EXCLUDED_ATOMS_LIST', I8, exclusions);
  section('HBOND_ACOEF', E16, []);
  section('HBOND_BCOEF', E16, []);
  section('HBCUT', E16, []);
  section('AMBER_ATOM_TYPE', A4, typeOfAtom);
  section(
    'TREE_CHAIN_CLASSIFICATION',
    A4,
    typeOfAtom.map(() => 'BLA'),
  );
  section(
    'JOIN_ARRAY',
    I8,
    typeOfAtom.map(() => 0),
  );
  section(
    'IROTAT',
    I8,
    typeOfAtom.map(() => 0),
  );
  out.push('%FLAG RADIUS_SET', '%FORMAT(1a80)', 'modified Bondi radii (mbondi)');
  const radii = gbRadii(model);
  section(
    'RADII',
    E16,
    radii.map((r) => r[0]),
  );
  section(
    'SCREEN',
    E16,
    radii.map((r) => r[1]),
  );
  section('IPOL', { ...I8, text: '1I8', perLine: 1 }, [0]);
  if (model.box) {
    const nspm = model.atomsPerMolecule.length;
    section('SOLVENT_POINTERS', { ...I8, text: '3I8', perLine: 3 }, [nres, nspm, nspm + 1]);
    section('ATOMS_PER_MOLECULE', I8, model.atomsPerMolecule);
    const [a, b, c] = model.box.lengths;
    section('BOX_DIMENSIONS', E16, [model.box.angles[1]!, a!, b!, c!]);
  }
  out.add('');
  return out.text();
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
