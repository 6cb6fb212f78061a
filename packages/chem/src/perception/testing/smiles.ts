import type { BondOrder } from '../../core/bond-order.js';
import { atomicNumber } from '../../core/elements.js';
import type { Molecule } from '../../core/molecule.js';
import { MoleculeBuilder } from '../../core/molecule.js';

/**
 * A small Kekulé-SMILES reader for perception tests (not the project's SMILES format): organic
 * atoms B C N O P S F Cl Br I, bracket atoms `[NH+]`, `[O-]`, `[Fe+2]`, bonds `- = # :` (`:` gives
 * BondOrder.Aromatic), branches, ring closures `1`…`9` and `%nn`, `.` between fragments. No lowercase aromatic atoms.
 * Hydrogens become explicit atoms: bracket atoms get the H count written, organic atoms the
 * smallest standard valence that fits (C 4; N 3; O 2; S 2, 4, 6; P 3, 5; B 3; halogens 1), as
 * Daylight's SMILES theory manual specifies. All atoms sit at the origin.
 */
export function smiles(text: string, title = text): Molecule {
  const atoms: { element: number; charge: number; h: number | undefined }[] = [];
  const bonds: [number, number, BondOrder][] = [];
  const stack: number[] = [];
  const open = new Map<number, [number, BondOrder | undefined]>();
  let previous = -1;
  let pending: BondOrder | undefined;
  const re = /Cl|Br|[BCNOPSFI]|\[[^\]]+\]|[-=#:.]|[()]|%\d\d|\d/g;
  let consumed = 0;
  for (const m of text.matchAll(re)) {
    if (m.index !== consumed) throw new Error(`unexpected SMILES text at ${consumed} in ${text}`);
    consumed += m[0].length;
    const token = m[0];
    if (token === '.') previous = -1;
    else if (token === '(') stack.push(previous);
    else if (token === ')') previous = stack.pop() ?? -1;
    else if ('-=#:'.includes(token)) pending = ({ '-': 1, '=': 2, '#': 3, ':': 5 } as const)[token as '-'];
    else if (/^(%\d\d|\d)$/.test(token)) {
      const n = Number(token.replace('%', ''));
      const other = open.get(n);
      if (other) {
        bonds.push([other[0], previous, pending ?? other[1] ?? 1]);
        open.delete(n);
      } else open.set(n, [previous, pending]);
      pending = undefined;
    } else {
      atoms.push(parseAtom(token));
      if (previous >= 0) bonds.push([previous, atoms.length - 1, pending ?? 1]);
      previous = atoms.length - 1;
      pending = undefined;
    }
  }
  if (consumed !== text.length || open.size > 0) throw new Error(`bad SMILES ${text}`);
  return build(title, atoms, bonds);
}

function parseAtom(token: string): { element: number; charge: number; h: number | undefined } {
  if (!token.startsWith('[')) return { element: atomicNumber(token)!, charge: 0, h: undefined };
  const m = /^\[([A-Z][a-z]?)(H(\d?))?([+-]+|[+-]\d)?\]$/.exec(token);
  if (!m) throw new Error(`unsupported bracket atom ${token}`);
  const sign = m[4] ?? '';
  const charge = /\d/.test(sign)
    ? Number(sign)
    : (sign.match(/\+/g)?.length ?? 0) - (sign.match(/-/g)?.length ?? 0);
  return { element: atomicNumber(m[1]!)!, charge, h: m[2] ? Number(m[3] || 1) : 0 };
}

const VALENCES: Record<number, number[]> = {
  5: [3],
  6: [4],
  7: [3],
  8: [2],
  15: [3, 5],
  16: [2, 4, 6],
  9: [1],
  17: [1],
  35: [1],
  53: [1],
};

function build(
  title: string,
  atoms: { element: number; charge: number; h: number | undefined }[],
  bonds: [number, number, BondOrder][],
): Molecule {
  const builder = new MoleculeBuilder(title);
  const valence = new Array<number>(atoms.length).fill(0);
  for (const [a, b, order] of bonds) {
    const v = order === 5 ? 1.5 : order;
    valence[a]! += v;
    valence[b]! += v;
  }
  atoms.forEach((a) => builder.addAtom({ element: a.element, x: 0, y: 0, z: 0, formalCharge: a.charge }));
  for (const [a, b, order] of bonds) builder.addBond({ a, b, order });
  atoms.forEach((a, i) => {
    const used = Math.ceil(valence[i]!);
    const h = a.h ?? (VALENCES[a.element]?.find((v) => v >= used) ?? used) - used;
    for (let k = 0; k < h; k++) {
      const hydrogen = builder.addAtom({ element: 1, x: 0, y: 0, z: 0 });
      builder.addBond({ a: i, b: hydrogen, order: 1 });
    }
  });
  return builder.build();
}
