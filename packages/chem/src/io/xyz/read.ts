import type { Diagnostic } from '../../core/diagnostics.js';
import { atomicNumber } from '../../core/elements.js';
import type { AtomInput, Molecule } from '../../core/molecule.js';
import { MoleculeBuilder } from '../../core/molecule.js';
import type { ReadOptions, ReadResult } from '../format.js';
import type { TextContext } from '../text.js';
import { fail, fields, parseInteger, parseNumber, splitLines, truncate } from '../text.js';
import { parseCommentLine } from './comment-line.js';
import type { ColumnLayout } from './properties.js';

/**
 * Reads XYZ and extended XYZ: frames of (atom count, comment, one line per atom), one Molecule per
 * frame. Blank lines between frames are skipped.
 */
export function readXyz(text: string, options: ReadOptions = {}): ReadResult {
  const ctx: TextContext = { format: 'xyz', fileName: options.fileName };
  const lines = splitLines(text);
  const molecules: Molecule[] = [];
  const diagnostics: Diagnostic[] = [];
  let i = 0;
  for (;;) {
    while (i < lines.length && (lines[i] ?? '').trim() === '') i++;
    if (i >= lines.length) break;
    const frame = readFrame(ctx, lines, i);
    molecules.push(frame.molecule);
    for (const item of frame.diagnostics) diagnostics.push(item);
    i = frame.next;
  }
  if (molecules.length === 0)
    fail(ctx, undefined, 'the file is empty: an XYZ file starts with the atom count.');
  return { molecules, diagnostics };
}

interface Frame {
  readonly molecule: Molecule;
  readonly diagnostics: Diagnostic[];
  readonly next: number;
}

/** One frame starting at 0-based line `start` (its atom-count line). */
function readFrame(ctx: TextContext, lines: readonly string[], start: number): Frame {
  const count = parseInteger(ctx, start + 1, fields(lines[start] ?? '')[0], 'atom count');
  if (count < 1) fail(ctx, start + 1, `the atom count must be at least 1, found ${count}.`);
  if (start + 1 >= lines.length)
    fail(ctx, start + 2, `the comment line and ${count} atom line(s) are missing.`);
  const header = parseCommentLine(ctx, start + 2, lines[start + 1] ?? '');
  const builder = new MoleculeBuilder(header.title).setCell(header.cell);
  header.properties.forEach((v, k) => builder.setProperty(k, v));
  for (let k = 0; k < count; k++) {
    const at = start + 2 + k;
    if (at >= lines.length) {
      fail(ctx, at + 1, `the file ends after ${k} of the ${count} atoms announced on line ${start + 1}.`);
    }
    builder.addAtom(readAtom(ctx, at + 1, lines[at] ?? '', header.layout, `atom ${k + 1} of ${count}`));
  }
  return { molecule: builder.build(), diagnostics: header.diagnostics, next: start + 2 + count };
}

function readAtom(
  ctx: TextContext,
  lineNo: number,
  line: string,
  layout: ColumnLayout,
  which: string,
): AtomInput {
  const f = fields(line);
  if (f.length < layout.width) {
    fail(
      ctx,
      lineNo,
      `expected ${which} with ${layout.width} columns, found ${f.length === 0 ? 'an empty line' : `'${truncate(line.trim())}'`}.`,
    );
  }
  const p = layout.pos;
  const charge =
    layout.charges === undefined ? undefined : parseNumber(ctx, lineNo, f[layout.charges], 'charge');
  return {
    element: elementOf(ctx, lineNo, f[layout.species.column] ?? '', layout.species.kind),
    x: parseNumber(ctx, lineNo, f[p], 'x coordinate'),
    y: parseNumber(ctx, lineNo, f[p + 1], 'y coordinate'),
    z: parseNumber(ctx, lineNo, f[p + 2], 'z coordinate'),
    ...(charge === undefined ? {} : { partialCharge: charge }),
  };
}

/** An element symbol in any case ('C', 'cl', 'CL'), or an atomic number in its place ('6'). */
function elementOf(ctx: TextContext, lineNo: number, token: string, kind: 'symbol' | 'number'): number {
  if (/^\d+$/.test(token)) {
    const z = Number(token);
    if (z >= 1 && z <= 118) return z;
  } else if (kind === 'symbol') {
    const z = atomicNumber(token);
    if (z !== undefined) return z;
  }
  return fail(ctx, lineNo, `'${truncate(token)}' is neither an element symbol nor an atomic number (1-118).`);
}
