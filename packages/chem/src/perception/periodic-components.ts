import type { Diagnostic } from '../core/diagnostics.js';
import type { Molecule } from '../core/molecule.js';
import { adjacency } from '../core/molecule.js';
import { connectedComponents } from './components.js';
import { guestSummary, hillFormula } from './guest-names.js';

/** One connected component of a periodic structure's bond graph. */
export interface PeriodicComponent {
  /** Atom indices (0-based), ascending. */
  readonly atoms: readonly number[];
  /**
   * How many independent lattice directions the component reaches its own image along: 0 for a
   * discrete molecule or ion (a guest, solvent, counter-ion), 1 for a chain, 2 for a layer, 3 for a
   * framework that percolates through the cell in every direction.
   */
  readonly dimensionality: 0 | 1 | 2 | 3;
  /** Hill formula, e.g. "H2O", "C3H7NO". */
  readonly formula: string;
}

export interface FrameworkSplit {
  /** Components connected to their own periodic image (dimensionality ≥ 1). */
  readonly framework: PeriodicComponent[];
  /** Discrete molecules and ions (dimensionality 0): guests, solvent, counter-ions. */
  readonly molecules: PeriodicComponent[];
  /** Per atom: true for framework atoms. */
  readonly isFramework: Uint8Array;
  readonly diagnostics: Diagnostic[];
}

/**
 * Splits a bonded periodic structure (bonds with image flags) into the framework and the discrete
 * molecules. Each component is walked once, giving every atom a lattice offset from the first atom;
 * a bond that closes on an atom already placed with a different offset is a path from an atom to
 * its own image, and those loop vectors span the component's periodic directions (their rank is its
 * dimensionality). Linear in atoms + bonds. A molecule that straddles the cell boundary is still
 * discrete: its bonds carry images, but every loop vector is zero.
 */
export function splitFramework(mol: Molecule): FrameworkSplit {
  const adj = adjacency(mol);
  const image = mol.bonds.image;
  const offset = new Int32Array(3 * mol.atomCount);
  const placed = new Uint8Array(mol.atomCount);
  const framework: PeriodicComponent[] = [];
  const molecules: PeriodicComponent[] = [];
  const isFramework = new Uint8Array(mol.atomCount);
  for (const atoms of connectedComponents(mol.atomCount, adj)) {
    const loops: number[][] = [];
    const root = atoms[0]!;
    placed[root] = 1;
    const queue = [root];
    for (let k = 0; k < queue.length; k++) {
      const i = queue[k]!;
      for (let e = adj.start[i]!; e < adj.start[i + 1]!; e++) {
        const j = adj.neighbours[e]!;
        const bond = adj.bondOf[e]!;
        // image is the offset of b relative to a; walking from b to a reverses it.
        const sign = mol.bonds.a[bond] === i ? 1 : -1;
        const step = [0, 1, 2].map((d) => offset[3 * i + d]! + sign * (image?.[3 * bond + d] ?? 0));
        if (!placed[j]) {
          placed[j] = 1;
          offset.set(step, 3 * j);
          queue.push(j);
        } else {
          const loop = step.map((v, d) => v - offset[3 * j + d]!);
          // Only independent loop vectors are kept: at most three, so the rank test stays O(1).
          if (loops.length < 3 && loop.some((v) => v !== 0) && rank([...loops, loop]) > loops.length)
            loops.push(loop);
        }
      }
    }
    const component = {
      atoms,
      dimensionality: rank(loops),
      formula: hillFormula(mol.elements, atoms),
    };
    if (component.dimensionality > 0) {
      framework.push(component);
      for (const i of atoms) isFramework[i] = 1;
    } else molecules.push(component);
  }
  return { framework, molecules, isFramework, diagnostics: splitDiagnostics(framework, molecules) };
}

/** Rank (0–3) of a set of integer 3-vectors, by Gaussian elimination in floating point. */
function rank(vectors: readonly number[][]): 0 | 1 | 2 | 3 {
  const rows = vectors.map((v) => v.slice());
  let r = 0;
  for (let col = 0; col < 3 && r < rows.length; col++) {
    const pivot = rows.findIndex((row, k) => k >= r && Math.abs(row[col]!) > 1e-9);
    if (pivot < 0) continue;
    [rows[r], rows[pivot]] = [rows[pivot]!, rows[r]!];
    const p = rows[r]!;
    for (let k = r + 1; k < rows.length; k++) {
      const f = rows[k]![col]! / p[col]!;
      rows[k] = rows[k]!.map((v, d) => v - f * p[d]!);
    }
    r++;
  }
  return r as 0 | 1 | 2 | 3;
}

function splitDiagnostics(framework: PeriodicComponent[], molecules: PeriodicComponent[]): Diagnostic[] {
  const out: Diagnostic[] = [];
  if (molecules.length > 0 && framework.length > 0) {
    out.push({
      severity: 'info',
      code: 'guest-molecules',
      message: `Guests and solvent separated from the framework: ${guestSummary(molecules.map((m) => m.formula))}.`,
      atoms: molecules.flatMap((m) => m.atoms),
    });
  }
  return out;
}
