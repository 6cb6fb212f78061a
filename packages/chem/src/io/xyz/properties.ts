import type { TextContext } from '../text.js';
import { fail, truncate } from '../text.js';

/** Where the columns we use sit in an atom line (0-based field index), per the Properties key. */
export interface ColumnLayout {
  /** Element symbols ('species:S:1'), or atomic numbers ('Z:I:1') when there is no species column. */
  readonly species: { readonly column: number; readonly kind: 'symbol' | 'number' };
  readonly pos: number;
  /** 'charges:R:1', else 'initial_charges:R:1' (ASE's name for input charges). */
  readonly charges: number | undefined;
  readonly width: number;
}

/** Plain XYZ: symbol, x, y, z; further columns are ignored. */
export const PLAIN_LAYOUT: ColumnLayout = {
  species: { column: 0, kind: 'symbol' },
  pos: 1,
  charges: undefined,
  width: 4,
};

interface Property {
  readonly name: string;
  readonly type: string;
  readonly count: number;
  readonly column: number;
}

/**
 * Reads `Properties=name:type:count:…` (types S string, R real, I integer, L logical) into the
 * columns of species, positions and charges. Every property takes `count` fields in order.
 */
export function parseProperties(ctx: TextContext, line: number, spec: string): ColumnLayout {
  const parts = spec.split(':');
  if (parts.length % 3 !== 0)
    fail(ctx, line, `Properties must be name:type:count triples, found '${truncate(spec)}'.`);
  const props: Property[] = [];
  let column = 0;
  for (let i = 0; i < parts.length; i += 3) {
    const [name = '', type = '', countText = ''] = parts.slice(i, i + 3);
    if (!/^[SRIL]$/i.test(type) || !/^[1-9]\d*$/.test(countText)) {
      fail(
        ctx,
        line,
        `Properties entry '${name}:${type}:${countText}' needs a type S, R, I or L and a positive count.`,
      );
    }
    props.push({ name, type: type.toUpperCase(), count: Number(countText), column });
    column += Number(countText);
  }
  const find = (name: string, type: string, count: number): number | undefined =>
    props.find((p) => p.name.toLowerCase() === name && p.type === type && p.count === count)?.column;
  const pos = find('pos', 'R', 3);
  if (pos === undefined) fail(ctx, line, "Properties has no 'pos:R:3' column.");
  const symbol = find('species', 'S', 1);
  const z = find('z', 'I', 1);
  if (symbol === undefined && z === undefined)
    fail(ctx, line, "Properties has neither a 'species:S:1' nor a 'Z:I:1' column.");
  return {
    species: symbol !== undefined ? { column: symbol, kind: 'symbol' } : { column: z ?? 0, kind: 'number' },
    pos,
    charges: find('charges', 'R', 1) ?? find('initial_charges', 'R', 1),
    width: column,
  };
}
