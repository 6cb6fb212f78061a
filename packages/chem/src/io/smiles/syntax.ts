import { atomicNumber } from '../../core/elements.js';

/**
 * A SMILES string checked for what OpenSMILES (opensmiles.org, "Grammar") allows, before Open Babel
 * builds it: so that a typo is named with its position instead of "no structure". Valence and
 * aromaticity are Open Babel's to judge; this only reads the grammar.
 */
export type SmilesProblemReason =
  'empty' | 'character' | 'element' | 'bracket' | 'branch-open' | 'branch-close' | 'ring' | 'bond';

export interface SmilesProblem {
  readonly reason: SmilesProblemReason;
  /** 1-based character position the problem is at (for 'ring' and 'branch-open': where it was opened). */
  readonly position: number;
  /** The text concerned: the character, the bracket atom, the ring-closure label. */
  readonly text: string;
}

export interface SmilesSyntax {
  /** Atoms the string writes (hydrogens only where written as atoms, e.g. [H][H]). */
  readonly atoms: number;
  readonly problem?: SmilesProblem;
}

/** Organic-subset atoms written without brackets, longest first (OpenSMILES 3.1.5). */
const ORGANIC = ['Cl', 'Br', 'B', 'C', 'N', 'O', 'P', 'S', 'F', 'I', 'b', 'c', 'n', 'o', 'p', 's', '*'];
const BONDS = new Set(['-', '=', '#', '$', ':', '/', '\\']);
/** Aromatic symbols allowed inside brackets (OpenSMILES 3.5). */
const AROMATIC_IN_BRACKETS = new Set(['b', 'c', 'n', 'o', 'p', 's', 'se', 'as', 'te']);
const BRACKET_ATOM =
  /^\[(\d*)([A-Z][a-z]?|[a-z]{1,2}|\*)(@(?:@|TH[12]|AL[12]|SP[123]|TB\d{1,2}|OH\d{1,2})?)?(H\d?)?([+-]{1,2}|[+-]\d{1,2})?(:\d+)?\]$/;

/** Reads `smiles` by the grammar; `problem` is the first thing that does not fit. */
export function checkSmilesSyntax(smiles: string): SmilesSyntax {
  const s = smiles.trim();
  if (s === '') return { atoms: 0, problem: { reason: 'empty', position: 1, text: '' } };
  const state = { atoms: 0, branches: [] as number[], rings: new Map<string, number>(), bond: -1 };
  let i = 0;
  let afterAtom = false;
  while (i < s.length) {
    const step = readToken(s, i, afterAtom, state);
    if ('problem' in step) return { atoms: state.atoms, problem: step.problem };
    afterAtom = step.afterAtom;
    i = step.next;
  }
  const open = state.branches[0];
  if (open !== undefined) return fail(state, 'branch-open', open, '(');
  const [label, at] = [...state.rings.entries()][0] ?? [];
  if (label !== undefined && at !== undefined) return fail(state, 'ring', at, label);
  if (state.bond >= 0) return fail(state, 'bond', state.bond, s[state.bond - 1] ?? '');
  return { atoms: state.atoms };
}

interface State {
  atoms: number;
  readonly branches: number[];
  readonly rings: Map<string, number>;
  /** 1-based position of a bond symbol still waiting for its atom, or -1. */
  bond: number;
}

type Step = { readonly next: number; readonly afterAtom: boolean } | { readonly problem: SmilesProblem };

const fail = (state: State, reason: SmilesProblemReason, position: number, text: string): SmilesSyntax => ({
  atoms: state.atoms,
  problem: { reason, position, text },
});
const problem = (reason: SmilesProblemReason, position: number, text: string): Step => ({
  problem: { reason, position, text },
});

function readToken(s: string, i: number, afterAtom: boolean, state: State): Step {
  const c = s[i] ?? '';
  const pos = i + 1;
  if (c === '[') return readBracketAtom(s, i, state);
  const organic = ORGANIC.find((a) => s.startsWith(a, i));
  if (organic !== undefined) {
    state.atoms++;
    state.bond = -1;
    return { next: i + organic.length, afterAtom: true };
  }
  if (BONDS.has(c)) {
    if (!afterAtom || state.bond >= 0) return problem('bond', pos, c);
    state.bond = pos;
    return { next: i + 1, afterAtom: true };
  }
  if (c === '(') {
    if (!afterAtom || state.bond >= 0) return problem('branch-open', pos, c);
    state.branches.push(pos);
    return { next: i + 1, afterAtom: true };
  }
  if (c === ')') {
    if (state.branches.pop() === undefined || state.bond >= 0) return problem('branch-close', pos, c);
    return { next: i + 1, afterAtom: true };
  }
  if (/[0-9%]/.test(c)) return readRing(s, i, afterAtom, state);
  if (c === '.') {
    if (!afterAtom || state.bond >= 0) return problem('character', pos, c);
    return { next: i + 1, afterAtom: false };
  }
  return problem('character', pos, c);
}

function readBracketAtom(s: string, i: number, state: State): Step {
  const end = s.indexOf(']', i);
  if (end < 0) return problem('bracket', i + 1, s.slice(i));
  const text = s.slice(i, end + 1);
  const m = BRACKET_ATOM.exec(text);
  if (!m) return problem('bracket', i + 1, text);
  const symbol = m[2] ?? '';
  const known =
    symbol === '*' ||
    AROMATIC_IN_BRACKETS.has(symbol) ||
    (/^[A-Z]/.test(symbol) && atomicNumber(symbol) !== undefined);
  if (!known) return problem('element', i + 2 + (m[1]?.length ?? 0), symbol);
  state.atoms++;
  state.bond = -1;
  return { next: end + 1, afterAtom: true };
}

function readRing(s: string, i: number, afterAtom: boolean, state: State): Step {
  const label = s[i] === '%' ? s.slice(i, i + 3) : (s[i] ?? '');
  if (!/^(\d|%\d\d)$/.test(label) || !afterAtom) return problem('ring', i + 1, label);
  if (state.rings.has(label)) state.rings.delete(label);
  else state.rings.set(label, i + 1);
  state.bond = -1;
  return { next: i + label.length, afterAtom: true };
}
