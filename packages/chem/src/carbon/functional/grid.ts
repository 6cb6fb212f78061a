import { cellWidths, toFractional } from '../../core/cell.js';
import type { Vec3 } from '../../core/vec3.js';
import type { Draft } from './draft.js';

/** Bin size, Å: above the largest clash limit, so every atom within a limit lies in the 27 bins around. */
const BIN = 2.5;

/**
 * Atoms binned by position, so the clash check of a new atom looks at its neighbourhood, not at the whole
 * structure (a 100 Å VIP tube has 30,000 atoms). In a cell the bins divide each lattice vector (wrapped
 * fractional coordinates, at least BIN wide measured across the cell), and the neighbourhood wraps round
 * the boundary; without a cell they are BIN-sided cubes.
 */
export class ContactGrid {
  private readonly bins = new Map<string, number[]>();
  private readonly counts: readonly [number, number, number] | undefined;

  constructor(private readonly draft: Draft) {
    const cell = draft.cell;
    this.counts = cell
      ? (cellWidths(cell).map((w) => Math.max(1, Math.floor(w / BIN))) as [number, number, number])
      : undefined;
    draft.positions.forEach((_, i) => {
      if (!draft.removed[i]) this.insert(i);
    });
  }

  private binOf(p: Vec3): [number, number, number] {
    if (!this.counts || !this.draft.cell)
      return p.map((x) => Math.floor(x / BIN)) as [number, number, number];
    const f = toFractional(this.draft.cell, p);
    return f.map((x, d) => {
      const n = this.counts![d]!;
      return Math.min(n - 1, Math.floor((x - Math.floor(x)) * n));
    }) as [number, number, number];
  }

  insert(atom: number): void {
    const key = this.binOf(this.draft.positions[atom]!).join(',');
    const list = this.bins.get(key);
    if (list) list.push(atom);
    else this.bins.set(key, [atom]);
  }

  /** Call after the atom moved from `from` to its present position. */
  moved(atom: number, from: Vec3): void {
    const list = this.bins.get(this.binOf(from).join(','));
    const k = list?.indexOf(atom) ?? -1;
    if (k >= 0) list!.splice(k, 1);
    this.insert(atom);
  }

  /** The atoms that may lie within BIN of p (each once; removed atoms included, the caller skips them). */
  near(p: Vec3): number[] {
    const centre = this.binOf(p);
    const axes = centre.map((c, d) => {
      const n = this.counts?.[d];
      if (n === undefined) return [c - 1, c, c + 1];
      // Along an axis of one or two bins every bin is a neighbour; otherwise the three around, wrapped.
      return n < 3 ? [...Array(n).keys()] : [c - 1, c, c + 1].map((x) => (x + n) % n);
    });
    const out: number[] = [];
    for (const i of axes[0]!)
      for (const j of axes[1]!)
        for (const k of axes[2]!) out.push(...(this.bins.get(`${i},${j},${k}`) ?? []));
    return out;
  }
}
