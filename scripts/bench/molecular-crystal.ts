import { BondOrder } from '../../packages/chem/src/core/bond-order.js';
import { cellFromVectors } from '../../packages/chem/src/core/cell.js';
import type { Molecule } from '../../packages/chem/src/core/molecule.js';
import { MoleculeBuilder } from '../../packages/chem/src/core/molecule.js';

/**
 * A molecular crystal cell made here, for the writers' benchmark: the orthorhombic Pbca cell of solid
 * benzene (a 7.39, b 9.42, c 6.81 Å, Z = 4, molecules on the inversion centres (0,0,0), (½,½,0),
 * (0,½,½), (½,0,½), the last three turned by the linear parts of the space group's operations
 * diag(1,−1,−1), diag(−1,1,−1), diag(−1,−1,1)). The first molecule's orientation is not taken from a
 * measured structure: it is the one of a coarse grid of rotations that keeps atoms of different
 * molecules farthest apart. Cyclohexane (chair) takes the same packing in a cell 15 % longer.
 */
const A = 7.39;
const B = 9.42;
const C = 6.81;
const CC = 1.39;
const CH = 1.09;
const CENTRES = [
  [0, 0, 0],
  [0.5, 0.5, 0],
  [0, 0.5, 0.5],
  [0.5, 0, 0.5],
] as const;
const TURNS = [
  [1, 1, 1],
  [1, -1, -1],
  [-1, 1, -1],
  [-1, -1, 1],
] as const;

type V = [number, number, number];

/** Which molecule fills the cell: benzene (aromatic, periodic impropers) or chair cyclohexane (none). */
export type CrystalMolecule = 'benzene' | 'cyclohexane';
const SIX = [0, 1, 2, 3, 4, 5];

/** The molecule in its own frame: 6 C, then their hydrogens (1 per C for benzene, 2 for cyclohexane). */
function ring(kind: CrystalMolecule): V[] {
  const at = (r: number, k: number, z = 0): V => [
    r * Math.cos((k * Math.PI) / 3),
    r * Math.sin((k * Math.PI) / 3),
    z,
  ];
  if (kind === 'benzene') return [...SIX.map((k) => at(CC, k)), ...SIX.map((k) => at(CC + CH, k))];
  // Chair: carbons 0.25 Å above and below the mean plane (C–C 1.53 Å), one axial and one equatorial H each.
  const up = (k: number): number => (k % 2 === 0 ? 0.25 : -0.25);
  const carbons = SIX.map((k) => at(1.44, k, up(k)));
  const axial = SIX.map((k): V => [carbons[k]![0], carbons[k]![1], up(k) + Math.sign(up(k)) * CH]);
  const equatorial = SIX.map((k) => at(1.44 + CH * 0.94, k, up(k) - Math.sign(up(k)) * CH * 0.33));
  return [...carbons, ...axial, ...equatorial];
}

function rotate(p: V, [a, b, c]: V): V {
  const [ca, sa, cb, sb, cc, sc] = [
    Math.cos(a),
    Math.sin(a),
    Math.cos(b),
    Math.sin(b),
    Math.cos(c),
    Math.sin(c),
  ];
  const x1 = ca * p[0] - sa * p[1];
  const y1 = sa * p[0] + ca * p[1];
  const y2 = cb * y1 - sb * p[2];
  const z2 = sb * y1 + cb * p[2];
  return [cc * x1 - sc * z2, y2, sc * x1 + cc * z2];
}

/** The 48 atoms of the cell for one orientation of the first molecule. */
function cellAtoms(kind: CrystalMolecule, angles: V): V[] {
  const local = ring(kind).map((p) => rotate(p, angles));
  const [a, b, c] = dims(kind);
  return CENTRES.flatMap((f, m) =>
    local.map((p): V => [
      f[0] * a + TURNS[m]![0] * p[0],
      f[1] * b + TURNS[m]![1] * p[1],
      f[2] * c + TURNS[m]![2] * p[2],
    ]),
  );
}

/** Shortest distance between atoms of different molecules, periodic images included. */
function closestContact(kind: CrystalMolecule, atoms: readonly V[]): number {
  const size = ring(kind).length;
  const [A, B, C] = dims(kind);
  let best = Infinity;
  for (let i = 0; i < atoms.length; i++) {
    for (let j = 0; j < atoms.length; j++) {
      const same = Math.floor(i / size) === Math.floor(j / size);
      for (let u = -1; u <= 1; u++)
        for (let v = -1; v <= 1; v++)
          for (let w = -1; w <= 1; w++) {
            if (same && u === 0 && v === 0 && w === 0) continue;
            const d = Math.hypot(
              atoms[j]![0] + u * A - atoms[i]![0],
              atoms[j]![1] + v * B - atoms[i]![1],
              atoms[j]![2] + w * C - atoms[i]![2],
            );
            if (d < best) best = d;
          }
    }
  }
  return best;
}

/** Cell lengths: benzene's, and 15 % longer for the bulkier cyclohexane. */
const dims = (kind: CrystalMolecule): V => (kind === 'benzene' ? [A, B, C] : [A * 1.15, B * 1.15, C * 1.15]);

function bestOrientation(kind: CrystalMolecule): V {
  const steps = 6;
  let best: { angles: V; contact: number } = { angles: [0, 0, 0], contact: -1 };
  for (let a = 0; a < steps; a++)
    for (let b = 0; b < steps; b++)
      for (let c = 0; c < steps; c++) {
        const angles: V = [(a * Math.PI) / 3 / steps, (b * Math.PI) / steps, (c * Math.PI) / steps];
        const contact = closestContact(kind, cellAtoms(kind, angles));
        if (contact > best.contact) best = { angles, contact };
      }
  return best.angles;
}

/**
 * The cell: `repeat` = [na, nb] copies of the Z = 4 cell along a and b (192 atoms of benzene or 288 of
 * cyclohexane for [2, 2]).
 */
export function molecularCrystal(
  kind: CrystalMolecule,
  repeat: readonly [number, number] = [2, 2],
): Molecule {
  const size = ring(kind).length;
  const [A, B, C] = dims(kind);
  const atoms = cellAtoms(kind, bestOrientation(kind));
  const builder = new MoleculeBuilder('benzene crystal');
  for (let i = 0; i < repeat[0]; i++)
    for (let j = 0; j < repeat[1]; j++) {
      const first = builder.atomCount;
      atoms.forEach((p, k) => {
        const carbon = k % size < 6;
        const name = `${carbon ? 'C' : 'H'}${carbon ? (k % size) + 1 : (k % size) - 5}`;
        builder.addAtom({ element: carbon ? 6 : 1, x: p[0] + i * A, y: p[1] + j * B, z: p[2], name });
      });
      for (let m = 0; m < 4; m++) {
        const c = first + size * m;
        for (let k = 0; k < 6; k++) {
          const aromatic = kind === 'benzene' && k % 2 === 0;
          builder.addBond({
            a: c + k,
            b: c + ((k + 1) % 6),
            order: aromatic ? BondOrder.Double : BondOrder.Single,
          });
          for (let h = 6 + k; h < size; h += 6)
            builder.addBond({ a: c + k, b: c + h, order: BondOrder.Single });
        }
      }
    }
  const cell = cellFromVectors([
    [A * repeat[0], 0, 0],
    [0, B * repeat[1], 0],
    [0, 0, C],
  ]);
  return builder.setCell(cell).build();
}

/** The closest contact between molecules of the cell, Å (printed by the benchmark). */
export const crystalContact = (kind: CrystalMolecule): number =>
  closestContact(kind, cellAtoms(kind, bestOrientation(kind)));
