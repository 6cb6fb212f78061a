import { cellFromParameters } from '../../core/cell.js';
import { atomicNumber } from '../../core/elements.js';
import type { Molecule } from '../../core/molecule.js';
import { MoleculeBuilder } from '../../core/molecule.js';

/**
 * Small metal-node fixtures built from ideal geometry (Cartesian Å) in cubic cells wide enough that
 * no atom meets another cluster's image. Distances follow the crystal structures they imitate:
 * Cu–O 1.96 Å and Cu–Cu 2.60 Å (HKUST-1, Chui et al., Science 283 (1999) 1148), Zn–O 1.94 Å
 * (MOF-5, Li et al., Nature 402 (1999) 276), Zr–O(μ3) 2.2 Å and Zr…Zr 3.5 Å (UiO-66, Cavka et al.,
 * JACS 130 (2008) 13850), Mg–O 2.106 Å (periclase, a = 4.212 Å).
 */
type Site = readonly [string, number, number, number];

export function inCell(a: number, sites: readonly Site[], centre = a / 2): Molecule {
  const builder = new MoleculeBuilder('fixture').setCell(
    cellFromParameters({ a, b: a, c: a, alpha: 90, beta: 90, gamma: 90 }),
  );
  for (const [s, x, y, z] of sites)
    builder.addAtom({ element: atomicNumber(s) ?? 0, x: x + centre, y: y + centre, z: z + centre });
  return builder.build();
}

/** Cu₂(HCOO)₄: Cu–Cu along z, four formates bridging the two Cu along ±x and ±y. */
/** `centre` (Å) places the cluster; 0 puts it on a cell corner, so its bonds cross the faces. */
export function copperPaddlewheel(metal = 'Cu', centre = 7): Molecule {
  const sites: Site[] = [
    [metal, 0, 0, 1.3],
    [metal, 0, 0, -1.3],
  ];
  for (const [ux, uy] of [
    [1, 0],
    [-1, 0],
    [0, 1],
    [0, -1],
  ] as const) {
    sites.push(['O', 1.95 * ux, 1.95 * uy, 1.1], ['O', 1.95 * ux, 1.95 * uy, -1.1]);
    sites.push(['C', 2.5 * ux, 2.5 * uy, 0], ['H', 3.59 * ux, 3.59 * uy, 0]);
  }
  return inCell(14, sites, centre);
}

const unit = (v: readonly number[]): number[] => {
  const n = Math.hypot(...v);
  return v.map((x) => x / n);
};
const add = (a: readonly number[], b: readonly number[], f = 1): number[] => a.map((x, i) => x + f * b[i]!);

/** Zn₄O(HCOO)₆: μ₄-O at the centre, Zn on alternate cube corners, a formate on each Zn–Zn edge. */
export function zincOxoCluster(): Molecule {
  const corners = [
    [1, 1, 1],
    [1, -1, -1],
    [-1, 1, -1],
    [-1, -1, 1],
  ].map((v) => unit(v).map((x) => 1.94 * x));
  const sites: Site[] = [['O', 0, 0, 0], ...corners.map((c): Site => ['Zn', c[0]!, c[1]!, c[2]!])];
  for (let i = 0; i < 4; i++) {
    for (let j = i + 1; j < 4; j++) {
      const [zi, zj] = [corners[i]!, corners[j]!];
      const u = unit(add(zi, zj));
      const along = unit(add(zi, zj, -1));
      const c = u.map((x) => 3.05 * x);
      const oi = add(add(c, along, 1.1), u, -0.6);
      const oj = add(add(c, along, -1.1), u, -0.6);
      const h = add(c, u, 1.09);
      for (const [s, p] of [
        ['C', c],
        ['O', oi],
        ['O', oj],
        ['H', h],
      ] as const)
        sites.push([s, p[0]!, p[1]!, p[2]!]);
    }
  }
  return inCell(16, sites);
}

/** Zr₆O₄(OH)₄: Zr on the octahedron vertices, μ₃-O over the eight faces, H on alternate faces. */
export function zirconiumCluster(withHydrogens = true): Molecule {
  const sites: Site[] = [];
  for (const d of [0, 1, 2])
    for (const s of [1, -1]) {
      const p = [0, 0, 0];
      p[d] = 2.5 * s;
      sites.push(['Zr', p[0]!, p[1]!, p[2]!]);
    }
  for (const sx of [1, -1])
    for (const sy of [1, -1])
      for (const sz of [1, -1]) {
        sites.push(['O', 1.3 * sx, 1.3 * sy, 1.3 * sz]);
        if (withHydrogens && sx * sy * sz > 0) sites.push(['H', 1.86 * sx, 1.86 * sy, 1.86 * sz]);
      }
  return inCell(14, sites);
}

/**
 * A MIL-53-like chain along a (cell a = 6.8 Å, b = c = 14 Å): Cr0 and Cr1 3.4 Å apart, each adjacent
 * pair bridged by two formates (Cr0–Cr1 on +y/+z, Cr1–Cr0 of the next cell on −y/−z). Cr0 and Cr1
 * share four carboxylates in all, but two in each cell: no paddlewheel.
 */
export function chromiumChain(): Molecule {
  const builder = new MoleculeBuilder('chain').setCell(
    cellFromParameters({ a: 6.8, b: 14, c: 14, alpha: 90, beta: 90, gamma: 90 }),
  );
  const sites: Site[] = [
    ['Cr', 0, 0, 0],
    ['Cr', 3.4, 0, 0],
  ];
  for (const [x0, uy, uz] of [
    [0, 1, 0],
    [0, 0, 1],
    [3.4, -1, 0],
    [3.4, 0, -1],
  ] as const) {
    const at = (x: number, r: number): Site => ['O', x0 + x, r * uy, r * uz];
    sites.push(
      at(0.6, 1.95),
      at(2.8, 1.95),
      ['C', x0 + 1.7, 2.5 * uy, 2.5 * uz],
      ['H', x0 + 1.7, 3.59 * uy, 3.59 * uz],
    );
  }
  for (const [s, x, y, z] of sites)
    builder.addAtom({ element: atomicNumber(s) ?? 0, x: x + 1, y: y + 7, z: z + 7 });
  return builder.build();
}

/** Periclase MgO, conventional cell (8 atoms): every Mg has six O at 2.106 Å, twelve Mg at 2.98 Å. */
export function periclase(): Molecule {
  const a = 4.212;
  const sites: Site[] = [];
  for (const [x, y, z] of [
    [0, 0, 0],
    [0, 0.5, 0.5],
    [0.5, 0, 0.5],
    [0.5, 0.5, 0],
  ] as const) {
    sites.push(['Mg', x * a, y * a, z * a], ['O', ((x + 0.5) % 1) * a, y * a, z * a]);
  }
  return inCell(a, sites, 0);
}
