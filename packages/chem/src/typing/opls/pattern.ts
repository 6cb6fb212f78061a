import { ChemError } from '../../core/errors.js';

/**
 * The pattern language of the OPLS-AA typing rules: a SMARTS subset, written as SMARTS so that a
 * rule reads like the chemistry it encodes (Daylight SMARTS theory manual). The first atom is the
 * atom being typed; the rest is a tree of its environment (branches, no ring closures; ring facts
 * come from the r/R/x primitives instead). Distinct pattern atoms map to distinct atoms.
 *
 * Atom primitives: element (C N O S P F Cl Br I aliphatic, c n o s p aromatic, #n any),
 * `*`, `a`, `A`, `Xn` (neighbours), `Hn` (hydrogen neighbours; `H` is H1), `R` / `Rn` (in a ring /
 * in n SSSR rings; R0 none), `rn` (in an SSSR ring of size n), `xn` (ring bonds), `+`, `-`, `+n`,
 * `-n` (formal charge) and, our one extension, `{opls_NNN}`: the atom already carries that type
 * (hydrogens and heteroatoms are typed after the carbons, so their rules may ask for a carbon's type).
 * Operators `!` (not), `&` or nothing (and), `,` (or), `;` (low-precedence and).
 * Bonds: `-` single, `=` double, `#` triple (none of them aromatic), `:` aromatic, `~` any, `@` in
 * a ring, `!` before a primitive negates it; several primitives all hold; no symbol: single or aromatic.
 */
export type AtomTest =
  | { readonly kind: 'element'; readonly z: number; readonly aromatic?: boolean }
  | { readonly kind: 'any' }
  | { readonly kind: 'aromatic'; readonly value: boolean }
  | {
      readonly kind: 'degree' | 'hydrogens' | 'ringCount' | 'ringSize' | 'ringBonds' | 'charge';
      readonly n: number;
    }
  | { readonly kind: 'inRing' }
  | { readonly kind: 'type'; readonly type: string }
  | { readonly kind: 'not'; readonly test: AtomTest }
  | { readonly kind: 'and' | 'or'; readonly tests: readonly AtomTest[] };

export type BondPrimitive = 'single' | 'double' | 'triple' | 'aromatic' | 'any' | 'ring';
export interface BondTest {
  /** All must hold; `negated` primitives must not. Empty: single or aromatic. */
  readonly primitives: readonly { readonly p: BondPrimitive; readonly negated: boolean }[];
}

/** Pattern atoms in depth-first order; every atom but the first hangs from an earlier one. */
export interface PatternAtom {
  readonly test: AtomTest;
  readonly parent: number;
  readonly bond: BondTest | undefined;
}

export interface Pattern {
  readonly source: string;
  readonly atoms: readonly PatternAtom[];
}

const ELEMENTS: Readonly<Record<string, number>> = {
  Cl: 17,
  Br: 35,
  C: 6,
  N: 7,
  O: 8,
  S: 16,
  P: 15,
  F: 9,
  I: 53,
  B: 5,
};
const AROMATIC: Readonly<Record<string, number>> = { c: 6, n: 7, o: 8, s: 16, p: 15 };

const fail = (source: string, at: number, why: string): never => {
  throw new ChemError('invalid-molecule', `OPLS pattern '${source}', position ${at + 1}: ${why}.`);
};

export function parsePattern(source: string): Pattern {
  const atoms: PatternAtom[] = [];
  const stack: number[] = [];
  let previous = -1;
  let bond: BondTest | undefined;
  let i = 0;
  while (i < source.length) {
    const ch = source[i]!;
    if (ch === '(') {
      if (previous < 0) fail(source, i, 'branch before any atom');
      stack.push(previous);
      i++;
    } else if (ch === ')') {
      if (stack.length === 0) fail(source, i, 'unbalanced )');
      previous = stack.pop()!;
      i++;
    } else if ('-=#:~@!'.includes(ch)) {
      const end = scanBond(source, i);
      bond = parseBond(source, i, end);
      i = end;
    } else {
      const { test, end } = parseAtomToken(source, i);
      if (previous < 0 && atoms.length > 0) fail(source, i, 'a second root atom');
      atoms.push({ test, parent: previous, bond: previous < 0 ? undefined : (bond ?? { primitives: [] }) });
      previous = atoms.length - 1;
      bond = undefined;
      i = end;
    }
  }
  if (atoms.length === 0 || stack.length > 0) fail(source, source.length - 1, 'empty or unbalanced pattern');
  return { source, atoms };
}

function scanBond(s: string, i: number): number {
  let j = i;
  while (j < s.length && '-=#:~@!'.includes(s[j]!)) j++;
  return j;
}

const BOND_SYMBOLS: Readonly<Record<string, BondPrimitive>> = {
  '-': 'single',
  '=': 'double',
  '#': 'triple',
  ':': 'aromatic',
  '~': 'any',
  '@': 'ring',
};

function parseBond(s: string, start: number, end: number): BondTest {
  const primitives: { p: BondPrimitive; negated: boolean }[] = [];
  let negated = false;
  for (let j = start; j < end; j++) {
    if (s[j] === '!') {
      negated = true;
      continue;
    }
    primitives.push({ p: BOND_SYMBOLS[s[j]!]!, negated });
    negated = false;
  }
  if (negated) fail(s, end - 1, 'dangling ! in a bond');
  return { primitives };
}

