import type { Cell } from '../../core/cell.js';
import { cellFromParameters } from '../../core/cell.js';
import type { Diagnostic } from '../../core/diagnostics.js';
import { warning } from '../../core/diagnostics.js';
import { ChemError } from '../../core/errors.js';
import type { TextContext } from '../text.js';
import { fail, parseNumber } from '../text.js';
import { columns } from './atom-record.js';

export interface Cryst1 {
  readonly cell: Cell | undefined;
  readonly spaceGroup: string;
  readonly diagnostics: Diagnostic[];
}

/**
 * CRYST1: a b c (7-15, 16-24, 25-33), α β γ (34-40, 41-47, 48-54), space group (56-66). The PDB
 * writes '1 1 1 90 90 90 P 1' for structures that are not crystals; that is read as no cell.
 * Coordinates stay as listed: symmetry operators of other space groups are not applied.
 */
export function parseCryst1(ctx: TextContext, raw: string, lineNo: number): Cryst1 {
  const line = raw.replace(/\t/g, ' ');
  const num = (first: number, last: number, what: string): number =>
    parseNumber(ctx, lineNo, columns(line, first, last), `${what} (CRYST1 columns ${first}-${last})`);
  const p = {
    a: num(7, 15, 'cell length a'),
    b: num(16, 24, 'cell length b'),
    c: num(25, 33, 'cell length c'),
    alpha: num(34, 40, 'cell angle alpha'),
    beta: num(41, 47, 'cell angle beta'),
    gamma: num(48, 54, 'cell angle gamma'),
  };
  const spaceGroup = columns(line, 56, 66).trim();
  if (p.a === 1 && p.b === 1 && p.c === 1 && p.alpha === 90 && p.beta === 90 && p.gamma === 90) {
    const note = warning(
      'pdb-unit-cryst1',
      'CRYST1 is the 1 Å placeholder cell of a non-crystal entry; no cell was read.',
      { line: lineNo },
    );
    return { cell: undefined, spaceGroup, diagnostics: [{ ...note, severity: 'info' }] };
  }
  const diagnostics: Diagnostic[] = [];
  if (spaceGroup !== '' && spaceGroup.replace(/\s/g, '').toUpperCase() !== 'P1') {
    diagnostics.push(
      warning(
        'pdb-space-group',
        `Space group ${spaceGroup}: only the atoms listed are read; symmetry copies are not generated.`,
        { line: lineNo },
      ),
    );
  }
  return { cell: cellOrFail(ctx, lineNo, p), spaceGroup, diagnostics };
}

function cellOrFail(ctx: TextContext, lineNo: number, p: Parameters<typeof cellFromParameters>[0]): Cell {
  try {
    return cellFromParameters(p);
  } catch (e) {
    if (e instanceof ChemError) fail(ctx, lineNo, e.message);
    throw e;
  }
}
