import { ParseError } from '../core/errors.js';
import { elementBySymbol } from '../core/elements.js';
import { parseHeader } from './header.js';
import type { ParsedPotential } from './types.js';

/**
 * A ReaxFF force-field file (`ffield.reax.*`, LAMMPS pair_reaxff docs): line 1 comment, line 2 the number
 * of general parameters n, then n lines, then "N ! Nr of atoms", header lines, and N atom entries whose
 * first line starts with the element symbol. Entries have 4 lines, or 5 in the "lg" files whose extra line
 * holds the low-gradient dispersion parameters (pair_style reaxff … lgvdw yes). The dummy `X` some files
 * carry is an entry like the others and is kept here.
 */
const fail = (fileName: string, line: number, detail: string): ParseError =>
  new ParseError(detail, { format: 'reaxff', line, fileName });

const firstToken = (line: string | undefined): string => (line ?? '').trim().split(/\s+/)[0] ?? '';

export function parseReaxff(fileName: string, text: string): ParsedPotential {
  const lines = text.split(/\r?\n/);
  const general = Number(firstToken(lines[1]));
  if (!Number.isInteger(general) || general < 1) {
    throw fail(fileName, 2, `expected the number of general parameters, found "${lines[1] ?? ''}"`);
  }
  const countIndex = 2 + general;
  const atoms = Number(firstToken(lines[countIndex]));
  if (!Number.isInteger(atoms) || atoms < 1) {
    throw fail(fileName, countIndex + 1, `expected the number of atoms, found "${lines[countIndex] ?? ''}"`);
  }
  const starts: number[] = [];
  // The block's own header lines start with letters too but after spaces and with ';', never a symbol alone.
  for (let i = countIndex + 1; i < lines.length && starts.length < atoms; i++) {
    const token = firstToken(lines[i]);
    if (/^[A-Z][a-z]?$/.test(token) && /^\s*\S+\s+-?\d/.test(lines[i] ?? '')) starts.push(i);
  }
  if (starts.length < atoms) {
    throw fail(fileName, countIndex + 1, `expected ${atoms} atom entries, found ${starts.length}`);
  }
  const elements = starts.map((i) => {
    const symbol = firstToken(lines[i]);
    if (symbol !== 'X' && !elementBySymbol(symbol))
      throw fail(fileName, i + 1, `"${symbol}" is not an element symbol`);
    return symbol;
  });
  const stride = starts.length > 1 ? (starts[1] ?? 0) - (starts[0] ?? 0) : 4;
  return {
    fileName,
    style: 'reaxff',
    family: 'ReaxFF',
    elements,
    units: 'real',
    header: parseHeader(lines[0] ?? ''),
    lgvdw: stride === 5,
  };
}
