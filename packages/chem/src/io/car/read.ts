import type { Diagnostic } from '../../core/diagnostics.js';
import { warning } from '../../core/diagnostics.js';
import { DEFAULT_RESIDUE, MoleculeBuilder } from '../../core/molecule.js';
import type { ReadOptions, ReadResult } from '../format.js';
import type { TextContext } from '../text.js';
import { fail, splitLines } from '../text.js';
import type { CarAtom } from './atom-line.js';
import { parseCarAtom } from './atom-line.js';
import { parseCarHeader } from './header.js';

/** Potential types Materials Studio writes for atoms without a force-field type. */
const UNTYPED = new Set(['xx', '?', '']);

/**
 * Reads a Materials Studio / Insight II CAR file as one Molecule. Each block of atoms closed by
 * 'end' is one CAR "molecule"; blocks become chains '1', '2', … so that residues of different
 * molecules with the same name and number stay apart. A second 'end' closes the file (later
 * frames of an .arc trajectory are not read).
 */
export function readCar(text: string, options: ReadOptions = {}): ReadResult {
  const ctx: TextContext = { format: 'car', fileName: options.fileName };
  const lines = splitLines(text);
  const header = parseCarHeader(ctx, lines);
  const diagnostics: Diagnostic[] = [...header.diagnostics];
  const builder = new MoleculeBuilder(header.title).setCell(header.cell);
  let block = 1;
  let closed = false;
  let oddResidue: number | undefined;
  for (let i = header.body; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (line.trim() === '' || line.startsWith('!')) continue;
    if (/^end\s*$/i.test(line.trim())) {
      if (builder.atomCount === 0 || closed) break;
      closed = true;
      continue;
    }
    if (closed) block++;
    closed = false;
    const atom = parseCarAtom(ctx, line, i + 1);
    if (!/^-?\d+$/.test(atom.residueNumber) && atom.residueNumber !== '') oddResidue ??= i + 1;
    addAtom(builder, atom, String(block));
  }
  if (builder.atomCount === 0) fail(ctx, lines.length + 1, 'the file holds no atom lines.');
  if (!closed)
    diagnostics.push(
      warning('car-no-end', "The last molecule is not closed by an 'end' line; the file may be truncated."),
    );
  if (oddResidue !== undefined) {
    diagnostics.push(
      warning(
        'car-residue-number',
        'Residue numbers that are not integers were read by their leading digits (or 0).',
        { line: oddResidue },
      ),
    );
  }
  return { molecules: [builder.build()], diagnostics };
}

function addAtom(builder: MoleculeBuilder, a: CarAtom, chain: string): void {
  const number = Number(/^-?\d+/.exec(a.residueNumber)?.[0] ?? 0);
  builder.addAtom({
    element: a.element,
    x: a.x,
    y: a.y,
    z: a.z,
    name: a.name,
    partialCharge: a.charge,
    ...(UNTYPED.has(a.potentialType.toLowerCase()) ? {} : { atomType: a.potentialType }),
    residue: { name: a.residueName || DEFAULT_RESIDUE.name, number, chain },
  });
}
