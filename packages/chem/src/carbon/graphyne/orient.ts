import type { SheetMotif } from '../lattice/tile.js';

type Bond = SheetMotif['bonds'][number];

/**
 * A hexagonal motif turned so that a lies along +x and b at +60° from it (b replaced by a + b when the two
 * were 120° apart; a bond to cell (i, j) is then in cell (i − j, j)).
 */
export function canonicalHexagonal(m: SheetMotif): SheetMotif {
  const angle = Math.atan2(m.a[1], m.a[0]);
  const [c, s] = [Math.cos(-angle), Math.sin(-angle)];
  const turn = (x: number, y: number): [number, number] => [c * x - s * y, s * x + c * y];
  const a = turn(...m.a);
  let b = turn(...m.b);
  const obtuse = a[0] * b[0] + a[1] * b[1] < 0;
  if (obtuse) b = [a[0] + b[0], a[1] + b[1]];
  const sites = m.sites.map((site) => {
    const [x, y] = turn(site.x, site.y);
    return { ...site, x, y };
  });
  const bonds = obtuse
    ? m.bonds.map((bd): Bond => ({ ...bd, cell: [bd.cell[0] - bd.cell[1], bd.cell[1]] }))
    : m.bonds;
  return { a: [a[0], 0], b, sites, bonds };
}

/**
 * The rectangular cell of a hexagonal motif (canonical: a along x, b at 60°): A = a along x (the zigzag
 * direction of the honeycomb), B = 2b − a along y (the armchair direction), twice the atoms. A primitive
 * cell (i, j) lies in rectangular cell (i + ⌊j/2⌋, ⌊j/2⌋) as its half j mod 2.
 */
export function rectangularCell(m: SheetMotif): SheetMotif {
  const n = m.sites.length;
  const [a, b] = [m.a, m.b];
  const sites = [0, 1].flatMap((half) =>
    m.sites.map((s) => ({ ...s, x: s.x + half * b[0], y: s.y + half * b[1] })),
  );
  const bonds: Bond[] = [];
  for (const half of [0, 1]) {
    for (const bd of m.bonds) {
      const j = half + bd.cell[1];
      const q = Math.floor(j / 2);
      const target = j - 2 * q;
      bonds.push({ a: half * n + bd.a, b: target * n + bd.b, order: bd.order, cell: [bd.cell[0] + q, q] });
    }
  }
  return { a: [a[0], 0], b: [0, 2 * b[1]], sites, bonds };
}

/** The motif mirrored through the line y = x: x and y, and the two cell vectors, trade places. */
export function swapAxes(m: SheetMotif): SheetMotif {
  return {
    a: [m.b[1], m.b[0]],
    b: [m.a[1], m.a[0]],
    sites: m.sites.map((s) => ({ ...s, x: s.y, y: s.x })),
    bonds: m.bonds.map((bd) => ({ ...bd, cell: [bd.cell[1], bd.cell[0]] })),
  };
}
