import type { Diagnostic } from '../../core/diagnostics.js';
import { warning } from '../../core/diagnostics.js';
import type { Molecule } from '../../core/molecule.js';
import { MoleculeBuilder } from '../../core/molecule.js';
import type { ReadOptions, ReadResult } from '../format.js';
import type { TextContext } from '../text.js';
import { fail, fields, parseInteger, splitLines, truncate } from '../text.js';
import type { Ctab, RecordLines } from './ctab.js';
import { readV2000 } from './read-v2000.js';
import { readV3000 } from './read-v3000.js';
import { dataItems, sdRecords } from './sd-records.js';

/** Reads a .mol file; a file holding several '$$$$'-separated records gives one Molecule each. */
export const readMol = (text: string, options: ReadOptions = {}): ReadResult => readMdl('mol', text, options);

/** Reads an SD file: every record's molfile, with its data items in Molecule.properties. */
export const readSdf = (text: string, options: ReadOptions = {}): ReadResult => readMdl('sdf', text, options);

function readMdl(format: string, text: string, options: ReadOptions): ReadResult {
  const ctx: TextContext = { format, fileName: options.fileName };
  const diagnostics: Diagnostic[] = [];
  const molecules = sdRecords(ctx, splitLines(text)).map((rec) => readRecord(ctx, rec, diagnostics));
  return { molecules, diagnostics };
}

/**
 * One record: title (line 1), program line (2, not kept: writers put their own name there), comment
 * (3, not kept), counts line (4), then the V2000 or V3000 connection table and the data items.
 */
function readRecord(ctx: TextContext, rec: RecordLines, diagnostics: Diagnostic[]): Molecule {
  const countsAt = rec.start + 3;
  const countsLine = countsAt < rec.end ? rec.lines[countsAt] : undefined;
  if (countsLine === undefined)
    fail(
      ctx,
      Math.min(countsAt, rec.end) + 1,
      'the record ends before its counts line (line 4 of a molfile).',
    );
  const ctab = readCtab(ctx, rec, countsLine, diagnostics);
  const builder = new MoleculeBuilder((rec.lines[rec.start] ?? '').trim());
  for (const a of ctab.atoms)
    builder.addAtom({ element: a.element, x: a.x, y: a.y, z: a.z, formalCharge: a.charge });
  for (const b of ctab.bonds) builder.addBond(b);
  for (const [name, value] of dataItems(ctx, rec, ctab.next, diagnostics)) builder.setProperty(name, value);
  if (ctab.atoms.length === 0) {
    diagnostics.push(warning('mol-no-atoms', 'The connection table holds no atoms.', { line: countsAt + 1 }));
  }
  return builder.build();
}

/** Counts line 'aaabbblllfffcccsssxxxrrrpppiiimmmvvvvvv': atoms in columns 1-3, bonds 4-6, version 34-39. */
function readCtab(ctx: TextContext, rec: RecordLines, countsLine: string, diagnostics: Diagnostic[]): Ctab {
  const no = rec.start + 4;
  if (/V3000\s*$/i.test(countsLine)) return readV3000(ctx, rec, diagnostics);
  if (!/V2000\s*$/i.test(countsLine) && /\S/.test(countsLine.slice(33))) {
    fail(ctx, no, `unknown molfile version '${truncate(countsLine.slice(33).trim())}' on the counts line.`);
  }
  const fixed = [countsLine.slice(0, 3), countsLine.slice(3, 6)];
  const f = fixed.every((s) => /^ *\d+$/.test(s)) ? fixed : fields(countsLine);
  const atoms = parseInteger(ctx, no, f[0], 'atom count (counts line, columns 1-3)');
  const bonds = parseInteger(ctx, no, f[1], 'bond count (counts line, columns 4-6)');
  if (atoms < 0 || bonds < 0) fail(ctx, no, 'the atom and bond counts must not be negative.');
  return readV2000(ctx, rec, atoms, bonds, diagnostics);
}
