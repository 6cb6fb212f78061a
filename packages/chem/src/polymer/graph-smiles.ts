import { BondOrder } from '../core/bond-order.js';
import { symbolOf } from '../core/elements.js';

/** An atom as the SMILES writer takes it: what it is, and whether it needs a bracket with its hydrogens. */
export interface SmilesWriteAtom {
  /** Atomic number; ignored for a star atom. */
  readonly element: number;
  /** A '*' connection point. */
  readonly star: boolean;
  readonly charge: number;
  /** Written in lower case (b, c, n, o, p, s, se, as) when true. */
  readonly aromatic: boolean;
  /** Hydrogens, written only in a bracket. */
  readonly hydrogens: number;
  /** Written as [SymHnCharge]; otherwise as a bare organic-subset symbol whose hydrogens the reader fills. */
  readonly bracket: boolean;
}

export interface SmilesWriteBond {
  readonly a: number;
  readonly b: number;
  readonly order: BondOrder;
}

const AROMATIC_SYMBOLS = new Set(['B', 'C', 'N', 'O', 'P', 'S', 'Se', 'As']);

/**
 * Writes the connected part of a graph that holds `root` as a SMILES starting at `root`: a depth-first
 * walk, branches in parentheses, ring closures numbered from 1 (lowest free number; %nn past 9), the bond
 * symbol written at the ring's opening. No canonical order: the atoms' input order decides ties.
 */
export function writeGraphSmiles(
  atoms: readonly SmilesWriteAtom[],
  bonds: readonly SmilesWriteBond[],
  root: number,
): string {
  const adjacent: { to: number; bond: number }[][] = atoms.map(() => []);
  bonds.forEach((b, k) => {
    adjacent[b.a]!.push({ to: b.b, bond: k });
    adjacent[b.b]!.push({ to: b.a, bond: k });
  });
  const visited = new Array<boolean>(atoms.length).fill(false);
  const children: number[][] = atoms.map(() => []);
  const treeBond = new Array<number>(atoms.length).fill(-1);
  const rings: number[][] = atoms.map(() => []);
  const ringSeen = new Set<number>();
  const stack: { atom: number; next: number }[] = [{ atom: root, next: 0 }];
  visited[root] = true;
  while (stack.length > 0) {
    const top = stack[stack.length - 1]!;
    const edge = adjacent[top.atom]![top.next++];
    if (edge === undefined) {
      stack.pop();
      continue;
    }
    if (edge.bond === treeBond[top.atom]) continue;
    if (visited[edge.to]) {
      if (!ringSeen.has(edge.bond)) {
        ringSeen.add(edge.bond);
        rings[edge.to]!.push(edge.bond);
        rings[top.atom]!.push(edge.bond);
      }
      continue;
    }
    visited[edge.to] = true;
    treeBond[edge.to] = edge.bond;
    children[top.atom]!.push(edge.to);
    stack.push({ atom: edge.to, next: 0 });
  }
  return writeFrom(atoms, bonds, root, { children, treeBond, rings });
}

interface Walk {
  readonly children: readonly (readonly number[])[];
  readonly treeBond: readonly number[];
  readonly rings: readonly (readonly number[])[];
}

function writeFrom(
  atoms: readonly SmilesWriteAtom[],
  bonds: readonly SmilesWriteBond[],
  root: number,
  walk: Walk,
): string {
  const open = new Map<number, number>();
  const used = new Set<number>();
  const bondText = (k: number): string => bondSymbol(bonds[k]!, atoms);
  const parts: string[] = [];
  // Explicit stack of work items: an atom to write, or a literal text (branch brackets).
  const work: ({ atom: number } | { text: string })[] = [{ atom: root }];
  while (work.length > 0) {
    const item = work.pop()!;
    if ('text' in item) {
      parts.push(item.text);
      continue;
    }
    const u = item.atom;
    if (walk.treeBond[u]! >= 0) parts.push(bondText(walk.treeBond[u]!));
    parts.push(atomText(atoms[u]!));
    for (const k of walk.rings[u]!) {
      const number = open.get(k);
      if (number === undefined) {
        let n = 1;
        while (used.has(n)) n++;
        used.add(n);
        open.set(k, n);
        parts.push(bondText(k) + ringLabel(n));
      } else {
        used.delete(number);
        open.delete(k);
        parts.push(ringLabel(number));
      }
    }
    const kids = walk.children[u]!;
    // Pushed in reverse: the last child is written last, outside parentheses.
    for (let i = kids.length - 1; i >= 0; i--) {
      if (i === kids.length - 1) work.push({ atom: kids[i]! });
      else work.push({ text: ')' }, { atom: kids[i]! }, { text: '(' });
    }
  }
  return parts.join('');
}

const ringLabel = (n: number): string => (n < 10 ? String(n) : `%${n}`);

function bondSymbol(bond: SmilesWriteBond, atoms: readonly SmilesWriteAtom[]): string {
  const bothAromatic = atoms[bond.a]!.aromatic && atoms[bond.b]!.aromatic;
  switch (bond.order) {
    case BondOrder.Double:
      return '=';
    case BondOrder.Triple:
      return '#';
    case BondOrder.Quadruple:
      return '$';
    case BondOrder.Aromatic:
      return bothAromatic ? '' : ':';
    default:
      return bothAromatic ? '-' : '';
  }
}

function atomText(atom: SmilesWriteAtom): string {
  if (atom.star) return '*';
  const symbol = symbolOf(atom.element);
  const written = atom.aromatic && AROMATIC_SYMBOLS.has(symbol) ? symbol.toLowerCase() : symbol;
  if (!atom.bracket) return written;
  const h = atom.hydrogens === 0 ? '' : atom.hydrogens === 1 ? 'H' : `H${atom.hydrogens}`;
  const q = atom.charge;
  const charge = q === 0 ? '' : q === 1 ? '+' : q === -1 ? '-' : q > 0 ? `+${q}` : `-${-q}`;
  return `[${written}${h}${charge}]`;
}
