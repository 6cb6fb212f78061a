import type { Diagnostic } from '../core/diagnostics.js';
import { warning } from '../core/diagnostics.js';
import { ChemError } from '../core/errors.js';
import type { Molecule } from '../core/molecule.js';
import { cycleBonds } from './bridges.js';
import { minimumCycleBasis } from './cycle-basis.js';
import type { RingPath } from './periodic-rings.js';
import { periodicRingBudget, periodicRings } from './periodic-rings.js';
import type { LocalGraph } from './ring-components.js';
import { ringComponents } from './ring-components.js';
import { graphComponents, ringGraph } from './ring-graph.js';

/**
 * Ring perception: the smallest set of smallest rings (SSSR), i.e. a minimum cycle basis of the
 * bond graph, with (bonds − atoms + components) rings.
 *
 * Method, in O(V + E) steps except inside ring systems:
 * 1. Bonds on a cycle are the non-bridges (Tarjan's low-link search, bridges.ts); chains and
 *    substituents cost nothing further, so a 100,000-atom polymer is linear.
 * 2. The ring bonds fall into ring systems (ring-components.ts); each gets a minimum cycle basis
 *    from Horton's candidate cycles, tried shortest first for GF(2) independence (cycle-basis.ts).
 *    This is polynomial, with no enumeration of all cycles, so cages (cubane 5 rings, C60 31) are
 *    cheap; the work per ring system is bounded (RING_WORK_LIMIT) and past it the basis is
 *    completed with fundamental cycles and `exact` is false.
 * 3. In a periodic structure (bonds with image offsets), a molecule that crosses the cell boundary
 *    is treated as the molecule it is. A component running through the crystal (polymer, layer,
 *    framework) has no molecular SSSR; there the rings are, per bond, one shortest ring of the
 *    infinite net, up to MAX_PERIODIC_RING_SIZE atoms, counted once per lattice translation
 *    (periodic-rings.ts). An atom may appear twice in such a ring (graphite's 2 atoms per layer
 *    give a hexagon 0,2,0,2,0,2). That search has a work budget linear in the bonds (periodicRingBudget); past
 *    it the rings not yet found are not reported, `exact` is false and a diagnostic says so.
 *
 * The SSSR is not unique (cubane: any 5 of its 6 faces); ties are broken by atom order, and each
 * ring is listed from its lowest atom index towards its lower-numbered neighbour. The smallest ring
 * through each atom and whether a bond is in a ring do not depend on that choice: a minimum cycle
 * basis always contains a shortest cycle through every atom and bond.
 */
export interface RingInfo {
  /** SSSR, each ring as atom indices in ring order. */
  readonly rings: readonly (readonly number[])[];
  /** Per ring: its bonds in ring order, ringBonds[r][i] joining rings[r][i] and rings[r][i + 1] (cyclically). */
  readonly ringBonds: readonly (readonly number[])[];
  /** Per atom: indices into `rings`. */
  readonly atomRings: readonly (readonly number[])[];
  /** Per bond: 1 when the bond is in a ring. */
  readonly bondInRing: Uint8Array;
  /** Per atom: size of the smallest ring through it, 0 if acyclic (capped at 255). */
  readonly smallestRingSize: Uint8Array;
  /**
   * False when a ring system exceeded the work bound and part of its basis is not minimal, or when the
   * periodic ring search stopped at its budget.
   */
  readonly exact: boolean;
  /** Why `exact` is false for a periodic structure (code 'periodic-ring-budget'); empty otherwise. */
  readonly diagnostics: readonly Diagnostic[];
}

