import type { Molecule } from '../../core/molecule.js';
import { token } from './atom-labels.js';

/** One SUBSTRUCTURE row: residues with the same name, number and chain share it, wherever their atoms are. */
export interface SubstructureRow {
  readonly id: number;
  readonly name: string;
  readonly chain: string;
  /** 1-based id of its first atom. */
  readonly root: number;
  /** Bonds to atoms of other substructures. */
  readonly interBonds: number;
}

export interface Substructures {
  readonly rows: readonly SubstructureRow[];
  /** Residue index → row index. */
  readonly rowOf: readonly number[];
}

/**
 * Groups residues into SUBSTRUCTURE rows. subst_id is the residue number when those are distinct
 * non-negative integers across rows (so they survive a round trip), else 1..n.
 */
export function substructures(mol: Molecule): Substructures {
  const keys = new Map<string, number>();
  const first: number[] = [];
  const rowOf = mol.residues.map((r, i) => {
    const key = `${r.name}\u0000${r.number}\u0000${r.chain}\u0000${r.insertionCode ?? ''}`;
    let row = keys.get(key);
    if (row === undefined) {
      row = first.length;
      keys.set(key, row);
      first.push(i);
    }
    return row;
  });
  const numbers = first.map((i) => mol.residues[i]?.number ?? 0);
  const keep =
    new Set(numbers).size === numbers.length && numbers.every((n) => Number.isInteger(n) && n >= 0);
  const roots = new Map<number, number>();
  mol.residueOf.forEach((r, i) => roots.has(rowOf[r] ?? 0) || roots.set(rowOf[r] ?? 0, i + 1));
  const crossing = interBonds(mol, rowOf, first.length);
  const rows = first.map((i, row) => ({
    id: keep ? (numbers[row] ?? 0) : row + 1,
    name: token(mol.residues[i]?.name) || 'UNK',
    chain: token(mol.residues[i]?.chain),
    root: roots.get(row) ?? 1,
    interBonds: crossing[row] ?? 0,
  }));
  return { rows, rowOf };
}

function interBonds(mol: Molecule, rowOf: readonly number[], n: number): number[] {
  const out = new Array<number>(n).fill(0);
  const rowOfAtom = (atom: number | undefined): number => rowOf[mol.residueOf[atom ?? 0] ?? 0] ?? 0;
  for (let k = 0; k < mol.bonds.count; k++) {
    const ra = rowOfAtom(mol.bonds.a[k]);
    const rb = rowOfAtom(mol.bonds.b[k]);
    if (ra === rb) continue;
    out[ra] = (out[ra] ?? 0) + 1;
    out[rb] = (out[rb] ?? 0) + 1;
  }
  return out;
}
