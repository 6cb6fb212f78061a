import { ChemError } from '../../core/errors.js';
import type { Molecule } from '../../core/molecule.js';
import { BlockPreconditioner } from './block-preconditioner.js';
import { addFarRounding } from './far-rounding.js';
import { addPackedProduct, rowOffset } from './packed-product.js';
import type { QeqParameters } from './qeq-data.js';
import { BOHR_ANGSTROM, HARTREE_EV } from './qeq-data.js';
import { CUTOFF_TOLERANCE, pointChargeDistance } from './point-charge-cutoff.js';
import { slaterCoulomb } from './slater-coulomb.js';

/** Above this many atoms the point-charge part is stored in single precision (50 MB at 5,000 atoms). */
const DOUBLE_PRECISION_LIMIT = 2500;
/** Hydrogen exponents the near-pair list is built for: ζ ≥ ζ⁰ − MARGIN (q_H ≥ −MARGIN). */
const ZETA_MARGIN = 0.25;
/** A listed pair is recomputed only when keeping it could be off by more than this (eV). */
const STALE_TOLERANCE = CUTOFF_TOLERANCE * HARTREE_EV;

/**
 * The QEq hardness matrix (eV) without an n×n double array: the diagonal, the pairs closer than
 * their point-charge distance (point-charge-cutoff.ts) as an exact list, and every other pair as
 * 14.4/R in a packed upper triangle (zero where the pair is in the list). Far pairs are 14.4/R
 * whatever ζ_H is (the list is built for ζ_H down to ζ⁰ − ZETA_MARGIN, and rebuilt should a
 * hydrogen go lower), so updating the hydrogens touches only the diagonal and the listed pairs.
 * The triangle is double precision up to DOUBLE_PRECISION_LIMIT atoms (25 MB), single above: its
 * values are ≤ 1.6 eV, rounded to ~1e-7 eV, which alone moved charges of the 4,992-atom box by
 * 4e-7 e; the final solves therefore check residuals with applyExact (qeq-solve.ts).
 */
export class QeqOperator {
  readonly n: number;
  readonly diag: Float64Array;
  private readonly zeta: Float64Array;
  private far: Float32Array | Float64Array = new Float64Array(0);
  private nearI = new Int32Array(0);
  private nearJ = new Int32Array(0);
  private nearR = new Float64Array(0);
  private nearV = new Float64Array(0);
  /** The two exponents each listed value was computed with. */
  private nearZetaI = new Float64Array(0);
  private nearZetaJ = new Float64Array(0);
  /** Listed pairs by atom (CSR): the pair indices of atom i are byAtom[start[i] .. start[i + 1]). */
  private start = new Int32Array(1);
  private byAtom = new Int32Array(0);
  private zetaFloor: number;
  /** Scratch for subMatrix: an atom's place in the block being assembled, −1 when not in it. */
  private readonly slot: Int32Array;
  private blocks = new BlockPreconditioner(0, this.nearI, this.nearJ, this.nearR);

  constructor(
    private readonly mol: Molecule,
    private readonly params: readonly QeqParameters[],
  ) {
    this.n = mol.atomCount;
    this.slot = new Int32Array(this.n).fill(-1);
    this.diag = Float64Array.from(params, (p) => p.j);
    this.zeta = Float64Array.from(params, (p) => p.zeta);
    this.zetaFloor =
      Math.min(...params.map((p, i) => (mol.elements[i] === 1 ? p.zeta : Infinity))) - ZETA_MARGIN;
    this.build();
  }

  /** Charge-dependent hydrogen exponent and idempotential, then the listed pairs involving a hydrogen. */
  updateHydrogens(hydrogens: readonly number[], q: Float64Array): void {
    let lowest = Infinity;
    for (const i of hydrogens) {
      const p = this.params[i]!;
      const qi = q[i]!;
      if (!(p.zeta + qi > 0)) {
        throw new ChemError(
          'invalid-molecule',
          `QEq gives hydrogen ${i + 1} a charge of ${qi.toFixed(2)} e, beyond the model's range.`,
          [i],
        );
      }
      this.zeta[i] = p.zeta + qi;
      this.diag[i] = p.j * (1 + qi / p.zeta);
      lowest = Math.min(lowest, this.zeta[i]!);
    }
    if (lowest < this.zetaFloor) {
      this.zetaFloor = lowest - ZETA_MARGIN / 2;
      this.build();
      return;
    }
    for (let k = 0; k < this.nearI.length; k++) {
      if (this.isStale(k)) this.setNear(k);
    }
    this.blocks.factor(this.diag, (b) => this.subMatrix(b));
  }

