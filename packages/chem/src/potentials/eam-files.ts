import { ParseError } from '../core/errors.js';
import { elementByNumber, elementBySymbol } from '../core/elements.js';
import { parseHeader } from './header.js';
import type { ParsedPotential, PotentialStyle } from './types.js';

/**
 * The EAM-family file formats of LAMMPS (pair_eam, pair_adp, pair_eam_he and pair_polymorphic docs):
 *
 * - funcfl (`.eam`, pair_style eam): line 1 comment, line 2 "Z mass a0 lattice", one element per file;
 * - setfl (`.eam.alloy`, `.eam.fs`, `.adp`, `.cdeam`, `.eam.he`): lines 1–3 comments, line 4 "N El1 … ElN";
 * - polymorphic (`*_eam.poly`): line 2 "ntypes eta", then one "Z mass symbol" line per type.
 *
 * Only what the catalogue needs is read (elements and the header); the tables are left to LAMMPS, but the
 * line after the elements must hold the grid (5 numbers, 6 for eam/he) so a truncated file is refused.
 */
const SETFL_STYLES: Readonly<Record<string, PotentialStyle>> = {
  '.eam.alloy': 'eam/alloy',
  '.eam.fs': 'eam/fs',
  '.adp': 'adp',
  '.cdeam': 'eam/cd',
  '.eam.he': 'eam/he',
};

const fail = (fileName: string, line: number, detail: string): ParseError =>
  new ParseError(detail, { format: 'lammps-potential', line, fileName });

const tokens = (line: string | undefined): string[] => (line ?? '').trim().split(/\s+/).filter(Boolean);

const isNumber = (t: string | undefined): boolean => t !== undefined && Number.isFinite(Number(t));

function knownSymbol(fileName: string, line: number, symbol: string | undefined): string {
  if (symbol === undefined || !elementBySymbol(symbol)) {
    throw fail(fileName, line, `"${symbol ?? ''}" is not an element symbol`);
  }
  return symbol;
}

function checkGrid(fileName: string, lines: readonly string[], index: number, count: number): void {
  const grid = tokens(lines[index]);
  if (grid.length < count || !grid.slice(0, count).every(isNumber)) {
    throw fail(
      fileName,
      index + 1,
      `expected ${count} numbers (Nrho drho Nr dr cutoff…), found "${lines[index] ?? ''}"`,
    );
  }
}

/** funcfl: the element comes from the atomic number on line 2. */
export function parseFuncfl(fileName: string, text: string): ParsedPotential {
  const lines = text.split(/\r?\n/);
  const fields = tokens(lines[1]);
  const z = Number(fields[0]);
  const element = Number.isInteger(z) ? elementByNumber(z) : undefined;
  if (!element || !isNumber(fields[1])) {
    throw fail(fileName, 2, `expected "Z mass a0 lattice", found "${lines[1] ?? ''}"`);
  }
  checkGrid(fileName, lines, 2, 5);
  return {
    fileName,
    style: 'eam',
    family: 'EAM',
    elements: [element.symbol],
    units: 'metal',
    header: parseHeader(lines[0] ?? ''),
  };
}

/** The setfl style of a file name, or undefined when the name is not a setfl file. */
export function setflStyleOf(fileName: string): PotentialStyle | undefined {
  const suffix = Object.keys(SETFL_STYLES).find((s) => fileName.endsWith(s));
  return suffix === undefined ? undefined : SETFL_STYLES[suffix];
}

/** setfl-like files: the elements are on line 4 after their count. */
export function parseSetfl(fileName: string, text: string, style: PotentialStyle): ParsedPotential {
  const lines = text.split(/\r?\n/);
  const fields = tokens(lines[3]);
  const count = Number(fields[0]);
  if (!Number.isInteger(count) || count < 1 || fields.length !== count + 1) {
    throw fail(fileName, 4, `expected "N El1 … ElN", found "${lines[3] ?? ''}"`);
  }
  const elements = fields.slice(1).map((s) => knownSymbol(fileName, 4, s));
  checkGrid(fileName, lines, 4, style === 'eam/he' ? 6 : 5);
  return { fileName, style, family: 'EAM', elements, units: 'metal', header: parseHeader(lines[0] ?? '') };
}

/** pair_style polymorphic: line 2 "ntypes eta", then "Z mass symbol" per type. */
export function parsePolymorphic(fileName: string, text: string): ParsedPotential {
  const lines = text.split(/\r?\n/);
  const count = Number(tokens(lines[1])[0]);
  if (!Number.isInteger(count) || count < 1) {
    throw fail(fileName, 2, `expected "ntypes eta", found "${lines[1] ?? ''}"`);
  }
  const elements: string[] = [];
  for (let i = 0; i < count; i++) {
    const fields = tokens(lines[2 + i]);
    const element = elementByNumber(Number(fields[0]));
    const symbol = knownSymbol(fileName, 3 + i, fields[2]);
    if (element?.symbol !== symbol) {
      throw fail(
        fileName,
        3 + i,
        `expected "Z mass symbol" with Z matching the symbol, found "${lines[2 + i] ?? ''}"`,
      );
    }
    elements.push(symbol);
  }
  return {
    fileName,
    style: 'polymorphic',
    family: 'EAM',
    elements,
    units: 'metal',
    header: parseHeader(lines[0] ?? ''),
  };
}
