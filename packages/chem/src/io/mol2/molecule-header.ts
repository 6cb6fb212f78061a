import type { TextContext } from '../text.js';
import { fail, fields, parseInteger } from '../text.js';
import type { Mol2Section } from './sections.js';

/** The MOLECULE record: name, counts line, molecule type, charge type (status bits and comment ignored). */
export interface Mol2Header {
  readonly title: string;
  readonly atomCount: number;
  /** Undefined when the counts line stops after the atom count (the other counts are optional). */
  readonly bondCount: number | undefined;
  readonly moleculeType: string | undefined;
  readonly chargeType: string | undefined;
  readonly line: number;
}

/** Property holding the MOLECULE record's molecule type (SMALL, PROTEIN …). */
export const MOLECULE_TYPE_PROPERTY = 'mol2.molecule_type';

/** Tripos writes '****' for an empty string field. */
export const nullField = (s: string): boolean => /^\*+$/.test(s);

export function readHeader(ctx: TextContext, section: Mol2Section): Mol2Header {
  const [nameLine, ...rest] = section.body;
  if (!nameLine) fail(ctx, section.line + 1, 'the MOLECULE record ends before its name line.');
  const lines = rest.filter((l) => l.text.trim() !== '');
  const counts = lines[0];
  if (!counts) fail(ctx, nameLine.line + 1, 'the MOLECULE record has no counts line.');
  const f = fields(counts.text);
  const atomCount = parseInteger(ctx, counts.line, f[0], 'number of atoms');
  const bondCount = f[1] === undefined ? undefined : parseInteger(ctx, counts.line, f[1], 'number of bonds');
  if (atomCount < 0 || (bondCount ?? 0) < 0)
    fail(ctx, counts.line, 'the atom and bond counts must not be negative.');
  const title = nameLine.text.trim();
  return {
    title: nullField(title) ? '' : title,
    atomCount,
    bondCount,
    moleculeType: lines[1]?.text.trim(),
    chargeType: lines[2]?.text.trim(),
    line: section.line,
  };
}