  /**
   * Whether the exponents moved enough since pair k was computed to change it by STALE_TOLERANCE:
   * |∂J/∂ζ| ≤ (2R + 50)·|J − 1/R| (R in bohr) for every QEq shell paired with hydrogen, measured on
   * a grid of ζ_H 0.7–1.6 and R up to 40 bohr (largest ratio 0.45; twice the bound is used), since
   * J − 1/R is e^(−2ζR) times a polynomial. Late hydrogen cycles move ζ_H by 1e-6 or less, so
   * all but the closest pairs are kept, and no pair drifts: the test is against the exponents used.
   */
  private isStale(k: number): boolean {
    const i = this.nearI[k]!;
    const j = this.nearJ[k]!;
    const moved = Math.abs(this.zeta[i]! - this.nearZetaI[k]!) + Math.abs(this.zeta[j]! - this.nearZetaJ[k]!);
    if (moved === 0) return false;
    const r = this.nearR[k]!;
    const gap = Math.abs(this.nearV[k]! - HARTREE_EV / r);
    return 2 * (2 * r + 50) * gap * moved > STALE_TOLERANCE;
  }

  private setNear(k: number): void {
    const i = this.nearI[k]!;
    const j = this.nearJ[k]!;
    this.nearV[k] = this.pair(i, j, this.nearR[k]!);
    this.nearZetaI[k] = this.zeta[i]!;
    this.nearZetaJ[k] = this.zeta[j]!;
  }

  /** z = M⁻¹ r with the block preconditioner (block-preconditioner.ts). */
  precondition(r: Float64Array, z: Float64Array): void {
    this.blocks.apply(r, z);
  }

  /** out = H·v for two vectors at once (one pass over the stored matrix). */
  apply(v1: Float64Array, v2: Float64Array, o1: Float64Array, o2: Float64Array): void {
    const n = this.n;
    for (let i = 0; i < n; i++) {
      o1[i] = this.diag[i]! * v1[i]!;
      o2[i] = this.diag[i]! * v2[i]!;
    }
    addPackedProduct(this.far, v1, v2, o1, o2);
    for (let p = 0; p < this.nearI.length; p++) {
      const i = this.nearI[p]!;
      const j = this.nearJ[p]!;
      const w = this.nearV[p]!;
      o1[i]! += w * v1[j]!;
      o2[i]! += w * v2[j]!;
      o1[j]! += w * v1[i]!;
      o2[j]! += w * v2[i]!;
    }
  }

  /** Whether the far part is stored in single precision (then applyExact differs from apply). */
  get singlePrecision(): boolean {
    return this.far instanceof Float32Array;
  }

  /** apply() with every far pair as 14.4/R in double precision, recomputed from the positions. */
  applyExact(v1: Float64Array, v2: Float64Array, o1: Float64Array, o2: Float64Array): void {
    this.apply(v1, v2, o1, o2);
    if (this.far instanceof Float32Array) {
      addFarRounding(this.mol.positions, this.far, v1, v2, o1, o2);
    }
  }

  /** The whole matrix, row-major (for the direct solver on small molecules). */
  dense(): Float64Array {
    const n = this.n;
    const h = new Float64Array(n * n);
    const one = new Float64Array(n);
    const col = new Float64Array(n);
    const unused = new Float64Array(n);
    for (let j = 0; j < n; j++) {
      one[j] = 1;
      this.apply(one, one, col, unused);
      one[j] = 0;
      for (let i = 0; i < n; i++) h[i * n + j] = col[i]!;
    }
    return h;
  }

