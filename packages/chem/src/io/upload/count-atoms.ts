import { TopoForgeError } from '../../core/errors.js';
import { findFormat } from '../registry.js';
import type { TextContext } from '../text.js';
import { fail, fields, parseInteger, splitLines } from '../text.js';
import { uploadExtension } from './upload-extension.js';

/**
 * Counts atoms the way the spec says uploads are counted (000 §5, 001 §5): mol from the counts line
 * (line 4, columns 1-3), pdb from its ATOM/HETATM lines, xyz from the first line; every other format
 * (mol2, cif, vasp, gjf, car …) from the atoms its reader parses, summed over the file's records; an SD
 * file from its first record, the one the wizard takes.
 * Throws ParseError (naming the line) for garbage and for a file that declares no atoms.
 */
export function countAtoms(fileName: string, text: string): number {
  const extension = uploadExtension(fileName);
  const format = extension === '' ? undefined : findFormat(extension);
  if (!format) {
    throw new TopoForgeError(
      'unsupported-format',
      `${fileName}: no reader for files of type '${extension}'.`,
    );
  }
  const ctx: TextContext = { format: format.id, fileName };
  switch (format.id) {
    case 'mol':
      return nonEmpty(ctx, molCount(ctx, splitLines(text)));
    case 'pdb':
      return nonEmpty(ctx, pdbCount(splitLines(text)));
    case 'xyz':
      return nonEmpty(ctx, parseInteger(ctx, 1, fields(splitLines(text)[0] ?? '')[0], 'atom count'));
  }
  if (!format.read)
    throw new TopoForgeError('unsupported-format', `${fileName}: ${format.name} files cannot be read.`);
  const { molecules } = format.read(text, { fileName });
  if (format.id === 'sdf') return nonEmpty(ctx, molecules[0]?.atomCount ?? 0);
  return nonEmpty(
    ctx,
    molecules.reduce((sum, m) => sum + m.atomCount, 0),
  );
}

/**
 * Line 4 of a V3000 file is a dummy counts line ending in 'V3000' with 0 atoms; taking it literally
 * would let any V3000 file past the limit, so the real count comes from its 'M  V30 COUNTS' line.
 */
function molCount(ctx: TextContext, lines: readonly string[]): number {
  const countsLine = lines[3];
  if (countsLine === undefined) fail(ctx, 4, 'the counts line (line 4) is missing.');
  if (!/V3000\s*$/i.test(countsLine))
    return parseInteger(ctx, 4, countsLine.slice(0, 3), 'atom count (line 4, columns 1-3)');
  const at = lines.findIndex((l) => /^M {2}V30 COUNTS\b/.test(l));
  if (at < 0) fail(ctx, undefined, "a V3000 file needs an 'M  V30 COUNTS' line.");
  return parseInteger(ctx, at + 1, fields(lines[at] ?? '')[3], 'atom count (M  V30 COUNTS)');
}

/** Record name in columns 1-6; 'ATOM' may run into a 6-digit serial number, so match the prefix. */
function pdbCount(lines: readonly string[]): number {
  let n = 0;
  for (const line of lines) if (line.startsWith('ATOM') || line.startsWith('HETATM')) n++;
  return n;
}

function nonEmpty(ctx: TextContext, count: number): number {
  if (count <= 0) fail(ctx, undefined, 'the file holds no atoms.');
  return count;
}
