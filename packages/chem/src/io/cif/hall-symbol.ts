/**
 * Space-group operators from a Hall symbol: S. R. Hall, "Space-group notation with an explicit origin",
 * Acta Cryst. A37 (1981) 517–525, with the erratum Acta Cryst. A37 (1981) 921, as the symbols are
 * tabulated in International Tables for Crystallography Vol. B (2001), §1.4 (Table A1.4.2.7).
 *
 * A Hall symbol is `[-]L M1 [M2 [M3 [M4]]] [(vx vy vz)]`: `-` adds the inversion at the origin, L is the
 * lattice (P A B C I R S T F with its centring translations), each matrix symbol Mi is `[-]N[axis][t…]`
 * (N = 1 2 3 4 6 fold; `-` improper; axis x y z, ' or " (face diagonals, relative to the preceding
 * axis) or * (body diagonal); translations a b c n u v w d, or a digit 1–5 for a screw of digit/N along
 * the axis), and the optional vector shifts the origin by v/12. Default axes (Hall's rules): the first
 * matrix is along z; a second 2-fold is along x after a 2 or 4 and along a−b (') after a 3 or 6; a third
 * 3-fold is along a+b+c (*). The group is the closure of the generators modulo lattice translations.
 *
 * Internally translations are integers in twelfths (every Hall translation, centring and origin shift
 * is a multiple of 1/12), so group closure is exact.
 */

/** A rotation as integer rows and a translation in twelfths, reduced into [0, 12). */
export interface Seitz {
  readonly r: readonly (readonly number[])[];
  readonly t: readonly number[];
}

type M = number[][];
const m = (...rows: number[][]): M => rows;
const I3 = m([1, 0, 0], [0, 1, 0], [0, 0, 1]);

/** Rotation matrices of Hall 1981 Table 3 for the principal axes x, y, z. */
const PRINCIPAL: Record<string, Record<number, M>> = {
  x: {
    2: m([1, 0, 0], [0, -1, 0], [0, 0, -1]),
    3: m([1, 0, 0], [0, 0, -1], [0, 1, -1]),
    4: m([1, 0, 0], [0, 0, -1], [0, 1, 0]),
    6: m([1, 0, 0], [0, 1, -1], [0, 1, 0]),
  },
  y: {
    2: m([-1, 0, 0], [0, 1, 0], [0, 0, -1]),
    3: m([-1, 0, 1], [0, 1, 0], [-1, 0, 0]),
    4: m([0, 0, 1], [0, 1, 0], [-1, 0, 0]),
    6: m([0, 0, 1], [0, 1, 0], [-1, 0, 1]),
  },
  z: {
    2: m([-1, 0, 0], [0, -1, 0], [0, 0, 1]),
    3: m([0, -1, 0], [1, -1, 0], [0, 0, 1]),
    4: m([0, -1, 0], [1, 0, 0], [0, 0, 1]),
    6: m([1, -1, 0], [1, 0, 0], [0, 0, 1]),
  },
};

/** 2-fold rotations about face diagonals (' and "), by the axis of the preceding matrix symbol. */
const FACE_DIAGONAL: Record<string, Record<string, M>> = {
  x: { "'": m([-1, 0, 0], [0, 0, -1], [0, -1, 0]), '"': m([-1, 0, 0], [0, 0, 1], [0, 1, 0]) },
  y: { "'": m([0, 0, -1], [0, -1, 0], [-1, 0, 0]), '"': m([0, 0, 1], [0, -1, 0], [1, 0, 0]) },
  z: { "'": m([0, -1, 0], [-1, 0, 0], [0, 0, -1]), '"': m([0, 1, 0], [1, 0, 0], [0, 0, -1]) },
};

/** The 3-fold rotation about a+b+c: x,y,z → z,x,y. */
const BODY_DIAGONAL = m([0, 0, 1], [1, 0, 0], [0, 1, 0]);

/** Translation symbols (twelfths). */
const TRANSLATION: Record<string, readonly number[]> = {
  a: [6, 0, 0],
  b: [0, 6, 0],
  c: [0, 0, 6],
  n: [6, 6, 6],
  u: [3, 0, 0],
  v: [0, 3, 0],
  w: [0, 0, 3],
  d: [3, 3, 3],
};

