import type { Molecule } from '../core/molecule.js';

/**
 * Geometry figures of a built chain (issue 18's acceptance): heavy-atom pairs not bonded and not 1–3 that
 * are closer than 2.5 Å, and pairs of any atoms more than three bonds apart closer than 1.6 Å. Pairs are
 * found with a cell list, so a 10,000-atom chain costs milliseconds.
 */
export interface ChainContacts {
  readonly heavyUnder25: number;
  readonly beyond3Under16: number;
}

export function chainContacts(mol: Molecule): ChainContacts {
  const n = mol.atomCount;
  const adj: number[][] = Array.from({ length: n }, () => []);
  for (let k = 0; k < mol.bonds.count; k++) {
    adj[mol.bonds.a[k]!]!.push(mol.bonds.b[k]!);
    adj[mol.bonds.b[k]!]!.push(mol.bonds.a[k]!);
  }
  const cells = new Map<string, number[]>();
  const size = 2.5;
  const key = (x: number, y: number, z: number): string => `${x},${y},${z}`;
  const p = mol.positions;
  const cellOf = (i: number): [number, number, number] => [
    Math.floor(p[3 * i]! / size),
    Math.floor(p[3 * i + 1]! / size),
    Math.floor(p[3 * i + 2]! / size),
  ];
  for (let i = 0; i < n; i++) {
    const k = key(...cellOf(i));
    (cells.get(k) ?? cells.set(k, []).get(k)!).push(i);
  }
  let heavyUnder25 = 0;
  let beyond3Under16 = 0;
  for (let i = 0; i < n; i++) {
    const sep = separations(adj, i);
    const [cx, cy, cz] = cellOf(i);
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        for (let dz = -1; dz <= 1; dz++) {
          for (const j of cells.get(key(cx + dx, cy + dy, cz + dz)) ?? []) {
            if (j <= i) continue;
            const d2 =
              (p[3 * i]! - p[3 * j]!) ** 2 +
              (p[3 * i + 1]! - p[3 * j + 1]!) ** 2 +
              (p[3 * i + 2]! - p[3 * j + 2]!) ** 2;
            const s = sep.get(j) ?? 99;
            if (s > 2 && mol.elements[i] !== 1 && mol.elements[j] !== 1 && d2 < 2.5 * 2.5) heavyUnder25++;
            if (s > 3 && d2 < 1.6 * 1.6) beyond3Under16++;
          }
        }
      }
    }
  }
  return { heavyUnder25, beyond3Under16 };
}

/** Atoms within three bonds of `from`, with their bond distance. */
export function separations(adj: readonly (readonly number[])[], from: number): Map<number, number> {
  const d = new Map([[from, 0]]);
  let frontier = [from];
  for (let level = 1; level <= 3; level++) {
    const next: number[] = [];
    for (const a of frontier) {
      for (const b of adj[a]!) {
        if (!d.has(b)) {
          d.set(b, level);
          next.push(b);
        }
      }
    }
    frontier = next;
  }
  return d;
}
