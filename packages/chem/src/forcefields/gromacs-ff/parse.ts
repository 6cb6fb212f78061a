import { ParseError } from '../../core/errors.js';
import { family } from './lookup.js';
import { Preprocessor, type LogicalLine, type ReadFile } from './preprocess.js';
import type {
  GromacsAtomType,
  GromacsBondedType,
  GromacsDefaults,
  GromacsDihedralType,
  GromacsForceField,
  GromacsOtherSection,
} from './types.js';

const FORMAT = 'GROMACS force field';

export interface GromacsParseOptions {
  /** Names defined before reading, as grompp's `define =` mdp option (-DHEAVY_H …). */
  readonly defines?: readonly string[];
}

/**
 * Reads a GROMACS force-field folder from its top file (`forcefield.itp`). `read` gives a file's text
 * by name relative to the folder (undefined when absent); `source` is the folder's path, kept for
 * provenance. Sections grompp's force-field files hold are interpreted; any other section is kept as
 * raw fields. Throws a ParseError naming the file and line of the first malformed entry.
 */
export function parseGromacsForceField(
  entry: string,
  read: ReadFile,
  source: string,
  options: GromacsParseOptions = {},
): GromacsForceField {
  const pre = new Preprocessor(read, options.defines);
  pre.run(entry);
  const acc = new Accumulator();
  let section: string | undefined;
  for (const line of pre.lines) {
    const header = sectionName(line);
    if (header !== undefined) {
      section = header;
      continue;
    }
    if (section === undefined) fail(line, `data before any [ section ]: ${line.fields.join(' ')}`);
    acc.add(section, line);
  }
  return {
    source,
    entry,
    defaults: acc.defaults,
    atomTypes: acc.atomTypes,
    bondTypes: acc.bonded.get('bondtypes')?.rows ?? [],
    constraintTypes: acc.bonded.get('constrainttypes')?.rows ?? [],
    angleTypes: acc.bonded.get('angletypes')?.rows ?? [],
    dihedralTypes: acc.dihedrals.rows,
    pairTypes: acc.bonded.get('pairtypes')?.rows ?? [],
    nonbondParams: acc.bonded.get('nonbond_params')?.rows ?? [],
    defines: pre.defines,
    otherSections: [...acc.other.values()],
    files: pre.files,
  };
}

/** Number of type columns of the sections read as GromacsBondedType. */
const BONDED_SECTIONS: Record<string, number> = {
  bondtypes: 2,
  constrainttypes: 2,
  angletypes: 3,
  pairtypes: 2,
  nonbond_params: 2,
};

function sectionName(line: LogicalLine): string | undefined {
  const text = line.fields.join(' ');
  if (!text.startsWith('[')) return undefined;
  const m = /^\[\s*([^\]\s]+)\s*\]$/.exec(text);
  if (!m?.[1]) fail(line, `malformed section header: ${text}`);
  return m[1].toLowerCase();
}

function fail(at: LogicalLine, detail: string): never {
  throw new ParseError(detail, { format: FORMAT, line: at.line, fileName: at.file });
}

function numberAt(at: LogicalLine, field: string | undefined, what: string): number {
  const v = field === undefined ? NaN : Number(field);
  if (!Number.isFinite(v)) fail(at, `${what} is not a number: "${field ?? ''}" in: ${at.fields.join(' ')}`);
  return v;
}

function integerAt(at: LogicalLine, field: string | undefined, what: string): number {
  const v = numberAt(at, field, what);
  if (!Number.isInteger(v)) fail(at, `${what} is not an integer: "${field ?? ''}".`);
  return v;
}

const location = (l: LogicalLine) => ({ file: l.file, line: l.line });
const macroOf = (l: LogicalLine) => (l.macros.length > 0 ? { macro: l.macros.join(' ') } : {});

/**
 * grompp's duplicate rule: a second row for the same types (either direction) and the same funct
 * replaces the first row's parameters in place (grompp warns), so the first row's position, which
 * decides dihedral wildcard ties, stays.
 */
class BondedList<T extends GromacsBondedType> {
  readonly rows: T[] = [];
  private readonly byKey = new Map<string, number>();

  /** Adds or replaces; returns the row's index. */
  put(row: T, key: string): number {
    const known = this.byKey.get(key);
    if (known !== undefined) {
      this.rows[known] = row;
      return known;
    }
    this.byKey.set(key, this.rows.length);
    this.rows.push(row);
    return this.rows.length - 1;
  }

  replace(index: number, row: T): void {
    this.rows[index] = row;
  }
}

function typesKey(types: readonly string[], group: number): string {
  const fwd = types.join('\u0000');
  const rev = [...types].reverse().join('\u0000');
  return `${group}\u0001${fwd < rev ? fwd : rev}`;
}

class Accumulator {
  defaults: GromacsDefaults | undefined;
  readonly atomTypes = new Map<string, GromacsAtomType>();
  readonly bonded = new Map<string, BondedList<GromacsBondedType>>();
  readonly dihedrals = new BondedList<GromacsDihedralType>();
  readonly other = new Map<string, { name: string; rows: GromacsOtherSection['rows'][number][] }>();
  /** Index of the row the previous line went to, while the previous line was a dihedral type. */
  private previousDihedral: number | undefined;

  add(section: string, line: LogicalLine): void {
    if (section !== 'dihedraltypes') this.previousDihedral = undefined;
    if (section === 'defaults') this.defaults = parseDefaults(line);
    else if (section === 'atomtypes') {
      const t = parseAtomType(line);
      this.atomTypes.set(t.name, t);
    } else if (section === 'dihedraltypes') this.addDihedral(line);
    else if (section in BONDED_SECTIONS) this.addBonded(section, line, BONDED_SECTIONS[section] ?? 2);
    else {
      let s = this.other.get(section);
      if (!s) this.other.set(section, (s = { name: section, rows: [] }));
      s.rows.push({ ...location(line), fields: line.fields });
    }
  }