  private build(): void {
    const n = this.n;
    const p = this.mol.positions;
    const cut = this.cutoffs();
    this.far =
      n > DOUBLE_PRECISION_LIMIT ? new Float32Array((n * (n - 1)) / 2) : new Float64Array((n * (n - 1)) / 2);
    const ni: number[] = [];
    const nj: number[] = [];
    const nr: number[] = [];
    let k = 0;
    for (let i = 0; i < n; i++) {
      const row = cut.get(this.mol.elements[i]!)!;
      for (let j = i + 1; j < n; j++, k++) {
        const r =
          Math.hypot(p[3 * i]! - p[3 * j]!, p[3 * i + 1]! - p[3 * j + 1]!, p[3 * i + 2]! - p[3 * j + 2]!) /
          BOHR_ANGSTROM;
        if (r < 1e-6 / BOHR_ANGSTROM) {
          throw new ChemError('invalid-molecule', `Atoms ${i + 1} and ${j + 1} are at the same position.`, [
            i,
            j,
          ]);
        }
        if (r <= row.get(this.mol.elements[j]!)!) {
          ni.push(i);
          nj.push(j);
          nr.push(r);
        } else this.far[k] = HARTREE_EV / r;
      }
    }
    this.nearI = Int32Array.from(ni);
    this.nearJ = Int32Array.from(nj);
    this.nearR = Float64Array.from(nr);
    this.nearV = new Float64Array(nr.length);
    this.nearZetaI = new Float64Array(nr.length);
    this.nearZetaJ = new Float64Array(nr.length);
    for (let q = 0; q < nr.length; q++) this.setNear(q);
    this.indexNear();
    this.blocks = new BlockPreconditioner(n, this.nearI, this.nearJ, this.nearR);
    this.blocks.factor(this.diag, (b) => this.subMatrix(b));
  }

  private indexNear(): void {
    const start = new Int32Array(this.n + 1);
    for (const i of this.nearI) start[i + 1]!++;
    for (const j of this.nearJ) start[j + 1]!++;
    for (let i = 0; i < this.n; i++) start[i + 1]! += start[i]!;
    const fill = start.slice(0, this.n);
    const byAtom = new Int32Array(2 * this.nearI.length);
    for (let k = 0; k < this.nearI.length; k++) {
      byAtom[fill[this.nearI[k]!]!++] = k;
      byAtom[fill[this.nearJ[k]!]!++] = k;
    }
    this.start = start;
    this.byAtom = byAtom;
  }

  /** [pair index, slot in `atoms`] for every listed pair of every atom of `atoms`. */
  private *nearOf(atoms: Int32Array): Generator<[number, number]> {
    for (let s = 0; s < atoms.length; s++) {
      const i = atoms[s]!;
      for (let q = this.start[i]!; q < this.start[i + 1]!; q++) yield [this.byAtom[q]!, s];
    }
  }

  /** The rows and columns of `atoms` (row-major): far values from the triangle, then listed pairs. */
  private subMatrix(atoms: Int32Array): Float64Array {
    const m = atoms.length;
    const a = new Float64Array(m * m);
    const slot = this.slot;
    atoms.forEach((i, s) => (slot[i] = s));
    for (let s = 0; s < m; s++) {
      a[s * m + s] = this.diag[atoms[s]!]!;
      for (let t = s + 1; t < m; t++) {
        const lo = Math.min(atoms[s]!, atoms[t]!);
        const hi = Math.max(atoms[s]!, atoms[t]!);
        const v = this.far[rowOffset(this.n, lo) + hi]!;
        a[s * m + t] = v;
        a[t * m + s] = v;
      }
    }
    for (const [k, s] of this.nearOf(atoms)) {
      const t = slot[this.nearI[k]! === atoms[s]! ? this.nearJ[k]! : this.nearI[k]!]!;
      if (t >= 0) a[s * m + t]! += this.nearV[k]!;
    }
    for (const i of atoms) slot[i] = -1;
    return a;
  }

  /** Point-charge distance (bohr) per element pair, hydrogen at the lowest exponent allowed for. */
  private cutoffs(): Map<number, Map<number, number>> {
    const shells = new Map<number, { n: number; zeta: number }>();
    this.params.forEach((q, i) => {
      const z = this.mol.elements[i]!;
      shells.set(z, { n: q.n, zeta: z === 1 ? this.zetaFloor : q.zeta });
    });
    const table = new Map<number, Map<number, number>>();
    for (const [za, a] of shells) {
      const row = new Map<number, number>();
      for (const [zb, b] of shells) row.set(zb, pointChargeDistance(a, b));
      table.set(za, row);
    }
    return table;
  }

  private pair(i: number, j: number, r: number): number {
    const a = { n: this.params[i]!.n, zeta: this.zeta[i]! };
    const b = { n: this.params[j]!.n, zeta: this.zeta[j]! };
    return HARTREE_EV * slaterCoulomb(a, b, r);
  }
}
