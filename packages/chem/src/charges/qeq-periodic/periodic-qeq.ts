import { ChemError } from '../../core/errors.js';
import type { Molecule } from '../../core/molecule.js';
import type { EwaldOptions } from '../eqeq/ewald.js';
import { ewaldKernel } from '../eqeq/ewald.js';
import { pointChargeDistance } from '../qeq/point-charge-cutoff.js';
import type { QeqParameters } from '../qeq/qeq-data.js';
import { BOHR_ANGSTROM, HARTREE_EV } from '../qeq/qeq-data.js';
import { notConverged, steffensen } from '../qeq/qeq.js';
import type { SlaterShell } from '../qeq/slater-coulomb.js';
import { slaterCoulomb } from '../qeq/slater-coulomb.js';
import type { ChargeInput } from '../shared/charge-method.js';
import { equalize } from '../shared/equalize.js';

/** e²/4πε₀ in eV·Å, from the same constants as the molecular QEq (qeq-data.ts). */
const COULOMB = HARTREE_EV * BOHR_ANGSTROM;
/** Stop the hydrogen cycles when no charge moves by more than this (e), as qeq.ts does. */
const TOLERANCE = 1e-7;
const MAX_ITERATIONS = 100;
/** Hydrogen pairs are listed out to their point-charge distance for ζ_H down to ζ⁰ − this. */
const ZETA_MARGIN = 0.5;

export interface PeriodicQeqOptions {
  /** Ewald splitting parameter and tolerance (eqeq/ewald.ts); the charges do not depend on them. */
  readonly ewald?: EwaldOptions;
}

/** A short-range pair term that involves a hydrogen: recomputed when ζ_H follows the charges. */
interface HydrogenPair {
  readonly i: number;
  readonly j: number;
  /** Distance of this image (Å). */
  readonly r: number;
  /** The value (eV) the matrix holds now. */
  value: number;
}

/**
 * QEq for a structure with a cell (Rappé & Goddard, J. Phys. Chem. 1991, 95, 3358, with their
 * Ewald treatment of periodic systems): per cell, E = Σ (χᵢqᵢ + ½Jᵢqᵢ²) + ½ Σᵢ Σⱼ Σ'_L J(|rᵢⱼ + L|) qᵢqⱼ,
 * the prime leaving out i = j at L = 0. The Coulomb integral is split as
 *   J(R) = 1/R + [J_Slater(R) − 1/R],
 * the first term by the Ewald sum over every image (eqeq/ewald.ts: real, reciprocal and self parts,
 * and the neutralising background of a charged cell), the second, short-ranged, summed over the
 * images closer than the pair's point-charge distance (qeq/point-charge-cutoff.ts: where it falls
 * below 1e-11 hartree). Images make any cell size work: a cell smaller than that distance just has
 * more images of the same pair. Hydrogen's ζ and J follow its charge as in the molecular QEq
 * (qeq.ts), iterated to a fixed point; `params` are per atom (QEq, GMP or MEPO sets).
 */
export function periodicQeqCharges(
  mol: Molecule,
  input: ChargeInput,
  params: readonly QeqParameters[],
  method: string,
  options: PeriodicQeqOptions = {},
): Float64Array {
  const n = mol.atomCount;
  if (n === 0) return new Float64Array(0);
  const chi = Float64Array.from(params, (p) => p.chi);
  const hydrogens = params.flatMap((_, i) => (mol.elements[i] === 1 ? [i] : []));
  const zeta = Float64Array.from(params, (p) => p.zeta);
  let floor = Math.min(...hydrogens.map((i) => params[i]!.zeta)) - ZETA_MARGIN;
  let system = build(mol, params, zeta, floor, options);
  let solved = equalize(system.h, chi, input.netCharge);
  if (hydrogens.length === 0) return solved.q;
  let x = solved.q;
  const history: Float64Array[] = [];
  for (let iter = 0; iter < MAX_ITERATIONS; iter++) {
    for (const i of hydrogens) zeta[i] = hydrogenZeta(params[i]!, x[i]!, i, method);
    if (Math.min(...hydrogens.map((i) => zeta[i]!)) < floor) {
      floor = Math.min(...hydrogens.map((i) => zeta[i]!)) - ZETA_MARGIN / 2;
      system = build(mol, params, zeta, floor, options);
    } else {
      updateHydrogenPairs(
        system,
        zeta,
        params.map((p) => p.n),
      );
    }
    for (const i of hydrogens) {
      const p = params[i]!;
      setDiagonal(system, i, p.j * (1 + x[i]! / p.zeta));
    }
    solved = equalize(system.h, chi, input.netCharge, solved);
    const next = solved.q;
    const change = next.reduce((m, v, i) => Math.max(m, Math.abs(v - x[i]!)), 0);
    if (change < TOLERANCE) return next;
    x = steffensen(history, x, next, hydrogens);
  }
  throw notConverged(method, MAX_ITERATIONS);
}