  private addBonded(section: string, line: LogicalLine, nTypes: number): void {
    const f = line.fields;
    if (f.length < nTypes + 2)
      fail(line, `[ ${section} ] needs ${nTypes} types, funct and parameters: ${f.join(' ')}`);
    const types = f.slice(0, nTypes);
    const funct = integerAt(line, f[nTypes], 'funct');
    const params = f.slice(nTypes + 1).map((v, i) => numberAt(line, v, `parameter ${i + 1}`));
    let list = this.bonded.get(section);
    if (!list) this.bonded.set(section, (list = new BondedList()));
    list.put({ types, funct, params, ...macroOf(line), ...location(line) }, typesKey(types, funct));
  }

  /**
   * grompp's rule for the 2-type form: a single digit in the third column makes it `A B funct`, read
   * as X A B X for propers and A X X B for funct 2 impropers; otherwise `A B C D funct`.
   */
  private addDihedral(line: LogicalLine): void {
    const f = line.fields;
    const twoTypes = f.length >= 3 && /^\d$/.test(f[2] ?? '');
    const written: 2 | 4 = twoTypes ? 2 : 4;
    if (!twoTypes && !(f.length >= 5 && /^\d$/.test(f[4] ?? ''))) {
      fail(line, `[ dihedraltypes ] needs 2 or 4 types and a funct: ${f.join(' ')}`);
    }
    const funct = integerAt(line, f[written], 'funct');
    const [a = '', b = '', c = '', d = ''] = f;
    const types = !twoTypes ? [a, b, c, d] : funct === 2 ? [a, 'X', 'X', b] : ['X', a, b, 'X'];
    const params = f.slice(written + 1).map((v, i) => numberAt(line, v, `parameter ${i + 1}`));
    if (params.length === 0) fail(line, `[ dihedraltypes ] row without parameters: ${f.join(' ')}`);
    // grompp reads adjacent funct 9 lines for the same types (same order) as one multi-term block.
    const index = this.previousDihedral;
    const prev = index === undefined ? undefined : this.dihedrals.rows[index];
    if (
      index !== undefined &&
      prev &&
      funct === 9 &&
      prev.funct === 9 &&
      prev.types.every((t, i) => t === types[i])
    ) {
      this.dihedrals.replace(index, { ...prev, terms: [...prev.terms, params] });
      return;
    }
    this.previousDihedral = this.dihedrals.put(
      { types, funct, params, terms: [params], written, ...macroOf(line), ...location(line) },
      typesKey(types, family(funct)),
    );
  }
}

function parseDefaults(line: LogicalLine): GromacsDefaults {
  const f = line.fields;
  if (f.length < 2) fail(line, `[ defaults ] needs at least nbfunc and comb-rule: ${f.join(' ')}`);
  const gen = (f[2] ?? 'no').toLowerCase();
  if (gen !== 'yes' && gen !== 'no') fail(line, `gen-pairs must be yes or no, not "${f[2] ?? ''}".`);
  return {
    nbfunc: integerAt(line, f[0], 'nbfunc'),
    combinationRule: integerAt(line, f[1], 'comb-rule'),
    genPairs: gen === 'yes',
    fudgeLJ: f[3] === undefined ? 1 : numberAt(line, f[3], 'fudgeLJ'),
    fudgeQQ: f[4] === undefined ? 1 : numberAt(line, f[4], 'fudgeQQ'),
    ...location(line),
  };
}

const isPtype = (s: string | undefined): boolean => s !== undefined && /^[A-Za-z]$/.test(s);

/**
 * Both layouts grompp accepts, told apart as grompp does: ptype (one letter) in the sixth column
 * means `name bond_type at.num mass charge ptype V W` (OPLS-AA); in the fourth, `name mass charge
 * ptype V W`; otherwise in the fifth, with either a bond_type (starts with a letter) or an atomic
 * number (GROMOS: `name at.num mass charge ptype c6 c12`) in the second.
 */
function parseAtomType(line: LogicalLine): GromacsAtomType {
  const f = line.fields;
  let bondType: string | undefined;
  let atomicNumber: string | undefined;
  let rest: readonly string[];
  if (isPtype(f[5]) && f.length >= 8) {
    [bondType, atomicNumber] = [f[1], f[2]];
    rest = f.slice(3);
  } else if (isPtype(f[3]) && f.length >= 6) {
    rest = f.slice(1);
  } else if (isPtype(f[4]) && f.length >= 7) {
    if (/^[A-Za-z]/.test(f[1] ?? '')) bondType = f[1];
    else atomicNumber = f[1];
    rest = f.slice(2);
  } else {
    fail(line, `[ atomtypes ] row matches neither layout (no one-letter ptype column): ${f.join(' ')}`);
  }
  const name = f[0] ?? '';
  return {
    name,
    bondType: bondType ?? name,
    ...(atomicNumber === undefined ? {} : { atomicNumber: integerAt(line, atomicNumber, 'atomic number') }),
    mass: numberAt(line, rest[0], 'mass'),
    charge: numberAt(line, rest[1], 'charge'),
    ptype: (rest[2] ?? '').toUpperCase(),
    v: numberAt(line, rest[3], 'V (sigma or c6)'),
    w: numberAt(line, rest[4], 'W (epsilon or c12)'),
    ...location(line),
  };
}
