/** Most atoms per block (a 96×96 Cholesky factor is cheap to rebuild each cycle); 48 to 256 tried on the decane box, 96–160 took the fewest iterations. */
const BLOCK_SIZE = 96;
/** Pairs closer than this (bohr, ≈ 2.1 Å) join atoms into one block: bonds and geminal H–H. */
const CLOSE = 4;

/**
 * Block-Jacobi preconditioner for the QEq conjugate gradients. The strongest off-diagonal
 * couplings are between atoms a bond apart, which plain Jacobi ignores; blocks are chunks of at most
 * BLOCK_SIZE atoms in breadth-first order over the pairs closer than CLOSE (no bond table needed),
 * and each block's exact sub-matrix is Cholesky-factored. A principal sub-matrix of a positive
 * definite matrix is positive definite; where a factor fails anyway the block falls back to its diagonal.
 */
export class BlockPreconditioner {
  readonly blocks: Int32Array[];
  private factors: (Float64Array | undefined)[] = [];
  private diag: Float64Array = new Float64Array(0);

  constructor(n: number, pairI: Int32Array, pairJ: Int32Array, pairR: Float64Array) {
    this.blocks = chunks(n, closeNeighbours(n, pairI, pairJ, pairR));
  }

  /** `entries(block)` gives the block's sub-matrix, row-major. */
  factor(diag: Float64Array, entries: (block: Int32Array) => Float64Array): void {
    this.diag = diag;
    this.factors = this.blocks.map((b) => cholesky(entries(b), b.length));
  }

  /** z = M⁻¹ r. */
  apply(r: Float64Array, z: Float64Array): void {
    this.blocks.forEach((b, k) => {
      const l = this.factors[k];
      if (!l) {
        for (const i of b) z[i] = r[i]! / this.diag[i]!;
        return;
      }
      const m = b.length;
      const y = Float64Array.from(b, (i) => r[i]!);
      for (let i = 0; i < m; i++) {
        let s = y[i]!;
        for (let j = 0; j < i; j++) s -= l[i * m + j]! * y[j]!;
        y[i] = s / l[i * m + i]!;
      }
      for (let i = m - 1; i >= 0; i--) {
        let s = y[i]!;
        for (let j = i + 1; j < m; j++) s -= l[j * m + i]! * y[j]!;
        y[i] = s / l[i * m + i]!;
      }
      b.forEach((atom, i) => (z[atom] = y[i]!));
    });
  }
}

function closeNeighbours(n: number, pairI: Int32Array, pairJ: Int32Array, pairR: Float64Array): number[][] {
  const out = Array.from({ length: n }, (): number[] => []);
  for (let k = 0; k < pairI.length; k++) {
    if (pairR[k]! >= CLOSE) continue;
    out[pairI[k]!]!.push(pairJ[k]!);
    out[pairJ[k]!]!.push(pairI[k]!);
  }
  return out;
}

/** Breadth-first order over each connected group, cut into consecutive blocks. */
function chunks(n: number, neighbours: readonly number[][]): Int32Array[] {
  const seen = new Uint8Array(n);
  const blocks: Int32Array[] = [];
  let current: number[] = [];
  for (let root = 0; root < n; root++) {
    if (seen[root]) continue;
    seen[root] = 1;
    const queue = [root];
    for (let h = 0; h < queue.length; h++) {
      const a = queue[h]!;
      if (current.length === BLOCK_SIZE) {
        blocks.push(Int32Array.from(current));
        current = [];
      }
      current.push(a);
      for (const b of neighbours[a]!) {
        if (!seen[b]) {
          seen[b] = 1;
          queue.push(b);
        }
      }
    }
  }
  if (current.length > 0) blocks.push(Int32Array.from(current));
  return blocks;
}

/** Lower Cholesky factor in place (row-major), or undefined when not positive definite. */
function cholesky(a: Float64Array, m: number): Float64Array | undefined {
  for (let j = 0; j < m; j++) {
    let d = a[j * m + j]!;
    for (let k = 0; k < j; k++) d -= a[j * m + k]! ** 2;
    if (!(d > 0)) return undefined;
    const root = Math.sqrt(d);
    a[j * m + j] = root;
    for (let i = j + 1; i < m; i++) {
      let s = a[i * m + j]!;
      for (let k = 0; k < j; k++) s -= a[i * m + k]! * a[j * m + k]!;
      a[i * m + j] = s / root;
    }
  }
  return a;
}
