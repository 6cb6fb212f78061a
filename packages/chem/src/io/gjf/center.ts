import { atomicNumber } from '../../core/elements.js';
import type { Residue } from '../../core/molecule.js';
import type { TextContext } from '../text.js';
import { fail, truncate } from '../text.js';
import type { NumberedLine } from './sections.js';

/** One line of the molecule specification: an atom, or a 'Tv' translation vector. */
export type Center =
  | { readonly kind: 'tv'; readonly vector: readonly [number, number, number] }
  | {
      readonly kind: 'atom';
      readonly element: number;
      /** The label as written when it says more than the symbol ('C1'), else ''. */
      readonly name: string;
      readonly atomType: string | undefined;
      readonly partialCharge: number | undefined;
      /** Gaussian's optimisation flag: 0 optimise, −1 (any negative) frozen; undefined when absent. */
      readonly freeze: number | undefined;
      readonly residue: Residue | undefined;
      readonly x: number;
      readonly y: number;
      readonly z: number;
    };

const ZMATRIX = 'Z-matrix input is not supported: give the atoms in Cartesian coordinates (symbol x y z).';

/**
 * Cartesian molecule-specification line (Gaussian 16 manual, "Molecule Specification"):
 *   Element-label[-Type[-Charge]][(param=value,…)] [freeze-code] x y z [ONIOM layer …]
 * The label is a symbol or atomic number, optionally followed by letters/digits ('C1'); fields
 * may be separated by blanks, tabs or commas; numbers may use a Fortran 'D' exponent.
 */
export function parseCenter(ctx: TextContext, line: NumberedLine, first: boolean): Center {
  const m = /^\s*([^\s,(]*)(\([^)]*\))?([^\s,]*)(.*)$/.exec(line.text);
  const head = `${m?.[1] ?? ''}${m?.[3] ?? ''}`;
  const tokens = (m?.[4] ?? '').split(/[\s,]+/).filter((t) => t !== '');
  const nums = leadingNumbers(tokens);
  const flagged = nums.length >= 4 && Number.isInteger(nums[0]) && (nums[0] ?? 0) <= 0;
  if (looksLikeZMatrix(nums.length, tokens.length, flagged, first)) fail(ctx, line.no, ZMATRIX);
  if (nums.length < 3)
    fail(
      ctx,
      line.no,
      `expected 'symbol x y z' (Cartesian coordinates), found '${truncate(line.text.trim())}'.`,
    );
  const [x = 0, y = 0, z = 0] = flagged ? nums.slice(1, 4) : nums.slice(0, 3);
  if (/^tv$/i.test(head)) return { kind: 'tv', vector: [x, y, z] };
  const label = parseLabel(ctx, line.no, head);
  const params = parseParams(m?.[2] ?? '');
  return {
    kind: 'atom',
    ...label,
    name: params.get('pdbname') ?? label.name,
    freeze: flagged ? nums[0] : undefined,
    residue: residueOf(params),
    x,
    y,
    z,
  };
}

/**
 * Z-matrix lines: a lone label (first atom), 'H 1 1.09' (2 fields), 'H 1 1.09 2 109.5' (4), with a
 * dihedral (6, or 7 with the alternate-angle flag), or variables in place of numbers. A first
 * numeric field that is a positive integer is an atom reference, not a freeze code (0 or negative).
 */
function looksLikeZMatrix(numbers: number, fields: number, flagged: boolean, first: boolean): boolean {
  if (numbers >= 4) return !flagged;
  if (numbers >= 3) return false;
  return fields === 0 ? first : [2, 4, 6, 7].includes(fields);
}

/** Numbers at the start of the field list, up to the first one that is not a number. */
function leadingNumbers(tokens: readonly string[]): number[] {
  const out: number[] = [];
  for (const t of tokens) {
    if (!/^[+-]?(\d+\.?\d*|\.\d+)([eEdD][+-]?\d+)?$/.test(t)) break;
    out.push(Number(t.replace(/[dD]/, 'e')));
  }
  return out;
}

/** 'C', 'C1', '6', 'C-CA', 'C-CA--0.12' (MM type and charge, Gaussian's element-type-charge syntax). */
function parseLabel(
  ctx: TextContext,
  no: number,
  head: string,
): { element: number; name: string; atomType: string | undefined; partialCharge: number | undefined } {
  const m = /^([A-Za-z]+|\d+)([A-Za-z0-9_]*)(?:-([^-]*)(?:-(.+))?)?$/.exec(head);
  if (!m)
    fail(
      ctx,
      no,
      `'${truncate(head)}' is not an atom label (symbol or atomic number, optionally '-type-charge').`,
    );
  const [, symbol = '', suffix = '', type, chargeText] = m;
  const element = /^\d+$/.test(symbol) ? Number(symbol) : atomicNumber(symbol);
  if (element === undefined || element < 1 || element > 118) {
    fail(ctx, no, `'${truncate(symbol)}' is not an element (ghost 'Bq' and dummy 'X' atoms are not read).`);
  }
  const partialCharge = chargeText === undefined ? undefined : Number(chargeText.replace(/[dD]/, 'e'));
  if (partialCharge !== undefined && !Number.isFinite(partialCharge))
    fail(ctx, no, `expected a number for the MM charge, found '${truncate(chargeText ?? '')}'.`);
  return {
    element,
    name: suffix === '' ? '' : symbol + suffix,
    atomType: type === undefined || type === '' ? undefined : type,
    partialCharge,
  };
}

/** '(Fragment=1,PDBName=CA,ResName=ALA,ResNum=2)' → lower-case keys. */
function parseParams(text: string): Map<string, string> {
  const inner = text.replace(/^\(|\)$/g, '');
  const pairs = inner.split(',').map((p) => p.split('=').map((s) => s.trim()));
  return new Map(pairs.filter((p) => p.length === 2).map(([k = '', v = '']) => [k.toLowerCase(), v]));
}

/** GaussView writes PDB residue information as atom parameters; it is transcribed when present. */
function residueOf(params: Map<string, string>): Residue | undefined {
  const name = params.get('resname');
  const number = Number(params.get('resnum') ?? NaN);
  return name !== undefined && Number.isInteger(number) ? { name, number, chain: '' } : undefined;
}
