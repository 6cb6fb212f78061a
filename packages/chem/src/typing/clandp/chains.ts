import { C, H, type IonGraph, degree, elementOf, neighboursOf } from './ion-graph.js';

/**
 * A linear alkyl chain on an ionic head (imidazolium or pyridinium N, ammonium N, phosphonium P),
 * typed as CL&P does: the carbon on the head is C1 (CH3) or C1A (CH2) with H1 hydrogens, or C1P on
 * phosphorus; the second carbon C2 (CE when it ends an ethyl); further carbons CS and the terminal
 * CH3 CT, all with HC hydrogens. Returns the chain length, or undefined for anything that is not an
 * unbranched, fully hydrogenated alkyl (a branch, a ring closure, a heteroatom, a missing hydrogen).
 */
export function typeChain(
  g: IonGraph,
  head: number,
  alpha: number,
  onPhosphorus: boolean,
  types: Map<number, string>,
): number | undefined {
  const carbons: number[] = [];
  const hydrogens: number[][] = [];
  const seen = new Set([head]);
  let prev = head;
  let cur: number | undefined = alpha;
  while (cur !== undefined) {
    if (elementOf(g, cur) !== C || degree(g, cur) !== 4 || seen.has(cur) || types.has(cur)) return undefined;
    seen.add(cur);
    const here: number = cur;
    const others: number[] = neighboursOf(g, here).filter((j) => j !== prev);
    const hs = others.filter((j) => elementOf(g, j) === H && degree(g, j) === 1);
    const next: number[] = others.filter((j) => !hs.includes(j));
    if (next.length > 1 || (next.length === 1 && elementOf(g, next[0]!) !== C)) return undefined;
    carbons.push(here);
    hydrogens.push(hs);
    prev = here;
    cur = next[0];
  }
  const last = carbons.length - 1;
  carbons.forEach((c, k) => {
    types.set(c, carbonType(k, last, onPhosphorus));
    for (const h of hydrogens[k]!) types.set(h, k === 0 ? 'H1' : 'HC');
  });
  return carbons.length;
}

function carbonType(k: number, last: number, onPhosphorus: boolean): string {
  if (k === 0) return onPhosphorus ? 'C1P' : last === 0 ? 'C1' : 'C1A';
  if (k === 1) return last === 1 ? 'CE' : 'C2';
  return k === last ? 'CT' : 'CS';
}
