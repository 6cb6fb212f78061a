import type { Diagnostic } from '../../core/diagnostics.js';
import { splitLines, type TextContext } from '../../io/text.js';
import { readAngles, readBonds, readDihedrals, readImpropers, readMasses } from './bonded-sections.js';
import { LineCursor } from './line-reader.js';
import { readEquivalences, readNonbonded } from './nonbonded-section.js';
import type { ForceFieldParameters } from './types.js';

export interface AmberDatOptions {
  /** Path or name of the file, for provenance and error messages. */
  readonly source: string;
  /** Name in provenance; default 'GAFF'. */
  readonly name?: string;
}

/**
 * Reads an AMBER parameter file in the parm.dat layout (AMBER manual, "parm.dat format"): title,
 * masses, the hydrophilic-types line, bonds, angles, proper and improper torsions, 10-12 H-bond
 * terms (skipped: GAFF has none in use), 6-12 equivalences and MOD4 RE parameters. Each section ends
 * at a blank line. Throws a ParseError naming the line on anything else.
 */
export function parseAmberDat(
  text: string,
  options: AmberDatOptions,
): { parameters: ForceFieldParameters; diagnostics: Diagnostic[] } {
  const ctx: TextContext = { format: 'amber-dat', fileName: options.source };
  const cursor = new LineCursor(ctx, splitLines(text));
  const diagnostics: Diagnostic[] = [];
  const title = cursor.next('title line').trim();
  const masses = readMasses(cursor, diagnostics);
  cursor.next('hydrophilic atom types line');
  const bonds = readBonds(cursor, diagnostics);
  const angles = readAngles(cursor, diagnostics);
  const dihedrals = readDihedrals(cursor, diagnostics);
  const impropers = readImpropers(cursor, diagnostics);
  for (const _ of cursor.section('10-12 H-bond'));
  const nonbonded = readNonbonded(cursor, readEquivalences(cursor));
  const version = /version\s+([\w.]+)/i.exec(title)?.[1];
  const base = { name: options.name ?? 'GAFF', source: options.source, title };
  const tables = { masses, bonds, angles, dihedrals, impropers, nonbonded };
  const parameters: ForceFieldParameters =
    version === undefined ? { ...base, ...tables } : { ...base, version, ...tables };
  return { parameters, diagnostics };
}
