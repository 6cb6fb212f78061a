import { buildCarbon, treeAnswer } from '../../apps/server/src/services/builder/carbon/carbon-jobs.js';
import type { CarbonBuildInput } from '../../apps/server/src/services/builder/carbon/carbon-jobs.js';
import { INLINE_CARBON_ATOMS } from '../../apps/server/src/services/builder/carbon/carbon-service.js';

/**
 * `npm run bench:carbon-calls`: what one carbon call costs the server — the build and its mol2, as the
 * route answers it — for the largest requests each user may send (001 §5/§6), next to the inline limit
 * (INLINE_CARBON_ATOMS: larger builds run in a worker), and the first fullerene-tree call per count (the
 * enumeration a worker then keeps). Median of 3 runs for builds; trees once (later calls are cached).
 * Prints, not a test.
 */
function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

function timed(label: string, input: CarbonBuildInput): void {
  const times: number[] = [];
  let atoms = 0;
  let bytes = 0;
  for (let r = 0; r < 3; r++) {
    const t0 = performance.now();
    const result = buildCarbon(input);
    times.push(performance.now() - t0);
    atoms = (result.description as { atomCount: number }).atomCount;
    bytes = result.mol2.length;
  }
  const where = atoms > INLINE_CARBON_ATOMS ? 'worker' : 'inline';
  console.log(
    `${label.padEnd(50)} ${String(atoms).padStart(7)} atoms ${(bytes / 1e6).toFixed(2).padStart(6)} MB ` +
      `${median(times).toFixed(0).padStart(6)} ms  ${where}`,
  );
}

const tube = (
  type: 'armchair' | 'zigzag',
  diameter: number,
  periods: number,
  walls: number,
): CarbonBuildInput => ({
  kind: 'nanotube',
  request: { tube: { type, diameter }, periods, walls },
});

console.log(`inline limit: ${INLINE_CARBON_ATOMS} atoms (estimated before building)`);
timed('graphene 20 x 20, periodic', { kind: 'graphene', request: { x: 20, y: 20 } });
timed('graphene 20 x 20, H-terminated', { kind: 'graphene', request: { x: 20, y: 20, terminalH: true } });
timed('others max: 3 zigzag walls from 20 Å, 10 periods', tube('zigzag', 20, 10, 3));
timed('others max: 3 armchair walls from 20 Å, 10 periods', tube('armchair', 20, 10, 3));
timed('premium: zigzag 100 Å, 100 periods', tube('zigzag', 100, 100, 1));
timed('premium: 2 zigzag walls from 100 Å, 90 periods', tube('zigzag', 100, 90, 2));
for (const count of [20, 40, 50, 52, 60, 70, 76, 180, 720]) {
  const t0 = performance.now();
  const tree = treeAnswer(count);
  const isomers = tree.groups.reduce((s, g) => s + g.isomers.length, 0);
  console.log(
    `first fullerene-tree/${count}`.padEnd(50),
    `${String(isomers).padStart(7)} isomers ${(performance.now() - t0).toFixed(0).padStart(13)} ms`,
  );
}
