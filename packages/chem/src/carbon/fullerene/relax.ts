import { dotFlat, maxAbs } from './flat-vectors.js';
import { cageEnergy, cageTerms } from './cage-force-field.js';
import type { FullereneGraph } from './fullerene-graph.js';

export interface Relaxation {
  readonly positions: Float64Array;
  readonly energy: number;
  readonly maxForce: number;
  readonly steps: number;
}

/**
 * Minimises the cage force field with FIRE (Bitzek et al., Phys. Rev. Lett. 97, 170201 (2006), with the
 * paper's parameters): deterministic, no line searches, robust from a rough start. Stops when the largest
 * force is below `forceTolerance` kcal/mol/Å.
 */
export function relaxCage(
  g: FullereneGraph,
  start: Float64Array,
  forceTolerance = 1e-6,
  maxSteps = 100000,
): Relaxation {
  const terms = cageTerms(g);
  const x = Float64Array.from(start);
  const v = new Float64Array(x.length);
  const f = new Float64Array(x.length);
  let dt = 0.01;
  const dtMax = 0.05;
  let alpha = 0.1;
  let sinceNegative = 0;
  let energy = cageEnergy(terms, x, f);
  let step = 0;
  for (; step < maxSteps && maxAbs(f) > forceTolerance; step++) {
    const power = dotFlat(f, v);
    const vNorm = Math.sqrt(dotFlat(v, v));
    const fNorm = Math.sqrt(dotFlat(f, f));
    for (let i = 0; i < v.length; i++) v[i] = (1 - alpha) * v[i]! + (alpha * vNorm * f[i]!) / fNorm;
    if (power > 0) {
      sinceNegative += 1;
      if (sinceNegative > 5) {
        dt = Math.min(dt * 1.1, dtMax);
        alpha *= 0.99;
      }
    } else {
      sinceNegative = 0;
      dt *= 0.5;
      alpha = 0.1;
      v.fill(0);
    }
    // Semi-implicit Euler with unit masses.
    for (let i = 0; i < x.length; i++) {
      v[i]! += dt * f[i]!;
      x[i]! += dt * v[i]!;
    }
    energy = cageEnergy(terms, x, f);
  }
  return { positions: x, energy, maxForce: maxAbs(f), steps: step };
}
