import { cellFromVectors } from '../core/cell.js';
import { ChemError } from '../core/errors.js';
import { MoleculeBuilder, type Molecule } from '../core/molecule.js';
import { BondOrder } from '../core/bond-order.js';
import type { Atoms4, System, Term, VirtualSite } from '../core/system.js';
import type { Mat3 } from '../core/vec3.js';
import { TermImages, type Image } from './supercell-images.js';

/** Repetitions along a, b and c. */
export type Supercell = readonly [number, number, number];

const mod = (v: number, n: number): number => ((v % n) + n) % n;

/**
 * The System of an x·y·z supercell of a crystal: atoms and every term repeated once per copy of the
 * cell (copy (i, j, k) moved by i·a + j·b + k·c), parameter tables shared. A term that reaches into a
 * neighbouring cell is linked to the atoms of the neighbouring copy, and across the supercell's own
 * faces back to the first copies, so the supercell is again periodic in the cell (x·a, y·b, z·c).
 * Copies are numbered (i·y + j)·z + k and atom n of copy c becomes atom c·N + n. A virtual site is
 * repeated like a term led by the site: each copy's site is built from the nearest images of its atoms.
 */
export function supercellSystem(system: System, size: Supercell): System {
  const cell = system.molecule.cell;
  if (!cell)
    throw new ChemError('invalid-cell', 'A supercell needs a periodic structure: this one has no cell.');
  if (!size.every((v) => Number.isInteger(v) && v >= 1)) {
    throw new ChemError(
      'invalid-cell',
      `A supercell needs whole numbers of at least 1, not ${size.join(' × ')}.`,
    );
  }
  const images = new TermImages(system, cell);
  const [x, y, z] = size;
  const n = system.atoms.length;
  const copies: Image[] = [];
  for (let i = 0; i < x; i++) for (let j = 0; j < y; j++) for (let k = 0; k < z; k++) copies.push([i, j, k]);
  const copyIndex = (c: Image): number => (mod(c[0], x) * y + mod(c[1], y)) * z + mod(c[2], z);

  function replicate<A extends readonly number[]>(
    terms: readonly { atoms: A }[],
  ): { atoms: A; copy: number }[] {
    const out: { atoms: A; copy: number }[] = [];
    const relative = terms.map((t) => images.of(t.atoms));
    for (const copy of copies) {
      const index = copyIndex(copy);
      terms.forEach((t, ti) => {
        const shifts = relative[ti] ?? [];
        const atoms = t.atoms.map((atom, m) => {
          const s = shifts[m] ?? [0, 0, 0];
          return copyIndex([copy[0] + s[0], copy[1] + s[1], copy[2] + s[2]]) * n + atom;
        }) as unknown as A;
        out.push({ atoms, copy: index });
      });
    }
    return out;
  }
  const withParameters = <A extends readonly number[]>(terms: readonly Term<A>[]): Term<A>[] => {
    const parameters = terms.map((t) => t.parameter);
    return replicate(terms).map((t, i) => ({ atoms: t.atoms, parameter: parameters[i % terms.length] ?? 0 }));
  };

  return {
    ...system,
    molecule: supercellMolecule(system, size, copies, images),
    atoms: copies.flatMap(() => system.atoms),
    bonds: withParameters(system.bonds),
    angles: withParameters(system.angles),
    dihedrals: withParameters(system.dihedrals),
    impropers: withParameters(system.impropers),
    pairs: replicate(system.pairs).map((t) => ({ atoms: t.atoms, funct: 1 as const })),
    ...(system.virtualSites && system.virtualSites.length > 0
      ? { virtualSites: replicateSites(system.virtualSites, replicate) }
      : {}),
    ...(system.rigidWaters && system.rigidWaters.length > 0
      ? {
          rigidWaters: replicate(system.rigidWaters.map((w) => ({ atoms: [w.o, w.h1, w.h2] as const }))).map(
            (t, i) => ({
              ...system.rigidWaters![i % system.rigidWaters!.length]!,
              o: t.atoms[0],
              h1: t.atoms[1],
              h2: t.atoms[2],
            }),
          ),
        }
      : {}),
  };
}

function replicateSites(
  sites: readonly VirtualSite[],
  replicate: (terms: readonly { atoms: Atoms4 }[]) => { atoms: Atoms4 }[],
): VirtualSite[] {
  const asTerms = sites.map((v) => ({ atoms: [v.site, ...v.atoms] as unknown as Atoms4 }));
  return replicate(asTerms).map((t, i) => {
    const v = sites[i % sites.length]!;
    const [site, a, b, c] = t.atoms;
    return { ...v, site, atoms: [a, b, c] };
  });
}

function supercellMolecule(
  system: System,
  size: Supercell,
  copies: readonly Image[],
  images: TermImages,
): Molecule {
  const mol = system.molecule;
  const cell = mol.cell!;
  const [va, vb, vc] = cell.vectors;
  const builder = new MoleculeBuilder(mol.title);
  for (const [i, j, k] of copies) {
    for (let atom = 0; atom < mol.atomCount; atom++) {
      const at = (d: number): number =>
        (mol.positions[3 * atom + d] ?? 0) + i * (va[d] ?? 0) + j * (vb[d] ?? 0) + k * (vc[d] ?? 0);
      builder.addAtom({
        element: mol.elements[atom] ?? 0,
        x: at(0),
        y: at(1),
        z: at(2),
        name: mol.names[atom] ?? '',
        formalCharge: mol.formalCharges[atom] ?? 0,
        residue: mol.residues[mol.residueOf[atom] ?? 0],
      });
    }
  }
  const n = mol.atomCount;
  const [x, y, z] = size;
  copies.forEach(([i, j, k], c) => {
    for (const { atoms } of system.bonds) {
      const [a, b] = atoms;
      const s = images.nearestImage(a, b);
      const t: Image = [i + s[0], j + s[1], k + s[2]];
      const target = (mod(t[0], x) * y + mod(t[1], y)) * z + mod(t[2], z);
      builder.addBond({
        a: c * n + a,
        b: target * n + b,
        order: BondOrder.Unknown,
        image: [Math.floor(t[0] / x), Math.floor(t[1] / y), Math.floor(t[2] / z)],
      });
    }
  });
  const vectors: Mat3 = [
    [va[0] * x, va[1] * x, va[2] * x],
    [vb[0] * y, vb[1] * y, vb[2] * y],
    [vc[0] * z, vc[1] * z, vc[2] * z],
  ];
  return builder.setCell(cellFromVectors(vectors)).build();
}
