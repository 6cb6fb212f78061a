import type { Diagnostic } from '../../core/diagnostics.js';
import { AcBond } from './bond-codes.js';
import type { TypingGraph } from './graph.js';
import { PAIRED_TYPES } from './conjugation.js';

/**
 * The consistency check antechamber prints after the conjugation pass (Wang et al. 2006): two
 * atoms of the same half of a pair (cc, cc) should be joined by a single bond, two of different
 * halves (cc, cd) by a double one; likewise cp–cp by a Kekulé single bond and cp–cq by a ring bond.
 * Odd rings of conjugated atoms (a fulvene, say) cannot satisfy it; each offending bond is reported.
 */
const FIRST = new Set(Object.keys(PAIRED_TYPES));
const SECOND = new Set(Object.values(PAIRED_TYPES));
const half = (t: string): number => (FIRST.has(t) ? 1 : SECOND.has(t) ? -1 : 0);
const singleLike = (code: number): boolean => code === AcBond.Single || code === AcBond.AromaticSingle;

function suspicious(ta: string, tb: string, code: number): boolean {
  const product = half(ta) * half(tb);
  if (product === 1 && !singleLike(code)) return true;
  if (product === -1 && singleLike(code)) return true;
  const heads = [ta, tb].sort().join('-');
  if (heads === 'cp-cp' || heads === 'cq-cq') return code !== AcBond.Single;
  return heads === 'cp-cq' && code === AcBond.Single;
}

export function conjugationWarnings(
  g: TypingGraph,
  codes: Uint8Array,
  types: readonly string[],
): Diagnostic[] {
  const out: Diagnostic[] = [];
  g.bondAtoms.forEach(([a, b], k) => {
    if (!suspicious(types[a]!, types[b]!, codes[k]!)) return;
    out.push({
      severity: 'warning',
      code: 'gaff-conjugation',
      message: `GAFF types ${types[a]} (atom ${a + 1}) and ${types[b]} (atom ${b + 1}) do not fit the bond between them; the conjugated system may have an odd ring.`,
      atoms: [a, b],
    });
  });
  return out;
}
