import { atomicNumber } from '../core/elements.js';
import { checkSmilesSyntax } from '../io/smiles/syntax.js';
import { polymerError } from './polymer-error.js';

/**
 * A polymer SMILES (p-SMILES, as RadonPy and PolyInfo write repeat units): an ordinary SMILES with two
 * `*` atoms marking where the unit bonds to its neighbours, the first `*` written being the head and the
 * second the tail. An end group is the same with one `*`. This reader builds the atom graph (OpenSMILES
 * organic subset and bracket atoms; implicit hydrogens by the subset's normal valences) so that the
 * library can be checked without a program and so that the 3D unit Open Babel returns can be matched atom
 * by atom against the string; it does not perceive stereo or aromaticity beyond the lower-case flag.
 */
export interface SmilesAtom {
  /** Atomic number; 0 for `*`. */
  readonly element: number;
  readonly aromatic: boolean;
  /** Hydrogens on the atom: written in brackets, else implicit by valence. */
  readonly hydrogens: number;
  readonly charge: number;
}

export interface SmilesBond {
  readonly a: number;
  readonly b: number;
  /** 1, 2, 3, or 1.5 for an aromatic bond. */
  readonly order: number;
}

export interface SmilesGraph {
  readonly atoms: readonly SmilesAtom[];
  readonly bonds: readonly SmilesBond[];
}

/** A p-SMILES read: the graph and its connection points (`*` atoms) with the atom each is bonded to. */
export interface PolymerSmiles extends SmilesGraph {
  readonly text: string;
  /** Indices of the `*` atoms in the order written (head first). */
  readonly stars: readonly number[];
  /** The atom bonded to each `*`. */
  readonly attach: readonly number[];
}

/** Organic-subset normal valences (OpenSMILES 3.1.5). */
const VALENCES: Readonly<Record<string, readonly number[]>> = {
  B: [3],
  C: [4],
  N: [3, 5],
  O: [2],
  P: [3, 5],
  S: [2, 4, 6],
  F: [1],
  Cl: [1],
  Br: [1],
  I: [1],
};
const ORGANIC = ['Cl', 'Br', 'B', 'C', 'N', 'O', 'P', 'S', 'F', 'I', 'b', 'c', 'n', 'o', 'p', 's', '*'];
const BOND_ORDER: Readonly<Record<string, number>> = { '-': 1, '/': 1, '\\': 1, '=': 2, '#': 3, ':': 1.5 };
const BRACKET =
  /^\[(\d*)([A-Z][a-z]?|[a-z]{1,2}|\*)(?:@[A-Z0-9@]*)?(?:H(\d?))?([+-]{1,2}|[+-]\d{1,2})?(?::\d+)?\]$/;

interface Draft {
  symbol: string;
  aromatic: boolean;
  hydrogens: number | undefined;
  charge: number;
}

/** Reads a SMILES into its atom graph; grammar problems are ParseErrors-like ChemErrors naming the position. */
export function readSmilesGraph(text: string): SmilesGraph {
  const s = text.trim();
  const syntax = checkSmilesSyntax(s);
  if (syntax.problem) {
    const { reason, position, text: what } = syntax.problem;
    throw polymerError('smiles', `SMILES '${s}': '${what}' at position ${position} (${reason}).`, {
      smiles: s,
      position,
      problem: reason,
    });
  }
  const drafts: Draft[] = [];
  const bonds: SmilesBond[] = [];
  const branches: number[] = [];
  const rings = new Map<string, { atom: number; order: number | undefined }>();
  let prev = -1;
  let pending: number | undefined;
  const connect = (a: number, b: number, order: number | undefined): void => {
    const aromatic = drafts[a]!.aromatic && drafts[b]!.aromatic;
    bonds.push({ a, b, order: order ?? (aromatic ? 1.5 : 1) });
  };
  for (let i = 0; i < s.length;) {
    const c = s[i]!;
    if (c === '[') {
      const end = s.indexOf(']', i);
      const m = BRACKET.exec(s.slice(i, end + 1))!;
      const sym = m[2]!;
      drafts.push({
        symbol: sym === '*' ? '*' : sym[0]!.toUpperCase() + sym.slice(1),
        aromatic: /^[a-z]/.test(sym),
        hydrogens: m[3] === undefined ? 0 : Number(m[3] || '1'),
        charge: chargeOf(m[4]),
      });
      i = end + 1;
    } else if (ORGANIC.some((a) => s.startsWith(a, i))) {
      const sym = ORGANIC.find((a) => s.startsWith(a, i))!;
      const aromatic = /^[a-z]/.test(sym);
      drafts.push({ symbol: aromatic ? sym.toUpperCase() : sym, aromatic, hydrogens: undefined, charge: 0 });
      i += sym.length;
    } else {
      if (c in BOND_ORDER) pending = BOND_ORDER[c];
      else if (c === '(') branches.push(prev);
      else if (c === ')') prev = branches.pop()!;
      else if (c === '.') prev = -1;
      else {
        const label = c === '%' ? s.slice(i, i + 3) : c;
        const open = rings.get(label);
        if (open) {
          rings.delete(label);
          connect(open.atom, prev, pending ?? open.order);
        } else rings.set(label, { atom: prev, order: pending });
        pending = undefined;
        i += label.length;
        continue;
      }
      i++;
      continue;
    }
    const atom = drafts.length - 1;
    if (prev >= 0) connect(prev, atom, pending);
    pending = undefined;
    prev = atom;
  }
  return { atoms: drafts.map((d, k) => finish(d, k, bonds, s)), bonds };
}

