import { cagePasses } from '../../packages/chem/src/carbon/fullerene/cage-checks.js';
import { cageGeometry } from '../../packages/chem/src/carbon/fullerene/cage-geometry.js';
import {
  FULLERENE_SPEC_COUNTS,
  fullereneIsomers,
} from '../../packages/chem/src/carbon/fullerene/catalogue.js';
import { enumerateFullerenes } from '../../packages/chem/src/carbon/fullerene/enumerate.js';
import { cageBonds } from '../../packages/chem/src/carbon/fullerene/fullerene-graph.js';
import { graphSymmetry } from '../../packages/chem/src/carbon/fullerene/graph-symmetry.js';
import { resolveFullerene } from '../../packages/chem/src/carbon/fullerene/resolve.js';
import { A007894, A046880 } from '../../packages/chem/src/carbon/fullerene/testing/oeis-counts.js';

/**
 * `npm run bench:fullerenes` (issue 19 figures; prints, not a test):
 * 1. isomer counts C20–C60 (all) against OEIS A007894 and C60–C100 (IPR) against OEIS A046880, with times;
 * 2. C60-Ih relaxed: the two bond lengths and the diameter against Hedberg et al. 1991 (1.458 / 1.401 /
 *    7.113 Å);
 * 3. every isomer of every count of the spec's tree, then of the other IPR counts to C100, built and checked.
 */

function counts(table: Record<number, number>, ipr: boolean): void {
  console.log(`${ipr ? 'IPR' : 'all'} isomers   n  found  OEIS  ms`);
  let mismatches = 0;
  for (const [n, expected] of Object.entries(table)) {
    const t = performance.now();
    const found = enumerateFullerenes(Number(n), ipr).length;
    const ms = performance.now() - t;
    if (found !== expected) mismatches += 1;
    console.log(
      `            ${n.padStart(3)}  ${String(found).padStart(5)}  ${String(expected).padStart(4)}  ${ms.toFixed(0)}${found === expected ? '' : '  MISMATCH'}`,
    );
  }
  console.log(`mismatches: ${mismatches}`);
}

function c60(): void {
  const iso = enumerateFullerenes(60, true)[0]!;
  const t = performance.now();
  const g = cageGeometry(iso.graph, graphSymmetry(iso.graph).automorphisms, 'Ih');
  const ms = performance.now() - t;
  const x = g.positions;
  const mean = (p: number): number => {
    const ls = cageBonds(iso.graph)
      .filter((b) => b.pentagons === p)
      .map(({ a, b }) =>
        Math.hypot(x[3 * a]! - x[3 * b]!, x[3 * a + 1]! - x[3 * b + 1]!, x[3 * a + 2]! - x[3 * b + 2]!),
      );
    return ls.reduce((s, v) => s + v, 0) / ls.length;
  };
  console.log(
    `C60-Ih relaxed in ${ms.toFixed(0)} ms (${g.relaxSteps} FIRE steps), point group from coordinates ${g.checks.pointGroup3d}`,
  );
  console.log(`  5/6 bond ${mean(1).toFixed(4)} Å (ED 1.458, Δ ${(mean(1) - 1.458).toFixed(4)})`);
  console.log(`  6/6 bond ${mean(0).toFixed(4)} Å (ED 1.401, Δ ${(mean(0) - 1.401).toFixed(4)})`);
  console.log(
    `  diameter ${g.checks.diameter.toFixed(4)} Å (ED 7.113, Δ ${(g.checks.diameter - 7.113).toFixed(4)})`,
  );
}

/** The 24 IPR C84 point groups in Atlas order as published (Fowler & Manolopoulos, An Atlas of Fullerenes, 1995). */
function c84(): void {
  const published = 'D2 C2 Cs D2d D2 C2v C2v C2 C2 Cs C2 C1 C2 Cs Cs Cs C2v C2v D3d Td D2 D2 D2d D6h';
  const found = fullereneIsomers(84)
    .map((i) => i.pointGroup)
    .join(' ');
  console.log(`C84 IPR point groups: ${found === published ? 'equal to the Atlas' : 'DIFFER: ' + found}`);
}

/** Every isomer of every count of the spec's tree (then of every other IPR count to C100) built through the resolver, which throws on a failed check. */
function buildAll(countsToBuild: readonly number[]): void {
  console.log(
    'count  isomers  point groups  built+checked  failed  list ms  build ms (all isomers)  largest point-group deviation Å',
  );
  for (const n of countsToBuild) {
    let t = performance.now();
    const list = fullereneIsomers(n);
    const listMs = performance.now() - t;
    t = performance.now();
    let ok = 0;
    const failed: string[] = [];
    let deviation = 0;
    for (const iso of list) {
      try {
        const r = resolveFullerene(iso.name);
        ok += cagePasses(r.checks) && r.checks.pointGroup3d === iso.pointGroup ? 1 : 0;
        deviation = Math.max(deviation, r.checks.symmetryDeviation);
      } catch {
        failed.push(iso.name);
      }
    }
    const groups = new Set(list.map((i) => i.pointGroup)).size;
    console.log(
      `C${String(n).padEnd(5)} ${String(list.length).padStart(7)}  ${String(groups).padStart(12)}  ${String(ok).padStart(13)}  ${String(failed.length).padStart(6)}  ${listMs.toFixed(0).padStart(7)}  ${(performance.now() - t).toFixed(0).padStart(8)}  ${deviation.toExponential(1)}${failed.length ? '  ' + failed.slice(0, 5).join(' ') : ''}`,
    );
  }
}

counts(A007894, false);
counts(A046880, true);
c60();
c84();
buildAll(FULLERENE_SPEC_COUNTS);
buildAll(
  Object.keys(A046880)
    .map(Number)
    .filter((n) => n > 76 || (n > 60 && n < 70)),
);
