import { BondOrder } from '../../core/bond-order.js';
import type { System } from '../../core/system.js';
import { fixed } from '../number-format.js';
import type { FrcmodLine, FrcmodTables } from './tleap-types.js';

/*
 * The mol2 + frcmod pair for tleap (AmberTools): `source leaprc.gaff`, `loadamberparams <res>.frcmod`,
 * `<res> = loadmol2 <res>.mol2`. The frcmod follows the AMBER manual's frcmod layout: a title line, then
 * MASS, BOND, ANGL, DIHE, IMPR and NONB sections, each ended by a blank line; types are dash-joined and
 * padded to two columns as in gaff.dat.
 */

const type2 = (t: string): string => t.padEnd(2);
const joined = (types: readonly string[]): string => types.map(type2).join('-');

function section(name: string, lines: readonly FrcmodLine[], print: (l: FrcmodLine) => string[]): string[] {
  return [name, ...lines.filter((l) => l.own).flatMap(print), ''];
}

/**
 * The frcmod: the lines gaff.dat does not hold (every line when the types are generated). `notes` go
 * on the title line (a frcmod has no other place for words).
 */
export function writeFrcmod(tables: FrcmodTables, residueName: string, notes: readonly string[]): string {
  const what = tables.generated
    ? 'every parameter (one atom type per atom: the force-field types do not key the parameters)'
    : 'the parameters gaff.dat does not hold';
  const title = [`TopoForge frcmod for ${residueName}: ${what}`, ...notes].join('; ');
  const lines = [
    title.replace(/\s+/g, ' '),
    ...section('MASS', tables.mass, (l) => [`${type2(l.types[0]!)} ${l.values}`]),
    ...section('BOND', tables.bond, (l) => [`${joined(l.types)}  ${l.values}`]),
    ...section('ANGL', tables.angle, (l) => [`${joined(l.types)}  ${l.values}`]),
    ...section('DIHE', tables.dihedral, (l) => l.values.split(' | ').map((v) => `${joined(l.types)}  ${v}`)),
    ...section('IMPR', tables.improper, (l) => [`${joined(l.types)}  ${l.values}`]),
    ...section('NONB', tables.nonbonded, (l) => [`  ${type2(l.types[0]!)}  ${l.values}`]),
    '',
  ];
  return `${lines.join('\n')}\n`;
}

const BOND_TYPES: Readonly<Record<number, string>> = {
  [BondOrder.Single]: '1',
  [BondOrder.Double]: '2',
  [BondOrder.Triple]: '3',
  [BondOrder.Aromatic]: 'ar',
  [BondOrder.Amide]: 'am',
};

/**
 * The mol2 LEaP's loadmol2 reads: one residue named `residueName`, the atom type column holding the
 * frcmod's types (GAFF's, or the generated ones), the System's charges (e, 6 decimals, as antechamber
 * writes them) and its bonds (order 1 where the structure does not know it). `names` are the
 * prmtop's (unique over all atoms for a molecule, atom-names.ts), so both files name atoms alike.
 */
export function writeTleapMol2(
  system: System,
  typeOf: readonly string[],
  residueName: string,
  names: readonly string[],
): string {
  const mol = system.molecule;
  const { a, b, order, count } = mol.bonds;
  const atoms = system.atoms.map((atom, i) => {
    const xyz = [0, 1, 2].map((k) => fixed(mol.positions[3 * i + k] ?? 0, 4, 10)).join(' ');
    const charge = fixed(atom.charge, 6, 10);
    return `${String(i + 1).padStart(7)} ${names[i]!.padEnd(4)} ${xyz} ${typeOf[i]!.padEnd(2)} ${'1'.padStart(6)} ${residueName.padEnd(4)} ${charge}`;
  });
  const bonds = Array.from({ length: count }, (_, k) => {
    const kind = BOND_TYPES[order[k] ?? 0] ?? '1';
    return `${String(k + 1).padStart(6)} ${String((a[k] ?? 0) + 1).padStart(5)} ${String((b[k] ?? 0) + 1).padStart(5)} ${kind}`;
  });
  const title = mol.title.replace(/\s+/g, ' ').trim() || residueName;
  return [
    '@<TRIPOS>MOLECULE',
    title,
    ` ${system.atoms.length} ${count} 1 0 0`,
    'SMALL',
    'USER_CHARGES',
    '',
    '@<TRIPOS>ATOM',
    ...atoms,
    '@<TRIPOS>BOND',
    ...bonds,
    '@<TRIPOS>SUBSTRUCTURE',
    `     1 ${residueName.padEnd(4)}      1 RESIDUE 1 **** **** 0`,
    '',
  ].join('\n');
}
