import type { Molecule } from '@topoforge/chem';
import { beadSphere } from '@topoforge/chem';
import type { ViewerShapes } from '../../../widgets/viewer';
import type { Bead } from './beads';

/** 002 §2.9: beads are yellow spheres, the bonds between them grey cylinders. */
export const BEAD_COLOR = '#fadb14';
export const BEAD_BOND_COLOR = '#8c8c8c';
/** Å: thin enough to see the spheres it joins. */
const BEAD_BOND_RADIUS = 0.15;

/** 002 §2.9: opacity 0.6 when the atoms are shown, else 1. */
export const beadOpacity = (atomsShown: boolean): number => (atomsShown ? 0.6 : 1);

/** The bead pairs (0-based, i < j) the bead-connection matrix A joins. */
export function connectedPairs(A: readonly (readonly number[])[]): [number, number][] {
  const pairs: [number, number][] = [];
  A.forEach((row, i) => {
    row.forEach((value, j) => {
      if (j > i && value !== 0) pairs.push([i, j]);
    });
  });
  return pairs;
}

export interface BeadShapeOptions {
  readonly atomsShown: boolean;
  /** Draw the bead numbers (1, 2, …) at the sphere centres. */
  readonly numbers: boolean;
  /** The bead-connection matrix; none draws no cylinders (step 2 while beads are being cut). */
  readonly A?: readonly (readonly number[])[];
  /** The current bead, drawn as a wireframe (001 §9); none outside step 2. */
  readonly current?: number;
}

/**
 * The beads as the viewer draws them: one sphere per bead with atoms (chem's beadSphere: centroid, radius
 * 0.6 for one atom else the farthest atom plus 0.1, 001 §9), on the molecule's atoms (1-based ids → index).
 */
export function beadShapes(
  molecule: Molecule,
  beads: readonly Bead[],
  options: BeadShapeOptions,
): ViewerShapes {
  const spheres = beads.map((bead) => {
    const atoms = bead.children.map((c) => c.id - 1).filter((a) => a >= 0 && a < molecule.atomCount);
    const { centre, radius } = beadSphere(molecule, { atoms });
    return { centre: [centre.x, centre.y, centre.z] as const, radius: atoms.length === 0 ? 0 : radius };
  });
  return {
    spheres,
    sphereColor: BEAD_COLOR,
    opacity: beadOpacity(options.atomsShown),
    cylinders: options.A === undefined ? [] : connectedPairs(options.A),
    cylinderColor: BEAD_BOND_COLOR,
    cylinderRadius: BEAD_BOND_RADIUS,
    ...(options.numbers ? { labels: beads.map((_, i) => String(i + 1)) } : {}),
    ...(options.current === undefined ? {} : { wireframe: options.current }),
  };
}