/** Lattice centring translations (twelfths), besides the origin. */
const LATTICE: Record<string, readonly (readonly number[])[]> = {
  P: [],
  A: [[0, 6, 6]],
  B: [[6, 0, 6]],
  C: [[6, 6, 0]],
  I: [[6, 6, 6]],
  R: [
    [8, 4, 4],
    [4, 8, 8],
  ],
  S: [
    [4, 4, 8],
    [8, 8, 4],
  ],
  T: [
    [4, 8, 4],
    [8, 4, 8],
  ],
  F: [
    [0, 6, 6],
    [6, 0, 6],
    [6, 6, 0],
  ],
};

const AXIS_INDEX: Record<string, number> = { x: 0, y: 1, z: 2 };
/** The largest group a Hall symbol can describe (Fm-3m and friends, conventional cell). */
const MAX_ORDER = 192;

/** Thrown inside this module only; hallOperators turns it into its `error` result. */
class HallError extends Error {}

const bad = (symbol: string, why: string): never => {
  throw new HallError(`cannot read the Hall symbol '${symbol}': ${why}`);
};

const mod12 = (v: number): number => ((v % 12) + 12) % 12;
const mulMV = (a: readonly (readonly number[])[], v: readonly number[]): number[] =>
  a.map((row) => row[0]! * v[0]! + row[1]! * v[1]! + row[2]! * v[2]!);
const mulMM = (a: readonly (readonly number[])[], b: readonly (readonly number[])[]): M =>
  a.map((row) => [0, 1, 2].map((j) => row[0]! * b[0]![j]! + row[1]! * b[1]![j]! + row[2]! * b[2]![j]! + 0));

/** The product a·b (apply b first), translation reduced modulo the lattice. */
export function compose(a: Seitz, b: Seitz): Seitz {
  const t = mulMV(a.r, b.t).map((v, i) => mod12(v + a.t[i]!));
  return { r: mulMM(a.r, b.r), t };
}

export const seitzKey = (s: Seitz): string => `${s.r.flat().join(',')}|${s.t.join(',')}`;

interface Token {
  improper: boolean;
  order: number;
  axis: string | undefined;
  translations: string;
}

