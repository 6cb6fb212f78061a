import type { Residue } from '../../core/molecule.js';
import type { TextContext } from '../text.js';
import { fail, parseNumber } from '../text.js';
import { decodeHybrid36 } from './hybrid36.js';

/** One ATOM/HETATM line, transcribed column by column (PDB 3.3, "Coordinate section"). */
export interface PdbAtomRecord {
  readonly line: number;
  /** Columns 7-11; undefined when blank or unreadable (e.g. '*****' written by some programs). */
  readonly serial: number | undefined;
  /** Columns 13-16 untrimmed: the element rule needs the alignment. */
  readonly rawName: string;
  readonly name: string;
  /** Column 17; '' when blank. */
  readonly altLoc: string;
  readonly residue: Residue;
  readonly x: number;
  readonly y: number;
  readonly z: number;
  readonly occupancy: number | undefined;
  /** Columns 77-78 trimmed; '' when blank or missing. */
  readonly elementField: string;
  /** Columns 79-80 untrimmed. */
  readonly chargeField: string;
}

/** 1-based inclusive PDB columns → their text, untrimmed; a short line yields '' past its end. */
export const columns = (line: string, first: number, last: number): string => line.slice(first - 1, last);

export function parseAtomRecord(ctx: TextContext, raw: string, lineNo: number): PdbAtomRecord {
  // A tab stands for one blank column: it must not shift the fixed columns that follow it.
  const line = raw.replace(/\t/g, ' ');
  const rawName = columns(line, 13, 16).padEnd(4);
  // The B-factor (61-66) is checked but not kept: Molecule has no column for it.
  optionalNumber(ctx, lineNo, columns(line, 61, 66), 'B-factor (columns 61-66)');
  return {
    line: lineNo,
    serial: readSerial(line),
    rawName,
    name: rawName.trim(),
    altLoc: columns(line, 17, 17).trim(),
    residue: parseResidue(ctx, line, lineNo),
    x: parseNumber(ctx, lineNo, columns(line, 31, 38), 'x coordinate (columns 31-38)'),
    y: parseNumber(ctx, lineNo, columns(line, 39, 46), 'y coordinate (columns 39-46)'),
    z: parseNumber(ctx, lineNo, columns(line, 47, 54), 'z coordinate (columns 47-54)'),
    occupancy: optionalNumber(ctx, lineNo, columns(line, 55, 60), 'occupancy (columns 55-60)'),
    elementField: columns(line, 77, 78).trim(),
    chargeField: columns(line, 79, 80),
  };
}

/** Columns 7-11, hybrid-36; a decimal serial above 99,999 may start in column 5 ('ATOM100000'). */
function readSerial(line: string): number | undefined {
  if (!/^ATOM\d/.test(line)) return decodeHybrid36(columns(line, 7, 11), 5);
  const s = columns(line, 5, 11).trim();
  return /^\d+$/.test(s) ? Number(s) : undefined;
}

function parseResidue(ctx: TextContext, line: string, lineNo: number): Residue {
  // Columns 18-20 by the standard; CHARMM and GROMACS spill four-letter names into the unused column 21.
  const name = columns(line, 18, 21).trim() || 'UNK';
  const numberField = columns(line, 23, 26);
  const number = numberField.trim() === '' ? 0 : decodeHybrid36(numberField, 4);
  if (number === undefined) {
    fail(
      ctx,
      lineNo,
      `expected a residue number (columns 23-26, decimal or hybrid-36), found '${numberField.trim()}'.`,
    );
  }
  const chain = columns(line, 22, 22).trim();
  const insertionCode = columns(line, 27, 27).trim();
  return insertionCode === '' ? { name, number, chain } : { name, number, chain, insertionCode };
}

function optionalNumber(ctx: TextContext, lineNo: number, field: string, what: string): number | undefined {
  return field.trim() === '' ? undefined : parseNumber(ctx, lineNo, field, what);
}
