import type { Cell } from '../core/cell.js';
import { toFractional } from '../core/cell.js';
import { ChemError } from '../core/errors.js';
import type { System } from '../core/system.js';
import { cross, norm, positionOf, type Vec3 } from '../core/vec3.js';

/** A lattice translation in whole cells. */
export type Image = readonly [number, number, number];

const ZERO: Image = [0, 0, 0];
/** Terms span at most 3 bonds (dihedrals, 1-4 pairs), so a search to this depth reaches every atom of one. */
const TERM_DEPTH = 3;

/** Smallest distance between opposite faces of the cell, Å. */
function minimumWidth(cell: Cell): number {
  const [a, b, c] = cell.vectors;
  return Math.min(
    cell.volume / norm(cross(b, c)),
    cell.volume / norm(cross(a, c)),
    cell.volume / norm(cross(a, b)),
  );
}

/**
 * Which periodic image of every term's atoms the term means, relative to its first atom. The wire
 * form lists terms by atom ids only, so a bond that crosses the cell face must be recognised from the
 * geometry: each bond joins the nearest image of its second atom, which is unambiguous only when the bond
 * is shorter than half the cell's smallest width (checked). The other terms follow the bonds: an atom of
 * a term is placed where the shortest bond path from the term's first atom puts it.
 */
export class TermImages {
  private readonly fractional: Float64Array;
  private readonly neighbours: { atom: number; image: Image }[][];
  private readonly reached = new Map<number, Map<number, Image>>();

  constructor(
    private readonly system: System,
    private readonly cell: Cell,
  ) {
    const mol = system.molecule;
    this.fractional = new Float64Array(3 * mol.atomCount);
    for (let i = 0; i < mol.atomCount; i++)
      this.fractional.set(toFractional(cell, positionOf(mol.positions, i)), 3 * i);
    this.neighbours = Array.from({ length: mol.atomCount }, () => []);
    const limit = minimumWidth(cell) / 2;
    for (const { atoms } of system.bonds) {
      const [a, b] = atoms;
      const image = this.nearestImage(a, b);
      const length = this.distance(a, b, image);
      if (!(length < limit)) {
        throw new ChemError(
          'invalid-cell',
          `The bond ${a + 1}-${b + 1} (${length.toFixed(3)} Å) is not shorter than half the cell's smallest width (${limit.toFixed(3)} Å), so which periodic image it joins is ambiguous.`,
          [a, b],
        );
      }
      this.neighbours[a]?.push({ atom: b, image });
      this.neighbours[b]?.push({ atom: a, image: [-image[0], -image[1], -image[2]] });
    }
  }

  /** The lattice translation that brings atom `b` nearest to atom `a` (fractional minimum image). */
  nearestImage(a: number, b: number): Image {
    const f = this.fractional;
    const d = (k: number): number => -Math.round((f[3 * b + k] ?? 0) - (f[3 * a + k] ?? 0));
    return [d(0), d(1), d(2)];
  }

  /** Images of `atoms` relative to atoms[0]. */
  of(atoms: readonly number[]): Image[] {
    const first = atoms[0] ?? 0;
    const paths = this.pathsFrom(first);
    return atoms.map((atom, m) => (m === 0 ? ZERO : (paths.get(atom) ?? this.nearestImage(first, atom))));
  }

  private distance(a: number, b: number, image: Image): number {
    const pos = this.system.molecule.positions;
    const [va, vb, vc] = this.cell.vectors;
    const shift = (k: number): number =>
      image[0] * (va[k] ?? 0) + image[1] * (vb[k] ?? 0) + image[2] * (vc[k] ?? 0);
    const d: Vec3 = [0, 1, 2].map(
      (k) => (pos[3 * b + k] ?? 0) + shift(k) - (pos[3 * a + k] ?? 0),
    ) as unknown as Vec3;
    return norm(d);
  }

  /** Breadth-first over the bonds to depth 3, remembering the image each atom is first reached in. */
  private pathsFrom(start: number): Map<number, Image> {
    const cached = this.reached.get(start);
    if (cached) return cached;
    const found = new Map<number, Image>([[start, ZERO]]);
    let frontier = [start];
    for (let depth = 0; depth < TERM_DEPTH && frontier.length > 0; depth++) {
      const next: number[] = [];
      for (const atom of frontier) {
        const here = found.get(atom) ?? ZERO;
        for (const { atom: other, image } of this.neighbours[atom] ?? []) {
          if (found.has(other)) continue;
          found.set(other, [here[0] + image[0], here[1] + image[1], here[2] + image[2]]);
          next.push(other);
        }
      }
      frontier = next;
    }
    this.reached.set(start, found);
    return found;
  }
}
