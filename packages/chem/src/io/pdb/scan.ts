import type { Cell } from '../../core/cell.js';
import type { Diagnostic } from '../../core/diagnostics.js';
import type { TextContext } from '../text.js';
import type { PdbAtomRecord } from './atom-record.js';
import { columns, parseAtomRecord } from './atom-record.js';
import type { ConectRecord } from './conect.js';
import { parseConect } from './conect.js';
import { parseCryst1 } from './cryst1.js';

/** What one pass over the records gives: atoms grouped by model, CONECT, cell and title text. */
export interface PdbScan {
  readonly models: PdbAtomRecord[][];
  readonly conect: ConectRecord[];
  readonly cell: Cell | undefined;
  readonly spaceGroup: string | undefined;
  readonly title: string;
  readonly diagnostics: Diagnostic[];
}

/**
 * Walks the records in order. Atoms before any MODEL form the first model; MODEL and ENDMDL
 * delimit the others; END stops reading. TER only separates chains, which the chain column already
 * says, and unknown records (REMARK, SEQRES, ANISOU …) are skipped. Record names are upper case.
 */
export function scanPdb(ctx: TextContext, lines: readonly string[]): PdbScan {
  const models: PdbAtomRecord[][] = [];
  const conect: ConectRecord[] = [];
  const diagnostics: Diagnostic[] = [];
  const titles: Record<'TITLE' | 'COMPND' | 'HEADER', string[]> = { TITLE: [], COMPND: [], HEADER: [] };
  let current: PdbAtomRecord[] = [];
  let cell: Cell | undefined;
  let spaceGroup: string | undefined;
  const close = (): void => {
    if (current.length > 0) models.push(current);
    current = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const record = recordName(line);
    if (record === 'ATOM' || record === 'HETATM') current.push(parseAtomRecord(ctx, line, i + 1));
    else if (record === 'MODEL' || record === 'ENDMDL') close();
    else if (record === 'CONECT') conect.push(parseConect(ctx, line, i + 1));
    else if (record === 'CRYST1') {
      const c = parseCryst1(ctx, line, i + 1);
      cell = c.cell;
      spaceGroup = c.spaceGroup;
      for (const item of c.diagnostics) diagnostics.push(item);
    } else if (record === 'TITLE' || record === 'COMPND') titles[record].push(columns(line, 11, 80).trim());
    else if (record === 'HEADER') titles.HEADER.push(columns(line, 11, 50).trim());
    else if (record === 'END') break;
  }
  close();
  const title =
    [titles.TITLE, titles.COMPND, titles.HEADER].map((t) => t.filter(Boolean).join(' ')).find(Boolean) ?? '';
  return { models, conect, cell, spaceGroup, title, diagnostics };
}

/** Columns 1-6; a serial above 99,999 written in decimal may run into columns 5-6 of 'ATOM'. */
function recordName(line: string): string {
  return /^ATOM\d/.test(line) ? 'ATOM' : line.slice(0, 6).trimEnd();
}
