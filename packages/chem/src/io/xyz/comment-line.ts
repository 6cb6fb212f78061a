import type { Cell } from '../../core/cell.js';
import { cellFromVectors } from '../../core/cell.js';
import type { Diagnostic } from '../../core/diagnostics.js';
import { warning } from '../../core/diagnostics.js';
import { ChemError } from '../../core/errors.js';
import type { Mat3 } from '../../core/vec3.js';
import type { TextContext } from '../text.js';
import { fail, parseNumber } from '../text.js';
import { parseKeyValues } from './key-values.js';
import type { ColumnLayout } from './properties.js';
import { PLAIN_LAYOUT, parseProperties } from './properties.js';

/** What the second line of a frame says. */
export interface FrameHeader {
  readonly title: string;
  readonly layout: ColumnLayout;
  readonly cell: Cell | undefined;
  /** Other key=value pairs of an extended comment line, kept as molecule properties. */
  readonly properties: ReadonlyMap<string, string>;
  readonly diagnostics: Diagnostic[];
}

const RESERVED = new Set(['lattice', 'properties', 'pbc', 'title']);

/**
 * A comment line is extended XYZ when it holds a Lattice or Properties key; otherwise it is free
 * text and becomes the title. In an extended line the title is the value of a 'title' key, if any.
 */
export function parseCommentLine(ctx: TextContext, line: number, comment: string): FrameHeader {
  const pairs = /(^|\s)(lattice|properties)\s*=/i.test(comment) ? parseKeyValues(comment) : undefined;
  if (!pairs)
    return {
      title: comment.trim(),
      layout: PLAIN_LAYOUT,
      cell: undefined,
      properties: new Map(),
      diagnostics: [],
    };
  const get = (key: string): string | undefined => [...pairs].find(([k]) => k.toLowerCase() === key)?.[1];
  const spec = get('properties');
  const layout = spec === undefined ? PLAIN_LAYOUT : parseProperties(ctx, line, spec);
  const lattice = get('lattice');
  const { cell, diagnostics } =
    lattice === undefined ? { cell: undefined, diagnostics: [] } : readCell(ctx, line, lattice, get('pbc'));
  const properties = new Map([...pairs].filter(([k]) => !RESERVED.has(k.toLowerCase())));
  return { title: get('title') ?? '', layout, cell, properties, diagnostics };
}

/** `Lattice="ax ay az bx by bz cx cy cz"`: the three lattice vectors as rows, in Å. */
function readCell(
  ctx: TextContext,
  line: number,
  lattice: string,
  pbc: string | undefined,
): { cell: Cell | undefined; diagnostics: Diagnostic[] } {
  const values = lattice.trim().split(/\s+/);
  if (values.length !== 9)
    fail(ctx, line, `Lattice needs 9 numbers (three vectors), found ${values.length}.`);
  const v = values.map((x, i) => parseNumber(ctx, line, x, `Lattice component ${i + 1}`));
  const flags = (pbc ?? 'T T T')
    .trim()
    .split(/\s+/)
    .map((f) => /^(t|true|1)$/i.test(f));
  if (flags.every((f) => !f)) {
    return {
      cell: undefined,
      diagnostics: [
        warning('xyz-pbc-off', 'pbc="F F F": the Lattice is not periodic and was not read as a cell.', {
          line,
        }),
      ],
    };
  }
  const diagnostics = flags.some((f) => !f)
    ? [
        warning(
          'xyz-partial-pbc',
          `pbc="${pbc ?? ''}": partial periodicity is not represented; the cell is read as periodic in all three directions.`,
          { line },
        ),
      ]
    : [];
  try {
    const m: Mat3 = [
      [v[0] ?? 0, v[1] ?? 0, v[2] ?? 0],
      [v[3] ?? 0, v[4] ?? 0, v[5] ?? 0],
      [v[6] ?? 0, v[7] ?? 0, v[8] ?? 0],
    ];
    return { cell: cellFromVectors(m), diagnostics };
  } catch (e) {
    if (e instanceof ChemError) fail(ctx, line, e.message);
    throw e;
  }
}
