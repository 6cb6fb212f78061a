import type { V3 } from './geometry.js';
import { add, cross, dot, scale, sub, unit } from './geometry.js';
import type { BenchAtom } from './pdb-records.js';

/** C–C 1.53 Å and C–H 1.09 Å, tetrahedral angles: textbook sp3 carbon geometry. */
const R_CC = 1.53;
const R_CH = 1.09;
const TETRA = Math.acos(-1 / 3);
/** Chain axis x, zig-zag in the xy plane; lattice spacing (Å) along x, y, z. 0.78 g/cm³ for decane. */
const CELL: V3 = [15, 4.5, 4.5];
const CARBONS = 10;

/** All-trans backbone: successive carbons advance R_CC·sin(θ/2) along x and alternate in y. */
function backbone(): V3[] {
  const dx = R_CC * Math.sin(TETRA / 2);
  const dy = R_CC * Math.cos(TETRA / 2);
  return Array.from({ length: CARBONS }, (_, i): V3 => [i * dx, (i % 2) * dy, 0]);
}

/** Two methylene H: in the plane bisecting H–C–H, pointing away from both carbon neighbours. */
function methyleneH(c: V3, prev: V3, next: V3): V3[] {
  const away = unit(scale(add(unit(sub(prev, c)), unit(sub(next, c))), -1));
  const normal = unit(cross(sub(prev, c), sub(next, c)));
  const half = TETRA / 2;
  return [1, -1].map((s) =>
    add(c, scale(add(scale(away, Math.cos(half)), scale(normal, s * Math.sin(half))), R_CH)),
  );
}

/** Three methyl H, staggered: the first anti to the carbon two bonds away. */
function methylH(c: V3, next: V3, nextNext: V3): V3[] {
  const b = unit(sub(next, c));
  const r = sub(nextNext, next);
  const p = unit(scale(sub(r, scale(b, dot(r, b))), -1));
  const q = cross(b, p);
  return [0, 1, 2].map((k) => {
    const phi = (2 * Math.PI * k) / 3;
    const perp = add(scale(p, Math.cos(phi)), scale(q, Math.sin(phi)));
    return add(c, scale(add(scale(b, Math.cos(TETRA)), scale(perp, Math.sin(TETRA))), R_CH));
  });
}

function decane(): { name: string; element: string; p: V3 }[] {
  const c = backbone();
  const atoms = c.map((p, i) => ({ name: `C${i + 1}`, element: 'C', p }));
  c.forEach((p, i) => {
    const hs =
      i === 0
        ? methylH(p, c[1]!, c[2]!)
        : i === CARBONS - 1
          ? methylH(p, c[i - 1]!, c[i - 2]!)
          : methyleneH(p, c[i - 1]!, c[i + 1]!);
    hs.forEach((h, k) => atoms.push({ name: `H${i + 1}${k + 1}`, element: 'H', p: h }));
  });
  return atoms;
}

/** `chains` n-decane molecules (32 atoms each) on an orthorhombic lattice of parallel chains. */
export function alkaneBox(chains: number): BenchAtom[] {
  const template = decane();
  const ny = Math.ceil(Math.sqrt(chains / 5));
  const atoms: BenchAtom[] = [];
  for (let m = 0; m < chains; m++) {
    const origin: V3 = [
      Math.floor(m / ny / ny) * CELL[0],
      (m % ny) * CELL[1],
      (Math.floor(m / ny) % ny) * CELL[2],
    ];
    for (const t of template) {
      const [x, y, z] = add(origin, t.p);
      atoms.push({ name: t.name, element: t.element, residueName: 'DEC', residueNumber: m + 1, x, y, z });
    }
  }
  return atoms;
}
