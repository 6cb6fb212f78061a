import { readFileSync } from 'node:fs';
import type { PolymerRequest } from '@topoforge/chem';
import { drawnPolymer, drawnPolymerRequest } from '@topoforge/chem';
import { parseNumber, stringOption } from '../args.js';
import { describeSystemError, FileError, UsageError } from '../errors.js';

type Values = Readonly<Record<string, string | boolean | undefined>>;

/** What the drawing itself says: a chain option beside a drawing would be ignored, so it is refused. */
const FROM_DRAWING = ['monomer', 'monomers', 'degree', 'polytype', 'head', 'tail', 'tacticity'];

/**
 * `topoforge polymer mrv (--file F.mrv | --mrv TEXT) [--torsion DEG|random] [--seed S]` (issue 18.6): the
 * 2D polymer call of the API (001 §7: cml, torsion, seed). The drawing, a Marvin MRV document or a molfile
 * with an SRU Sgroup, gives the repeat unit, the end groups, the degree (the bracket's label) and the
 * polytype (chem's drawnPolymer); the torsion defaults to 180 as for `polymer homo`.
 */
export function mrvRequest(values: Values): PolymerRequest {
  const file = stringOption(values.file);
  const inline = stringOption(values.mrv);
  if ((file === undefined) === (inline === undefined)) {
    throw new UsageError(
      "'polymer mrv' needs the drawing: --file F.mrv (or .mol) or --mrv TEXT, one of them.",
    );
  }
  const given = FROM_DRAWING.find((name) => values[name] !== undefined);
  if (given !== undefined) {
    throw new UsageError(
      `'polymer mrv' takes --${given} from the drawing (unit, end groups, bracket label, connectivity); leave it out.`,
    );
  }
  const torsionText = stringOption(values.torsion) ?? '180';
  const torsion = torsionText === 'random' ? 'random' : parseNumber('torsion', torsionText, false)!;
  const seed = parseNumber('seed', stringOption(values.seed), true);
  const drawn = drawnPolymer(inline ?? readDrawing(file!));
  return drawnPolymerRequest(drawn, { torsion, ...(seed === undefined ? {} : { seed }) });
}

function readDrawing(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (e) {
    throw new FileError(`cannot read ${path}: ${describeSystemError(e)}`);
  }
}