function hydrogenZeta(p: QeqParameters, q: number, i: number, method: string): number {
  if (!(p.zeta + q > 0)) {
    throw new ChemError(
      'invalid-molecule',
      `${method} gives hydrogen ${i + 1} a charge of ${q.toFixed(2)} e, beyond the model's range.`,
      [i],
    );
  }
  return p.zeta + q;
}

interface PeriodicSystem {
  /** The hardness matrix (eV), n×n row-major, diagonal Jᵢ included. */
  readonly h: Float64Array;
  readonly n: number;
  readonly pairs: readonly HydrogenPair[];
  /** The idempotential each diagonal element holds now (eV). */
  readonly diagonal: Float64Array;
}

function setDiagonal(system: PeriodicSystem, i: number, j: number): void {
  const k = i * system.n + i;
  system.h[k] = system.h[k]! - system.diagonal[i]! + j;
  system.diagonal[i] = j;
}

/** J_Slater(R) − 1/R in eV for two shells R Å apart. */
function shortRange(a: SlaterShell, b: SlaterShell, r: number): number {
  return HARTREE_EV * slaterCoulomb(a, b, r / BOHR_ANGSTROM) - COULOMB / r;
}

/**
 * The matrix for the exponents `zeta`: the Ewald kernel with the short-range Slater correction
 * summed over the same images (its cut-off the largest pair distance; each pair uses its own), the
 * hydrogen pairs listed for the charge updates out to their distance at ζ_H = `floor`.
 */
function build(
  mol: Molecule,
  params: readonly QeqParameters[],
  zeta: Float64Array,
  floor: number,
  options: PeriodicQeqOptions,
): PeriodicSystem {
  const n = mol.atomCount;
  const shell = (i: number, z = zeta[i]!): SlaterShell => ({ n: params[i]!.n, zeta: z });
  // Point-charge distance (Å) per pair of elements, hydrogen taken at ζ = floor (the longest).
  const kinds = [...new Set(mol.elements)];
  const kindOf = Uint8Array.from(mol.elements, (z) => kinds.indexOf(z));
  const first = kinds.map((z) => mol.elements.indexOf(z));
  const lowest = (k: number): SlaterShell => shell(k, mol.elements[k] === 1 ? floor : zeta[k]!);
  const table = new Float64Array(kinds.length * kinds.length);
  for (let a = 0; a < kinds.length; a++) {
    for (let b = 0; b < kinds.length; b++) {
      table[a * kinds.length + b] = pointChargeDistance(lowest(first[a]!), lowest(first[b]!)) * BOHR_ANGSTROM;
    }
  }
  const cutoffOf = (i: number, j: number): number => table[kindOf[i]! * kinds.length + kindOf[j]!]!;
  const longest = Math.max(...table);
  const pairs: HydrogenPair[] = [];
  const f = (r: number, i: number, j: number): number => {
    if (r > cutoffOf(i, j)) return 0;
    const value = shortRange(shell(i), shell(j), r);
    if (mol.elements[i] === 1 || mol.elements[j] === 1) pairs.push({ i, j, r, value });
    return value / COULOMB;
  };
  const h = ewaldKernel(mol.positions, mol.cell!, options.ewald, { cutoff: longest, f });
  for (let k = 0; k < n * n; k++) h[k] = h[k]! * COULOMB;
  const diagonal = Float64Array.from(params, (p) => p.j);
  for (let i = 0; i < n; i++) h[i * n + i] = h[i * n + i]! + diagonal[i]!;
  return { h, n, pairs, diagonal };
}

/** Recompute the listed hydrogen pairs for the new exponents and move the matrix by the change. */
function updateHydrogenPairs(system: PeriodicSystem, zeta: Float64Array, shells: readonly number[]): void {
  const { h, n } = system;
  for (const pair of system.pairs) {
    const { i, j, r } = pair;
    const value = shortRange({ n: shells[i]!, zeta: zeta[i]! }, { n: shells[j]!, zeta: zeta[j]! }, r);
    const delta = value - pair.value;
    pair.value = value;
    h[i * n + j] = h[i * n + j]! + delta;
    if (i !== j) h[j * n + i] = h[j * n + i]! + delta;
  }
}