function parseAtomToken(s: string, i: number): { test: AtomTest; end: number } {
  if (s[i] === '[') {
    const close = s.indexOf(']', i);
    if (close < 0) fail(s, i, 'unclosed [');
    return { test: parseExpression(s, i + 1, close), end: close + 1 };
  }
  if (s[i] === '*') return { test: { kind: 'any' }, end: i + 1 };
  const two = s.slice(i, i + 2);
  if (two === 'Cl' || two === 'Br') return { test: element(ELEMENTS[two]!, false), end: i + 2 };
  if (ELEMENTS[s[i]!] !== undefined) return { test: element(ELEMENTS[s[i]!]!, false), end: i + 1 };
  if (AROMATIC[s[i]!] !== undefined) return { test: element(AROMATIC[s[i]!]!, true), end: i + 1 };
  return fail(s, i, `unexpected '${s[i]}'`);
}

const element = (z: number, aromatic: boolean | undefined): AtomTest =>
  aromatic === undefined ? { kind: 'element', z } : { kind: 'element', z, aromatic };

/** Splits at top-level separators (braces hold type names). */
function split(s: string, start: number, end: number, sep: string): [number, number][] {
  const parts: [number, number][] = [];
  let from = start;
  let depth = 0;
  for (let j = start; j < end; j++) {
    if (s[j] === '{') depth++;
    else if (s[j] === '}') depth--;
    else if (s[j] === sep && depth === 0) {
      parts.push([from, j]);
      from = j + 1;
    }
  }
  parts.push([from, end]);
  return parts;
}

const combine = (kind: 'and' | 'or', tests: AtomTest[]): AtomTest =>
  tests.length === 1 ? tests[0]! : { kind, tests };

function parseExpression(s: string, start: number, end: number): AtomTest {
  const low = split(s, start, end, ';').map(([a, b]) =>
    combine(
      'or',
      split(s, a, b, ',').map(([c, d]) =>
        combine(
          'and',
          split(s, c, d, '&').flatMap(([e, f]) => primitives(s, e, f)),
        ),
      ),
    ),
  );
  return combine('and', low);
}

/** A run of implicitly and-ed primitives, each optionally negated. */
function primitives(s: string, start: number, end: number): AtomTest[] {
  const out: AtomTest[] = [];
  let j = start;
  while (j < end) {
    let negate = false;
    while (s[j] === '!') {
      negate = !negate;
      j++;
    }
    const { test, next } = primitive(s, j, end);
    out.push(negate ? { kind: 'not', test } : test);
    j = next;
  }
  if (out.length === 0) fail(s, start, 'empty atom expression');
  return out;
}

function number(s: string, j: number, end: number): { n: number | undefined; next: number } {
  let k = j;
  while (k < end && /\d/.test(s[k]!)) k++;
  return { n: k > j ? Number(s.slice(j, k)) : undefined, next: k };
}

function primitive(s: string, j: number, end: number): { test: AtomTest; next: number } {
  const ch = s[j]!;
  if (ch === '{') {
    const close = s.indexOf('}', j);
    if (close < 0 || close > end) fail(s, j, 'unclosed {');
    return { test: { kind: 'type', type: s.slice(j + 1, close) }, next: close + 1 };
  }
  if (ch === '#') {
    const { n, next } = number(s, j + 1, end);
    if (n === undefined) fail(s, j, '# needs an atomic number');
    return { test: element(n!, undefined), next };
  }
  const two = s.slice(j, j + 2);
  if (two === 'Cl' || two === 'Br') return { test: element(ELEMENTS[two]!, false), next: j + 2 };
  if (ch === '*') return { test: { kind: 'any' }, next: j + 1 };
  if (ch === 'a' || ch === 'A') return { test: { kind: 'aromatic', value: ch === 'a' }, next: j + 1 };
  if (ch === '+' || ch === '-') {
    const { n, next } = number(s, j + 1, end);
    return { test: { kind: 'charge', n: (ch === '+' ? 1 : -1) * (n ?? 1) }, next };
  }
  const counted: Readonly<Record<string, 'degree' | 'hydrogens' | 'ringCount' | 'ringSize' | 'ringBonds'>> = {
    X: 'degree',
    H: 'hydrogens',
    R: 'ringCount',
    r: 'ringSize',
    x: 'ringBonds',
  };
  const kind = counted[ch];
  if (kind !== undefined) {
    const { n, next } = number(s, j + 1, end);
    if (kind === 'ringCount' && n === undefined) return { test: { kind: 'inRing' }, next };
    if (n === undefined && kind !== 'hydrogens') fail(s, j, `${ch} needs a count`);
    return { test: { kind, n: n ?? 1 }, next };
  }
  if (ELEMENTS[ch] !== undefined) return { test: element(ELEMENTS[ch]!, false), next: j + 1 };
  if (AROMATIC[ch] !== undefined) return { test: element(AROMATIC[ch]!, true), next: j + 1 };
  return fail(s, j, `unknown primitive '${ch}'`);
}
