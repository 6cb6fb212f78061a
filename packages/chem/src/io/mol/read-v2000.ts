import type { Diagnostic } from '../../core/diagnostics.js';
import { warning } from '../../core/diagnostics.js';
import type { BondInput } from '../../core/molecule.js';
import type { TextContext } from '../text.js';
import { fail, fields, parseInteger, parseNumber } from '../text.js';
import { elementOfSymbol } from './atom-symbol.js';
import type { Ctab, CtabAtom, RecordLines } from './ctab.js';
import { atomRef, bondOrderOf } from './ctab.js';
import { readProperties } from './read-properties.js';

/** Charge codes of the V2000 atom block (column 37-39): 0 none, 1..3 → +3..+1, 4 doublet radical, 5..7 → -1..-3. */
const CHARGE_OF_CODE = [0, 3, 2, 1, 0, -1, -2, -3] as const;

/**
 * Reads a V2000 connection table: `atomCount` atom lines and `bondCount` bond lines after the counts
 * line, then the properties block up to 'M  END'. Fixed columns are tried first (the spec's layout);
 * lines that do not fit them are read as whitespace-separated fields.
 */
export function readV2000(
  ctx: TextContext,
  rec: RecordLines,
  atomCount: number,
  bondCount: number,
  diagnostics: Diagnostic[],
): Ctab {
  const atomStart = rec.start + 4;
  const atoms: CtabAtom[] = [];
  for (let k = 0; k < atomCount; k++) {
    atoms.push(
      readAtom(ctx, atomStart + k + 1, lineOf(ctx, rec, atomStart + k, 'atom', k, atomCount), diagnostics),
    );
  }
  const bondStart = atomStart + atomCount;
  const bonds: BondInput[] = [];
  for (let k = 0; k < bondCount; k++) {
    const line = lineOf(ctx, rec, bondStart + k, 'bond', k, bondCount);
    bonds.push(readBond(ctx, bondStart + k + 1, line, atomCount, diagnostics));
  }
  const props = readProperties(ctx, rec, bondStart + bondCount, atomCount, diagnostics);
  // CTfile spec: any 'M  CHG' or 'M  RAD' line supersedes every charge of the atom block.
  const charged = props.charges ? atoms.map((a, i) => ({ ...a, charge: props.charges?.get(i) ?? 0 })) : atoms;
  return { atoms: charged, bonds, next: props.next };
}

function lineOf(ctx: TextContext, rec: RecordLines, i: number, what: string, k: number, n: number): string {
  const line = i < rec.end ? rec.lines[i] : undefined;
  if (line === undefined) fail(ctx, i + 1, `the record ends before ${what} line ${k + 1} of ${n}.`);
  return line;
}

interface AtomFields {
  readonly x: number;
  readonly y: number;
  readonly z: number;
  readonly symbol: string;
  readonly chargeCode: string;
}

function readAtom(ctx: TextContext, no: number, line: string, diagnostics: Diagnostic[]): CtabAtom {
  const f = fixedAtom(line) ?? looseAtom(ctx, no, line);
  const element = elementOfSymbol(ctx, no, f.symbol, diagnostics);
  const code =
    f.chargeCode.trim() === '' ? 0 : parseInteger(ctx, no, f.chargeCode, 'charge code (columns 37-39)');
  const charge = CHARGE_OF_CODE[code];
  if (charge === undefined || code < 0) fail(ctx, no, `charge code ${code} is not one of 0-7.`);
  if (code === 4) {
    diagnostics.push(
      warning('mol-radical', 'Charge code 4 (doublet radical) is read as no charge; radicals are not kept.', {
        line: no,
      }),
    );
  }
  return { element, x: f.x, y: f.y, z: f.z, charge };
}

const numberIn = (s: string): number | undefined => {
  const v = s.trim() === '' ? NaN : Number(s);
  return Number.isFinite(v) ? v : undefined;
};

/** The spec's columns: x 1-10, y 11-20, z 21-30, blank, symbol 32-34, mass difference 35-36, charge 37-39. */
function fixedAtom(line: string): AtomFields | undefined {
  if (line.length < 32 || line[30] !== ' ') return undefined;
  const x = numberIn(line.slice(0, 10));
  const y = numberIn(line.slice(10, 20));
  const z = numberIn(line.slice(20, 30));
  const symbol = line.slice(31, 34).trim();
  if (x === undefined || y === undefined || z === undefined || !/^\S+$/.test(symbol)) return undefined;
  return { x, y, z, symbol, chargeCode: line.slice(36, 39) };
}

function looseAtom(ctx: TextContext, no: number, line: string): AtomFields {
  const f = fields(line);
  return {
    x: parseNumber(ctx, no, f[0], 'x coordinate'),
    y: parseNumber(ctx, no, f[1], 'y coordinate'),
    z: parseNumber(ctx, no, f[2], 'z coordinate'),
    symbol: f[3] ?? '',
    chargeCode: f[5] ?? '',
  };
}

function readBond(
  ctx: TextContext,
  no: number,
  line: string,
  atomCount: number,
  diagnostics: Diagnostic[],
): BondInput {
  const fixed = [line.slice(0, 3), line.slice(3, 6), line.slice(6, 9)];
  const f = fixed.every((s) => /^ *\d+$/.test(s)) ? fixed : fields(line);
  const a = atomRef(ctx, no, parseInteger(ctx, no, f[0], 'first atom of the bond'), atomCount);
  const b = atomRef(ctx, no, parseInteger(ctx, no, f[1], 'second atom of the bond'), atomCount);
  if (a === b) fail(ctx, no, `the bond joins atom ${a + 1} to itself.`);
  const order = bondOrderOf(ctx, no, parseInteger(ctx, no, f[2], 'bond type'), diagnostics);
  return { a, b, order };
}
