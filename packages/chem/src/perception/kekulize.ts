import { BondOrder, bondValence } from '../core/bond-order.js';
import type { Molecule } from '../core/molecule.js';
import { withBonds } from '../core/molecule.js';
import { BlossomMatcher } from './matching.js';
import { chargedValence, VALENCE_RULES } from './valence-model.js';

/**
 * Kekulé form of a molecule whose file marks bonds aromatic (mol2 `ar`, MDL 4, CML `A`): every atom
 * whose valence (for its formal charge, valence-model.ts) is not filled when its aromatic bonds count
 * as single takes one π bond among them, found as a perfect matching (matching.ts). Returns
 * undefined when no Kekulé structure exists (an aromatic N written without its hydrogen, say).
 * Atoms outside the organic set take no π bond. Bonds that are not aromatic are not touched.
 */
export function kekulize(mol: Molecule): Molecule | undefined {
  const { a, b, order, count } = mol.bonds;
  const aromatic = [...order.keys()].filter((k) => order[k] === BondOrder.Aromatic);
  if (aromatic.length === 0) return mol;
  const filled = new Float64Array(mol.atomCount);
  for (let k = 0; k < count; k++) {
    const v = order[k] === BondOrder.Aromatic ? 1 : bondValence(order[k] as BondOrder);
    filled[a[k]!]! += v;
    filled[b[k]!]! += v;
  }
  const vertex = new Map<number, number>();
  const needsPi = (i: number): boolean => {
    const rule = VALENCE_RULES.get(mol.elements[i]!);
    return rule !== undefined && chargedValence(rule, mol.formalCharges[i]!) - filled[i]! >= 1;
  };
  for (const k of aromatic) {
    for (const i of [a[k]!, b[k]!]) if (!vertex.has(i) && needsPi(i)) vertex.set(i, vertex.size);
  }
  const adj: number[][] = Array.from({ length: vertex.size }, () => []);
  const edges: [number, number][] = [];
  for (const k of aromatic) {
    const u = vertex.get(a[k]!);
    const v = vertex.get(b[k]!);
    if (u === undefined || v === undefined || u === v) continue;
    adj[u]!.push(v);
    adj[v]!.push(u);
    edges.push([u, v]);
  }
  const matcher = new BlossomMatcher({ size: vertex.size, adj });
  matcher.maximise(() => true, { greedy: edges });
  if (matcher.mate.includes(-1)) return undefined;
  const next = Uint8Array.from(order);
  for (const k of aromatic) {
    const u = vertex.get(a[k]!);
    const v = vertex.get(b[k]!);
    const double = u !== undefined && v !== undefined && matcher.mate[u] === v;
    next[k] = double ? BondOrder.Double : BondOrder.Single;
    // Two aromatic bonds between the same atoms (periodic images) share one π bond.
    if (double) {
      matcher.mate[u] = -2;
      matcher.mate[v] = -2;
    }
  }
  return withBonds(mol, { ...mol.bonds, order: next });
}
