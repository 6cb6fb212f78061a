import { mol2Atoms, mol2Bonds } from '../mol2/mol2-structure';

export interface DepictedAtom {
  readonly index0: number;
  readonly label: string;
  readonly x: number;
  readonly y: number;
  readonly centre: boolean;
}

export interface AtomEnvironment {
  readonly atoms: readonly DepictedAtom[];
  /** Pairs of positions in `atoms`. */
  readonly bonds: readonly (readonly [number, number])[];
  readonly width: number;
  readonly height: number;
}

type Vec = [number, number, number];

/**
 * A 2D picture of what the atom typer looked at: the atom, its neighbours and theirs (`depth` bonds),
 * from the structure's own coordinates projected onto the fragment's best-fitting plane (its two
 * principal axes), scaled into `width` × `height` pixels with a margin.
 */
export function atomEnvironment(
  mol2: string,
  index0: number,
  depth = 2,
  width = 220,
  height = 160,
): AtomEnvironment {
  const all = mol2Atoms(mol2);
  const bonds = mol2Bonds(mol2);
  if (all[index0] === undefined) return { atoms: [], bonds: [], width, height };
  const shell = new Set([index0]);
  let frontier = [index0];
  for (let d = 0; d < depth; d += 1) {
    const next: number[] = [];
    for (const [a, b] of bonds) {
      for (const [from, to] of [
        [a, b],
        [b, a],
      ] as const) {
        if (frontier.includes(from) && !shell.has(to) && all[to] !== undefined) {
          shell.add(to);
          next.push(to);
        }
      }
    }
    frontier = next;
  }
  const members = [...shell];
  const centre = all[index0];
  const rel: Vec[] = members.map((i) => {
    const a = all[i] ?? centre;
    return [a.x - centre.x, a.y - centre.y, a.z - centre.z];
  });
  const [u, v] = principalAxes(rel);
  const flat = rel.map((p) => [dot(p, u), dot(p, v)] as const);
  const margin = 18;
  const span = Math.max(
    1e-6,
    ...flat.map(([x]) => Math.abs(x) * (2 / (width - 2 * margin))),
    ...flat.map(([, y]) => Math.abs(y) * (2 / (height - 2 * margin))),
  );
  const atoms = members.map((i, k) => {
    const [x, y] = flat[k] ?? [0, 0];
    return {
      index0: i,
      label: all[i]?.label ?? '',
      x: width / 2 + x / span,
      y: height / 2 - y / span,
      centre: i === index0,
    };
  });
  const position = new Map(members.map((i, k) => [i, k]));
  const shown = bonds.flatMap(([a, b]) => {
    const pa = position.get(a);
    const pb = position.get(b);
    return pa === undefined || pb === undefined ? [] : [[pa, pb] as const];
  });
  return { atoms, bonds: shown, width, height };
}

const dot = (a: Vec, b: Vec): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

type Mat = [Vec, Vec, Vec];

const times = (m: Mat, v: Vec): Vec => [dot(m[0], v), dot(m[1], v), dot(m[2], v)];
const unit = (v: Vec): Vec => {
  const n = Math.hypot(...v);
  return [v[0] / n, v[1] / n, v[2] / n];
};

/** The leading eigenvector of a symmetric positive semi-definite matrix (power iteration). */
function leading(m: Mat, start: Vec): Vec {
  let v = start;
  for (let k = 0; k < 100; k += 1) {
    const w = times(m, v);
    if (Math.hypot(...w) < 1e-12) return v;
    v = unit(w);
  }
  return v;
}

/** The two leading eigenvectors of the points' scatter matrix (power iteration with deflation). */
function principalAxes(points: readonly Vec[]): [Vec, Vec] {
  const m: Mat = [
    [0, 0, 0],
    [0, 0, 0],
    [0, 0, 0],
  ];
  for (const p of points) {
    for (const r of [0, 1, 2] as const) for (const c of [0, 1, 2] as const) m[r][c] += p[r] * p[c];
  }
  const u = leading(m, unit([0.57, 0.58, 0.59]));
  const lambda = dot(u, times(m, u));
  const row = (r: 0 | 1 | 2): Vec => [
    m[r][0] - lambda * u[r] * u[0],
    m[r][1] - lambda * u[r] * u[1],
    m[r][2] - lambda * u[r] * u[2],
  ];
  const v = leading([row(0), row(1), row(2)], unit([0.58, -0.57, 0.59]));
  // Kept orthogonal to u, also when the fragment is a line and v's eigenvalue is 0.
  const along = dot(v, u);
  const w: Vec = [v[0] - along * u[0], v[1] - along * u[1], v[2] - along * u[2]];
  if (Math.hypot(...w) > 1e-9) return [u, unit(w)];
  const helper: Vec = Math.abs(u[0]) < 0.9 ? [1, 0, 0] : [0, 1, 0];
  return [
    u,
    unit([
      u[1] * helper[2] - u[2] * helper[1],
      u[2] * helper[0] - u[0] * helper[2],
      u[0] * helper[1] - u[1] * helper[0],
    ]),
  ];
}
