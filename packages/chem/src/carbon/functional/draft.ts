import type { BondOrder } from '../../core/bond-order.js';
import type { Cell } from '../../core/cell.js';
import { toCartesian, toFractional } from '../../core/cell.js';
import { symbolOf } from '../../core/elements.js';
import type { BondInput, Molecule, Residue } from '../../core/molecule.js';
import { bondList, MoleculeBuilder } from '../../core/molecule.js';
import type { Vec3 } from '../../core/vec3.js';
import { add, positionOf, sub } from '../../core/vec3.js';

/** One neighbour of an atom: the atom, the bond, and the vector from the atom to it (through the boundary). */
export interface Neighbour {
  readonly atom: number;
  readonly bond: number;
}

/**
 * The structure being functionalised, editable: atoms can be moved, added or removed (an edge H), bonds added
 * and their orders changed. Removed atoms stay in the arrays until `toMolecule` renumbers.
 */
export class Draft {
  readonly elements: number[];
  readonly charges: number[];
  readonly positions: Vec3[];
  readonly residueOf: number[];
  readonly removed: boolean[];
  readonly bonds: BondInput[];
  readonly neighbours: Neighbour[][];

  constructor(readonly source: Molecule) {
    this.elements = Array.from(source.elements);
    this.charges = Array.from(source.formalCharges);
    this.positions = this.elements.map((_, i) => positionOf(source.positions, i));
    this.residueOf = Array.from(source.residueOf);
    this.removed = this.elements.map(() => false);
    this.bonds = bondList(source);
    this.neighbours = this.elements.map(() => []);
    this.bonds.forEach((b, k) => this.link(b, k));
  }

  get cell(): Cell | undefined {
    return this.source.cell;
  }

  private link(b: BondInput, k: number): void {
    this.neighbours[b.a]!.push({ atom: b.b, bond: k });
    this.neighbours[b.b]!.push({ atom: b.a, bond: k });
  }

  /** Vector from `from` to its neighbour along bond k, through the boundary when the bond has an image. */
  bondVector(from: number, k: number): Vec3 {
    const b = this.bonds[k]!;
    let d = sub(this.positions[b.b]!, this.positions[b.a]!);
    if (b.image && this.cell) d = add(d, toCartesian(this.cell, b.image as Vec3));
    return from === b.a ? d : [-d[0], -d[1], -d[2]];
  }

  /** Shortest vector from p to q (the minimum image in a cell). */
  separation(p: Vec3, q: Vec3): Vec3 {
    const d = sub(q, p);
    if (!this.cell) return d;
    const f = toFractional(this.cell, d).map((x) => x - Math.round(x)) as unknown as Vec3;
    return toCartesian(this.cell, f);
  }

  addAtom(element: number, position: Vec3, residueOfAtom: number, charge = 0): number {
    this.elements.push(element);
    this.charges.push(charge);
    this.positions.push(position);
    this.residueOf.push(this.residueOf[residueOfAtom] ?? 0);
    this.removed.push(false);
    this.neighbours.push([]);
    return this.elements.length - 1;
  }

  /** A bond to a new atom placed beside `a`; `image` is b's lattice offset when b lies across the boundary. */
  addBond(
    a: number,
    b: number,
    order: BondOrder,
    image: readonly [number, number, number] = [0, 0, 0],
  ): void {
    const bond: BondInput = this.cell ? { a, b, order, image } : { a, b, order };
    this.bonds.push(bond);
    this.link(bond, this.bonds.length - 1);
  }

  setOrder(k: number, order: BondOrder): void {
    this.bonds[k] = { ...this.bonds[k]!, order };
  }

  /** Removes an atom and its bonds (an edge H a group replaces). */
  remove(atom: number): void {
    this.removed[atom] = true;
    for (const n of this.neighbours[atom]!) {
      const list = this.neighbours[n.atom]!;
      list.splice(
        list.findIndex((x) => x.atom === atom),
        1,
      );
    }
    this.neighbours[atom] = [];
  }

  /**
   * The Molecule: atoms in order without the removed ones, named element + serial (C1, O17 …) so that the new
   * atoms' names cannot collide with old ones; the cell, residues, title and properties are kept. `index` maps
   * a draft atom to its index in the Molecule (-1 when removed).
   */
  toMolecule(): { molecule: Molecule; index: number[] } {
    const builder = new MoleculeBuilder(this.source.title).setCell(this.cell);
    for (const [name, value] of Object.entries(this.source.properties)) builder.setProperty(name, value);
    const index = this.elements.map(() => -1);
    this.elements.forEach((element, i) => {
      if (this.removed[i]) return;
      const p = this.positions[i]!;
      const residue: Residue | undefined = this.source.residues[this.residueOf[i]!];
      index[i] = builder.addAtom({
        element,
        x: p[0],
        y: p[1],
        z: p[2],
        name: `${symbolOf(element)}${builder.atomCount + 1}`,
        formalCharge: this.charges[i]!,
        ...(residue ? { residue } : {}),
      });
    });
    for (const b of this.bonds) {
      if (this.removed[b.a] || this.removed[b.b]) continue;
      builder.addBond({ ...b, a: index[b.a]!, b: index[b.b]! });
    }
    return { molecule: builder.build(), index };
  }
}
