import { buildGraphene } from '../../packages/chem/src/carbon/graphene/graphene.js';
import { buildGraphyne } from '../../packages/chem/src/carbon/graphyne/graphyne.js';
import { chirality } from '../../packages/chem/src/carbon/nanotube/chirality.js';
import { buildNanotube } from '../../packages/chem/src/carbon/nanotube/nanotube.js';

/**
 * `npm run bench:nanotubes`: the figures for (5,5), (10,0), (10,5), (6,5) — atoms per cell N,
 * diameter d and period |T| from the closed forms (Rcc 1.42 Å) next to the same read off the built periodic
 * tube (N atoms per period, twice the largest distance from the axis, the cell's c per period) — then build
 * times for the largest requests the spec allows (VIP: diameter and length 100, 10 walls), each the median of
 * 3 runs. Prints, not a test.
 */
function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

function timed(label: string, build: () => { molecule: { atomCount: number } }, runs = 3): void {
  const times: number[] = [];
  let atoms = 0;
  for (let r = 0; r < runs; r++) {
    const t0 = performance.now();
    atoms = build().molecule.atomCount;
    times.push(performance.now() - t0);
  }
  console.log(
    `${label.padEnd(52)} ${String(atoms).padStart(8)} atoms ${median(times).toFixed(0).padStart(7)} ms`,
  );
}

console.log('(n,m)     N formula/built   d formula / built (Å)     |T| formula / built (Å)');
for (const [n, m] of [
  [5, 5],
  [10, 0],
  [10, 5],
  [6, 5],
] as const) {
  const c = chirality(n, m, 1.42);
  const { molecule } = buildNanotube({ tube: { n, m }, periods: 2 });
  const p = molecule.positions;
  const mid = molecule.cell!.parameters.a / 2;
  let r = 0;
  for (let i = 0; i < molecule.atomCount; i++)
    r = Math.max(r, Math.hypot(p[3 * i]! - mid, p[3 * i + 1]! - mid));
  const built = { N: molecule.atomCount / 2, d: 2 * r, T: molecule.cell!.parameters.c / 2 };
  console.log(
    `(${n},${m})`.padEnd(9),
    `${c.atomsPerCell}/${built.N}`.padEnd(16),
    `${c.diameter.toFixed(4)} / ${built.d.toFixed(4)}`.padEnd(25),
    `${c.period.toFixed(4)} / ${built.T.toFixed(4)}`,
  );
}
console.log();
timed('graphene 20 x 20, periodic', () => buildGraphene({ x: 20, y: 20 }));
timed('graphene 20 x 20, H-terminated', () => buildGraphene({ x: 20, y: 20, terminalH: true }));
timed('armchair d 20, 10 periods (non-VIP limits)', () =>
  buildNanotube({ tube: { type: 'armchair', diameter: 20 }, periods: 10 }),
);
timed('zigzag d 20, 10 periods, 3 walls, H ends', () =>
  buildNanotube({ tube: { type: 'zigzag', diameter: 20 }, periods: 10, walls: 3, terminalH: true }),
);
timed('(6,5) chiral, 10 periods', () => buildNanotube({ tube: { n: 6, m: 5 }, periods: 10 }));
timed('armchair d 100, 100 periods (VIP)', () =>
  buildNanotube({ tube: { type: 'armchair', diameter: 100 }, periods: 100 }),
);
timed(
  'armchair d 100, 100 periods, 10 walls (VIP)',
  () => buildNanotube({ tube: { type: 'armchair', diameter: 100 }, periods: 100, walls: 10 }),
  1,
);
timed(
  'zigzag d 100, 100 periods, 10 walls (VIP, largest)',
  () => buildNanotube({ tube: { type: 'zigzag', diameter: 100 }, periods: 100, walls: 10 }),
  1,
);
timed('graphdiyne 20 x 20 zigzag (test bond lengths)', () =>
  buildGraphyne({
    unitCell: 'GDY',
    bonds: { aromatic: 1.43, ringToSp: 1.41, triple: 1.22, spSp: 1.35 },
    x: 20,
    y: 20,
    type: 'zigzag',
  }),
);
