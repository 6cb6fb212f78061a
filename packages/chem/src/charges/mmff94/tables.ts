import { ParseError } from '../../core/errors.js';

/**
 * The MMFF94 tables that charges need, parsed from the Merck parameter files as Open Babel ships
 * them (mmffprop.par, mmffpbci.par, mmffchg.par; Halgren, J. Comput. Chem. 1996, 17, 490–641).
 * The package never reads files: the caller passes each file's text. Every row keeps the file
 * and 1-based line it came from, so a charge can be traced to its parameter.
 */
export interface Provenance {
  readonly file: string;
  readonly line: number;
}

/** One row of mmffprop.par: the properties MMFF attaches to a numeric atom type. */
export interface AtomTypeProperties extends Provenance {
  readonly type: number;
  readonly element: number;
  /** Number of neighbours (crd), the M of the charge formula. */
  readonly crd: number;
  readonly val: number;
  readonly pilp: number;
  readonly mltb: number;
  readonly arom: boolean;
  readonly lin: boolean;
  readonly sbmb: boolean;
}

/** One row of mmffpbci.par: partial bond charge increment and formal-charge sharing factor. */
export interface PartialBondChargeIncrement extends Provenance {
  readonly type: number;
  readonly pbci: number;
  readonly fcadj: number;
}

/** One row of mmffchg.par: the bond charge increment for types i < j and MMFF bond type bt. */
export interface BondChargeIncrement extends Provenance {
  readonly bondType: number;
  readonly i: number;
  readonly j: number;
  readonly bci: number;
}

export interface Mmff94Tables {
  readonly properties: ReadonlyMap<number, AtomTypeProperties>;
  readonly pbci: ReadonlyMap<number, PartialBondChargeIncrement>;
  /** Keyed by bciKey(bondType, i, j) with i < j. */
  readonly bci: ReadonlyMap<string, BondChargeIncrement>;
}

export const MMFF94_FILES = ['mmffprop.par', 'mmffpbci.par', 'mmffchg.par'] as const;
export type Mmff94File = (typeof MMFF94_FILES)[number];

export const bciKey = (bondType: number, i: number, j: number): string => `${bondType}:${i}:${j}`;

/** Parses the three tables; `readText(name)` returns the text of the named file. */
export function loadMmff94Tables(readText: (name: Mmff94File) => string): Mmff94Tables {
  return {
    properties: keyed(parseRows('mmffprop.par', readText('mmffprop.par'), 9, toProperties), (r) => r.type),
    pbci: keyed(parseRows('mmffpbci.par', readText('mmffpbci.par'), 4, toPbci), (r) => r.type),
    bci: keyed(parseRows('mmffchg.par', readText('mmffchg.par'), 4, toBci), (r) =>
      bciKey(r.bondType, r.i, r.j),
    ),
  };
}

type RowMaker<T> = (numbers: readonly number[], at: Provenance) => T;

/**
 * Data rows of a Merck .par file: `*` starts a comment line, `$` ends the table, blank lines are
 * skipped; the first `count` columns must be numbers (later columns are comments).
 */
function parseRows<T>(file: string, text: string, count: number, make: RowMaker<T>): T[] {
  const rows: T[] = [];
  const lines = text.split(/\r?\n/);
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n]!.trim();
    if (line === '' || line.startsWith('*')) continue;
    if (line.startsWith('$')) break;
    const fields = line.split(/\s+/).slice(0, count);
    const numbers = fields.map(Number);
    if (fields.length < count || numbers.some((x) => !Number.isFinite(x))) {
      throw new ParseError(`expected ${count} numeric columns, got "${line}"`, {
        format: 'MMFF94 parameters',
        line: n + 1,
        fileName: file,
      });
    }
    rows.push(make(numbers, { file, line: n + 1 }));
  }
  if (rows.length === 0) {
    throw new ParseError('no parameter rows', {
      format: 'MMFF94 parameters',
      line: undefined,
      fileName: file,
    });
  }
  return rows;
}

const toProperties: RowMaker<AtomTypeProperties> = (x, at) => ({
  ...at,
  type: x[0]!,
  element: x[1]!,
  crd: x[2]!,
  val: x[3]!,
  pilp: x[4]!,
  mltb: x[5]!,
  arom: x[6] === 1,
  lin: x[7] === 1,
  sbmb: x[8] === 1,
});

const toPbci: RowMaker<PartialBondChargeIncrement> = (x, at) => ({
  ...at,
  type: x[1]!,
  pbci: x[2]!,
  fcadj: x[3]!,
});

const toBci: RowMaker<BondChargeIncrement> = (x, at) => ({
  ...at,
  bondType: x[0]!,
  i: x[1]!,
  j: x[2]!,
  bci: x[3]!,
});

function keyed<K, T>(rows: readonly T[], key: (row: T) => K): Map<K, T> {
  return new Map(rows.map((r) => [key(r), r]));
}