function chargeOf(text: string | undefined): number {
  if (text === undefined) return 0;
  const sign = text[0] === '-' ? -1 : 1;
  if (text.length === 2 && text[1] === text[0]) return 2 * sign;
  return sign * (text.length > 1 ? Number(text.slice(1)) : 1);
}

function finish(d: Draft, index: number, bonds: readonly SmilesBond[], smiles: string): SmilesAtom {
  const element = d.symbol === '*' ? 0 : atomicNumber(d.symbol);
  if (element === undefined) {
    throw polymerError('smiles', `SMILES '${smiles}': '${d.symbol}' is not an element.`, {
      smiles,
      atom: index + 1,
    });
  }
  if (d.hydrogens !== undefined || element === 0) {
    return { element, aromatic: d.aromatic, hydrogens: d.hydrogens ?? 0, charge: d.charge };
  }
  let used = 0;
  for (const b of bonds) if (b.a === index || b.b === index) used += b.order === 1.5 ? 1 : b.order;
  // An aromatic atom has its lowest valence and one more bond's worth for the π system, unless it is
  // already full without it (o, s, n with three bonds, [nH]: a π donor).
  const lowest = VALENCES[d.symbol]?.[0];
  if (d.aromatic && lowest !== undefined && used + 1 <= lowest) used += 1;
  const valence = d.aromatic
    ? lowest !== undefined && lowest >= used
      ? lowest
      : undefined
    : (VALENCES[d.symbol] ?? []).find((v) => v >= used);
  if (valence === undefined) {
    throw polymerError(
      'valence',
      `SMILES '${smiles}': atom ${index + 1} (${d.symbol}) has more bonds than its valence allows.`,
      { smiles, atom: index + 1, element: d.symbol },
    );
  }
  return { element, aromatic: d.aromatic, hydrogens: valence - used, charge: 0 };
}

/**
 * A repeat unit's p-SMILES (`stars` = 2) or an end group's (`stars` = 1): each `*` must have exactly one
 * single bond, to an atom that is not another `*`.
 */
export function readPolymerSmiles(text: string, stars: 1 | 2): PolymerSmiles {
  const graph = readSmilesGraph(text);
  const starIdx = graph.atoms.flatMap((a, i) => (a.element === 0 ? [i] : []));
  if (starIdx.length !== stars) {
    throw polymerError(
      'stars',
      `p-SMILES '${text.trim()}' has ${starIdx.length} '*' connection point(s); ${stars === 2 ? 'a repeat unit needs two (head first, then tail)' : 'an end group needs one'}.`,
      { smiles: text.trim(), stars: starIdx.length, expected: stars },
    );
  }
  const attach = starIdx.map((s) => {
    const bonds = graph.bonds.filter((b) => b.a === s || b.b === s);
    const bond = bonds[0];
    const other = bond === undefined ? -1 : bond.a === s ? bond.b : bond.a;
    if (bonds.length !== 1 || bond!.order !== 1 || graph.atoms[other]!.element === 0) {
      throw polymerError(
        'stars',
        `p-SMILES '${text.trim()}': '*' at atom ${s + 1} must have exactly one single bond to a real atom.`,
        { smiles: text.trim(), atom: s + 1 },
      );
    }
    return other;
  });
  return { ...graph, text: text.trim(), stars: starIdx, attach };
}

/**
 * The SMILES Open Babel builds in 3D: every `*` written as `[H]`, so the capped unit keeps the string's
 * atom order (Open Babel appends the other hydrogens after the written atoms) and each cap hydrogen sits
 * where the neighbouring unit's atom will go.
 */
export function cappedSmiles(text: string): string {
  return text.trim().replace(/\[\*\]|\*/g, '[H]');
}

/** Molecular formula counts (element → count) of the capped graph: `*` counted as H. */
export function cappedFormula(graph: SmilesGraph): Map<number, number> {
  const counts = new Map<number, number>();
  const add = (z: number, n: number): void => void counts.set(z, (counts.get(z) ?? 0) + n);
  for (const a of graph.atoms) {
    add(a.element === 0 ? 1 : a.element, 1);
    if (a.hydrogens > 0) add(1, a.hydrogens);
  }
  return counts;
}
