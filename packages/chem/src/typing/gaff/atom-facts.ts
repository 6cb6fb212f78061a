import type { BondKind } from './bond-codes.js';
import { COUNTED_AS, LINK_AS } from './bond-codes.js';
import type { AromaticClasses } from './aromatic-classes.js';
import type { TypingGraph } from './graph.js';
import type { TypingRings } from './rings.js';
import type { Property, PropertySpec, PropertyTest } from './rule-types.js';

/** Everything the rules ask about an atom, computed once per molecule. */
export interface AtomFacts {
  readonly graph: TypingGraph;
  readonly rings: TypingRings;
  readonly aromatic: AromaticClasses;
  /** antechamber bond class per bond (bond-codes.ts). */
  readonly codes: Uint8Array;
  readonly bondCounts: Readonly<Record<BondKind, Uint8Array>>;
  readonly hydrogens: Uint8Array;
  /** Electron-withdrawing neighbours (N, O, S, F, Cl, Br, I), as antechamber defines them. */
  readonly withdrawing: Uint8Array;
}

const WITHDRAWING = new Set([7, 8, 16, 9, 17, 35, 53]);
const BOND_KINDS = Object.keys(COUNTED_AS) as BondKind[];

export function atomFacts(
  graph: TypingGraph,
  rings: TypingRings,
  aromatic: AromaticClasses,
  codes: Uint8Array,
): AtomFacts {
  const n = graph.atomCount;
  const bondCounts = Object.fromEntries(BOND_KINDS.map((k) => [k, new Uint8Array(n)])) as Record<
    BondKind,
    Uint8Array
  >;
  graph.bondAtoms.forEach(([a, b], k) => {
    for (const kind of BOND_KINDS) {
      if (!COUNTED_AS[kind].includes(codes[k] as never)) continue;
      bondCounts[kind][a]!++;
      bondCounts[kind][b]!++;
    }
  });
  const count = (i: number, pred: (j: number) => boolean): number => graph.neighbours[i]!.filter(pred).length;
  const hydrogens = Uint8Array.from({ length: n }, (_, i) => count(i, (j) => graph.elements[j] === 1));
  const withdrawing = Uint8Array.from({ length: n }, (_, i) =>
    count(i, (j) => WITHDRAWING.has(graph.elements[j]!)),
  );
  return { graph, rings, aromatic, codes, bondCounts, hydrogens, withdrawing };
}

function propertyValue(f: AtomFacts, i: number, p: Property): number {
  if (p === 'ring') return f.rings.ringCount[i]!;
  if (p === 'noRing') return f.rings.ringCount[i] === 0 ? 1 : 0;
  if (p.startsWith('ring')) return f.rings.sizeCount[i * 11 + Number(p.slice(4))]!;
  if (p.startsWith('AR')) return f.aromatic.counts[Number(p.slice(2))]![i]!;
  return f.bondCounts[p as BondKind][i]!;
}

function linkHolds(f: AtomFacts, i: number, previous: number, test: PropertyTest): boolean {
  if (test.link === undefined) return true;
  if (previous < 0) return false;
  const code = f.codes[f.graph.bondBetween(i, previous)]!;
  const bonded = LINK_AS[test.property as BondKind].includes(code as never);
  return test.link === 'bonded' ? bonded : !bonded;
}

function testHolds(f: AtomFacts, i: number, previous: number, test: PropertyTest): boolean {
  const v = propertyValue(f, i, test.property);
  const countOk = test.count === undefined ? v > 0 : v === test.count;
  return countOk && linkHolds(f, i, previous, test);
}

/** Whether atom i (reached from `previous`, or -1 for the typed atom itself) has the properties. */
export function propertiesHold(f: AtomFacts, i: number, previous: number, spec: PropertySpec): boolean {
  return spec.every((group) => group.some((test) => testHolds(f, i, previous, test)));
}