export function findRings(mol: Molecule, periodicBudget = periodicRingBudget(mol.bonds.count)): RingInfo {
  const g = ringGraph(mol);
  const { id, extended } = graphComponents(g);
  const isExtended = (atom: number): boolean => id[atom]! >= 0 && extended[id[atom]!] === true;
  const bondInRing = cycleBonds(g, mol.bonds.count, (atom) => id[atom]! >= 0 && !isExtended(atom));
  const rings: RingPath[] = [];
  let exact = true;
  const diagnostics: Diagnostic[] = [];
  for (const system of ringComponents(g, bondInRing)) {
    const basis = minimumCycleBasis(system, system.edgeCount - system.size + 1);
    exact &&= basis.exact;
    for (const cycle of basis.cycles) rings.push(ringPath(system, cycle));
  }
  if (extended.includes(true)) {
    const periodic = periodicRings(g, mol.bonds.count, isExtended, periodicBudget);
    for (const ring of periodic.rings) rings.push(ring);
    if (!periodic.complete) {
      exact = false;
      diagnostics.push(budgetWarning(periodic.work));
    }
    periodic.bondInRing.forEach((flag, k) => {
      if (flag) bondInRing[k] = 1;
    });
  }
  for (const [duplicate, original] of g.duplicateOf) bondInRing[duplicate] = bondInRing[original]!;
  const info = assemble(mol.atomCount, rings.map(canonicalRing).sort(compareRings), bondInRing, exact);
  return { ...info, diagnostics };
}

const budgetWarning = (work: number): Diagnostic =>
  warning(
    'periodic-ring-budget',
    `The ring search of the periodic framework stopped after ${work} steps, its limit: rings it had not ` +
      'reached yet are not reported.',
  );

/** Atoms and bonds of a cycle given as local vertices of its ring system. */
function ringPath(g: LocalGraph, cycle: Uint32Array): RingPath {
  const bonds = Array.from(cycle, (u, i) => {
    const v = cycle[(i + 1) % cycle.length]!;
    for (let e = g.start[u]!; e < g.start[u + 1]!; e++) if (g.neighbour[e] === v) return g.bonds[g.edge[e]!]!;
    throw new ChemError(
      'perception',
      'Ring perception found a ring whose consecutive atoms are not bonded (a bug).',
    );
  });
  return { atoms: Array.from(cycle, (v) => g.atoms[v]!), bonds };
}

function assemble(
  atomCount: number,
  rings: RingPath[],
  bondInRing: Uint8Array,
  exact: boolean,
): Omit<RingInfo, 'diagnostics'> {
  const atomRings: number[][] = Array.from({ length: atomCount }, () => []);
  const smallestRingSize = new Uint8Array(atomCount);
  rings.forEach(({ atoms }, r) => {
    const size = Math.min(255, atoms.length);
    for (const atom of new Set(atoms)) {
      atomRings[atom]!.push(r);
      const current = smallestRingSize[atom]!;
      if (current === 0 || size < current) smallestRingSize[atom] = size;
    }
  });
  return {
    rings: rings.map((r) => r.atoms),
    ringBonds: rings.map((r) => r.bonds),
    atomRings,
    bondInRing,
    smallestRingSize,
    exact,
  };
}

/** Rotates a ring to start at its lowest atom and turns it towards the lower of that atom's two ring neighbours. */
export function canonicalRing({ atoms, bonds }: RingPath): RingPath {
  let best = 0;
  atoms.forEach((atom, i) => {
    if (atom < atoms[best]!) best = i;
  });
  const n = atoms.length;
  const at = (i: number): number => ((i % n) + n) % n;
  const forward = {
    atoms: atoms.map((_, i) => atoms[at(best + i)]!),
    bonds: bonds.map((_, i) => bonds[at(best + i)]!),
  };
  const backward = {
    atoms: atoms.map((_, i) => atoms[at(best - i)]!),
    bonds: bonds.map((_, i) => bonds[at(best - i - 1)]!),
  };
  return compareSequences(forward.atoms, backward.atoms) <= 0 ? forward : backward;
}

function compareSequences(x: readonly number[], y: readonly number[]): number {
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return x.length - y.length;
}

/** Rings ordered by their lowest atom, then size, then atoms in ring order. */
function compareRings(x: RingPath, y: RingPath): number {
  return x.atoms[0]! - y.atoms[0]! || x.atoms.length - y.atoms.length || compareSequences(x.atoms, y.atoms);
}
