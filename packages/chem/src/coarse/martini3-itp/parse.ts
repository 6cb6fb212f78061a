import { ParseError } from '../../core/errors.js';

/**
 * Reader of the official Martini 3 particle file, martini_v3.0.0.itp (Souza et al., Nat. Methods 2021,
 * 18, 382; distributed by cgmartini.nl, not by any Debian package, so an administrator places it at a
 * configured path). Read are [ defaults ] (nbfunc, comb-rule), [ atomtypes ] (name, mass, charge,
 * ptype and the two LJ columns) and [ nonbond_params ] (type, type, funct 1, two LJ columns); other
 * sections (molecule types of water and ions) are skipped. The LJ columns are σ (nm) / ε (kJ/mol)
 * under combination rules 2 and 3, C6 / C12 under rule 1 (GROMACS manual, "Non-bonded parameters");
 * both are kept as σ and ε (σ = (C12/C6)^(1/6), ε = C6²/(4 C12); 0/0 for a type with no own LJ).
 */

export interface MartiniAtomType {
  readonly name: string;
  readonly mass: number;
  readonly sigma: number;
  readonly epsilon: number;
}

export interface MartiniTypePair {
  readonly types: readonly [string, string];
  readonly sigma: number;
  readonly epsilon: number;
  /** 1-based line of the file. */
  readonly line: number;
}

export interface MartiniNonbondedTable {
  /** The file name or path the table was read from (provenance). */
  readonly source: string;
  readonly combinationRule: 1 | 2 | 3;
  readonly atomTypes: ReadonlyMap<string, MartiniAtomType>;
  readonly pairs: readonly MartiniTypePair[];
}

const fail = (source: string, line: number, why: string): ParseError =>
  new ParseError(why, { format: 'itp', line, fileName: source });

/** σ/ε of two LJ columns under the file's combination rule. */
function sigmaEpsilon(rule: number, v: number, w: number): [number, number] {
  if (rule !== 1) return [v, w];
  if (v === 0 && w === 0) return [0, 0];
  return [(w / v) ** (1 / 6), (v * v) / (4 * w)];
}

function numbers(cells: readonly string[], source: string, line: number): number[] {
  return cells.map((c) => {
    const x = Number(c);
    if (!Number.isFinite(x)) throw fail(source, line, `"${c}" is not a number.`);
    return x;
  });
}

export function parseMartiniItp(text: string, source = 'martini_v3.0.0.itp'): MartiniNonbondedTable {
  let section = '';
  let rule: 1 | 2 | 3 | undefined;
  const atomTypes = new Map<string, MartiniAtomType>();
  const pairs: MartiniTypePair[] = [];
  text.split(/\r?\n/).forEach((raw, k) => {
    const line = k + 1;
    const body = raw.replace(/;.*$/, '').trim();
    if (body === '' || body.startsWith('#')) return;
    const header = /^\[\s*([A-Za-z_0-9]+)\s*\]$/.exec(body);
    if (header) {
      section = header[1]!.toLowerCase();
      return;
    }
    const cells = body.split(/\s+/);
    if (section === 'defaults') {
      const [nbfunc, comb] = numbers(cells.slice(0, 2), source, line);
      if (nbfunc !== 1 || !(comb === 1 || comb === 2 || comb === 3)) {
        throw fail(source, line, 'only Lennard-Jones (nbfunc 1) with combination rule 1, 2 or 3 is read.');
      }
      rule = comb;
    } else if (section === 'atomtypes') {
      atomTypes.set(cells[0]!, atomType(cells, rule, source, line));
    } else if (section === 'nonbond_params') {
      pairs.push(typePair(cells, rule, source, line));
    }
  });
  if (rule === undefined) throw fail(source, 1, 'no [ defaults ] section.');
  for (const p of pairs) {
    for (const t of p.types) {
      if (!atomTypes.has(t)) throw fail(source, p.line, `type ${t} is not in [ atomtypes ].`);
    }
  }
  return { source, combinationRule: rule, atomTypes, pairs };
}

function atomType(cells: string[], rule: number | undefined, source: string, line: number): MartiniAtomType {
  if (rule === undefined) throw fail(source, line, '[ atomtypes ] before [ defaults ].');
  // name [at.num] mass charge ptype V W: the atomic number column is optional in GROMACS files.
  const ptypeAt = cells.findIndex((c, i) => i > 0 && /^[ASVD]$/.test(c));
  if (ptypeAt < 3 || cells.length < ptypeAt + 3)
    throw fail(source, line, 'an [ atomtypes ] line needs name, mass, charge, ptype and two LJ values.');
  const [mass, , v, w] = numbers(
    [cells[ptypeAt - 2]!, cells[ptypeAt - 1]!, cells[ptypeAt + 1]!, cells[ptypeAt + 2]!],
    source,
    line,
  );
  const [sigma, epsilon] = sigmaEpsilon(rule, v!, w!);
  return { name: cells[0]!, mass: mass!, sigma, epsilon };
}

function typePair(cells: string[], rule: number | undefined, source: string, line: number): MartiniTypePair {
  if (rule === undefined) throw fail(source, line, '[ nonbond_params ] before [ defaults ].');
  if (cells.length < 5)
    throw fail(source, line, 'a [ nonbond_params ] line needs two types, funct and two LJ values.');
  const [funct, v, w] = numbers(cells.slice(2, 5), source, line);
  if (funct !== 1) throw fail(source, line, `function type ${funct} is not Lennard-Jones (1).`);
  const [sigma, epsilon] = sigmaEpsilon(rule, v!, w!);
  return { types: [cells[0]!, cells[1]!], sigma, epsilon, line };
}

/** The pair's σ/ε: its [ nonbond_params ] line (either order), else undefined. */
export function martini3Pair(
  table: MartiniNonbondedTable,
  a: string,
  b: string,
): MartiniTypePair | undefined {
  return table.pairs.find(
    (p) => (p.types[0] === a && p.types[1] === b) || (p.types[0] === b && p.types[1] === a),
  );
}
