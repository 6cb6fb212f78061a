import { BondOrder } from '../../core/bond-order.js';
import type { Molecule } from '../../core/molecule.js';
import { perceiveAromaticity } from '../../perception/aromaticity.js';
import { findRings } from '../../perception/rings.js';
import type { TypingGraph } from '../gaff/graph.js';
import { typingGraph } from '../gaff/graph.js';
import type { AtomTest, BondTest, Pattern } from './pattern.js';

/** What patterns ask about a Kekulé molecule, computed once: graph, SSSR facts, aromaticity. */
export interface MatchFacts {
  readonly mol: Molecule;
  readonly graph: TypingGraph;
  readonly aromaticAtom: Uint8Array;
  readonly aromaticBond: Uint8Array;
  readonly bondInRing: Uint8Array;
  readonly hydrogens: Uint8Array;
  readonly ringCount: Uint8Array;
  readonly ringBonds: Uint8Array;
  /** Per atom, the sizes of the SSSR rings through it. */
  readonly ringSizes: readonly (readonly number[])[];
  /** Types assigned so far (undefined: not yet typed). */
  readonly types: (string | undefined)[];
}

export function matchFacts(mol: Molecule): MatchFacts {
  const graph = typingGraph(mol);
  const rings = findRings(mol);
  const aromatic = perceiveAromaticity(mol, rings);
  const n = mol.atomCount;
  const hydrogens = Uint8Array.from({ length: n }, (_, i) =>
    graph.neighbours[i]!.reduce((c, j) => c + (mol.elements[j] === 1 ? 1 : 0), 0),
  );
  const ringBonds = new Uint8Array(n);
  for (let k = 0; k < mol.bonds.count; k++) {
    if (rings.bondInRing[k] !== 1) continue;
    ringBonds[mol.bonds.a[k]!]!++;
    ringBonds[mol.bonds.b[k]!]!++;
  }
  const ringSizes = rings.atomRings.map((list) => list.map((r) => rings.rings[r]!.length));
  return {
    mol,
    graph,
    aromaticAtom: aromatic.atoms,
    aromaticBond: aromatic.bonds,
    bondInRing: rings.bondInRing,
    hydrogens,
    ringCount: Uint8Array.from(ringSizes, (s) => s.length),
    ringBonds,
    ringSizes,
    types: new Array<string | undefined>(n).fill(undefined),
  };
}

export function atomHolds(f: MatchFacts, i: number, t: AtomTest): boolean {
  switch (t.kind) {
    case 'element':
      return (
        f.mol.elements[i] === t.z && (t.aromatic === undefined || (f.aromaticAtom[i] === 1) === t.aromatic)
      );
    case 'any':
      return true;
    case 'aromatic':
      return (f.aromaticAtom[i] === 1) === t.value;
    case 'degree':
      return f.graph.neighbours[i]!.length === t.n;
    case 'hydrogens':
      return f.hydrogens[i] === t.n;
    case 'ringCount':
      return f.ringCount[i] === t.n;
    case 'inRing':
      return f.ringCount[i]! > 0;
    case 'ringSize':
      return f.ringSizes[i]!.includes(t.n);
    case 'ringBonds':
      return f.ringBonds[i] === t.n;
    case 'charge':
      return f.mol.formalCharges[i] === t.n;
    case 'type':
      return f.types[i] === t.type;
    case 'not':
      return !atomHolds(f, i, t.test);
    case 'and':
      return t.tests.every((x) => atomHolds(f, i, x));
    case 'or':
      return t.tests.some((x) => atomHolds(f, i, x));
  }
}

function bondHolds(f: MatchFacts, k: number, t: BondTest): boolean {
  const order = f.mol.bonds.order[k]!;
  const aromatic = f.aromaticBond[k] === 1;
  const single = !aromatic && (order === BondOrder.Single || order === BondOrder.Amide);
  if (t.primitives.length === 0) return single || aromatic;
  return t.primitives.every(({ p, negated }) => {
    const holds =
      p === 'single'
        ? single
        : p === 'double'
          ? !aromatic && order === BondOrder.Double
          : p === 'triple'
            ? order === BondOrder.Triple
            : p === 'aromatic'
              ? aromatic
              : p === 'ring'
                ? f.bondInRing[k] === 1
                : true;
    return holds !== negated;
  });
}

/**
 * Whether the pattern's first atom can sit on atom `root`, with distinct atoms for the rest. Called for
 * every rule of an atom's element until one matches, so the search is a plain recursive function over
 * one array (no closure or set made per call).
 */
export function matchesAt(f: MatchFacts, pattern: Pattern, root: number): boolean {
  const atoms = pattern.atoms;
  if (!atomHolds(f, root, atoms[0]!.test)) return false;
  if (atoms.length === 1) return true;
  const mapped = new Array<number>(atoms.length).fill(-1);
  mapped[0] = root;
  return extendMatch(f, atoms, mapped, 1);
}

/** Maps pattern atom `k` and the rest to neighbours of their parents, given atoms 0 … k-1 in `mapped`. */
function extendMatch(f: MatchFacts, atoms: Pattern['atoms'], mapped: number[], k: number): boolean {
  if (k === atoms.length) return true;
  const p = atoms[k]!;
  const from = mapped[p.parent]!;
  for (const j of f.graph.neighbours[from]!) {
    if (isMapped(mapped, k, j) || !atomHolds(f, j, p.test)) continue;
    if (!bondHolds(f, f.graph.bondBetween(from, j), p.bond!)) continue;
    mapped[k] = j;
    if (extendMatch(f, atoms, mapped, k + 1)) return true;
  }
  mapped[k] = -1;
  return false;
}

/** Whether atom `j` is one of the first `k` mapped atoms. */
function isMapped(mapped: readonly number[], k: number, j: number): boolean {
  for (let m = 0; m < k; m++) if (mapped[m] === j) return true;
  return false;
}
