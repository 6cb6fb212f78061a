import type { Cell } from '../../core/cell.js';
import { cellFromVectors } from '../../core/cell.js';
import type { Diagnostic } from '../../core/diagnostics.js';
import { warning } from '../../core/diagnostics.js';
import { ChemError } from '../../core/errors.js';
import { MoleculeBuilder } from '../../core/molecule.js';
import type { Vec3 } from '../../core/vec3.js';
import type { ReadOptions, ReadResult } from '../format.js';
import type { TextContext } from '../text.js';
import { fail, parseInteger, splitLines } from '../text.js';
import { parseCenter } from './center.js';
import { parseConnectivity } from './connectivity.js';
import type { NumberedLine } from './sections.js';
import { splitSections } from './sections.js';

/**
 * Reads the first job of a Gaussian input file. The net charge and multiplicity go to
 * properties.charge / properties.multiplicity (the file has no per-atom formal charges); the route
 * and Link 0 lines ride along as properties.route / properties.link0.
 */
export function readGjf(text: string, options: ReadOptions = {}): ReadResult {
  const ctx: TextContext = { format: 'gjf', fileName: options.fileName };
  const s = splitSections(ctx, splitLines(text));
  const route = s.route.map((l) => l.text.replace(/!.*$/, '').trim()).join(' ');
  const [charge, multiplicity] = chargeAndMultiplicity(ctx, s.chargeLine);
  if (s.molecule.length === 0)
    fail(ctx, s.chargeLine.no + 1, 'no atoms follow the charge and multiplicity line.');
  const builder = new MoleculeBuilder(s.title.map((l) => l.text.trim()).join(' '));
  const atomOfCenter: (number | undefined)[] = [];
  const vectors: { line: number; v: Vec3 }[] = [];
  s.molecule.forEach((line, k) => {
    const c = parseCenter(ctx, { no: line.no, text: line.text.replace(/!.*$/, '') }, k === 0);
    if (c.kind === 'tv') {
      vectors.push({ line: line.no, v: c.vector });
      atomOfCenter.push(undefined);
      return;
    }
    const { kind: _kind, freeze, atomType, partialCharge, residue, ...atom } = c;
    atomOfCenter.push(
      builder.addAtom({
        ...atom,
        ...(atomType === undefined ? {} : { atomType }),
        ...(partialCharge === undefined ? {} : { partialCharge }),
        ...(residue === undefined ? {} : { residue }),
        ...(freeze === undefined
          ? {}
          : { mobility: freeze < 0 ? [false, false, false] : [true, true, true] }),
      }),
    );
  });
  if (builder.atomCount === 0)
    fail(ctx, s.chargeLine.no + 1, "the molecule specification holds only 'Tv' lines, no atoms.");
  const diagnostics: Diagnostic[] = [];
  builder.setCell(cellOf(ctx, vectors, diagnostics));
  if (/\bgeom\s*=\s*\(?[^\s]*connect/i.test(route)) {
    const section = s.after[0];
    if (section === undefined || section.length === 0) {
      diagnostics.push(
        warning(
          'gjf-no-connectivity',
          'The route asks for geom=connectivity but no connectivity section follows the atoms.',
        ),
      );
    }
    const conn = parseConnectivity(ctx, section ?? [], atomOfCenter);
    conn.bonds.forEach((b) => builder.addBond(b));
    const odd = conn.oddOrderLines[0];
    if (odd !== undefined)
      diagnostics.push(
        warning(
          'gjf-bond-order',
          `Bond orders other than 1, 1.5, 2, 3 and 4 were read as unknown (${conn.oddOrderLines.length}).`,
          { line: odd },
        ),
      );
  }
  builder
    .setProperty('charge', String(charge))
    .setProperty('multiplicity', String(multiplicity))
    .setProperty('route', route);
  if (s.link0.length > 0) builder.setProperty('link0', s.link0.map((l) => l.text.trim()).join('\n'));
  return { molecules: [builder.build()], diagnostics };
}

/** 'charge multiplicity' pairs: the first pair is the whole system; further pairs are fragments or ONIOM layers. */
function chargeAndMultiplicity(ctx: TextContext, line: NumberedLine): [number, number] {
  const f = line.text
    .replace(/!.*$/, '')
    .trim()
    .split(/[\s,]+/);
  if (f.length < 2) fail(ctx, line.no, "expected the 'charge multiplicity' line, e.g. '0 1'.");
  const charge = parseInteger(ctx, line.no, f[0], 'net charge');
  const multiplicity = parseInteger(ctx, line.no, f[1], 'spin multiplicity');
  f.slice(2).forEach((x) => parseInteger(ctx, line.no, x, 'fragment charge or multiplicity'));
  if (multiplicity < 1)
    fail(ctx, line.no, `the spin multiplicity must be at least 1, found ${multiplicity}.`);
  return [charge, multiplicity];
}

/** Three Tv lines make the cell (vectors as rows, Å). One or two mean 1D/2D periodicity, which a Cell cannot hold. */
function cellOf(
  ctx: TextContext,
  vectors: readonly { line: number; v: Vec3 }[],
  diagnostics: Diagnostic[],
): Cell | undefined {
  if (vectors.length === 0) return undefined;
  const first = vectors[0]?.line;
  if (vectors.length > 3)
    fail(ctx, vectors[3]?.line, `at most three 'Tv' lines are allowed, found ${vectors.length}.`);
  if (vectors.length < 3) {
    diagnostics.push(
      warning(
        'gjf-low-dimensional-pbc',
        `${vectors.length} 'Tv' line(s): 1D/2D periodicity is not represented; no cell was read.`,
        { line: first },
      ),
    );
    return undefined;
  }
  try {
    return cellFromVectors([vectors[0]!.v, vectors[1]!.v, vectors[2]!.v]);
  } catch (e) {
    if (e instanceof ChemError) fail(ctx, first, e.message);
    throw e;
  }
}