const MATRIX_SYMBOL = /^(-?)([12346])([xyz'"*]?)([abcnuvwd12345]*)$/;

function parseTokens(symbol: string, words: readonly string[]): Token[] {
  return words.map((w) => {
    const g = MATRIX_SYMBOL.exec(w);
    if (!g) return bad(symbol, `'${w}' is not a matrix symbol such as 2, -2y, 4bw, 31 or 3*`);
    return { improper: g[1] === '-', order: Number(g[2]), axis: g[3] || undefined, translations: g[4]! };
  });
}

/** Applies Hall's default-axis rules; returns the axis symbol of each matrix (undefined for N = 1). */
function axesOf(symbol: string, tokens: readonly Token[]): (string | undefined)[] {
  return tokens.map((tok, i) => {
    if (tok.axis !== undefined) return tok.axis;
    if (tok.order === 1) return undefined;
    if (i === 0) return 'z';
    const before = tokens[i - 1]!.order;
    if (i === 1 && tok.order === 2) return before === 2 || before === 4 ? 'x' : "'";
    if (i === 2 && tok.order === 3) return '*';
    return bad(symbol, `matrix symbol ${i + 1} ('${tok.order}') needs an explicit axis`);
  });
}

function rotationOf(symbol: string, tok: Token, axis: string | undefined, previous: string | undefined): M {
  let r: M | undefined;
  if (tok.order === 1) r = I3;
  else if (axis === '*') r = tok.order === 3 ? BODY_DIAGONAL : undefined;
  else if (axis === "'" || axis === '"') {
    // Relative to the preceding principal axis; after a body diagonal (rhombohedral axes) relative to z.
    const ref = previous !== undefined && previous in FACE_DIAGONAL ? previous : 'z';
    r = tok.order === 2 ? FACE_DIAGONAL[ref]![axis] : undefined;
  } else if (axis !== undefined) r = PRINCIPAL[axis]?.[tok.order];
  if (r === undefined) return bad(symbol, `no ${tok.order}-fold rotation about axis ${axis ?? '?'}`);
  return tok.improper ? r.map((row) => row.map((v) => 0 - v)) : r;
}

function translationOf(symbol: string, tok: Token, axis: string | undefined): number[] {
  const t = [0, 0, 0];
  for (const c of tok.translations) {
    if (/[1-5]/.test(c)) {
      const k = axis === undefined ? undefined : AXIS_INDEX[axis];
      if (k === undefined || Number(c) >= tok.order)
        return bad(symbol, `screw '${tok.order}${c}' needs a principal axis and a digit below ${tok.order}`);
      t[k]! += (12 * Number(c)) / tok.order;
    } else {
      const v = TRANSLATION[c]!;
      for (let i = 0; i < 3; i++) t[i]! += v[i]!;
    }
  }
  return t.map(mod12);
}

/** Splits off the origin-shift vector "(vx vy vz)" in twelfths, if any. */
function originShift(symbol: string, text: string): { body: string; shift: number[] } {
  const g = /^(.*?)\s*\(([^)]*)\)\s*$/.exec(text);
  if (!g) return { body: text, shift: [0, 0, 0] };
  const parts = g[2]!.trim().split(/[\s,]+/);
  if (parts.length !== 3 || !parts.every((p) => /^[+-]?\d+$/.test(p)))
    return bad(symbol, `the origin shift '(${g[2]})' must be three integers (twelfths)`);
  return { body: g[1]!, shift: parts.map(Number) };
}

/** The generators of a Hall symbol (lattice translations, inversion, matrix symbols), origin not yet shifted. */
function generators(symbol: string, body: string): Seitz[] {
  const words = body.trim().split(/\s+/);
  const lattice = words.shift() ?? '';
  const g = /^(-?)([PABCIRSTF])$/i.exec(lattice);
  if (!g) return bad(symbol, `'${lattice}' is not a lattice symbol (P A B C I R S T F, '-' for centric)`);
  if (words.length === 0 || words.length > 4) return bad(symbol, 'it must have one to four matrix symbols');
  const tokens = parseTokens(symbol, words);
  const axes = axesOf(symbol, tokens);
  const out: Seitz[] = LATTICE[g[2]!.toUpperCase()]!.map((t) => ({ r: I3, t }));
  if (g[1] === '-') out.push({ r: I3.map((row) => row.map((v) => 0 - v)), t: [0, 0, 0] });
  tokens.forEach((tok, i) => {
    const previous = axes
      .slice(0, i)
      .reverse()
      .find((a) => a !== undefined);
    out.push({ r: rotationOf(symbol, tok, axes[i], previous), t: translationOf(symbol, tok, axes[i]) });
  });
  return out;
}

export type HallResult = { readonly operators: Seitz[] } | { readonly error: string };

/**
 * All operators of the space group of a Hall symbol (identity first, then in order of generation), with
 * translations reduced into [0, 1); or an English `error` naming the symbol and what is wrong with it.
 */
export function hallOperators(symbol: string): HallResult {
  try {
    return { operators: generate(symbol) };
  } catch (e) {
    if (e instanceof HallError) return { error: e.message };
    throw e;
  }
}

function generate(symbol: string): Seitz[] {
  const { body, shift } = originShift(symbol, symbol.trim());
  const gens = generators(symbol, body);
  const identity: Seitz = { r: I3, t: [0, 0, 0] };
  const group = new Map<string, Seitz>([[seitzKey(identity), identity]]);
  const queue: Seitz[] = [identity];
  while (queue.length > 0) {
    const a = queue.shift()!;
    for (const gen of gens) {
      const p = compose(gen, a);
      const key = seitzKey(p);
      if (group.has(key)) continue;
      if (group.size >= MAX_ORDER) return bad(symbol, `it generates more than ${MAX_ORDER} operators`);
      group.set(key, p);
      queue.push(p);
    }
  }
  // Origin shift by V: x' = x + V, so (R, t) becomes (R, t + V − R·V).
  return [...group.values()].map((s) => {
    const rv = mulMV(s.r, shift);
    return { r: s.r, t: s.t.map((v, i) => mod12(v + shift[i]! - rv[i]!)) };
  });
}

const AXIS_NAMES = ['x', 'y', 'z'];

/** The Jones-faithful form of an operator, e.g. '-x+1/2,y,-z+1/4' (fractions in lowest terms). */
export function seitzText(s: Seitz): string {
  return s.r
    .map((row, i) => {
      let out = '';
      row.forEach((v, j) => {
        if (v === 0) return;
        const sign = v < 0 ? '-' : out === '' ? '' : '+';
        out += `${sign}${Math.abs(v) === 1 ? '' : String(Math.abs(v))}${AXIS_NAMES[j]!}`;
      });
      const t = s.t[i]!;
      if (t !== 0) {
        const d = gcd(t, 12);
        out += `+${t / d}/${12 / d}`;
      }
      return out;
    })
    .join(',');
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}
