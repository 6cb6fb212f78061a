import { BondOrder } from '../../core/bond-order.js';
import { TopoForgeError } from '../../core/errors.js';
import type { Molecule } from '../../core/molecule.js';
import { toStandardOrientation } from '../../core/standard-orientation.js';
import type { WriteOptions } from '../format.js';
import { atomLabels } from './atom-labels.js';
import { MOLECULE_TYPE_PROPERTY } from './molecule-header.js';
import type { Substructures } from './write-substructures.js';
import { substructures } from './write-substructures.js';

const MOLECULE_TYPES = new Set(['SMALL', 'BIOPOLYMER', 'PROTEIN', 'NUCLEIC_ACID', 'SACCHARIDE']);
const BOND_TYPES: Readonly<Record<number, string>> = {
  [BondOrder.Single]: '1',
  [BondOrder.Double]: '2',
  [BondOrder.Triple]: '3',
  [BondOrder.Aromatic]: 'ar',
  [BondOrder.Amide]: 'am',
  [BondOrder.Unknown]: 'un',
};

const pad = (v: number | string, width: number): string => String(v).padStart(width);
const fixed = (v: number, digits: number, width: number): string => pad(v.toFixed(digits), width);

/**
 * A Tripos mol2 file: MOLECULE (SMALL or the molecule type the file was read with; USER_CHARGES when
 * partial charges exist, else NO_CHARGES), ATOM, UNITY_ATOM_ATTR for formal charges, BOND (always,
 * as Open Babel needs it), SUBSTRUCTURE (one per residue) and CRYSIN (space group 1, setting 1).
 */
export function writeMol2(mol: Molecule, options: WriteOptions = {}): string {
  const bad = mol.positions.findIndex((v) => !Number.isFinite(v));
  if (bad >= 0) {
    throw new TopoForgeError(
      'invalid-molecule',
      `Atom ${Math.floor(bad / 3) + 1} has a non-finite coordinate.`,
    );
  }
  const subs = substructures(mol);
  // CRYSIN gives only a b c α β γ, which readers turn into the standard orientation: rotate the cell
  // there, atoms with it, so that fractional coordinates survive the round trip.
  const oriented = mol.cell ? { ...mol, ...toStandardOrientation(mol.cell, mol.positions) } : mol;
  const lines = [
    ...moleculeRecord(mol, subs, options.title),
    '@<TRIPOS>ATOM',
    ...atomLines(oriented, subs),
    ...unityLines(mol),
    '@<TRIPOS>BOND',
    ...bondLines(mol),
    '@<TRIPOS>SUBSTRUCTURE',
    ...substructureLines(subs),
    ...crysinLines(oriented),
  ];
  return lines.join('\n') + '\n';
}

function moleculeRecord(mol: Molecule, subs: Substructures, title: string | undefined): string[] {
  const name = (title ?? mol.title).replace(/[\r\n]+/g, ' ').trim();
  const type = mol.properties[MOLECULE_TYPE_PROPERTY]?.toUpperCase() ?? '';
  return [
    '@<TRIPOS>MOLECULE',
    name === '' ? '*****' : name,
    ` ${mol.atomCount} ${mol.bonds.count} ${subs.rows.length} 0 0`,
    MOLECULE_TYPES.has(type) ? type : 'SMALL',
    mol.partialCharges ? 'USER_CHARGES' : 'NO_CHARGES',
    '',
  ];
}

function atomLines(mol: Molecule, subs: Substructures): string[] {
  const positions = mol.positions;
  const out: string[] = [];
  for (let i = 0; i < mol.atomCount; i++) {
    const { name, type } = atomLabels(mol, i);
    const xyz = [0, 1, 2].map((k) => fixed(positions[3 * i + k] ?? 0, 4, 10)).join(' ');
    const row = subs.rows[subs.rowOf[mol.residueOf[i] ?? 0] ?? 0];
    const charge = fixed(mol.partialCharges?.[i] ?? 0, 6, 10);
    out.push(
      `${pad(i + 1, 7)} ${name.padEnd(8)} ${xyz} ${type.padEnd(6)} ${pad(row?.id ?? 1, 4)} ${(row?.name ?? 'UNK').padEnd(8)} ${charge}`,
    );
  }
  return out;
}

function unityLines(mol: Molecule): string[] {
  const out: string[] = [];
  mol.formalCharges.forEach((c, i) => {
    if (c !== 0) out.push(`${i + 1} 1`, `charge ${c}`);
  });
  return out.length > 0 ? ['@<TRIPOS>UNITY_ATOM_ATTR', ...out] : [];
}

function bondLines(mol: Molecule): string[] {
  const { a, b, order, count } = mol.bonds;
  const out: string[] = [];
  for (let k = 0; k < count; k++) {
    const type = BOND_TYPES[order[k] ?? 0];
    if (type === undefined) {
      throw new TopoForgeError(
        'unsupported-format',
        `Bond ${k + 1} has order ${order[k]}, which mol2 cannot store (no quadruple bond type).`,
      );
    }
    out.push(`${pad(k + 1, 6)} ${pad((a[k] ?? 0) + 1, 5)} ${pad((b[k] ?? 0) + 1, 5)} ${type}`);
  }
  return out;
}

function substructureLines(subs: Substructures): string[] {
  return subs.rows.map(
    (r) =>
      `${pad(r.id, 6)} ${r.name.padEnd(8)} ${pad(r.root, 6)} RESIDUE 1 ${r.chain || '****'} **** ${r.interBonds}`,
  );
}

function crysinLines(mol: Molecule): string[] {
  const p = mol.cell?.parameters;
  if (!p) return [];
  const lengths = [p.a, p.b, p.c].map((v) => fixed(v, 4, 10)).join('');
  const angles = [p.alpha, p.beta, p.gamma].map((v) => fixed(v, 4, 10)).join('');
  return ['@<TRIPOS>CRYSIN', `${lengths}${angles}     1     1`];
}
