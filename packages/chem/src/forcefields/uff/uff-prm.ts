import { ParseError } from '../../core/errors.js';
import { atomicNumber } from '../../core/elements.js';

/**
 * One UFF atom type as Open Babel's UFF.prm states it (the columns of Rappé, Casewit, Colwell,
 * Goddard & Skiff, J. Am. Chem. Soc. 1992, 114, 10024, Table 1): Å, degrees, kcal/mol, as published.
 */
export interface UffAtomParameters {
  readonly type: string;
  /** Valence (bond) radius r_I, Å. */
  readonly r1: number;
  /** Natural angle θ0, degrees. */
  readonly theta0: number;
  /** Nonbond distance x_I, Å. */
  readonly x1: number;
  /** Nonbond energy D_I, kcal/mol. */
  readonly d1: number;
  /** Nonbond scale ζ (unused by the 12-6 form). */
  readonly zeta: number;
  /** Effective charge Z*_I, e. */
  readonly z1: number;
  /** sp3 torsional barrier V_I, kcal/mol. */
  readonly v1: number;
  /** sp2 torsional barrier U_I, kcal/mol. */
  readonly u1: number;
  /** GMP electronegativity χ_I, eV. */
  readonly xi: number;
  /** Where the row comes from: the file path and 1-based line, or a data module and publication. */
  readonly source: string;
  readonly line?: number;
}

export interface UffParameters {
  /** File the table was read from. */
  readonly source: string;
  readonly types: ReadonlyMap<string, UffAtomParameters>;
}

const COLUMNS = ['r1', 'theta0', 'x1', 'd1', 'zeta', 'z1', 'v1', 'u1', 'xi'] as const;

/**
 * Reads the `param` lines of Open Babel's UFF.prm (`param Atom r1 theta0 x1 D1 zeta Z1 Vi Uj Xi Hard
 * Radius`); the `atom` SMARTS lines are Open Babel's typing rules, which we do not use (typing/uff has
 * our own). A `param` line with too few or non-numeric columns is a ParseError naming its line.
 */
export function parseUffPrm(text: string, source: string): UffParameters {
  const types = new Map<string, UffAtomParameters>();
  text.split(/\r?\n/).forEach((raw, index) => {
    const fields = raw.trim().split(/\s+/);
    if (fields[0] !== 'param') return;
    const line = index + 1;
    const where = { format: 'UFF.prm', line, fileName: source };
    if (fields.length < 2 + COLUMNS.length) {
      throw new ParseError(`a param line needs the type and ${COLUMNS.length} numbers.`, where);
    }
    const type = fields[1]!;
    const values = COLUMNS.map((name, k) => {
      const v = Number(fields[2 + k]);
      if (!Number.isFinite(v))
        throw new ParseError(`${type}: ${name} '${fields[2 + k]}' is not a number.`, where);
      return v;
    });
    const [r1, theta0, x1, d1, zeta, z1, v1, u1, xi] = values as [
      number,
      number,
      number,
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    types.set(type, { type, r1, theta0, x1, d1, zeta, z1, v1, u1, xi, source, line });
  });
  if (types.size === 0) {
    throw new ParseError('no param lines: this is not a UFF parameter file.', {
      format: 'UFF.prm',
      line: undefined,
      fileName: source,
    });
  }
  return { source, types };
}

/** The element of a UFF type name: its leading symbol ('K_' potassium, 'Lw' UFF's lawrencium). */
export function uffTypeElement(type: string): number | undefined {
  const symbol = /^[A-Z][a-z]?/.exec(type)?.[0];
  if (symbol === undefined) return undefined;
  return atomicNumber(symbol === 'Lw' ? 'Lr' : symbol);
}
