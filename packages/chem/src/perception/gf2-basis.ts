/**
 * An incremental basis of edge sets over GF(2) (the cycle space), for testing whether a new cycle
 * is independent of those already chosen. Rows are kept sparse, as sorted edge-id arrays, in
 * echelon form keyed by their highest edge id (the pivot): reducing a candidate XORs away its
 * highest edge while a row with that pivot exists. The candidate is dependent iff it reduces to
 * nothing. Sparse rows matter: a graphene sheet with 10⁴ rings would need 10⁴ × 1.5·10⁴-bit
 * dense rows, while its reduced rows stay a few dozen edges long when edges are numbered locally.
 */
export class Gf2Basis {
  private readonly rows: (Int32Array | undefined)[];
  private rankValue = 0;
  /** Edge-ids touched by reductions so far, so callers can bound the work. */
  work = 0;

  constructor(edgeCount: number) {
    this.rows = new Array<Int32Array | undefined>(edgeCount);
  }

  get rank(): number {
    return this.rankValue;
  }

  /** Adds `edges` (sorted ascending, distinct) if independent; returns whether it was added. */
  add(edges: Int32Array): boolean {
    let row = edges;
    while (row.length > 0) {
      const pivot = row[row.length - 1]!;
      const other = this.rows[pivot];
      if (other === undefined) {
        this.rows[pivot] = row;
        this.rankValue++;
        return true;
      }
      this.work += row.length + other.length;
      row = symmetricDifference(row, other);
    }
    return false;
  }
}

/** XOR of two sorted id lists. */
export function symmetricDifference(x: Int32Array, y: Int32Array): Int32Array {
  const out = new Int32Array(x.length + y.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < x.length && j < y.length) {
    const a = x[i]!;
    const b = y[j]!;
    if (a === b) {
      i++;
      j++;
    } else if (a < b) {
      out[k++] = a;
      i++;
    } else {
      out[k++] = b;
      j++;
    }
  }
  while (i < x.length) out[k++] = x[i++]!;
  while (j < y.length) out[k++] = y[j++]!;
  return out.slice(0, k);
}
