import { AcBond } from './bond-codes.js';
import type { TypingGraph } from './graph.js';

/**
 * The pass that splits GAFF's paired types (Wang et al., J. Comput. Chem. 2004, 25, 1157: cc/cd,
 * ce/cf, cg/ch, nc/nd, ne/nf, pc/pd, pe/pf, and cp/cq for biaryl heads), as antechamber performs it
 * (Wang et al. 2006). Along a conjugated system a double bond joins the two members of a pair
 * (cc=cd) and a single bond two of the same (cc–cc, cd–cd). Each atom gets a sign, the first such
 * atom +; a single (or aromatic single) bond copies the sign to the neighbour, a double,
 * aromatic double or triple bond flips it; atoms with sign − take the second type of the pair.
 * Signs spread in sweeps over the bonds in file order (at most one sweep fewer than the atoms
 * concerned); a sweep that has spread nothing yet starts a new system at the first bond joining
 * two unsigned atoms. Delocalized and N-oxide bonds spread nothing.
 */
export const PAIRED_TYPES: Readonly<Record<string, string>> = {
  cc: 'cd',
  ce: 'cf',
  cg: 'ch',
  pc: 'pd',
  pe: 'pf',
  nc: 'nd',
  ne: 'nf',
};

const SAME = new Set<number>([AcBond.Single, AcBond.AromaticSingle]);
const FLIP = new Set<number>([AcBond.Double, AcBond.AromaticDouble, AcBond.Triple]);

function spread(sign: Int8Array, from: number, to: number, code: number): boolean {
  if (sign[to] !== 0 || sign[from] === 0) return false;
  if (SAME.has(code)) sign[to] = sign[from]!;
  else if (FLIP.has(code)) sign[to] = -sign[from]!;
  return true;
}

function sweep(g: TypingGraph, codes: Uint8Array, member: boolean[], sign: Int8Array): void {
  let spreadYet = false;
  g.bondAtoms.forEach(([a, b], k) => {
    if (!member[a] || !member[b]) return;
    if (!spreadYet && sign[a] === 0 && sign[b] === 0) sign[a] = 1;
    if (spread(sign, b, a, codes[k]!)) spreadYet = true;
    if (spread(sign, a, b, codes[k]!)) spreadYet = true;
  });
}

export function alternatePairs(g: TypingGraph, codes: Uint8Array, types: string[]): void {
  const member = types.map((t) => t in PAIRED_TYPES);
  const sign = new Int8Array(types.length);
  const first = member.indexOf(true);
  if (first < 0) return;
  sign[first] = 1;
  const total = member.filter(Boolean).length;
  for (let s = 1; s < total; s++) sweep(g, codes, member, sign);
  types.forEach((t, i) => {
    if (sign[i] === -1) types[i] = PAIRED_TYPES[t] ?? t;
  });
}

/**
 * cp/cq: the same spreading among cp atoms only, from the first cp and without new starts; a
 * Kekulé single bond keeps the type, any other bond (an aromatic ring bond) flips it.
 */
export function alternateBiarylHeads(g: TypingGraph, codes: Uint8Array, types: string[]): void {
  const member = types.map((t) => t === 'cp');
  const sign = new Int8Array(types.length);
  const first = member.indexOf(true);
  if (first < 0) return;
  sign[first] = 1;
  const total = member.filter(Boolean).length;
  for (let s = 1; s < total; s++) {
    g.bondAtoms.forEach(([a, b], k) => {
      if (!member[a] || !member[b]) return;
      const keep = codes[k] === AcBond.Single;
      for (const [from, to] of [
        [b, a],
        [a, b],
      ] as const) {
        if (sign[to] === 0 && sign[from] !== 0) sign[to] = keep ? sign[from]! : -sign[from]!;
      }
    });
  }
  types.forEach((t, i) => {
    if (sign[i] === -1) types[i] = 'cq';
  });
}
